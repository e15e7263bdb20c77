import { Button, Card, Group, ScrollArea, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { type CustodyAccount, type CustodyTransaction, type CustodyTransactionsPage, nextTransactionsPage } from '@wire/custody';
import { HostFields } from '../../components/HostFields';
import { ErrorAlert } from '../../components/errors';
import { ABSENT, formatDateTime, formatMoney } from '../../format';
import { useTranslation } from '../../i18n';
import { invoke } from '../../ipc';
import { TransactionById } from './TransactionById';
import type { AccountRef } from './WithdrawDialog';

export const PAGE_SIZE = 25;

/** The account's transactions, a page at a time (by the cursor, else the offset), loaded as the list scrolls. */
export function Transactions({ account, symbol, resource }: { account: AccountRef; symbol: string; resource: CustodyAccount }) {
  const { t, i18n } = useTranslation('custody');
  const [order, setOrder] = useState<'desc' | 'asc'>('desc');
  const pages = useInfiniteQuery({
    queryKey: ['custody.transactions', account, order],
    queryFn: ({ pageParam }) => invoke('custody.transactions', { ...account, order, limit: PAGE_SIZE, ...pageParam }),
    initialPageParam: undefined as CustodyTransactionsPage | undefined,
    getNextPageParam: (last: CustodyTransaction[], all: CustodyTransaction[][]) =>
      nextTransactionsPage(last, all.reduce((n, page) => n + page.length, 0), PAGE_SIZE),
  });
  const sentinel = useRef<HTMLDivElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;

  useEffect(() => {
    const target = sentinel.current;
    if (!target) return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting && hasNextPage && !isFetchingNextPage) void fetchNextPage();
      },
      { root: viewport.current, rootMargin: '100px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  // Paged by offset, a transaction made meanwhile shifts the list by one: each is shown once.
  const rows = [...new Map((pages.data?.pages.flat() ?? []).map((tx) => [tx.id, tx])).values()];
  const money = (amount: string | undefined) => formatMoney(amount, i18n.language);
  return (
    <Card withBorder component="section" aria-label={t('transactions.title', { symbol })}>
      <Stack>
        <Group justify="space-between">
          <Title order={3} size="h4">
            {t('transactions.title', { symbol })}
          </Title>
          <SegmentedControl
            aria-label={t('transactions.order')}
            value={order}
            onChange={(value) => setOrder(value)}
            data={[
              { value: 'desc', label: t('transactions.newest') },
              { value: 'asc', label: t('transactions.oldest') },
            ]}
          />
        </Group>
        {pages.isError && <ErrorAlert error={pages.error} onRetry={() => void pages.refetch()} />}
        {pages.isSuccess && rows.length === 0 && <Text c="dimmed">{t('transactions.none')}</Text>}
        {rows.length > 0 && (
          <ScrollArea.Autosize
            mah={420}
            viewportRef={viewport}
            type="auto"
            // Focusable, so the list scrolls (and loads more) from the keyboard too.
            viewportProps={{ tabIndex: 0, 'aria-label': t('transactions.title', { symbol }) }}
          >
            <Table striped stickyHeader aria-label={t('transactions.title', { symbol })} aria-rowcount={rows.length + 1}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('transactions.time')}</Table.Th>
                  <Table.Th>{t('transactions.type')}</Table.Th>
                  <Table.Th ta="right">{t('transactions.amount')}</Table.Th>
                  <Table.Th ta="right">{t('transactions.fee')}</Table.Th>
                  <Table.Th>{t('transactions.address')}</Table.Th>
                  <Table.Th>{t('transactions.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((tx) => (
                  <Table.Tr key={tx.id}>
                    <Table.Td>{formatDateTime(tx.created_at, i18n.language)}</Table.Td>
                    <Table.Td>{tx.type ? t(`transactions.types.${tx.type}`) : ABSENT}</Table.Td>
                    <Table.Td ta="right">{money(tx.amount)}</Table.Td>
                    <Table.Td ta="right">{money(tx.fee)}</Table.Td>
                    <Table.Td ff="monospace" fz="xs">
                      {tx.address ?? ABSENT}
                    </Table.Td>
                    <Table.Td>{tx.status ? t(`transactions.statuses.${tx.status}`, { defaultValue: tx.status }) : ABSENT}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <div ref={sentinel} aria-hidden style={{ height: 1 }} />
          </ScrollArea.Autosize>
        )}
        {rows.length > 0 && rows.every((tx) => tx.created_at === undefined) && (
          <Text size="xs" c="dimmed">
            {t('transactions.untimed')}
          </Text>
        )}
        <Group justify="space-between">
          <Text size="xs" c="dimmed" role="status">
            {hasNextPage ? t('transactions.loaded', { count: rows.length }) : rows.length > 0 ? t('transactions.end', { count: rows.length }) : ''}
          </Text>
          {hasNextPage && (
            <Button size="xs" variant="default" onClick={() => void fetchNextPage()} loading={isFetchingNextPage}>
              {t('transactions.loadMore')}
            </Button>
          )}
        </Group>
        <TransactionById account={account} />
        <HostFields resource={resource} />
        {rows.length > 0 && <HostFields resource={rows} />}
      </Stack>
    </Card>
  );
}
