import Big from 'big.js';
import { z } from 'zod';
import { Amount, DateOrDateTime, Id, PositiveMoney, QueryBoolean, Timestamp, resource } from './common';
import { ORDER_STATUSES } from './order-statuses';

export { ORDER_STATUSES };
export const OrderStatus = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatus>;

/**
 * Status values a listing accepts. The spec names the filters open, paid, settled and
 * cancelled; the sandbox also takes the exact statuses. `open` is money still expected
 * (new, underpaid); `paid` is money received in full (paid, overpaid).
 */
export const ORDER_STATUS_FILTERS = ['open', 'paid', 'settled', 'cancelled', 'new', 'underpaid', 'overpaid'] as const;
export const OrderStatusFilter = z.enum(ORDER_STATUS_FILTERS);
export type OrderStatusFilter = z.infer<typeof OrderStatusFilter>;

export function statusesMatching(filter: OrderStatusFilter): OrderStatus[] {
  switch (filter) {
    case 'open':
      return ['new', 'underpaid'];
    case 'paid':
      return ['paid', 'overpaid'];
    default:
      return [filter];
  }
}

/** `1234.5` -> `00000000000000001234.50`: amounts as text that sorts and compares like the numbers (never negative). */
export function sortableAmount(amount: string): string {
  const [whole = '0', cents = '00'] = new Big(amount).toFixed(2).split('.');
  return `${whole.padStart(20, '0')}.${cents}`;
}

/**
 * The orders table's one search box, read once per keystroke: orders whose code holds `code`
 * (upper case), whose amount is `amount` (sortable), or whose investor's name matches the text
 * (users.ts `nameSearchWords`, `nameMatches`). The main process's index and the window (a list
 * small enough to hold) both filter by it.
 */
export interface OrderTextSearch {
  code?: string;
  amount?: string;
}

export function orderTextSearch(text: string | undefined, amount: string | undefined): OrderTextSearch | undefined {
  if (text === undefined && amount === undefined) return undefined;
  return { code: text?.toUpperCase(), amount: amount === undefined ? undefined : sortableAmount(amount) };
}

/** Orders whose investment goes out in the next distribution. */
export const DISTRIBUTABLE_STATUSES: readonly OrderStatus[] = ['paid', 'overpaid'];

export const OrderForm = z.object({ amount: PositiveMoney });
export type OrderForm = z.input<typeof OrderForm>;

/** The spec names id, order_code, status and amount; the rest is the sandbox's and may be absent. */
export const Order = resource({
  id: Id,
  order_code: z.string(),
  status: OrderStatus,
  amount: Amount,
  user_id: Id.optional(),
  project_id: Id.optional(),
  created_at: Timestamp.optional(),
  updated_at: Timestamp.optional(),
});
export type Order = z.infer<typeof Order>;

/** `GET /orders`. */
export const OrderListQuery = z.object({
  status: OrderStatusFilter.optional(),
  updated_at: DateOrDateTime.optional(),
});
export type OrderListQuery = z.input<typeof OrderListQuery>;

/** `GET /users/{user_id}/projects/{project_id}/orders`. */
export const UserOrderListQuery = OrderListQuery.extend({
  distributable: QueryBoolean.optional(),
  order_code: z.string().optional(),
});
// The client passes the parsed form (booleans); the sandbox parses the query strings.
export type UserOrderListQuery = z.output<typeof UserOrderListQuery>;

/**
 * The status the payments give an order (docs/sandbox.md): none -> new, equal -> paid,
 * lower -> underpaid, higher -> overpaid. Cancelled and settled orders keep their status.
 */
export function statusAfterPayments(current: OrderStatus, orderAmount: string, paidAmount: string): OrderStatus {
  if (current === 'cancelled' || current === 'settled') return current;
  const paid = new Big(paidAmount);
  if (paid.eq(0)) return 'new';
  const comparison = paid.cmp(orderAmount);
  if (comparison === 0) return 'paid';
  return comparison < 0 ? 'underpaid' : 'overpaid';
}
