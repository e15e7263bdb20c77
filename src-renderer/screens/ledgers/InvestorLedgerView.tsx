// The investor page's Orders tab: every order of the investor in every project with its
// payments, totals per project and in all, the investment terms per project, the custody
// accounts one line each; CSV export, and "delete all payments" in the "⋯" menu.
import { Alert, Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { Fragment } from 'react';
import { type InvestorLedger, type InvestorProjectLedger, type LedgerTotals, destroyPreview } from '@contract';
import type { Payment } from '@wire/payments';
import type { User } from '@wire/users';
import { Field } from '../../components/Field';
import { MoreMenu } from '../../components/MoreMenu';
import { QueryState } from '../../components/QueryState';
import { notifyError, notifySaved } from '../../components/errors';
import { useWritable } from '../../components/writes';
import { ABSENT, formatDate, formatDateTime, formatMoney } from '../../format';
import { useTranslation } from '../../i18n';
import { useDeskMutation, useDeskQuery } from '../../ipc';
import { useNavigation } from '../../stores/navigation';
import { DestroyPaymentsModal } from '../payments/DestroyPaymentsModal';
import { OrderStatusBadge } from '../payments/OrderStatusBadge';

export function TotalsGrid({ totals, label }: { totals: LedgerTotals; label: string }) {
  const { t, i18n } = useTranslation('ledgers');
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} role="group" aria-label={label}>
      {(['ordered', 'received', 'toCome', 'overpaid'] as const).map((key) => (
        <Field key={key} label={t(`totals.${key}`)}>
          <span data-total={key}>{formatMoney(totals[key], i18n.language)}</span>
        </Field>
      ))}
    </SimpleGrid>
  );
}

function Terms({ terms }: { terms: InvestorProjectLedger['terms'] }) {
  const { t, i18n } = useTranslation('ledgers');
  if (terms === null) return <Text size="sm" c="dimmed">{t('investor.terms.unknown')}</Text>;
  if (!terms.accepted) return <Badge color="orange" variant="light">{t('investor.terms.notAccepted')}</Badge>;
  return (
    <Badge color="teal" variant="light">
      {terms.acceptedAt ? t('investor.terms.accepted', { at: formatDateTime(terms.acceptedAt, i18n.language) }) : t('investor.terms.acceptedUndated')}
    </Badge>
  );
}

/**
 * A payment below its order: its day and reference where the order's code and status stand,
 * its amount under "Received" (what it is), nothing under "Ordered".
 */
function PaymentRows({ payments }: { payments: Payment[] }) {
  const { i18n } = useTranslation('ledgers');
  return payments.map((p) => (
    <Table.Tr key={p.id} data-payment={p.id}>
      <Table.Td colSpan={2} fz="sm" c="dimmed" pl="lg">
        {formatDate(p.booked_at, i18n.language)} · {p.reference ?? ABSENT}
      </Table.Td>
      <Table.Td />
      <Table.Td ta="right" fz="sm">
        {formatMoney(p.amount, i18n.language)}
      </Table.Td>
      <Table.Td colSpan={2} />
    </Table.Tr>
  ));
}

export function ProjectCard({ ledger }: { ledger: InvestorProjectLedger }) {
  const { t, i18n } = useTranslation('ledgers');
  const go = useNavigation((s) => s.go);
  const { project } = ledger;
  const money = (amount: string) => formatMoney(amount, i18n.language);
  return (
    <Card withBorder component="section" aria-label={project.code} data-project={project.code}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h5">
            <Anchor component="button" type="button" fz="inherit" fw={700} onClick={() => go('projects', { projectId: project.id })} aria-label={t('investor.openProject', { code: project.code })}>
              {project.code}
            </Anchor>
            {project.name === undefined ? null : ` · ${project.name}`}
          </Title>
          <Terms terms={ledger.terms} />
        </Group>
        <TotalsGrid totals={ledger.totals} label={project.code} />
        <Table aria-label={t('investor.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.order')}</Table.Th>
              <Table.Th>{t('columns.status')}</Table.Th>
              <Table.Th ta="right">{t('totals.ordered')}</Table.Th>
              <Table.Th ta="right">{t('totals.received')}</Table.Th>
              <Table.Th ta="right">{t('totals.toCome')}</Table.Th>
              <Table.Th ta="right">{t('totals.overpaid')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ledger.orders.map(({ order, payments, totals }) => (
              <Fragment key={order.id}>
                <Table.Tr data-order={order.order_code}>
                  <Table.Td>
                    <Anchor component="button" type="button" className="code" fz="sm" fw={600} onClick={() => go('payments', { orderCode: order.order_code })} aria-label={t('investor.openOrder', { code: order.order_code })}>
                      {order.order_code}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <OrderStatusBadge status={order.status} />
                  </Table.Td>
                  <Table.Td ta="right">{money(totals.ordered)}</Table.Td>
                  <Table.Td ta="right">{money(totals.received)}</Table.Td>
                  <Table.Td ta="right">{money(totals.toCome)}</Table.Td>
                  <Table.Td ta="right">{money(totals.overpaid)}</Table.Td>
                </Table.Tr>
                <PaymentRows payments={payments} />
              </Fragment>
            ))}
          </Table.Tbody>
        </Table>
        {ledger.unassigned.length > 0 && <Unplaced title={t('investor.unassigned')} payments={ledger.unassigned} />}
      </Stack>
    </Card>
  );
}

function Unplaced({ title, payments }: { title: string; payments: Payment[] }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <Table aria-label={title}>
        <Table.Tbody>
          <PaymentRows payments={payments} />
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

function Custody({ ledger, user }: { ledger: InvestorLedger; user: User }) {
  const { t, i18n } = useTranslation('ledgers');
  const go = useNavigation((s) => s.go);
  return (
    <Card withBorder component="section" aria-label={t('custody.title')}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={3} size="h5">
            {t('custody.title')}
          </Title>
          <Button size="compact-sm" variant="default" onClick={() => go('custody', { custodyEmail: user.email })}>
            {t('custody.open')}
          </Button>
        </Group>
        {ledger.custody === null ? (
          <Text size="sm" c="dimmed">
            {t('custody.unknown')}
          </Text>
        ) : ledger.custody.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('custody.none')}
          </Text>
        ) : (
          ledger.custody.map((line) => (
            <Group key={line.accountId} gap="md" wrap="nowrap" data-custody-account={line.accountId}>
              <Text size="sm" fw={600}>
                {t('custody.line', { symbol: line.symbol ?? ABSENT, balance: formatMoney(line.balance, i18n.language) })}
              </Text>
              <Text size="xs" ff="monospace" c="dimmed" truncate>
                {line.address ?? ABSENT}
              </Text>
            </Group>
          ))
        )}
      </Stack>
    </Card>
  );
}

export function InvestorLedgerView({ user }: { user: User }) {
  const { t, i18n } = useTranslation('ledgers');
  const ledger = useDeskQuery('ledgers.investor', { userId: user.id });
  const exportCsv = useDeskMutation('ledgers.investorCsv');
  const destroyable = useWritable('payments.destroyForUser');
  const [destroying, { open: destroy, close: closeDestroy }] = useDisclosure(false);

  const onExport = () =>
    exportCsv.mutate(
      { userId: user.id },
      {
        onSuccess: (result) => result.saved && notifySaved(t, t('investor.exported', { count: result.lines, path: result.path })),
        onError: (e) => notifyError(e, t),
      },
    );

  return (
    <QueryState query={ledger}>
      {(l) => (
        <Stack>
          <Group justify="space-between">
            <Title order={2} size="h4">
              {t('investor.title')}
            </Title>
            <Group gap="xs">
              <Text size="xs" c="dimmed">
                {t('investor.asOf', { time: formatDateTime(l.asOf, i18n.language) })}
              </Text>
              <Button size="xs" variant="default" leftSection={<IconDownload size={14} aria-hidden />} loading={exportCsv.isPending} onClick={onExport}>
                {t('investor.exportCsv')}
              </Button>
              <MoreMenu
                label={t('investor.more')}
                actions={[
                  {
                    label: t('investor.destroyAll'),
                    icon: <IconTrash size={16} aria-hidden />,
                    destructive: true,
                    disabled: destroyable.disabled,
                    reason: destroyable.title,
                    onClick: destroy,
                  },
                ]}
              />
            </Group>
          </Group>
          {l.grouping === 'order_lists' && (
            <Alert variant="light" color="gray" data-testid="ledger-grouping">
              {t('investor.byOrderLists')}
            </Alert>
          )}
          <TotalsGrid totals={l.totals} label={t('investor.title')} />
          {l.projects.length === 0 && <Text c="dimmed">{t('investor.none')}</Text>}
          {l.projects.map((p) => (
            <ProjectCard key={p.project.id} ledger={p} />
          ))}
          {l.unplaced.length > 0 && <Unplaced title={t('investor.unplaced')} payments={l.unplaced} />}
          <Custody ledger={l} user={user} />
          <DestroyPaymentsModal opened={destroying} onClose={closeDestroy} user={user} preview={destroyPreview(l)} />
        </Stack>
      )}
    </QueryState>
  );
}
