// The running totals behind the project stats and the volume rule stay equal to a count
// over the orders and payments themselves, whatever mix of statements changes them.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type Database, openStore } from '../../src-main/sandbox/db/store';
import { seededRandom } from '../support/random';

let db: Database;
beforeAll(async () => {
  db = (await openStore(undefined)).db;
});
afterAll(() => db.close());

const STATUSES = ['new', 'paid', 'underpaid', 'overpaid', 'cancelled', 'settled'];

/** Every (project, status) with orders or payments: from the totals, and counted afresh. */
async function totals() {
  const kept = await db.query(
    `select project_id, status, orders_count::int as count, amount::numeric(18, 2)::text as amount,
            paid_amount::numeric(18, 2)::text as paid
     from order_totals where orders_count <> 0 or paid_amount <> 0 order by project_id, status`,
  );
  const counted = await db.query(
    `select o.project_id, o.status, count(*)::int as count, sum(o.amount)::numeric(18, 2)::text as amount,
            coalesce(sum(p.paid), 0)::numeric(18, 2)::text as paid
     from orders o left join (select order_id, sum(amount) as paid from payments group by order_id) p on p.order_id = o.id
     group by o.project_id, o.status order by o.project_id, o.status`,
  );
  return { kept: kept.rows, counted: counted.rows };
}

test('the order totals equal a recount after inserts, updates and deletes of orders and payments', async () => {
  const random = seededRandom(7);
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)] as T;
  const cents = () => `${1 + Math.floor(random() * 500_000)}.${String(Math.floor(random() * 100)).padStart(2, '0')}`;

  await db.exec(`
    insert into users (name, email) values ('Totals investor', 'totals@example.com');
    insert into projects (code, name, start_date, end_date, min_investment_amount, volume)
    select 'TOTALS-' || i, 'Totals ' || i, now(), now() + interval '30 days', 0, 10000000 from generate_series(1, 3) i;`);
  const projects = (await db.query<{ id: string }>(`select id from projects where code like 'TOTALS-%'`)).rows.map((r) => r.id);
  const user = (await db.query<{ id: string }>(`select id from users where email = 'totals@example.com'`)).rows[0]!.id;
  let code = 0;

  for (let step = 0; step < 300; step++) {
    const orders = (await db.query<{ id: string; has_payments: boolean }>(
      `select id, exists (select 1 from payments p where p.order_id = o.id) as has_payments from orders o`,
    )).rows;
    const payments = (await db.query<{ id: string }>('select id from payments')).rows;
    const action = orders.length < 5 ? 0 : Math.floor(random() * 7);
    if (action === 0) {
      // Several orders in one statement, across projects and statuses.
      const values = Array.from({ length: 1 + Math.floor(random() * 4) }, () =>
        `('T-${code++}', '${user}', '${pick(projects)}', ${cents()}, '${pick(STATUSES)}')`);
      await db.exec(`insert into orders (order_code, user_id, project_id, amount, status) values ${values.join(', ')}`);
    } else if (action === 1) {
      await db.query('insert into payments (order_id, amount) values ($1, $2)', [pick(orders).id, cents()]);
    } else if (action === 2 && payments.length > 0) {
      await db.query('delete from payments where id = $1', [pick(payments).id]);
    } else if (action === 3 && payments.length > 0) {
      await db.query('update payments set amount = $2 where id = $1', [pick(payments).id, cents()]);
    } else if (action === 4) {
      // A status change of one order moves its paid amount with it.
      await db.query('update orders set status = $2 where id = $1', [pick(orders).id, pick(STATUSES)]);
    } else if (action === 5) {
      // A bulk change, as distribute settles every distributable order at once.
      await db.query(`update orders set status = $2, amount = amount + 1 where status = $1`, [pick(STATUSES), pick(STATUSES)]);
    } else {
      const free = orders.filter((o) => !o.has_payments);
      if (free.length > 0) await db.query('delete from orders where id = $1', [pick(free).id]);
    }
  }
  const { kept, counted } = await totals();
  expect(counted.length).toBeGreaterThan(6);
  expect(kept).toEqual(counted);
});
