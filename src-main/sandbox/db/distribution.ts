// Snapshots (taken by the preparation), the distribution list, payouts and user payouts.
// Whatever can reach a million rows is set-based SQL or keyset batches, never a row loop.
import type { Complete } from '../../../src-shared/wire/common';
import type { Payout, PreparationStatus, Snapshot as SnapshotAnswer, UserPayout } from '../../../src-shared/wire/distribution';

/** A snapshot as the sandbox keeps and sends it: every field. */
export type Snapshot = Complete<SnapshotAnswer>;
import { CSV_LINE_END, DISTRIBUTION_LIST_HEADER } from '../../../src-shared/wire/distribution';
import { DISTRIBUTABLE_STATUSES } from '../../../src-shared/wire/orders';
import { enqueueEvent, enqueueEvents } from './webhooks';
import { type Queryable, one, rows } from './store';

// Written out, so the planner matches the partial index orders_distributable.
const DISTRIBUTABLE = `o.status in (${DISTRIBUTABLE_STATUSES.map((s) => `'${s}'`).join(', ')})`;

interface SnapshotRow {
  id: string;
  project_id: string;
  state: 'running' | 'done' | 'failed';
  /** The distributable orders the preparation counted; null while it counts. */
  total_count: number | null;
  orders_count: number;
  total_amount: string;
  error: string | null;
  started_at: Date;
  finished_at: Date | null;
}

const toSnapshot = (r: SnapshotRow): Snapshot => ({
  id: r.id,
  project_id: r.project_id,
  orders_count: r.orders_count,
  total_amount: r.total_amount,
  created_at: (r.finished_at as Date).toISOString(),
});

function percentage(r: SnapshotRow): number {
  if (r.state === 'done') return 100;
  if (!r.total_count) return 0;
  // Orders paid after the count can take the rows past it: 100 is for done alone.
  return Math.min(99, Math.floor((r.orders_count * 100) / r.total_count));
}

export async function preparationStatus(q: Queryable, projectId: string): Promise<PreparationStatus> {
  const r = await one<SnapshotRow>(
    q,
    'select * from snapshots where project_id = $1 order by started_at desc limit 1',
    [projectId],
  );
  if (!r) {
    return { project_id: projectId, status: 'none', percentage: 0, snapshot_id: null, error: null, started_at: null, finished_at: null };
  }
  return {
    project_id: projectId,
    status: r.state,
    percentage: percentage(r),
    snapshot_id: r.state === 'done' ? r.id : null,
    error: r.error,
    started_at: r.started_at.toISOString(),
    finished_at: r.finished_at?.toISOString() ?? null,
  };
}

/** The project's running preparation, or a new one: one at a time per project. */
export async function startPreparation(q: Queryable, projectId: string): Promise<string> {
  await q.query(
    `insert into snapshots (project_id) values ($1) on conflict (project_id) where state = 'running' do nothing`,
    [projectId],
  );
  const running = await one<{ id: string }>(q, `select id from snapshots where project_id = $1 and state = 'running'`, [
    projectId,
  ]);
  return (running as { id: string }).id;
}

/** Running preparations no runner holds: never taken, or its lease ran out (its instance died). */
export async function unheldPreparations(q: Queryable): Promise<string[]> {
  return (
    await rows<{ id: string }>(
      q,
      `select id from snapshots where state = 'running' and (lease_until is null or lease_until <= now()) order by started_at`,
    )
  ).map((r) => r.id);
}

/**
 * Takes or renews the lease of a running preparation for `runner`, to the end of `leaseMs`;
 * false when another runner holds it. `takeOver`: whatever the lease (no other runner can be
 * alive: one process owns a PGlite database).
 */
export async function leasePreparation(q: Queryable, id: string, runner: string, leaseMs: number, takeOver = false): Promise<boolean> {
  const taken = await one(
    q,
    `update snapshots set runner = $2, lease_until = now() + make_interval(secs => $3)
     where id = $1 and state = 'running' and (runner = $2 or $4 or lease_until is null or lease_until <= now()) returning id`,
    [id, runner, leaseMs / 1000, takeOver],
  );
  return taken !== undefined;
}

/** Gives up the runner's leases (a clean stop), so another instance takes over at once. */
export async function releasePreparations(q: Queryable, runner: string): Promise<void> {
  await q.query(`update snapshots set lease_until = null where runner = $1 and state = 'running'`, [runner]);
}

export async function failPreparation(q: Queryable, id: string, error: string): Promise<void> {
  await q.query(`update snapshots set state = 'failed', error = $2, finished_at = now() where id = $1 and state = 'running'`, [
    id,
    error,
  ]);
  await q.query('delete from snapshot_rows where snapshot_id = $1', [id]);
}

const NO_ID = '00000000-0000-0000-0000-000000000000';

/**
 * One step of a preparation, in the caller's transaction, each bounded by `batchSize` so
 * none holds the database long: the first refuses investors without a wallet address; the
 * next ones count the orders (for the percentage), then take them into the snapshot, both
 * in id order after the last one seen. Where it stands is in the database, so a restart
 * resumes it. Answers true when the preparation has finished.
 */
export async function advancePreparation(q: Queryable, id: string, batchSize: number): Promise<boolean> {
  const s = await one<PreparationRow>(
    q,
    `select s.*, p.code from snapshots s join projects p on p.id = s.project_id where s.id = $1 for update of s`,
    [id],
  );
  if (!s || s.state !== 'running') return true;
  if (s.total_count !== null) return takeBatch(q, s, batchSize);
  const missing = s.counted_to === null ? await walletsMissing(q, s.project_id) : 0;
  if (missing > 0) {
    await failPreparation(q, id, `Investors with distributable orders but no wallet address: ${missing}`);
    return true;
  }
  await countBatch(q, s, batchSize * COUNT_PER_TAKE);
  return false;
}

interface PreparationRow extends SnapshotRow {
  code: string;
  /** The last order id counted; null before the first count. */
  counted_to: string | null;
}

/** Counting needs no join and no insert: this many times the rows of a take per step. */
const COUNT_PER_TAKE = 4;

/** Investors (few lack an address) rather than orders (up to a million to join). */
async function walletsMissing(q: Queryable, projectId: string): Promise<number> {
  const row = await one<{ missing: number }>(
    q,
    `select count(*)::int as missing from users u where u.wallet_address is null
     and exists (select 1 from orders o where o.user_id = u.id and o.project_id = $1 and ${DISTRIBUTABLE})`,
    [projectId],
  );
  return row?.missing ?? 0;
}

async function countBatch(q: Queryable, s: PreparationRow, size: number): Promise<void> {
  const chunk = (await one<{ count: number; last: string | null }>(
    q,
    `select count(*)::int as count, max(id::text) as last from (
       select o.id from orders o where o.project_id = $1 and ${DISTRIBUTABLE} and o.id > $2 order by o.id limit $3) chunk`,
    [s.project_id, s.counted_to ?? NO_ID, size],
  )) as { count: number; last: string | null };
  await q.query(
    `update snapshots set counted = counted + $2, counted_to = coalesce($3, counted_to),
       total_count = case when $4 then counted + $2 end
     where id = $1`,
    [s.id, chunk.count, chunk.last, chunk.count < size],
  );
}

async function takeBatch(q: Queryable, s: PreparationRow, size: number): Promise<boolean> {
  const taken = (await one<{ count: number; amount: string }>(
    q,
    `with batch as (
       select o.id, o.user_id, o.amount, u.wallet_address from orders o join users u on u.id = o.user_id
       where o.project_id = $1 and ${DISTRIBUTABLE}
         and o.id > coalesce((select order_id from snapshot_rows where snapshot_id = $2 and seq = $3), $5)
       order by o.id limit $4),
     taken as (
       insert into snapshot_rows (snapshot_id, seq, order_id, user_id, address, amount)
       select $2, $3 + row_number() over (order by id), id, user_id, wallet_address, amount from batch
       returning amount)
     select count(*)::int as count, coalesce(sum(amount), 0)::text as amount from taken`,
    [s.project_id, s.id, s.orders_count, size, NO_ID],
  )) as { count: number; amount: string };
  const done = taken.count < size;
  await q.query(
    `update snapshots set orders_count = orders_count + $2, total_amount = total_amount + $3,
       state = case when $4 then 'done' else state end, finished_at = case when $4 then now() end
     where id = $1`,
    [s.id, taken.count, taken.amount, done],
  );
  if (done) {
    await enqueueEvent(q, { event: 'project_prepared_for_distribution', project_id: s.project_id, code: s.code, percentage: 100 });
  }
  return done;
}

const DONE = `state = 'done'`;

export async function listSnapshots(q: Queryable, projectId: string): Promise<Snapshot[]> {
  const found = await rows<SnapshotRow>(
    q,
    `select * from snapshots where project_id = $1 and ${DONE} order by finished_at desc`,
    [projectId],
  );
  return found.map(toSnapshot);
}

export async function findSnapshot(q: Queryable, projectId: string, id: string): Promise<Snapshot | undefined> {
  const r = await one<SnapshotRow>(q, `select * from snapshots where project_id = $1 and id = $2 and ${DONE}`, [
    projectId,
    id,
  ]);
  return r && toSnapshot(r);
}

/** The snapshot the distribution list and the next payout are made from. */
export async function latestSnapshot(q: Queryable, projectId: string): Promise<Snapshot | undefined> {
  const r = await one<SnapshotRow>(
    q,
    `select * from snapshots where project_id = $1 and ${DONE} order by finished_at desc limit 1`,
    [projectId],
  );
  return r && toSnapshot(r);
}

/**
 * The distribution list as CSV text, a batch of rows per chunk. Each batch is one short
 * query, so other requests get the database in between, and nothing holds the whole list.
 * The rows are a snapshot's, so the list stays the same while orders change.
 */
export async function* distributionListCsv(
  q: Queryable,
  snapshot: Pick<Snapshot, 'id' | 'orders_count'>,
  batchSize: number,
): AsyncGenerator<string> {
  yield DISTRIBUTION_LIST_HEADER + CSV_LINE_END;
  for (let after = 0; after < snapshot.orders_count; after += batchSize) {
    // Addresses and decimals never need quoting (snapshot_rows checks the address).
    const batch = await one<{ csv: string | null }>(
      q,
      `select string_agg(address || ',' || amount::text || $4, '' order by seq) as csv
       from snapshot_rows where snapshot_id = $1 and seq > $2 and seq <= $3`,
      [snapshot.id, after, after + batchSize, CSV_LINE_END],
    );
    if (batch?.csv) yield batch.csv;
  }
}

interface PayoutRow extends Omit<Payout, 'created_at'> {
  created_at: Date;
}

const toPayout = (r: PayoutRow): Payout => ({ ...r, created_at: r.created_at.toISOString() });

export async function payoutOfSnapshot(q: Queryable, snapshotId: string): Promise<Payout | undefined> {
  const r = await one<PayoutRow>(q, 'select * from payouts where snapshot_id = $1', [snapshotId]);
  return r && toPayout(r);
}

/**
 * Pays out a snapshot: its orders that are still distributable become settled, each gets a
 * user payout and a `distribution_created` event. Three statements, whatever the size.
 */
export async function insertPayout(q: Queryable, snapshot: Snapshot): Promise<Payout> {
  const { id } = (await one<{ id: string }>(q, 'insert into payouts (project_id, snapshot_id) values ($1, $2) returning id', [
    snapshot.project_id,
    snapshot.id,
  ])) as { id: string };
  const payout = await one<PayoutRow>(
    q,
    `with settled as (
       update orders o set status = 'settled', updated_at = now()
       from snapshot_rows r
       where r.snapshot_id = $2 and o.id = r.order_id and ${DISTRIBUTABLE}
       returning r.seq, r.order_id, r.user_id, r.address, r.amount),
     paid as (
       insert into user_payouts (payout_id, seq, order_id, user_id, address, amount)
       select $1, seq, order_id, user_id, address, amount from settled
       returning amount)
     update payouts set orders_count = (select count(*) from paid),
       total_amount = (select coalesce(sum(amount), 0) from paid)
     where id = $1 returning *`,
    [id, snapshot.id],
  );
  await enqueueEvents(
    q,
    'distribution_created',
    `select jsonb_build_object('order_id', order_id, 'user_id', user_id, 'project_id', $2::uuid) as fields
     from user_payouts where payout_id = $1 order by seq`,
    [id, snapshot.project_id],
  );
  return toPayout(payout as PayoutRow);
}

export async function listPayouts(q: Queryable, projectId: string): Promise<Payout[]> {
  const found = await rows<PayoutRow>(q, 'select * from payouts where project_id = $1 order by created_at desc', [projectId]);
  return found.map(toPayout);
}

export async function findPayout(q: Queryable, id: string): Promise<Payout | undefined> {
  const r = await one<PayoutRow>(q, 'select * from payouts where id = $1', [id]);
  return r && toPayout(r);
}

interface UserPayoutRow extends Omit<UserPayout, 'created_at'> {
  created_at: Date;
}

const toUserPayout = (r: UserPayoutRow): UserPayout => ({ ...r, created_at: r.created_at.toISOString() });

const USER_PAYOUT = 'select id, payout_id, order_id, user_id, address, amount, created_at from user_payouts';

export async function listUserPayouts(q: Queryable, payoutId: string): Promise<UserPayout[]> {
  return (await rows<UserPayoutRow>(q, `${USER_PAYOUT} where payout_id = $1 order by seq`, [payoutId])).map(toUserPayout);
}

export async function findUserPayout(q: Queryable, payoutId: string, id: string): Promise<UserPayout | undefined> {
  const r = await one<UserPayoutRow>(q, `${USER_PAYOUT} where payout_id = $1 and id = $2`, [payoutId, id]);
  return r && toUserPayout(r);
}
