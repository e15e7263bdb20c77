import type { z } from 'zod';
import type { Payment, PaymentForm } from '../../../src-shared/wire/payments';
import { type Queryable, one, rows } from './store';

interface PaymentRow {
  id: string;
  order_id: string;
  user_id: string;
  project_id: string;
  amount: string;
  booked_at: string | null;
  reference: string | null;
  created_at: Date;
  seq: number;
}

const toPayment = ({ seq: _seq, ...r }: PaymentRow): Payment => ({ ...r, created_at: r.created_at.toISOString() });

const SELECT = `select p.*, o.user_id, o.project_id from payments p join orders o on o.id = p.order_id`;

export async function listPayments(
  q: Queryable,
  filters: { order_id?: string; user_id?: string; project_id?: string },
): Promise<Payment[]> {
  const where: string[] = [];
  const params: unknown[] = [];
  for (const [column, value] of [
    ['p.order_id', filters.order_id],
    ['o.user_id', filters.user_id],
    ['o.project_id', filters.project_id],
  ] as const) {
    if (value === undefined) continue;
    params.push(value);
    where.push(`${column} = $${params.length}`);
  }
  const sql = `${SELECT} ${where.length ? `where ${where.join(' and ')}` : ''} order by p.created_at, p.seq`;
  return (await rows<PaymentRow>(q, sql, params)).map(toPayment);
}

export async function findPayment(q: Queryable, orderId: string, id: string): Promise<Payment | undefined> {
  const row = await one<PaymentRow>(q, `${SELECT} where p.order_id = $1 and p.id = $2`, [orderId, id]);
  return row && toPayment(row);
}

export async function insertPayment(
  q: Queryable,
  orderId: string,
  form: z.output<typeof PaymentForm>,
): Promise<Payment> {
  const inserted = await one<{ id: string }>(
    q,
    'insert into payments (order_id, amount, booked_at, reference) values ($1, $2, $3, $4) returning id',
    [orderId, form.amount, form.booked_at ?? null, form.reference ?? null],
  );
  return (await findPayment(q, orderId, (inserted as { id: string }).id)) as Payment;
}

export async function deletePayment(q: Queryable, id: string): Promise<void> {
  await q.query('delete from payments where id = $1', [id]);
}

/** Deletes every payment of the user's orders; answers the ids of the orders touched. */
export async function deleteUserPayments(q: Queryable, userId: string): Promise<string[]> {
  const deleted = await rows<{ order_id: string }>(
    q,
    `delete from payments p using orders o where o.id = p.order_id and o.user_id = $1 returning p.order_id`,
    [userId],
  );
  return [...new Set(deleted.map((d) => d.order_id))];
}

export async function userHasSettledPayments(q: Queryable, userId: string): Promise<boolean> {
  const row = await one(
    q,
    `select 1 from payments p join orders o on o.id = p.order_id where o.user_id = $1 and o.status = 'settled' limit 1`,
    [userId],
  );
  return row !== undefined;
}
