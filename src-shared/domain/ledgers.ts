// An investor's and a project's money in one place: the shapes the ledgers answer and the
// decimal rules their totals follow. Pure: the renderer reaches it through the contract (it
// filters the project ledger and works out what "delete all payments" would delete).
import Big from 'big.js';
import { z } from 'zod';
import { IsoDate, Money } from '../wire/common';
import type { InvestmentTerm } from '../wire/investment-terms';
import type { Order } from '../wire/orders';
import type { Payment } from '../wire/payments';
import type { Project } from '../wire/projects';

/**
 * How the ledger put payments to their orders: by the `order_id` that `GET /payments` sent,
 * or (on a host whose payments do not say their order) through each order's own payment list.
 */
export type PaymentGrouping = 'payment_list' | 'order_lists';

/** Ordered, received, still to come and overpaid, as two-decimal strings. */
export interface LedgerTotals {
  ordered: string;
  received: string;
  toCome: string;
  overpaid: string;
}

export interface LedgerOrder {
  order: Order;
  payments: Payment[];
  totals: LedgerTotals;
}

/** Whether the investor accepted the project's investment terms, and when (absent: the host did not say). */
export interface TermsState {
  accepted: boolean;
  acceptedAt?: string;
}

export interface InvestorProjectLedger {
  project: Project;
  orders: LedgerOrder[];
  totals: LedgerTotals;
  /** Null when the host refused to say. */
  terms: TermsState | null;
  /** Payments of the project whose order is none of these orders: shown, never dropped. */
  unassigned: Payment[];
}

/** One custody account of the investor, on one line. */
export interface CustodyLine {
  accountId: string;
  holderId: string;
  symbol?: string;
  balance?: string;
  address?: string;
}

export interface InvestorLedger {
  userId: string;
  projects: InvestorProjectLedger[];
  totals: LedgerTotals;
  grouping: PaymentGrouping;
  /** Null when the host has no custody for this investor or refused to say. */
  custody: CustodyLine[] | null;
  /** Payments of the investor in none of these projects' orders or projects: shown, never dropped. */
  unplaced: Payment[];
  asOf: string;
}

/** Where a payment that does not say its order was found: in that order's own payment list. */
export interface PaymentPlace {
  orderId: string;
  userId: string;
}

/** A project's payments, for its ledger and its funding chart. */
export interface ProjectLedger {
  projectId: string;
  payments: Payment[];
  /** The project's orders as the order index knows them (for order codes and the chart). */
  orders: Order[];
  grouping: PaymentGrouping;
  /**
   * With `order_lists`: each payment's order and investor by payment id, as the orders' own
   * payment lists say (a payment found in none is absent). Empty otherwise.
   */
  placed: Record<string, PaymentPlace>;
  received: string;
  asOf: string;
}

const ZERO = new Big(0);
const money = (value: Big) => value.toFixed(2);

/** Whole cents of an amount with up to ten integer digits and two decimals; undefined for any other. */
const FAST_AMOUNT = /^(\d{1,10})(?:\.(\d{1,2}))?$/;
function fastCents(amount: string): number | undefined {
  const m = FAST_AMOUNT.exec(amount);
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : undefined;
}

/** Integers of cents added in batches this long stay exact in a double (10^12 cents each at most). */
const CENTS_PER_BATCH = 1000;

/**
 * The exact sum. A project ledger adds tens of thousands of amounts per keystroke: ordinary
 * amounts are added as integer cents (exact), moved to a bigint before a batch could outgrow
 * a double's integers; any other amount goes through big.js.
 */
function sum(amounts: readonly string[]): Big {
  let whole = 0n;
  let batch = 0;
  let inBatch = 0;
  let other = ZERO;
  for (const amount of amounts) {
    const cents = fastCents(amount);
    if (cents === undefined) {
      other = other.plus(amount);
      continue;
    }
    batch += cents;
    if (++inBatch === CENTS_PER_BATCH) {
      whole += BigInt(batch);
      batch = 0;
      inBatch = 0;
    }
  }
  return new Big((whole + BigInt(batch)).toString()).div(100).plus(other);
}

/** -1, 0 or 1 as `a` is less than, equal to or more than `b`, exactly. */
function compareAmounts(a: string, b: string): number {
  const [x, y] = [fastCents(a), fastCents(b)];
  return x !== undefined && y !== undefined ? Math.sign(x - y) : new Big(a).cmp(b);
}

/**
 * One order's totals. A cancelled order owes nothing, so what came in for it is overpaid
 * (money to give back); any other order owes its amount less what came in.
 */
export function orderTotals(order: Pick<Order, 'status' | 'amount'>, payments: readonly Pick<Payment, 'amount'>[]): LedgerTotals {
  const received = sum(payments.map((p) => p.amount));
  const owed = order.status === 'cancelled' ? ZERO : new Big(order.amount);
  const difference = owed.minus(received);
  return {
    ordered: money(owed),
    received: money(received),
    toCome: money(difference.gt(0) ? difference : ZERO),
    overpaid: money(difference.lt(0) ? difference.abs() : ZERO),
  };
}

/** Totals added up; `extraReceived` (payments without a known order) count as received and overpaid. */
export function addTotals(parts: readonly LedgerTotals[], extraReceived: readonly Pick<Payment, 'amount'>[] = []): LedgerTotals {
  const extra = sum(extraReceived.map((p) => p.amount));
  const of = (key: keyof LedgerTotals) => sum(parts.map((p) => p[key]));
  return {
    ordered: money(of('ordered')),
    received: money(of('received').plus(extra)),
    toCome: money(of('toCome')),
    overpaid: money(of('overpaid').plus(extra)),
  };
}

/** Accepted when any of the host's records says so (a record without `accepted` counts: the API keeps only accepted terms). */
export function termsState(terms: readonly InvestmentTerm[]): TermsState {
  const accepted = terms.filter((t) => t.accepted !== false);
  const at = accepted
    .map((t) => t.accepted_at)
    .filter((a): a is string => a !== undefined)
    .sort();
  return { accepted: accepted.length > 0, ...(at[0] ? { acceptedAt: at[0] } : {}) };
}

/** What `destroy_payments` would delete, and the settled orders with payments that make the host refuse it. */
export interface DestroyPreview {
  payments: Array<{ projectCode: string; orderCode: string; payment: Payment }>;
  total: string;
  blockedBy: Array<{ projectCode: string; orderCode: string }>;
}

export function destroyPreview(ledger: InvestorLedger): DestroyPreview {
  const payments: DestroyPreview['payments'] = [];
  const blockedBy: DestroyPreview['blockedBy'] = [];
  for (const p of ledger.projects) {
    for (const o of p.orders) {
      for (const payment of o.payments) payments.push({ projectCode: p.project.code, orderCode: o.order.order_code, payment });
      if (o.order.status === 'settled' && o.payments.length > 0) blockedBy.push({ projectCode: p.project.code, orderCode: o.order.order_code });
    }
    for (const payment of p.unassigned) payments.push({ projectCode: p.project.code, orderCode: '', payment });
  }
  for (const payment of ledger.unplaced) payments.push({ projectCode: '', orderCode: '', payment });
  return { payments, total: money(sum(payments.map((p) => p.payment.amount))), blockedBy };
}

/** The project ledger's filter: booked (or, without a booking date, created) between two days, an amount range, a reference part. */
export const PaymentFilter = z.object({
  from: IsoDate.optional(),
  to: IsoDate.optional(),
  min: Money.optional(),
  max: Money.optional(),
  reference: z.string().trim().max(140).optional(),
});
export type PaymentFilter = z.output<typeof PaymentFilter>;

/** The day a payment counts for: its booking date, else the day it was entered; undefined when the host says neither. */
export function paymentDay(payment: Pick<Payment, 'booked_at' | 'created_at'>): string | undefined {
  return payment.booked_at ?? payment.created_at?.slice(0, 10);
}

/** Payments by their day, as dates (ISO days sort so), the undated last; on one day as entered. */
export function byPaymentDay<P extends Pick<Payment, 'booked_at' | 'created_at'>>(payments: readonly P[]): P[] {
  const day = (p: P) => paymentDay(p) ?? '9999-99-99';
  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return [...payments].sort((a, b) => compare(day(a), day(b)) || compare(a.created_at ?? '', b.created_at ?? ''));
}

/** A project ledger's payment's order and investor: as the payment says, else as its order's payment list placed it. */
export function placeOf(ledger: Pick<ProjectLedger, 'placed'>, payment: Payment): Partial<PaymentPlace> {
  const placed = ledger.placed[payment.id];
  return { orderId: payment.order_id ?? placed?.orderId, userId: payment.user_id ?? placed?.userId };
}

export function filterPayments<P extends Payment>(payments: readonly P[], filter: PaymentFilter): P[] {
  const reference = filter.reference?.trim().toLowerCase();
  return payments.filter((p) => {
    const day = paymentDay(p);
    if (filter.from && (day === undefined || day < filter.from)) return false;
    if (filter.to && (day === undefined || day > filter.to)) return false;
    if (filter.min && compareAmounts(p.amount, filter.min) < 0) return false;
    if (filter.max && compareAmounts(p.amount, filter.max) > 0) return false;
    if (reference && !(p.reference ?? '').toLowerCase().includes(reference)) return false;
    return true;
  });
}

export function paymentsTotal(payments: readonly Pick<Payment, 'amount'>[]): string {
  return money(sum(payments.map((p) => p.amount)));
}

/**
 * Whether the project's volume belongs on its funding chart: only once the funding reaches a
 * tenth of it. Below that, an axis up to the volume draws the funding as a flat line at its foot.
 */
export function volumeInView(days: readonly FundingDay[], volume: string | undefined): boolean {
  if (volume === undefined || new Big(volume).lte(0)) return false;
  const highest = days.flatMap((d) => [d.orderedToDate, d.receivedToDate]).reduce((max: Big, x) => (max.gt(x) ? max : new Big(x)), ZERO);
  return highest.times(10).gte(volume);
}

/** One day of a project's funding: what was ordered and received that day and up to it. */
export interface FundingDay {
  day: string;
  ordered: string;
  received: string;
  orderedToDate: string;
  receivedToDate: string;
}

/**
 * A project's funding per day, cumulative. Orders count on the day they were made (cancelled
 * ones not at all), or on their first payment's day if that is earlier (a payment booked
 * before its order was entered): what was ordered to date is never short of what was paid for
 * it. Payments count on their day (`paymentDay`); what has no day is left out, and `undated`
 * says how many.
 */
export function fundingByDay(
  orders: readonly Order[],
  payments: readonly Payment[],
  orderOf: (payment: Payment) => string | undefined = (p) => p.order_id,
): { days: FundingDay[]; undated: number } {
  const firstPaid = new Map<string, string>();
  for (const p of payments) {
    const [id, day] = [orderOf(p), paymentDay(p)];
    if (id !== undefined && day !== undefined && day < (firstPaid.get(id) ?? '9999-99-99')) firstPaid.set(id, day);
  }
  const orderDay = (o: Order) => {
    const [made, paid] = [o.created_at?.slice(0, 10), firstPaid.get(o.id)];
    return made === undefined || paid === undefined ? (made ?? paid) : paid < made ? paid : made;
  };
  const ordered = new Map<string, Big>();
  const received = new Map<string, Big>();
  let undated = 0;
  const add = (map: Map<string, Big>, day: string | undefined, amount: string) => {
    if (day === undefined) {
      undated += 1;
      return;
    }
    map.set(day, (map.get(day) ?? ZERO).plus(amount));
  };
  for (const o of orders) if (o.status !== 'cancelled') add(ordered, orderDay(o), o.amount);
  for (const p of payments) add(received, paymentDay(p), p.amount);
  const days = [...new Set([...ordered.keys(), ...received.keys()])].sort();
  let orderedToDate = ZERO;
  let receivedToDate = ZERO;
  return {
    days: days.map((day) => {
      const o = ordered.get(day) ?? ZERO;
      const r = received.get(day) ?? ZERO;
      orderedToDate = orderedToDate.plus(o);
      receivedToDate = receivedToDate.plus(r);
      return { day, ordered: money(o), received: money(r), orderedToDate: money(orderedToDate), receivedToDate: money(receivedToDate) };
    }),
    undated,
  };
}
