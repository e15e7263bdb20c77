import { Button, Card, SimpleGrid, Stack, Table, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Payout } from '../../../src-main/wire/distribution';
import { Dialog } from '../../components/Dialog';
import { QueryState } from '../../components/QueryState';
import { formatDateTime, formatMoney } from '../../format';
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
                  <Table.Td ff="monospace">{p.address}</Table.Td>
                  <Table.Td ff="monospace">{p.order_id.slice(0, 8)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(p.amount, i18n.language)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryState>
    </Dialog>
  );
}

/** Snapshots (what preparations found) and payouts (what was distributed). */
export function History({ projectId }: { projectId: string }) {
  const { t, i18n } = useTranslation('distribution');
  const snapshots = useDeskQuery('distribution.snapshots', { projectId });
  const payouts = useDeskQuery('distribution.payouts', { projectId });
  const [open, setOpen] = useState<Payout>();
  const when = (iso: string) => formatDateTime(iso, i18n.language);
  const money = (amount: string) => formatMoney(amount, i18n.language);
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }}>
      <Card withBorder component="section" aria-label={t('history.snapshots')}>
        <Stack>
          <Title order={2} size="h4">
            {t('history.snapshots')}
          </Title>
          <QueryState query={snapshots} isEmpty={(list) => list.length === 0} empty={t('history.noSnapshots')}>
            {(list) => (
              <Table aria-label={t('history.snapshots')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('history.created')}</Table.Th>
                    <Table.Th ta="right">{t('history.orders')}</Table.Th>
                    <Table.Th ta="right">{t('history.total')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.map((s) => (
                    <Table.Tr key={s.id}>
                      <Table.Td>{when(s.created_at)}</Table.Td>
                      <Table.Td ta="right">{s.orders_count}</Table.Td>
                      <Table.Td ta="right">{money(s.total_amount)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </QueryState>
        </Stack>
      </Card>
      <Card withBorder component="section" aria-label={t('history.payouts')}>
        <Stack>
          <Title order={2} size="h4">
            {t('history.payouts')}
          </Title>
          <QueryState query={payouts} isEmpty={(list) => list.length === 0} empty={t('history.noPayouts')}>
            {(list) => (
              <Table aria-label={t('history.payouts')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('history.created')}</Table.Th>
                    <Table.Th ta="right">{t('history.orders')}</Table.Th>
                    <Table.Th ta="right">{t('history.total')}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.map((p) => (
                    <Table.Tr key={p.id}>
                      <Table.Td>{when(p.created_at)}</Table.Td>
                      <Table.Td ta="right">{p.orders_count}</Table.Td>
                      <Table.Td ta="right">{money(p.total_amount)}</Table.Td>
                      <Table.Td>
                        <Button size="compact-sm" variant="subtle" onClick={() => setOpen(p)} aria-label={`${t('history.open')} ${when(p.created_at)}`}>
                          {t('history.open')}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </QueryState>
        </Stack>
      </Card>
      {open && <UserPayouts payout={open} onClose={() => setOpen(undefined)} />}
    </SimpleGrid>
  );
}
