// Browsing orders: what the window asks for (scope, the API's filters, a text filter and a
// sort applied in place) and the page of rows it gets. Pure: the renderer reaches it
// through the contract.
import { z } from 'zod';
import { DateOrDateTime, Id, Money } from '../wire/common';
import { type Order, OrderStatusFilter } from '../wire/orders';

export const ORDER_SORTS = ['created_at', 'updated_at', 'order_code', 'status', 'amount'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

/**
 * Whose orders: every order of the host (`GET /orders`), one project's (the same list: the
 * API has no project filter on it), or one investor's in one project (their own endpoint,
 * with its `distributable` filter).
 */
export const OrderScope = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('all') }),
  z.object({ kind: z.literal('project'), projectId: Id }),
  z.object({ kind: z.literal('investor'), userId: Id, projectId: Id, distributable: z.boolean().optional() }),
]);
export type OrderScope = z.infer<typeof OrderScope>;

export const ORDER_PAGE_LIMIT = 500;
/** The most orders a `whole` answer holds (~1.5 MB as JSON; the window scans their codes per keystroke). */
export const ORDER_WHOLE_LIMIT = 5000;

export const OrderQuery = z.object({
  scope: OrderScope,
  status: OrderStatusFilter.optional(),
  /** Changed after this date or time (the API's `updated_at`). */
  updated_since: DateOrDateTime.optional(),
  /** One search box: orders whose code contains `text` (any case) or whose amount is `amount`. */
  text: z.string().trim().max(64).optional(),
  /** A decimal string: the window reads the user's notation (`1.234,56`). */
  amount: Money.optional(),
  sort: z.enum(ORDER_SORTS).default('created_at'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  offset: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(ORDER_PAGE_LIMIT).default(100),
  /**
   * Every order of the other filters, with their investors' names, when they are at most
   * ORDER_WHOLE_LIMIT (the window then filters by the search box itself, without a call per
   * keystroke); else none, only the total. `text`, `amount`, `offset` and `limit` are not read.
   */
  whole: z.literal(true).optional(),
});
export type OrderQuery = z.input<typeof OrderQuery>;
export type ParsedOrderQuery = z.output<typeof OrderQuery>;

/**
 * An order with its investor and project: sent by the host, or found by the desk on the
 * spec's paths; `sent` is the order as the host sent it ("All fields from the host").
 */
export type LocatedOrder = Order & { user_id: string; project_id: string; sent: Order };

/** How long the index waits before reading the whole list again on a host without change times. */
export const DEFAULT_ORDERS_RELOAD_MINUTES = 5;

/** Rows `offset` to `offset + rows.length` of the `total` orders that match. */
export interface OrderPage {
  total: number;
  offset: number;
  rows: Order[];
  /** When the desk last heard from the host about these orders (ISO 8601). */
  asOf: string;
  /**
   * Absent when the host sends change times. Else the host's orders carry no `created_at` /
   * `updated_at`: the page is sorted by code instead of a time, and the index reads the whole
   * list again every `reloadMinutes` (and on demand).
   */
  untimed?: { sortedBy: OrderSort; reloadMinutes: number };
  /** A `whole` answer's investor names, by order id (orders whose investor the desk knows). */
  names?: Record<string, string>;
}

/** Progress of a search for an order's investor and project, project by project. */
export interface OrderSearch {
  code: string;
  /** Projects searched so far, of `projects`. */
  searched: number;
  projects: number;
  done: boolean;
}
