import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import type { Complete } from '../../../src-shared/wire/common';
import {
  type Order as OrderAnswer,
  type OrderStatus,
  type UserOrderListQuery,
  statusAfterPayments,
  statusesMatching,
} from '../../../src-shared/wire/orders';
import { enqueueEvent } from './webhooks';
import { type Queryable, one, rows } from './store';

/** An order as the sandbox keeps and sends it: every field. */
export type Order = Complete<OrderAnswer>;

interface OrderRow {
  id: string;
  order_code: string;
  user_id: string;
  project_id: string;
  amount: string;
  status: OrderStatus;
  created_at: Date;
  updated_at: Date;
}

export function toOrder(r: OrderRow): Order {
  return {
    id: r.id,
    order_code: r.order_code,
    status: r.status,
    amount: r.amount,
    user_id: r.user_id,
    project_id: r.project_id,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

// Crockford's base32 without I, L, O, U: nothing a support agent can misread on a statement.
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function newOrderCode(): string {
  let code = 'OM-';
  for (let i = 0; i < 8; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

export type OrderFilters = z.output<typeof UserOrderListQuery> & {
  user_id?: string;
  project_id?: string;
};

export async function listOrders(q: Queryable, filters: OrderFilters): Promise<Order[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (filters.user_id) add('user_id = ?', filters.user_id);
  if (filters.project_id) add('project_id = ?', filters.project_id);
  if (filters.status) add('status = any(?::text[])', statusesMatching(filters.status));
  if (filters.updated_at) add('updated_at > ?', filters.updated_at);
  if (filters.order_code) add('order_code = ?', filters.order_code);
  if (filters.distributable !== undefined) {
    add(`(status in ('paid', 'overpaid')) = ?`, filters.distributable);
  }
  const sql = `select * from orders ${where.length ? `where ${where.join(' and ')}` : ''} order by created_at, seq`;
  return (await rows<OrderRow>(q, sql, params)).map(toOrder);
}

/**
 * The order. With `lock`, its row stays locked to the end of the caller's transaction: the
 * writers of one order's payments and status go one after another (several instances on one
 * server too), so the status and the running totals see every payment.
 */
export async function findOrder(q: Queryable, id: string, { lock = false } = {}): Promise<Order | undefined> {
  const row = await one<OrderRow>(q, `select * from orders where id = $1${lock ? ' for no key update' : ''}`, [id]);
  return row && toOrder(row);
}

/** Locks the user's orders (as `findOrder` with `lock`) before their payments change at once. */
export async function lockUserOrders(q: Queryable, userId: string): Promise<void> {
  await q.query('select id from orders where user_id = $1 order by id for no key update', [userId]);
}

export async function insertOrder(
  q: Queryable,
  order: { user_id: string; project_id: string; amount: string },
): Promise<Order> {
  for (;;) {
    // A clash among 32^8 codes is rare; then draw again. No error: that would end the transaction.
    const row = await one<OrderRow>(
      q,
      `insert into orders (order_code, user_id, project_id, amount, status) values ($1, $2, $3, $4, 'new')
       on conflict (order_code) do nothing returning *`,
      [newOrderCode(), order.user_id, order.project_id, order.amount],
    );
    if (row) return toOrder(row);
  }
}

/** Sets the status and reports `order_status_changed`, only when it really changes. */
export async function setOrderStatus(q: Queryable, order: Order, status: OrderStatus): Promise<Order> {
  if (order.status === status) return order;
  const row = await one<OrderRow>(
    q,
    'update orders set status = $2, updated_at = now() where id = $1 returning *',
    [order.id, status],
  );
  const updated = toOrder(row as OrderRow);
  await enqueueEvent(q, {
    event: 'order_status_changed',
    order_id: updated.id,
    user_id: updated.user_id,
    project_id: updated.project_id,
    status: updated.status,
  });
  return updated;
}

/** Recomputes the status from the sum of the order's remaining payments. */
export async function applyPayments(q: Queryable, orderId: string): Promise<Order> {
  const row = await one<OrderRow & { paid: string }>(
    q,
    `select o.*, coalesce((select sum(amount) from payments p where p.order_id = o.id), 0)::text as paid
     from orders o where o.id = $1`,
    [orderId],
  );
  const order = toOrder(row as OrderRow);
  return setOrderStatus(q, order, statusAfterPayments(order.status, order.amount, (row as { paid: string }).paid));
}
