import { Button, Card, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Payout } from '@wire/distribution';
import { Dialog } from '../../components/Dialog';
import { QueryState } from '../../components/QueryState';
import { ABSENT, formatDateTime, formatMoney } from '../../format';
import { HostFields } from '../../components/HostFields';
import { useDeskQuery } from '../../ipc';

function UserPayouts({ payout, onClose }: { payout: Payout; onClose: () => void }) {
  const { t, i18n } = useTranslation('distribution');
  const rows = useDeskQuery('distribution.userPayouts', { payoutId: payout.id });
  return (
    <Dialog opened onClose={onClose} size="xl" title={t('history.payoutTitle', { date: formatDateTime(payout.created_at, i18n.language) })}>
      <QueryState query={rows} isEmpty={(list) => list.length === 0}>
        {(list) => (
          <Table striped aria-label={t('history.userPayouts')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('check.address')}</Table.Th>
                <Table.Th>{t('history.order')}</Table.Th>
                <Table.Th ta="right">{t('check.amount')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td ff="monospace">{p.address ?? ABSENT}</Table.Td>
                  <Table.Td ff="monospace">{p.order_id?.slice(0, 8) ?? ABSENT}</Table.Td>
                  <Table.Td ta="right">{formatMoney(p.amount, i18n.language)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryState>
      <HostFields resource={payout} />
      {rows.data && rows.data.length > 0 && <HostFields resource={rows.data} />}
    </Dialog>
  );
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

/** Snapshots (what preparations found) and payouts (what was distributed). */
export function History({ projectId }: { projectId: string }) {
  const { t } = useTranslation('distribution');
  const snapshots = useDeskQuery('distribution.snapshots', { projectId });
  const payouts = useDeskQuery('distribution.payouts', { projectId });
  const [open, setOpen] = useState<Payout>();
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }}>
      <HistoryCard title={t('history.snapshots')} empty={t('history.noSnapshots')} query={snapshots} />
      <HistoryCard
        title={t('history.payouts')}
        empty={t('history.noPayouts')}
        query={payouts}
        action={(payout, when) => (
          <Button size="compact-sm" variant="subtle" onClick={() => setOpen(payout)} aria-label={`${t('history.open')} ${when}`}>
            {t('history.open')}
          </Button>
        )}
      />
      {open && <UserPayouts payout={open} onClose={() => setOpen(undefined)} />}
    </SimpleGrid>
  );
}
