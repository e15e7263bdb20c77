// A statement's lines in a real table, keyboard first: ↑/↓ (Home/End, PageUp/PageDown) move
// the current line, Enter accepts it, Space toggles it, O opens its order. TanStack Virtual
// renders only the rows on screen, so a statement of thousands of lines stays quick to type in.
import { Badge, Box, Checkbox, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { TFunction } from 'i18next';
import { type KeyboardEvent, memo, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { EnteredLineResult, OrderInvestor, Proposal } from '@contract';
import { OrderLink } from '../../../components/OrderLink';
import { formatDate, formatMoney } from '../../../format';
import { balanceWords } from '../PaymentEntryForm';
import { type LineState, acceptable, lineState } from './statement-store';

const ROW_HEIGHT = 41;
const OVERSCAN = 4;
const PAGE_ROWS = 10;
const COLUMNS = 9;
/** State, date, amount and code on one line each, so a row keeps its height. */
const NOWRAP = { whiteSpace: 'nowrap' } as const;

// Yellow and orange text on their light tints fall short of 4.5:1.
const STATE_COLORS: Record<LineState, string> = {
  matched: 'teal',
  suggested: 'indigo',
  unmatched: 'gray',
  done: 'blue',
  not_candidate: 'gray',
  entered: 'green',
  not_confirmed: 'red',
  refused: 'grape',
};

/** What a line makes of its order, or why nothing is proposed. */
function outcomeWords(t: TFunction<'payments'>, proposal: Proposal, language: string): string {
  if (proposal.balance) return balanceWords(t, proposal.balance, language, 'preview');
  const { reason, order } = proposal;
  if (!reason) return '';
  if (reason === 'ambiguous') return t('statement.reasons.ambiguous', { candidates: (proposal.candidates ?? []).join(', ') });
  if (reason === 'order_closed') return t('statement.reasons.order_closed', { status: order ? t(`orders.statuses.${order.status}`, { ns: 'common' }) : '' });
  return t(`statement.reasons.${reason}`);
}

export const remittanceOf = (p: Proposal) => [...p.line.remittance.structured, ...p.line.remittance.unstructured].join(' ');

const LineRow = memo(function LineRow({
  proposal,
  result,
  position,
  current,
  accepted,
  investor,
  language,
  onAccept,
  onPick,
}: {
  proposal: Proposal;
  result: EnteredLineResult | undefined;
  /** The matched order's investor, from the desk's investor index. */
  investor: OrderInvestor | undefined;
  position: number;
  current: boolean;
  accepted: boolean;
  language: string;
  onAccept?: (index: number, on: boolean) => void;
  onPick: (position: number) => void;
}) {
  const { t } = useTranslation('payments');
  const state = lineState(proposal.status, result);
  const { line } = proposal;
  return (
    <Table.Tr
      aria-rowindex={position + 2}
      aria-selected={current}
      data-line={line.index}
      data-state={state}
      h={ROW_HEIGHT}
      bg={current ? 'var(--mantine-primary-color-light)' : undefined}
      onClick={() => onPick(position)}
    >
      <Table.Td>
        {onAccept && (
          <Checkbox
            size="xs"
            tabIndex={-1}
            aria-label={t('statement.accept', { line: line.index + 1 })}
            checked={accepted}
            disabled={!acceptable(state)}
            onChange={(e) => onAccept(line.index, e.currentTarget.checked)}
          />
        )}
      </Table.Td>
      <Table.Td style={NOWRAP}>
        {result?.error || state === 'suggested' ? (
          <Tooltip label={result?.error ?? t('statement.suggestedHint')}>
            <Badge color={STATE_COLORS[state]} variant="light" style={{ overflow: 'visible' }}>
              {t(`statement.states.${state}`)}
            </Badge>
          </Tooltip>
        ) : (
          <Badge color={STATE_COLORS[state]} variant="light" style={{ overflow: 'visible' }}>
            {t(`statement.states.${state}`)}
          </Badge>
        )}
      </Table.Td>
      <Table.Td style={NOWRAP}>{formatDate(line.booking_date, language)}</Table.Td>
      <Table.Td ta="right" ff="monospace" style={NOWRAP}>
        {line.direction === 'debit' ? '−' : ''}
        {formatMoney(line.amount, language, line.currency)}
      </Table.Td>
      <Table.Td>{line.payer_name ?? '—'}</Table.Td>
      <Table.Td maw={260} style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={remittanceOf(proposal)}>
        {remittanceOf(proposal)}
      </Table.Td>
      <Table.Td style={NOWRAP}>{proposal.order ? <OrderLink code={proposal.order.order_code} /> : '—'}</Table.Td>
      <Table.Td>{investor?.name ?? '—'}</Table.Td>
      <Table.Td>
        <Text size="sm">{outcomeWords(t, proposal, language)}</Text>
      </Table.Td>
    </Table.Tr>
  );
});

export interface StatementTableProps {
  label: string;
  /** The lines shown, in statement order. */
  rows: readonly Proposal[];
  results: ReadonlyMap<number, EnteredLineResult>;
  accepted: ReadonlySet<number>;
  /** What the rows answer: set once they are on screen (the keystroke bench waits for it). */
  filter: string;
  /** The current row's position in `rows`; the keyboard moves it. */
  current: number;
  onCurrent: (position: number) => void;
  /** Without it, the lines cannot be accepted (listed apart). */
  onAccept?: (index: number, on: boolean) => void;
  onOpenOrder?: (proposal: Proposal) => void;
  /** The investors of the lines' orders, by order id. */
  investors?: Readonly<Record<string, OrderInvestor>>;
}

/** Memoized: a keystroke in the search box renders the table once, with the rows it leads to. */
export const StatementTable = memo(function StatementTable({
  label,
  rows,
  results,
  accepted,
  filter,
  current,
  onCurrent,
  onAccept,
  onOpenOrder,
  investors,
}: StatementTableProps) {
  const { t, i18n } = useTranslation('payments');
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: OVERSCAN,
  });
  useEffect(() => {
    if (rows.length > 0) virtualizer.scrollToIndex(Math.min(current, rows.length - 1));
  }, [current, rows.length, virtualizer]);

  const onKeyDown = (event: KeyboardEvent) => {
    const move = (to: number) => {
      event.preventDefault();
      onCurrent(Math.max(0, Math.min(rows.length - 1, to)));
    };
    const proposal = rows[current];
    switch (event.key) {
      case 'ArrowDown':
        return move(current + 1);
      case 'ArrowUp':
        return move(current - 1);
      case 'PageDown':
        return move(current + PAGE_ROWS);
      case 'PageUp':
        return move(current - PAGE_ROWS);
      case 'Home':
        return move(0);
      case 'End':
        return move(rows.length - 1);
    }
    if (!proposal) return;
    const state = lineState(proposal.status, results.get(proposal.line.index));
    if (event.key === 'Enter' && onAccept) {
      event.preventDefault();
      if (acceptable(state)) onAccept(proposal.line.index, true);
      onCurrent(Math.min(rows.length - 1, current + 1));
    } else if (event.key === ' ' && onAccept) {
      event.preventDefault();
      if (acceptable(state)) onAccept(proposal.line.index, !accepted.has(proposal.line.index));
    } else if ((event.key === 'o' || event.key === 'O') && proposal.order && onOpenOrder) {
      event.preventDefault();
      onOpenOrder(proposal);
    }
  };

  const items = virtualizer.getVirtualItems();
  const padTop = items[0]?.start ?? 0;
  const padBottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const currentLine = rows[current]?.line.index;
  if (rows.length === 0) {
    return (
      <Text c="dimmed" data-filter={filter} data-testid="statement-empty">
        {t('statement.empty')}
      </Text>
    );
  }
  return (
    <Box
      ref={scrollRef}
      mah={520}
      style={{ overflow: 'auto' }}
      role="region"
      aria-label={label}
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <Table stickyHeader highlightOnHover aria-label={label} aria-rowcount={rows.length + 1} data-filter={filter} data-current={currentLine}>
        <Table.Thead>
          <Table.Tr aria-rowindex={1}>
            <Table.Th w={36}>
              <VisuallyHidden>{t('statement.columns.accepted')}</VisuallyHidden>
            </Table.Th>
            <Table.Th miw={150}>{t('statement.columns.state')}</Table.Th>
            <Table.Th>{t('statement.columns.date')}</Table.Th>
            <Table.Th ta="right">{t('statement.columns.amount')}</Table.Th>
            <Table.Th>{t('statement.columns.payer')}</Table.Th>
            <Table.Th>{t('statement.columns.remittance')}</Table.Th>
            <Table.Th>{t('statement.columns.order')}</Table.Th>
            <Table.Th>{t('statement.columns.investor')}</Table.Th>
            <Table.Th>{t('statement.columns.outcome')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {padTop > 0 && (
            <tr aria-hidden style={{ height: padTop }}>
              <td colSpan={COLUMNS} />
            </tr>
          )}
          {items.map((item) => {
            const proposal = rows[item.index] as Proposal;
            const index = proposal.line.index;
            return (
              <LineRow
                key={index}
                proposal={proposal}
                result={results.get(index)}
                position={item.index}
                current={item.index === current}
                accepted={accepted.has(index)}
                investor={proposal.order ? investors?.[proposal.order.id] : undefined}
                language={i18n.language}
                onAccept={onAccept}
                onPick={onCurrent}
              />
            );
          })}
          {padBottom > 0 && (
            <tr aria-hidden style={{ height: padBottom }}>
              <td colSpan={COLUMNS} />
            </tr>
          )}
        </Table.Tbody>
      </Table>
    </Box>
  );
});
