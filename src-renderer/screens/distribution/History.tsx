import { Button, Card, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Dialog } from '../../components/Dialog';
import { Field } from '../../components/Field';
import { InvestorLink } from '../../components/InvestorLink';
import { QueryState } from '../../components/QueryState';
import { ABSENT, formatDateTime, formatMoney } from '../../format';
import { HostFields } from '../../components/HostFields';
import { useTranslation } from '../../i18n';
import { useDeskQuery } from '../../ipc';
import { useNavigation } from '../../stores/navigation';
import { ActionsTable } from '../../components/ActionsTable';

/** A payout read by its id (also when opened from a link), with the user payouts it made. */
function PayoutDetail({ projectId, payoutId, onClose }: { projectId: string; payoutId: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('distribution');
  const payout = useDeskQuery('distribution.payout', { projectId, id: payoutId });
  const rows = useDeskQuery('distribution.userPayouts', { payoutId });
  // Names the desk knows already, in one call for the list; an investor it does not know keeps the short id.
  const userIds = [...new Set((rows.data ?? []).flatMap((p) => (p.user_id ? [p.user_id] : [])))];
  const names = useDeskQuery('investors.named', { userIds }, { enabled: userIds.length > 0 }).data ?? {};
  const [shown, setShown] = useState<string>();
  const title = payout.data ? t('history.payoutTitle', { date: formatDateTime(payout.data.created_at, i18n.language) }) : t('history.payouts');
  return (
    <Dialog opened onClose={onClose} size="xl" title={title}>
      <QueryState query={rows} isEmpty={(list) => list.length === 0}>
        {(list) => (
          <ActionsTable striped aria-label={t('history.userPayouts')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('history.investor')}</Table.Th>
                <Table.Th>{t('check.address')}</Table.Th>
                <Table.Th>{t('history.order')}</Table.Th>
                <Table.Th ta="right">{t('check.amount')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>{p.user_id ? <InvestorLink userId={p.user_id} name={names[p.user_id]?.name ?? shortId(p.user_id)} /> : ABSENT}</Table.Td>
                  <Table.Td ff="monospace">{p.address ?? ABSENT}</Table.Td>
                  <Table.Td ff="monospace">{p.order_id ? shortId(p.order_id) : ABSENT}</Table.Td>
                  <Table.Td ta="right">{formatMoney(p.amount, i18n.language)}</Table.Td>
                  <Table.Td>
                    <Button size="compact-sm" variant="subtle" onClick={() => setShown(p.id)} aria-label={`${t('history.details')} ${p.address ?? p.id}`}>
                      {t('history.details')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </ActionsTable>
        )}
      </QueryState>
      {shown && <UserPayoutDetail payoutId={payoutId} id={shown} />}
      {payout.data && <HostFields resource={payout.data} />}
    </Dialog>
  );
}

/** One user payout as the server has it now. */
function UserPayoutDetail({ payoutId, id }: { payoutId: string; id: string }) {
  const { t } = useTranslation('distribution');
  const userPayout = useDeskQuery('distribution.userPayout', { payoutId, id });
  return (
    <Stack gap="xs" mt="md" aria-label={t('history.userPayout')} component="section">
      <Title order={3} size="h5">
        {t('history.userPayout')}
      </Title>
      <QueryState query={userPayout}>{(p) => <HostFields resource={p} />}</QueryState>
    </Stack>
  );
}

/** A snapshot read by its id. */
function SnapshotDetail({ projectId, id, onClose }: { projectId: string; id: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('distribution');
  const snapshot = useDeskQuery('distribution.snapshot', { projectId, id });
  return (
    <Dialog opened onClose={onClose} title={t('history.snapshotTitle', { date: formatDateTime(snapshot.data?.created_at, i18n.language) })}>
      <QueryState query={snapshot}>
        {(s) => (
          <Stack>
            <SimpleGrid cols={2}>
              <Field label={t('history.orders')}>{s.orders_count ?? ABSENT}</Field>
              <Field label={t('history.total')}>{formatMoney(s.total_amount, i18n.language)}</Field>
            </SimpleGrid>
            <HostFields resource={s} />
          </Stack>
        )}
      </QueryState>
    </Dialog>
  );
}

function shortId(id: string): string {
  return id.length > 8 ? `${id.slice(0, 8)}…` : id;
}

interface Dated {
  id: string;
  created_at?: string;
  orders_count?: number;
  total_amount?: string;
}

/** One card of the history: when, how many orders, the total; `action` adds a last column. */
function HistoryCard<T extends Dated>({
  title,
  empty,
  query,
  action,
}: {
  title: string;
  empty: string;
  query: UseQueryResult<T[]>;
  action?: (item: T, when: string) => ReactNode;
}) {
  const { t, i18n } = useTranslation('distribution');
  return (
    <Card withBorder component="section" aria-label={title}>
      <Stack>
        <Title order={2} size="h4">
          {title}
        </Title>
        <QueryState query={query} isEmpty={(list) => list.length === 0} empty={empty}>
          {(list) => (
            <Table aria-label={title}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('history.created')}</Table.Th>
                  <Table.Th ta="right">{t('history.orders')}</Table.Th>
                  <Table.Th ta="right">{t('history.total')}</Table.Th>
                  {action && <Table.Th />}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((item) => {
                  const when = formatDateTime(item.created_at, i18n.language);
                  return (
                    <Table.Tr key={item.id}>
                      <Table.Td>{when}</Table.Td>
                      <Table.Td ta="right">{item.orders_count ?? ABSENT}</Table.Td>
                      <Table.Td ta="right">{formatMoney(item.total_amount, i18n.language)}</Table.Td>
                      {action && <Table.Td>{action(item, when)}</Table.Td>}
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          )}
        </QueryState>
        {query.data && query.data.length > 0 && query.data.every((item) => item.created_at === undefined) && (
          <Text size="xs" c="dimmed">
            {t('history.untimed')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/** Snapshots (what preparations found) and payouts (what was distributed); the payout open is the navigation's, so links and Back reach it. */
export function History({ projectId }: { projectId: string }) {
  const { t } = useTranslation('distribution');
  const snapshots = useDeskQuery('distribution.snapshots', { projectId });
  const payouts = useDeskQuery('distribution.payouts', { projectId });
  const payoutId = useNavigation((s) => s.payoutId);
  const go = useNavigation((s) => s.go);
  const [snapshot, setSnapshot] = useState<string>();
  const showPayout = (id: string | undefined) => go('distribution', { distributionProjectId: projectId, payoutId: id });
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }}>
      <HistoryCard
        title={t('history.snapshots')}
        empty={t('history.noSnapshots')}
        query={snapshots}
        action={(item, when) => (
          <Button size="compact-sm" variant="subtle" onClick={() => setSnapshot(item.id)} aria-label={`${t('history.open')} ${when}`}>
            {t('history.open')}
          </Button>
        )}
      />
      <HistoryCard
        title={t('history.payouts')}
        empty={t('history.noPayouts')}
        query={payouts}
        action={(payout, when) => (
          <Button size="compact-sm" variant="subtle" onClick={() => showPayout(payout.id)} aria-label={`${t('history.open')} ${when}`}>
            {t('history.open')}
          </Button>
        )}
      />
      {payoutId && <PayoutDetail projectId={projectId} payoutId={payoutId} onClose={() => showPayout(undefined)} />}
      {snapshot && <SnapshotDetail projectId={projectId} id={snapshot} onClose={() => setSnapshot(undefined)} />}
    </SimpleGrid>
  );
}
