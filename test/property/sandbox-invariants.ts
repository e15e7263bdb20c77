// What must hold in the sandbox's database whatever the requests were: each check answers
// the rows that break it (none when it holds).
import type { Queryable } from '../../src-main/sandbox/db/store';

const PAID = `(select order_id, sum(amount) as paid from payments group by order_id)`;

const CHECKS = {
  /** The running totals per project and status (statement triggers) equal a recount. */
  orderTotals: `
    with recount as (
      select o.project_id, o.status, count(*) as orders_count, sum(o.amount) as amount, coalesce(sum(p.paid), 0) as paid_amount
      from orders o left join ${PAID} p on p.order_id = o.id group by o.project_id, o.status),
    kept as (select * from order_totals where orders_count <> 0 or amount <> 0 or paid_amount <> 0)
    select coalesce(r.project_id, k.project_id) as project_id, coalesce(r.status, k.status) as status,
      r.orders_count::text as counted, k.orders_count::text as kept_count,
      r.amount::text as amount, k.amount::text as kept_amount, r.paid_amount::text as paid, k.paid_amount::text as kept_paid
    from recount r full join kept k on k.project_id = r.project_id and k.status = r.status
    where r.orders_count is distinct from k.orders_count or r.amount is distinct from k.amount
      or r.paid_amount is distinct from k.paid_amount`,
  /** Every order has its project and its user. */
  orphanOrders: `
    select o.id from orders o left join projects p on p.id = o.project_id left join users u on u.id = o.user_id
    where p.id is null or u.id is null`,
  /** An order that is not cancelled or settled has the status its payments give it (docs/sandbox.md). */
  orderStatus: `
    select o.id, o.status, o.amount::text, coalesce(p.paid, 0)::text as paid from orders o left join ${PAID} p on p.order_id = o.id
    where o.status not in ('cancelled', 'settled') and o.status <> case
      when coalesce(p.paid, 0) = 0 then 'new' when p.paid = o.amount then 'paid'
      when p.paid < o.amount then 'underpaid' else 'overpaid' end`,
  /** A custody balance is its deposits less its withdrawals and their fees. */
  custodyBalances: `
    select a.id, a.balance::text, coalesce(t.sum, 0)::text as transactions from custody_accounts a left join (
      select account_id, sum(case when type = 'deposit' then amount else -(amount + fee) end) as sum
      from custody_transactions group by account_id) t on t.account_id = a.id
    where a.balance <> coalesce(t.sum, 0)`,
} as const;

export type Violations = Partial<Record<keyof typeof CHECKS, unknown[]>>;

/**
 * The rows breaking each invariant. `setByHand` are orders whose status the operator API
 * set (PATCH /sandbox/orders/{id}): the database does not record that, the caller does.
 */
export async function invariantViolations(db: Queryable, setByHand: ReadonlySet<string>): Promise<Violations> {
  const found: Violations = {};
  for (const [name, sql] of Object.entries(CHECKS) as [keyof typeof CHECKS, string][]) {
    let broken = (await db.query<{ id?: string }>(sql)).rows;
    if (name === 'orderStatus') broken = broken.filter((row) => !setByHand.has(row.id ?? ''));
    if (broken.length > 0) found[name] = broken;
  }
  return found;
}
