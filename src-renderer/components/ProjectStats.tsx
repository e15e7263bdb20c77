import { Card, Group, SegmentedControl, SimpleGrid, Stack, Table, Title } from '@mantine/core';
import { useState } from 'react';
import type { OrderStatusFilter } from '@wire/orders';
import { ABSENT, formatMoney } from '../format';
import { useTranslation } from '../i18n';
import { useDeskQuery } from '../ipc';
import { Field } from './Field';
import { orderStatusFilterLabel } from './orderStatus';
import { QueryState } from './QueryState';

const FILTERS = ['all', 'open', 'paid', 'settled', 'cancelled'] as const;

/** A project's orders by status, filterable: counts, ordered and received sums. */
export function ProjectStats({ projectId }: { projectId: string }) {
  const { t, i18n } = useTranslation('projects');
  const [filter, setFilter] = useState<(typeof FILTERS)[number]>('all');
  const status = filter === 'all' ? undefined : (filter as OrderStatusFilter);
  const stats = useDeskQuery('projects.stats', { id: projectId, status });
  const money = (amount: string | undefined) => formatMoney(amount, i18n.language);
  return (
    <Card withBorder>
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('detail.stats')}
          </Title>
          <SegmentedControl
            aria-label={t('detail.statsFilter')}
            value={filter}
            onChange={(v) => setFilter(v)}
            data={FILTERS.map((f) => ({ value: f, label: f === 'all' ? t('detail.allStatuses') : orderStatusFilterLabel(t, f) }))}
          />
        </Group>
        <QueryState query={stats}>
          {(s) => (
            <Stack>
              <SimpleGrid cols={3}>
                <Field label={t('detail.ordersCount')}>{s.orders_count ?? ABSENT}</Field>
                <Field label={t('detail.ordersAmount')}>{money(s.orders_amount)}</Field>
                <Field label={t('detail.paidAmount')}>{money(s.paid_amount)}</Field>
              </SimpleGrid>
              <Table aria-label={t('detail.stats')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('detail.status')}</Table.Th>
                    <Table.Th ta="right">{t('detail.count')}</Table.Th>
                    <Table.Th ta="right">{t('detail.amount')}</Table.Th>
                    <Table.Th ta="right">{t('detail.paid')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {(s.by_status ?? []).map((row) => (
                    <Table.Tr key={row.status}>
                      <Table.Td>{t(`orders.statuses.${row.status}`, { ns: 'common' })}</Table.Td>
                      <Table.Td ta="right">{row.count ?? ABSENT}</Table.Td>
                      <Table.Td ta="right">{money(row.amount)}</Table.Td>
                      <Table.Td ta="right">{money(row.paid_amount)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Card>
  );
}

