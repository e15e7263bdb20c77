// The distribution cycle through the client: paid orders, preparation, the CSV list, the
// operator's distribution, payouts and their events.
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventPayload } from '../../src-shared/wire/events';
import type { Project } from '../../src-shared/wire/projects';
import { queueSettled } from '../support/deliveries';
import { liveProject, paidOrder, placeOrder, preparation } from '../support/fixtures';
import { type SandboxWithReceiver, startSandboxWithReceiver } from '../support/sandbox';

let t: SandboxWithReceiver;
let dir: string;
beforeAll(async () => {
  t = await startSandboxWithReceiver();
  dir = await mkdtemp(join(tmpdir(), 'od-distribution-'));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

/** Prepares the project and waits for the preparation to end. */
async function prepare(project: Project) {
  await expect(t.client.distribution.prepare(project.id)).resolves.toMatchObject({ id: project.id, code: project.code });
  return preparation(t, project.id);
}

/** Downloads the list into memory (a test's lists are small) and splits it into records. */
async function listText(projectId: string) {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  const progress = await t.client.distribution.downloadList(projectId, sink);
  const text = Buffer.concat(chunks).toString('utf8');
  return { text, progress, records: text.split('\r\n') };
}

const sorted = (rows: string[][]) => [...rows].sort((a, b) => a.join().localeCompare(b.join()));

describe('the distribution cycle', () => {
  it('prepares, lists, distributes and reports the paid orders', async () => {
    const project = await liveProject(t.client);
    const paid = [
      await paidOrder(t, '1000.00', project),
      await paidOrder(t, '250.55', project),
      await paidOrder(t, '100.01', project, '150.00'), // overpaid: received in full
    ];
    const others = [
      await paidOrder(t, '500.00', project, '499.99'), // underpaid
      await placeOrder(t, '300.00', project), // new
    ];
    const cancelled = await placeOrder(t, '200.00', project);
    await t.client.orders.cancel(cancelled.user.id, project.id, cancelled.order.id);

    expect(await t.client.distribution.status(project.id)).toMatchObject({ status: 'none', percentage: 0, snapshot_id: null });
    const statuses = await prepare(project);
    const percentages = statuses.map((s) => s.percentage);
    expect(percentages.every((p, i) => p >= 0 && p <= 100 && p >= (percentages[i - 1] ?? 0))).toBe(true);
    const done = statuses.at(-1);
    expect(done).toMatchObject({ status: 'done', percentage: 100, error: null });
    await t.receiver.waitFor((accepted) =>
      accepted.some((e) => e.event === 'project_prepared_for_distribution' && e.project_id === project.id),
    );
    expect(t.receiver.accepted().filter((e) => e.event === 'project_prepared_for_distribution' && e.project_id === project.id)).toEqual([
      { event: 'project_prepared_for_distribution', project_id: project.id, code: project.code, percentage: 100 },
    ]);

    // The list, to a file: one row per paid order, with its investor's wallet.
    const file = join(dir, 'cycle.csv');
    const seen: Array<{ bytes: number; rows: number }> = [];
    const progress = await t.client.distribution.downloadList(project.id, file, { onProgress: (p) => seen.push(p) });
    const text = await readFile(file, 'utf8');
    const [header, ...rows] = text.split('\r\n');
    expect(header).toBe('address,amount');
    expect(rows.pop()).toBe(''); // every record ends with CRLF
    expect(sorted(rows.map((r) => r.split(',')))).toEqual(
      sorted(paid.map((p) => [p.user.wallet_address as string, p.order.amount])),
    );
    expect(progress).toEqual({ bytes: (await stat(file)).size, rows: 3 });
    expect(seen.at(-1)).toEqual(progress);

    const [snapshot] = await t.client.distribution.snapshots(project.id);
    expect(snapshot).toMatchObject({ id: done?.snapshot_id, project_id: project.id, orders_count: 3, total_amount: '1350.56' });
    expect(await t.client.distribution.snapshot(project.id, snapshot?.id as string)).toEqual(snapshot);

    // The operator distributes: the paid orders settle, one event and one user payout each.
    const payout = await t.operator.distribute(project.id);
    expect(payout).toMatchObject({ project_id: project.id, snapshot_id: snapshot?.id, orders_count: 3, total_amount: '1350.56' });
    for (const p of paid) expect((await t.client.orders.get(p.user.id, project.id, p.order.id)).status).toBe('settled');
    for (const o of [...others, cancelled]) {
      expect((await t.client.orders.get(o.user.id, project.id, o.order.id)).status).toBe(o === cancelled ? 'cancelled' : o.order.status);
    }
    const stats = await t.client.projects.stats(project.id, { status: 'settled' });
    expect(stats).toMatchObject({ orders_count: 3, orders_amount: '1350.56', paid_amount: '1400.55' });

    expect(await t.client.distribution.payouts(project.id)).toEqual([payout]);
    expect(await t.client.distribution.payout(project.id, payout.id)).toEqual(payout);
    const userPayouts = await t.client.distribution.userPayouts(payout.id);
    expect(sorted(userPayouts.map((u) => [u.order_id!, u.user_id!, u.address!, u.amount!, u.payout_id!]))).toEqual(
      sorted(paid.map((p) => [p.order.id, p.user.id, p.user.wallet_address as string, p.order.amount, payout.id])),
    );
    const first = userPayouts[0];
    expect(await t.client.distribution.userPayout(payout.id, first?.id as string)).toEqual(first);

    const distributed = (e: EventPayload) => e.event === 'distribution_created' && e.project_id === project.id;
    await queueSettled(t.operator); // everything the distribution queued has arrived: nothing more will
    const byOrder = (a: { order_id: string }, b: { order_id: string }) => a.order_id.localeCompare(b.order_id);
    expect((t.receiver.accepted().filter(distributed) as Array<{ order_id: string }>).sort(byOrder)).toEqual(
      paid
        .map((p) => ({ event: 'distribution_created', order_id: p.order.id, user_id: p.user.id, project_id: project.id }))
        .sort(byOrder),
    );
    // Settling sends distribution_created, not order_status_changed.
    const paidIds = new Set(paid.map((p) => p.order.id));
    const changes = t.receiver.accepted().filter((e) => e.event === 'order_status_changed' && paidIds.has(e.order_id));
    expect(changes.map((e) => (e as { status: string }).status)).not.toContain('settled');

    // A snapshot is paid out once; the list stays what was paid out.
    await expect(t.operator.distribute(project.id)).rejects.toMatchObject({ status: 422, code: 'already_distributed' });
    expect((await listText(project.id)).text).toBe(text);
  });

  it('keeps the list of the last preparation while orders change, until the next one', async () => {
    const project = await liveProject(t.client);
    const a = await paidOrder(t, '400.00', project);
    await prepare(project);
    const b = await paidOrder(t, '600.00', project);
    await t.client.payments.delete(a.ref, (await t.client.payments.listForOrder(a.ref))[0]?.id as string);

    expect((await listText(project.id)).records.slice(1, -1)).toEqual([`${a.user.wallet_address},400.00`]);
    await prepare(project);
    expect((await listText(project.id)).records.slice(1, -1)).toEqual([`${b.user.wallet_address},600.00`]);
    expect(await t.client.distribution.snapshots(project.id)).toHaveLength(2);

    // The payout settles the latest snapshot's orders that are still distributable.
    await t.client.payments.create(a.ref, { amount: '400.00' });
    await expect(t.operator.distribute(project.id)).resolves.toMatchObject({ orders_count: 1, total_amount: '600.00' });
    expect((await t.client.orders.get(a.user.id, project.id, a.order.id)).status).toBe('paid');
  });
});

describe('the CSV', () => {
  it('carries amounts as exact decimals, where floats would not', async () => {
    const project = await liveProject(t.client, { min_investment_amount: '0', volume: '9999999999999999.99' });
    const amounts = ['0.10', '0.20', '1234567890123456.78'];
    const orders = [];
    for (const amount of amounts) orders.push(await paidOrder(t, amount, project));
    expect(String(Number('1234567890123456.78'))).toBe('1234567890123456.8'); // what a float would list
    await prepare(project);

    const { records, progress } = await listText(project.id);
    expect(records.slice(1, -1).map((r) => r.split(',')[1]).sort()).toEqual([...amounts].sort());
    expect(progress.rows).toBe(3);
    const [snapshot] = await t.client.distribution.snapshots(project.id);
    expect(snapshot?.total_amount).toBe('1234567890123457.08');
  });

  it('is the header alone when nothing is distributable', async () => {
    const project = await liveProject(t.client);
    await placeOrder(t, '500.00', project);
    expect((await prepare(project)).at(-1)).toMatchObject({ status: 'done', percentage: 100 });
    const { text, progress } = await listText(project.id);
    expect(text).toBe('address,amount\r\n');
    expect(progress).toEqual({ bytes: 16, rows: 0 });
    await expect(t.operator.distribute(project.id)).resolves.toMatchObject({ orders_count: 0, total_amount: '0.00' });
  });

  it('is 404 until a preparation is done; so is distributing', async () => {
    const project = await liveProject(t.client);
    await expect(listText(project.id)).rejects.toMatchObject({ kind: 'not_found', status: 404, code: 'not_prepared' });
    await expect(t.operator.distribute(project.id)).rejects.toMatchObject({ status: 422, code: 'not_prepared' });
    await expect(listText(randomUUID())).rejects.toMatchObject({ kind: 'not_found', code: 'not_found' });
  });
});

describe('a preparation that cannot finish', () => {
  it('fails, saying why, when an investor has no wallet address; nothing is listed', async () => {
    const project = await liveProject(t.client);
    await paidOrder(t, '500.00', project);
    const missing = await placeOrder(t, '700.00', project, { wallet_address: null });
    await t.client.payments.create(missing.ref, { amount: '700.00' });

    const failed = (await prepare(project)).at(-1);
    expect(failed).toMatchObject({ status: 'failed', snapshot_id: null });
    expect(failed?.error).toBe('Investors with distributable orders but no wallet address: 1');
    await expect(listText(project.id)).rejects.toMatchObject({ status: 404 });
    expect(await t.client.distribution.snapshots(project.id)).toEqual([]);

    await t.client.users.update(missing.user.id, { wallet_address: '0x00000000000000000000000000000000000000aa' });
    expect((await prepare(project)).at(-1)).toMatchObject({ status: 'done' });
    expect((await listText(project.id)).progress.rows).toBe(2);
  });
});

describe('downloading to a file', () => {
  it('leaves the path as it was when the answer is not the list', async () => {
    const project = await liveProject(t.client);
    const file = join(dir, 'untouched.csv');
    await expect(t.client.distribution.downloadList(project.id, file)).rejects.toMatchObject({ status: 404 });
    await expect(stat(file)).rejects.toMatchObject({ code: 'ENOENT' });
  });
});

describe('reads', () => {
  it('answer 404 for what is not there, or not of the project in the path', async () => {
    const project = await liveProject(t.client);
    const other = await liveProject(t.client);
    await paidOrder(t, '500.00', project);
    await prepare(project);
    const payout = await t.operator.distribute(project.id);
    const [snapshot] = await t.client.distribution.snapshots(project.id);
    for (const call of [
      () => t.client.distribution.status(randomUUID()),
      () => t.client.distribution.prepare(randomUUID()),
      () => t.client.distribution.snapshots(randomUUID()),
      () => t.client.distribution.snapshot(other.id, snapshot?.id as string),
      () => t.client.distribution.snapshot(project.id, 'not-a-uuid'),
      () => t.client.distribution.payouts(randomUUID()),
      () => t.client.distribution.payout(other.id, payout.id),
      () => t.client.distribution.payout(project.id, randomUUID()),
      () => t.client.distribution.userPayouts(randomUUID()),
      () => t.client.distribution.userPayout(payout.id, randomUUID()),
      () => t.operator.distribute(randomUUID()),
    ]) {
      await expect(call()).rejects.toMatchObject({ kind: 'not_found', status: 404 });
    }
    expect(await t.client.distribution.payouts(other.id)).toEqual([]);
  });
});
