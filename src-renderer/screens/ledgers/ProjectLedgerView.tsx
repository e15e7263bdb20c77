// A project's payments (`GET /payments?project_id=`): filtered by booking day, amount and
// reference in the window (all of them are here once read), rendered a screenful at a time
// for tens of thousands (TanStack Virtual, spacer rows in a real table, as the orders table),
// totals beside the project's stats, the filtered payments as CSV; and the project's charts.
import { Alert, Box, Button, Card, Grid, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { type PaymentFilter, type ProjectLedger, filterPayments, paymentDay, paymentsTotal, placeOf } from '@contract';
import type { Project } from '@wire/projects';
import { DateField } from '../../components/DateField';
import { Field } from '../../components/Field';
import { InvestorLink } from '../../components/InvestorLink';
import { QueryState } from '../../components/QueryState';
import { notifyError, notifySaved } from '../../components/errors';
import { ABSENT, formatDate, formatMoney, parseDecimal } from '../../format';
import { useTranslation } from '../../i18n';
import { useDeskMutation, useDeskQuery } from '../../ipc';
import { ProjectCharts } from './ProjectCharts';

const ROW_HEIGHT = 37;
const OVERSCAN = 8;
const COLUMNS = 5;

/** A filter's lowest or highest amount, read in the screen's convention: it sends nothing, so no money rule beyond being readable. */
function AmountBound({ label, value, onChange }: { label: string; value: string; onChange: (text: string) => void }) {
  const { t, i18n } = useTranslation('ledgers');
  const invalid = value.trim() !== '' && parseDecimal(value, i18n.language) === undefined;
  return (
    <TextInput
      label={label}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={invalid ? t('project.amountHint', { example: i18n.language === 'de' ? '1.234,56' : '1,234.56' }) : undefined}
      w={140}
      inputMode="decimal"
    />
  );
}

function PaymentsTable({ ledger, filter }: { ledger: ProjectLedger; filter: PaymentFilter }) {
  const { t, i18n } = useTranslation('ledgers');
  const language = i18n.language;
  const scrollRef = useRef<HTMLDivElement>(null);
  const rows = useMemo(() => filterPayments(ledger.payments, filter), [ledger, filter]);
  const codes = useMemo(() => new Map(ledger.orders.map((o) => [o.id, o.order_code])), [ledger]);
  const virtualizer = useVirtualizer({ count: rows.length, getScrollElement: () => scrollRef.current, estimateSize: () => ROW_HEIGHT, overscan: OVERSCAN });
  const items = virtualizer.getVirtualItems();
  const padTop = items[0]?.start ?? 0;
  const padBottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const spacer = (height: number): ReactNode =>
    height > 0 && (
      <tr aria-hidden style={{ height }}>
        <td colSpan={COLUMNS} />
      </tr>
    );
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="ledger-shown">
        {t('project.shown', { count: rows.length, sum: formatMoney(paymentsTotal(rows), language) })}
      </Text>
      {rows.length === 0 ? (
        <Text c="dimmed">{t('project.empty')}</Text>
      ) : (
        <Box ref={scrollRef} mah={440} style={{ overflow: 'auto' }} role="region" aria-label={t('project.table')} tabIndex={0}>
          <Table stickyHeader aria-label={t('project.table')} aria-rowcount={rows.length + 1}>
            <Table.Thead>
              <Table.Tr aria-rowindex={1}>
                <Table.Th>{t('columns.booked')}</Table.Th>
                <Table.Th ta="right">{t('columns.amount')}</Table.Th>
                <Table.Th>{t('columns.reference')}</Table.Th>
                <Table.Th>{t('columns.order')}</Table.Th>
                <Table.Th>{t('columns.investor')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {spacer(padTop)}
              {items.map((item) => {
                const p = rows[item.index];
                if (!p) return null;
                const { orderId, userId } = placeOf(ledger, p);
                return (
                  <Table.Tr key={p.id} aria-rowindex={item.index + 2} h={ROW_HEIGHT}>
                    <Table.Td>{formatDate(paymentDay(p), language)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(p.amount, language)}</Table.Td>
                    <Table.Td>{p.reference ?? ABSENT}</Table.Td>
                    <Table.Td className="code" fz="sm">
                      {(orderId !== undefined && codes.get(orderId)) || ABSENT}
                    </Table.Td>
                    <Table.Td fz="sm">{userId === undefined ? ABSENT : <InvestorLink userId={userId} tab="orders" />}</Table.Td>
                  </Table.Tr>
                );
              })}
              {spacer(padBottom)}
            </Table.Tbody>
          </Table>
        </Box>
      )}
    </Stack>
  );
}

/** The filter as typed: days as `YYYY-MM-DD`, amounts in the language's notation. */
interface Typed {
  from: string | null;
  to: string | null;
  min: string;
  max: string;
  reference: string;
}

function filterOf(typed: Typed, language: string): PaymentFilter {
  const min = parseDecimal(typed.min, language);
  const max = parseDecimal(typed.max, language);
  return {
    ...(typed.from ? { from: typed.from } : {}),
    ...(typed.to ? { to: typed.to } : {}),
    ...(min === undefined ? {} : { min }),
    ...(max === undefined ? {} : { max }),
    ...(typed.reference.trim() ? { reference: typed.reference.trim() } : {}),
  };
}

/** Whether the host's payments say when and why (a minimal host's say only their amount). */
const detailed = (l: ProjectLedger) => l.payments.length === 0 || l.payments.some((p) => p.booked_at !== undefined || p.reference !== undefined);

export function ProjectLedgerView({ project, stats }: { project: Project; stats: ReactNode }) {
  const { t, i18n } = useTranslation('ledgers');
  const ledger = useDeskQuery('ledgers.project', { projectId: project.id });
  const exportCsv = useDeskMutation('ledgers.projectCsv');
  const [typed, setTyped] = useState<Typed>({ from: null, to: null, min: '', max: '', reference: '' });
  const filter = useMemo(() => filterOf(typed, i18n.language), [typed, i18n.language]);
  const set = (change: Partial<Typed>) => setTyped((current) => ({ ...current, ...change }));

  const onExport = () =>
    exportCsv.mutate(
      { projectId: project.id, filter },
      {
        onSuccess: (result) => result.saved && notifySaved(t, t('investor.exported', { count: result.lines, path: result.path })),
        onError: (e) => notifyError(e, t),
      },
    );

  return (
    <Stack>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 8 }}>{stats}</Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Card withBorder h="100%" component="section" aria-label={t('project.title')}>
            <Stack gap="sm">
              <Title order={2} size="h4">
                {t('project.title')}
              </Title>
              <QueryState query={ledger}>
                {(l) => (
                  <>
                    <Field label={t('project.received')}>
                      <span data-testid="ledger-received">{formatMoney(l.received, i18n.language)}</span>
                    </Field>
                    <Text size="sm">{t('project.count', { count: l.payments.length })}</Text>
                  </>
                )}
              </QueryState>
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
      {ledger.data && <ProjectCharts ledger={ledger.data} project={project} />}
      {ledger.data && (
        <Card withBorder component="section" aria-label={t('project.table')}>
          <Stack>
            <Group justify="space-between">
              <Title order={2} size="h4">
                {t('project.table')}
              </Title>
              <Button size="xs" variant="default" leftSection={<IconDownload size={14} aria-hidden />} loading={exportCsv.isPending} onClick={onExport}>
                {t('project.exportCsv')}
              </Button>
            </Group>
            {!detailed(ledger.data) && (
              <Text size="sm" c="dimmed" data-testid="ledger-no-details">
                {t('project.noDetails')}
              </Text>
            )}
            {ledger.data.grouping === 'order_lists' && (
              <Alert variant="light" color="gray" data-testid="ledger-grouping">
                {t('project.byOrderLists')}
              </Alert>
            )}
            <Group align="start" gap="sm">
              <DateField label={t('project.from')} value={typed.from} onChange={(from) => set({ from })} clearable w={150} />
              <DateField label={t('project.to')} value={typed.to} onChange={(to) => set({ to })} clearable w={150} />
              <AmountBound label={t('project.min')} value={typed.min} onChange={(min) => set({ min })} />
              <AmountBound label={t('project.max')} value={typed.max} onChange={(max) => set({ max })} />
              <TextInput label={t('project.reference')} value={typed.reference} onChange={(e) => set({ reference: e.currentTarget.value })} w={200} />
            </Group>
            <PaymentsTable ledger={ledger.data} filter={filter} />
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
