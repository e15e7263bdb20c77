// Distributable orders by the hundred thousand, inserted set-based straight into a sandbox's
// data folder before a sandbox opens it: for the preparation tests and the distribution
// bench. Statuses are set directly, as the operator's manual update would, without payments.
import { type Database, openStore } from '../../src-main/sandbox/db/store';

export interface BulkOrders {
  /** Code of the new live project that gets the orders. */
  code: string;
  orders: number;
  /** Each with a wallet address; the orders are spread over them. */
  investors: number;
}

/** The amount of the i-th order (from 1): all differ, so a list can be checked row by row. */
export function bulkAmount(i: number): string {
  const cents = 10_000 + i;
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** The sum of the first `n` bulk amounts, exactly. */
export function bulkTotal(n: number): string {
  const cents = 10_000n * BigInt(n) + (BigInt(n) * BigInt(n + 1)) / 2n;
  return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
}

export async function seedBulkOrders(dataDir: string, bulk: BulkOrders): Promise<void> {
  const { db } = await openStore(dataDir);
  try {
    await insertBulkOrders(db, bulk);
  } finally {
    await db.close();
  }
}

/** The same into an open database (a PostgreSQL server's, which sandboxes may be using). */
export async function insertBulkOrders(db: Database, { code, orders, investors }: BulkOrders): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `insert into projects (code, name, start_date, end_date, min_investment_amount, volume)
       values ($1, 'Bulk project', now() - interval '1 day', now() + interval '30 days', 0, 9999999999999999.99)`,
      [code],
    );
    await tx.query(
      `insert into users (name, email, wallet_address, approved, approved_at)
       select 'Bulk investor ' || i, lower($1) || '-' || i || '@bulk.example', '0x' || lpad(to_hex(i), 40, '0'), true, now()
       from generate_series(1, $2::int) i`,
      [code, investors],
    );
    await tx.query(
      `insert into orders (order_code, user_id, project_id, amount, status)
       select $1 || '-' || i, u.id, p.id, (10000 + i)::numeric / 100, case when i % 2 = 0 then 'paid' else 'overpaid' end
       from generate_series(1, $2::int) i
       join (select id, row_number() over (order by id) - 1 as n from users where email like lower($1) || '-%@bulk.example') u
         on u.n = i % $3
       cross join (select id from projects where code = $1) p`,
      [code, orders, investors],
    );
  });
}
