// The orders table for any number of orders: the main process filters and sorts (it holds
// the index, workflows/order-index.ts) and answers the window of rows around what is on
// screen; TanStack Virtual renders only those rows, between two spacer rows, in a real
// table whose aria-rowcount and aria-rowindex tell a screen reader where it is. A list small
// enough to hold comes whole, once per filter, and the search box filters it here
// (heldOrders.ts): a keystroke then makes no call and repaints within a frame.
import { Badge, Box, Button, Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type ReactElement, memo, useEffect, useMemo, useRef, useState } from 'react';
import type { MoneyStops, OrderFigures, OrderPage, OrderQuery, OrderSort } from '@contract';
import type { Order } from '@wire/orders';
import { BUTTON, CELL, Clip, RIGHT, ROW, SpacerRow } from '../../components/plainRows';
import { QueryState } from '../../components/QueryState';
import { ABSENT, formatDateTime, formatMoney } from '../../format';
import { type ParseKeys, useTranslation } from '../../i18n';
import { useDeskMutation, useDeskQuery } from '../../ipc';
import { holdOrders, searchHeld } from './heldOrders';
import { useStatusBadges } from './OrderStatusBadge';

const ROW_HEIGHT = 41;
/**
 * Rows come in windows of two pages from a page boundary; a page is more than the rows on
 * screen and the overscan, so the window always holds them, and a keystroke moves little data.
 */
const PAGE = 30;
const OVERSCAN = 6;
/** How often a held list is asked for again: the index reads the host when its list is older (30 s). */
const HELD_MAX_AGE_MS = 30_000;

/** The search box's amount is a decimal string (OrdersBrowser reads the user's notation). */
export type OrderFilters = Omit<OrderQuery, 'offset' | 'limit' | 'whole' | 'amount'> & { amount?: string };

/**
 * `giveWay`: the order in which columns leave a narrow pane (app.css, `.fit-table`), so a row
 * stays one line and what support came for (code, status, amount, investor, still to come) stays.
 */
type GiveWay = 1 | 2;
const COLUMNS: Array<{ sort: OrderSort; label: ParseKeys<'payments'>; numeric?: boolean; giveWay?: GiveWay }> = [
  { sort: 'order_code', label: 'fields.order_code' },
  { sort: 'status', label: 'fields.status' },
  { sort: 'amount', label: 'fields.amount', numeric: true },
  { sort: 'created_at', label: 'fields.created_at', giveWay: 2 },
  { sort: 'updated_at', label: 'fields.updated_at', giveWay: 1 },
];

const ROW_STYLE = { height: ROW_HEIGHT } as const;
const CODE_STYLE = {
  fontWeight: 600,
  textDecoration: 'underline',
  fontFamily: 'var(--mantine-font-family-monospace)',
  fontSize: 'var(--mantine-font-size-sm)',
  whiteSpace: 'nowrap',
} as const;

/**
 * One row, of plain elements (components/plainRows.tsx): unchanged rows are not rendered again
 * while the next filter's rows are on their way, and a changed one costs little.
 */
const OrderRow = memo(function OrderRow({
  order,
  index,
  badge,
  projectCode,
  figures,
  onOpen,
  language,
  stopMark,
}: {
  order: Order;
  index: number;
  /** The order's status badge, one element per status. */
  badge: ReactElement;
  projectCode: string | undefined;
  /** Undefined while they are read. */
  figures: OrderFigures | undefined;
  onOpen: (order: Order) => void;
  language: string;
  /** Beside the investor whose money a confirmed screening match stops. */
  stopMark?: ReactElement;
}) {
  // The investor, what the order received and what is still to come: "…" while read, "—" when unknown.
  const money = (amount: string | undefined) => (figures === undefined ? '…' : amount === undefined ? ABSENT : formatMoney(amount, language));
  return (
    <tr {...ROW} aria-rowindex={index + 2} style={ROW_STYLE}>
      <td className={CELL}>
        <button type="button" className={BUTTON} style={CODE_STYLE} onClick={() => onOpen(order)}>
          {order.order_code}
        </button>
      </td>
      <td className={CELL}>{badge}</td>
      <td className={CELL} style={RIGHT}>
        {formatMoney(order.amount, language)}
      </td>
      <td className={CELL} data-give-way={2}>
        {formatDateTime(order.created_at, language)}
      </td>
      <td className={CELL} data-give-way={1}>
        {formatDateTime(order.updated_at, language)}
      </td>
      <td className={CELL} data-give-way={1}>
        {projectCode ?? '…'}
      </td>
      <td className={CELL}>
        <Clip text={figures === undefined ? '…' : figures.investor?.name} />
        {stopMark}
      </td>
      <td className={CELL} style={RIGHT} data-give-way={2}>
        {money(figures?.received)}
      </td>
      <td className={CELL} style={RIGHT}>
        {money(figures?.due)}
      </td>
    </tr>
  );
});

/** The mark of an investor whose money is stopped, with the match as its tooltip. */
function StopMark({ stop }: { stop: MoneyStops[string] }) {
  const { t } = useTranslation('payments');
  return (
    <Badge ml={6} size="xs" color="red" variant="light" title={t('table.moneyStoppedWhy', { list: stop.list, entry: stop.entry })} data-testid="money-stopped">
      {t('table.moneyStopped')}
    </Badge>
  );
}

/** The columns after the sortable ones: read for the rows on screen (`orders.figures`). */
const FIGURE_COLUMNS: Array<{ label: ParseKeys<'payments'>; numeric?: boolean; giveWay?: GiveWay }> = [
  { label: 'fields.project', giveWay: 1 },
  { label: 'fields.investor' },
  { label: 'fields.paid', numeric: true, giveWay: 2 },
  { label: 'fields.outstanding', numeric: true },
];
const COLUMN_COUNT = COLUMNS.length + FIGURE_COLUMNS.length;

/** The header, not rendered again for a keystroke in the search box. */
const OrdersHead = memo(function OrdersHead({
  sort,
  direction,
  onSort,
}: {
  sort: OrderFilters['sort'];
  direction: OrderFilters['direction'];
  onSort: (sort: OrderSort) => void;
}) {
  const { t } = useTranslation('payments');
  const Arrow = direction === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Thead>
      <Table.Tr aria-rowindex={1}>
        {COLUMNS.map((column) => {
          const sorted = sort === column.sort;
          return (
            <Table.Th
              key={column.sort}
              ta={column.numeric ? 'right' : undefined}
              aria-sort={sorted ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
              data-give-way={column.giveWay}
            >
              <UnstyledButton onClick={() => onSort(column.sort)} fw={600} fz="sm">
                <Group gap={4} wrap="nowrap" justify={column.numeric ? 'flex-end' : undefined}>
                  {t(column.label)}
                  {sorted && <Arrow size={14} aria-hidden />}
                </Group>
              </UnstyledButton>
            </Table.Th>
          );
        })}
        {FIGURE_COLUMNS.map((column) => (
          <Table.Th key={column.label} ta={column.numeric ? 'right' : undefined} data-give-way={column.giveWay}>
            {t(column.label)}
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
});

export function OrdersTable({
  filters,
  onSort,
  projectCodes,
  onOpen,
  onOnly,
}: {
  filters: OrderFilters;
  onSort: (sort: OrderSort) => void;
  projectCodes: ReadonlyMap<string, string>;
  onOpen: (order: Order) => void;
  /** Told the only order that matches, with the text it was filtered by; `undefined` for none or several. */
  onOnly?: (order: Order | undefined, text: string) => void;
}) {
  const { t, i18n } = useTranslation('payments');
  const badges = useStatusBadges();
  const reload = useDeskMutation('orders.reload');
  const scrollRef = useRef<HTMLDivElement>(null);
  const filterKey = JSON.stringify(filters);
  // The window of rows to fetch, for these filters; other filters start at the top.
  const [view, setView] = useState({ filterKey, start: 0 });
  const windowStart = view.filterKey === filterKey ? view.start : 0;
  // Every order of the filters but the text, when they are few enough to hold.
  const whole = useDeskQuery('orders.browse', { ...filters, text: undefined, amount: undefined, whole: true }, { refetchInterval: HELD_MAX_AGE_MS });
  const held = useMemo(() => (whole.data && whole.data.rows.length === whole.data.total ? holdOrders(whole.data) : undefined), [whole.data]);
  const local = useMemo((): OrderPage | undefined => {
    if (!held) return undefined;
    const rows = searchHeld(held, filters.text, filters.amount);
    return { ...held.page, total: rows.length, offset: 0, rows };
  }, [held, filters.text, filters.amount]);
  // Else the main process is the cache (its index); windows of filters left behind are dropped.
  const page = useDeskQuery(
    'orders.browse',
    { ...filters, offset: windowStart, limit: 2 * PAGE },
    { placeholderData: keepPreviousData, gcTime: 0, enabled: !held },
  );
  const shownPage = local ?? page.data;
  const total = shownPage?.total ?? 0;
  const virtualizer = useVirtualizer({
    count: total,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
  });
  const items = virtualizer.getVirtualItems();
  const firstIndex = items[0]?.index ?? 0;
  useEffect(() => {
    const start = Math.floor(firstIndex / PAGE) * PAGE;
    if (start !== windowStart) setView({ filterKey, start });
  }, [firstIndex, windowStart, filterKey]);
  // Other filters, other rows: back to the top (already there, no call: it would lay the page out at once).
  useEffect(() => {
    if (virtualizer.scrollOffset) virtualizer.scrollToOffset(0);
  }, [filterKey, virtualizer]);

  const answered = local ?? (page.isPlaceholderData ? undefined : page.data);
  const text = filters.text ?? '';
  useEffect(() => {
    if (answered) onOnly?.(answered.total === 1 ? answered.rows[0] : undefined, text);
    return () => onOnly?.(undefined, '');
  }, [answered, text, onOnly]);

  const orderIds = useMemo(
    () => (local ? local.rows.slice(windowStart, windowStart + 2 * PAGE) : (page.data?.rows ?? [])).map((o) => o.id),
    [local, windowStart, page.data],
  );
  const figures = useDeskQuery('orders.figures', { orderIds }, { enabled: orderIds.length > 0, placeholderData: keepPreviousData });
  const stops = useDeskQuery('screening.moneyStops', undefined, { retry: false });
  // One element per stopped investor, so an unchanged row is not rendered again.
  const stopMarks = useMemo(
    () => new Map(Object.entries(stops.data ?? {}).map(([userId, stop]) => [userId, <StopMark key={userId} stop={stop} />])),
    [stops.data],
  );

  // What the rows on screen answer; for a moment after a keystroke, the last filter's.
  const shown = useRef(filters);
  if (answered) shown.current = filters;

  const padTop = items[0]?.start ?? 0;
  const padBottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const label = t('table.label');
  return (
    <QueryState query={local ? whole : page}>
      {(fetched) => {
        const data = local ?? fetched;
        return (
          <Box>
            <Group justify="space-between" mb="xs">
              <Text size="sm" c="dimmed" data-testid="orders-count" aria-live="polite">
                {t('table.count', { count: data.total })}
              </Text>
              <Text size="xs" c="dimmed">
                {t('table.asOf', { time: formatDateTime(data.asOf, i18n.language) })}
              </Text>
            </Group>
            {data.untimed && (
              <Group justify="space-between" mb="xs" wrap="nowrap">
                <Text size="xs" c="dimmed" data-testid="orders-untimed">
                  {t('table.untimed', { count: data.untimed.reloadMinutes })}
                </Text>
                <Button size="compact-xs" variant="light" loading={reload.isPending} onClick={() => reload.mutate(undefined)}>
                  {t('table.reload')}
                </Button>
              </Group>
            )}
            {data.total === 0 ? (
              <Text c="dimmed">{t('table.empty')}</Text>
            ) : (
              <Box ref={scrollRef} h={520} className="fit-pane" style={{ overflow: 'auto' }} role="region" aria-label={label} tabIndex={0}>
                <Table
                  className="fit-table"
                  stickyHeader
                  highlightOnHover
                  aria-label={label}
                  aria-rowcount={data.total + 1}
                  aria-busy={answered === undefined}
                  data-filter={shown.current.text ?? ''}
                >
                  <OrdersHead sort={filters.sort} direction={filters.direction} onSort={onSort} />
                  <Table.Tbody>
                    <SpacerRow height={padTop} columns={COLUMN_COUNT} />
                    {items.map((item) => {
                      const order = item.index >= data.offset ? data.rows[item.index - data.offset] : undefined;
                      return order ? (
                        <OrderRow
                          key={item.key}
                          order={order}
                          index={item.index}
                          badge={badges[order.status]}
                          projectCode={order.project_id === undefined ? ABSENT : projectCodes.get(order.project_id)}
                          figures={figures.data?.[order.id]}
                          onOpen={onOpen}
                          language={i18n.language}
                          stopMark={stopMarks.get(figures.data?.[order.id]?.investor?.id ?? '')}
                        />
                      ) : (
                        <Table.Tr key={item.key} aria-rowindex={item.index + 2} h={ROW_HEIGHT}>
                          <Table.Td colSpan={COLUMN_COUNT} c="dimmed">
                            {t('table.loadingRow')}
                          </Table.Td>
                        </Table.Tr>
                      );
                    })}
                    <SpacerRow height={padBottom} columns={COLUMN_COUNT} />
                  </Table.Tbody>
                </Table>
              </Box>
            )}
          </Box>
        );
      }}
    </QueryState>
  );
}
