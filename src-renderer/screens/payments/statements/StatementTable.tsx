// A statement's lines in a real table, keyboard first: ↑/↓ (Home/End, PageUp/PageDown) move
// the current line, Enter accepts it, Space toggles it, O opens its order. TanStack Virtual
// renders only the rows on screen, so a statement of thousands of lines stays quick to type in.
import { Box, Checkbox, type MantineColor, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { type CSSProperties, type KeyboardEvent, type ReactElement, memo, useEffect, useMemo, useRef } from 'react';
import type { EnteredLineResult, OrderInvestor, Proposal } from '@contract';
import { OrderLink } from '../../../components/OrderLink';
import { CELL, Clip, PlainBadge, ROW, SpacerRow, useBadgeStyles } from '../../../components/plainRows';
import { formatDate, formatMoney } from '../../../format';
import { type TFunction, useTranslation } from '../../../i18n';
import { balanceWords } from '../PaymentEntryForm';
import { type LineState, acceptable, lineState } from './statement-store';

const ROW_HEIGHT = 41;
const OVERSCAN = 4;
const PAGE_ROWS = 10;
const COLUMNS = 9;
/** State, date, amount and code on one line each, so a row keeps its height. */

// Yellow and orange text on their light tints fall short of 4.5:1.
const STATE_COLORS: Record<LineState, MantineColor> = {
  matched: 'teal',
  overpays: 'orange',
  suggested: 'indigo',
  unmatched: 'gray',
  done: 'blue',
  not_candidate: 'gray',
  entered: 'green',
  not_confirmed: 'red',
  refused: 'grape',
};
const LINE_STATES = Object.keys(STATE_COLORS) as LineState[];

/** What a line makes of its order, or why nothing is proposed. */
function outcomeWords(t: TFunction<'payments'>, proposal: Proposal, language: string): string {
  if (proposal.balance) return balanceWords(t, proposal.balance, language, 'statement.outcomes');
  const { reason, order } = proposal;
  if (!reason) return '';
  if (reason === 'ambiguous') return t('statement.reasons.ambiguous', { candidates: (proposal.candidates ?? []).join(', ') });
  if (reason === 'order_closed') return t('statement.reasons.order_closed', { status: order ? t(`orders.statuses.${order.status}`, { ns: 'common' }) : '' });
  return t(`statement.reasons.${reason}`);
}

export const remittanceOf = (p: Proposal) => [...p.line.remittance.structured, ...p.line.remittance.unstructured].join(' ');

/** Its checkbox: not rendered again when only the row's place or the current line changes. */
const AcceptBox = memo(function AcceptBox({
  index,
  accepted,
  disabled,
  onAccept,
}: {
  index: number;
  accepted: boolean;
  disabled: boolean;
  onAccept: (index: number, on: boolean) => void;
}) {
  const { t } = useTranslation('payments');
  return (
    <Checkbox
      size="xs"
      tabIndex={-1}
      aria-label={t('statement.accept', { line: index + 1 })}
      checked={accepted}
      disabled={disabled}
      onChange={(e) => onAccept(index, e.currentTarget.checked)}
    />
  );
});

const ROW_STYLE: CSSProperties = { height: ROW_HEIGHT };
const CURRENT_ROW_STYLE: CSSProperties = { height: ROW_HEIGHT, background: 'var(--mantine-primary-color-light)' };
const AMOUNT_STYLE: CSSProperties = { textAlign: 'right', fontFamily: 'var(--mantine-font-family-monospace)' };

/** A row of plain elements (components/plainRows.tsx): a keystroke renders a few dozen of them. */
const LineRow = memo(function LineRow({
  proposal,
  result,
  badge,
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
  /** The line's state badge: one element per state. */
  badge: ReactElement;
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
  const state = lineState(proposal, result);
  const { line } = proposal;
  const remittance = remittanceOf(proposal);
  return (
    <tr
      {...ROW}
      aria-rowindex={position + 2}
      aria-selected={current}
      data-line={line.index}
      data-state={state}
      style={current ? CURRENT_ROW_STYLE : ROW_STYLE}
      onClick={() => onPick(position)}
    >
      <td className={CELL}>
        {onAccept && <AcceptBox index={line.index} accepted={accepted} disabled={!acceptable(state)} onAccept={onAccept} />}
      </td>
      <td className={CELL}>
        {result?.error ? <Tooltip label={result.error}>{badge}</Tooltip> : badge}
      </td>
      <td className={CELL} data-give-way={1}>
        {formatDate(line.booking_date, language)}
      </td>
      <td className={CELL} style={AMOUNT_STYLE}>
        {line.direction === 'debit' ? '−' : ''}
        {formatMoney(line.amount, language, line.currency)}
      </td>
      <td className={CELL} data-give-way={1}>
        <Clip text={line.payer_name} />
      </td>
      <td className={CELL}>
        <Clip text={remittance} />
      </td>
      <td className={CELL}>
        {proposal.order ? <OrderLink code={proposal.order.order_code} /> : '—'}
      </td>
      <td className={CELL} data-give-way={1}>
        <Clip text={investor?.name} />
      </td>
      <td className={CELL}>
        <Clip text={outcomeWords(t, proposal, language)} wide />
      </td>
    </tr>
  );
});

/** One badge element per state (a suggested line's with its hint), the same for every row of that state. */
function useStateBadges(): Record<LineState, ReactElement> {
  const { t } = useTranslation('payments');
  const styles = useBadgeStyles(STATE_COLORS);
  return useMemo(() => {
    // A badge keeps its whole text in a narrow column.
    const badge = (state: LineState) => (
      <PlainBadge key={state} style={{ ...styles[state], overflow: 'visible' }}>
        {t(`statement.states.${state}`)}
      </PlainBadge>
    );
    const badges = Object.fromEntries(LINE_STATES.map((state) => [state, badge(state)])) as Record<LineState, ReactElement>;
    badges.suggested = <Tooltip label={t('statement.suggestedHint')}>{badges.suggested}</Tooltip>;
    return badges;
  }, [styles, t]);
}

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
  const badges = useStateBadges();
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
    const state = lineState(proposal, results.get(proposal.line.index));
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
      className="fit-pane"
      style={{ overflow: 'auto' }}
      role="region"
      aria-label={label}
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <Table className="fit-table" stickyHeader highlightOnHover aria-label={label} aria-rowcount={rows.length + 1} data-filter={filter} data-current={currentLine}>
        <Table.Thead>
          <Table.Tr aria-rowindex={1}>
            <Table.Th w={36}>
              <VisuallyHidden>{t('statement.columns.accepted')}</VisuallyHidden>
            </Table.Th>
            <Table.Th miw={150}>{t('statement.columns.state')}</Table.Th>
            <Table.Th data-give-way={1}>{t('statement.columns.date')}</Table.Th>
            <Table.Th ta="right">{t('statement.columns.amount')}</Table.Th>
            <Table.Th data-give-way={1}>{t('statement.columns.payer')}</Table.Th>
            <Table.Th>{t('statement.columns.remittance')}</Table.Th>
            <Table.Th>{t('statement.columns.order')}</Table.Th>
            <Table.Th data-give-way={1}>{t('statement.columns.investor')}</Table.Th>
            <Table.Th>{t('statement.columns.outcome')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <SpacerRow height={padTop} columns={COLUMNS} />
          {items.map((item) => {
            const proposal = rows[item.index] as Proposal;
            const index = proposal.line.index;
            const result = results.get(index);
            return (
              <LineRow
                key={index}
                proposal={proposal}
                result={result}
                badge={badges[lineState(proposal, result)]}
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
          <SpacerRow height={padBottom} columns={COLUMNS} />
        </Table.Tbody>
      </Table>
    </Box>
  );
});
