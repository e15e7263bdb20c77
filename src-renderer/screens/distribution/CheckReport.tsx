import { Alert, Button, Card, Code, List, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import Big from 'big.js';
import { type ReactNode, useState } from 'react';
import { type ExpectedList, type ListCheck, listVerdict } from '@contract';
import { Field } from '../../components/Field';
import { ABSENT, formatMoney } from '../../format';
import { useTranslation } from '../../i18n';

function FindingTable<T>({
  title,
  count,
  examples,
  columns,
}: {
  title: string;
  count: number;
  examples: T[];
  columns: Array<[string, (example: T) => ReactNode]>;
}) {
  const { t } = useTranslation('distribution');
  if (count === 0) return null;
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {title}: {count}
      </Text>
      <Table withTableBorder aria-label={title}>
        <Table.Thead>
          <Table.Tr>
            {columns.map(([label]) => (
              <Table.Th key={label}>{label}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {examples.map((example, i) => (
            <Table.Tr key={i}>
              {columns.map(([label, cell]) => (
                <Table.Td key={label}>{cell(example)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {count > examples.length && (
        <Text size="xs" c="dimmed">
          {t('check.more', { count: count - examples.length })}
        </Text>
      )}
    </Stack>
  );
}

/** Shows a cell exactly, so a tab or a line break at its start is visible. */
const raw = (value: string) => <Code>{JSON.stringify(value)}</Code>;

/** A list held under its failed-check name: finance may accept it, and it gets its chosen name. */
function Acceptance({ acceptedPath, onAccept }: { acceptedPath: string; onAccept: () => Promise<void> }) {
  const { t } = useTranslation('distribution');
  const [accepting, setAccepting] = useState(false);
  const accept = async () => {
    setAccepting(true);
    try {
      await onAccept();
    } finally {
      setAccepting(false);
    }
  };
  return (
    <Stack gap="xs" mt="sm">
      <Text size="sm">{t('check.held', { path: acceptedPath })}</Text>
      <Button color="red" variant="light" w="fit-content" onClick={() => void accept()} loading={accepting}>
        {t('check.accept')}
      </Button>
    </Stack>
  );
}

export function CheckReport({
  check,
  path,
  expected,
  acceptedPath,
  onAccept,
}: {
  check: ListCheck;
  path: string;
  /** The snapshot the list was made from, when the host says it. */
  expected?: ExpectedList;
  /** The name the list gets once accepted, while it waits under its failed-check name. */
  acceptedPath?: string;
  onAccept?: () => Promise<void>;
}) {
  const { t, i18n } = useTranslation('distribution');
  const money = (amount: string) => formatMoney(amount, i18n.language);
  const { handOver, problems, difference } = listVerdict(check, expected?.total);
  const orders = expected?.orders ?? 0;
  const differs =
    difference &&
    expected &&
    t(new Big(difference).gt(0) ? 'check.above' : 'check.below', { difference: money(new Big(difference).abs().toFixed(2)), count: orders, expected: money(expected.total) });
  return (
    <Card withBorder component="section" aria-label={t('check.title')}>
      <Stack>
        <Title order={3} size="h4">
          {t('check.title')}
        </Title>
        {/* One verdict first, from the orders the list must contain: whether it can be handed over. */}
        {handOver ? (
          <Alert color="teal" variant="light" role="status">
            {expected ? t(expected.orders === undefined ? 'check.okTotal' : 'check.okOrders', { count: orders, expected: money(expected.total) }) : t('check.ok')}
          </Alert>
        ) : (
          <Alert color="red" variant="light" role="alert" title={problems > 0 ? t('check.problems', { count: problems }) : t('check.differsTitle')}>
            <List size="sm">
              {differs && <List.Item>{differs}</List.Item>}
              {!check.headerOk && <List.Item>{t('check.header')}</List.Item>}
              {check.formulaCells.count > 0 && <List.Item>{t('check.formulaHint')}</List.Item>}
            </List>
            {acceptedPath && onAccept && <Acceptance acceptedPath={acceptedPath} onAccept={onAccept} />}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          <Field label={t('check.file')}>
            <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
              {path}
            </Text>
          </Field>
          <Field label={t('check.rows')}>{check.rows.toLocaleString(i18n.language)}</Field>
          <Field label={t('check.total')}>{money(check.totalAmount)}</Field>
          {expected && <Field label={t('check.expected')}>{money(expected.total)}</Field>}
        </SimpleGrid>
        <FindingTable
          title={t('check.formulaCells')}
          {...check.formulaCells}
          columns={[
            [t('check.row'), (e) => e.row],
            [t('check.column'), (e) => e.column],
            [t('check.value'), (e) => raw(e.value)],
          ]}
        />
        <FindingTable
          title={t('check.duplicates')}
          {...check.duplicateAddresses}
          columns={[
            [t('check.address'), (e) => <Code>{e.address}</Code>],
            [t('check.rowsOf'), (e) => e.rows.join(', ')],
          ]}
        />
        <FindingTable
          title={t('check.malformedAddresses')}
          {...check.malformedAddresses}
          columns={[
            [t('check.row'), (e) => e.row],
            [t('check.value'), (e) => raw(e.value)],
          ]}
        />
        <FindingTable
          title={t('check.malformedAmounts')}
          {...check.malformedAmounts}
          columns={[
            [t('check.row'), (e) => e.row],
            [t('check.value'), (e) => raw(e.value)],
          ]}
        />
        <FindingTable
          title={t('check.malformedRows')}
          {...check.malformedRows}
          columns={[
            [t('check.row'), (e) => e.row],
            [t('check.cells'), (e) => e.cells],
          ]}
        />
        {check.preview.length > 0 && (
          <Stack gap={4}>
            <Text fw={600} size="sm">
              {t('check.preview')}
            </Text>
            <Table striped aria-label={t('check.preview')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('check.row')}</Table.Th>
                  <Table.Th>{t('check.investor')}</Table.Th>
                  <Table.Th>{t('check.address')}</Table.Th>
                  <Table.Th ta="right">{t('check.amount')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {check.preview.map((row, i) => (
                  <Table.Tr key={i}>
                    <Table.Td>{i + 1}</Table.Td>
                    <Table.Td>{row.investor ?? ABSENT}</Table.Td>
                    <Table.Td ff="monospace">{row.address}</Table.Td>
                    <Table.Td ta="right" ff="monospace">
                      {money(row.amount)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
