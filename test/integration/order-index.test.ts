// The order index against a real sandbox: it lists everything once, then asks only for what
// changed, with an overlap for late commits that it stops asking for once they are settled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../src-main/client';
import { OrderIndex } from '../../src-main/workflows/order-index';
import { OrderQuery } from '../../src-main/workflows/order-index.schema';
import { type FaultProxy, startFaultProxy, throughProxy } from '../support/fault-proxy';
import { liveProject, placeOrder } from '../support/fixtures';
import { type TestSandbox, startTestSandbox } from '../support/sandbox';

let t: TestSandbox;
let proxy: FaultProxy;

beforeAll(async () => {
  t = await startTestSandbox();
  proxy = await startFaultProxy(t.sandbox.baseUrl);
});
afterAll(async () => {
  await proxy.close();
  await t.close();
});

/** An index over the proxy (to see what it asks), on a clock the test moves. */
function indexWith(overlapMs: number) {
  let now = Date.now();
  const client = createClient({ baseUrl: throughProxy(proxy, t.sandbox.baseUrl), key: t.sandbox.key, secret: t.sandbox.secret });
  const changes: number[] = [];
  const index = new OrderIndex(client, { overlapMs, maxAgeMs: 60_000, now: () => now, onChange: () => changes.push(now) });
  return { index, client, changes, advance: (ms: number) => (now += ms) };
}

/** The `updated_at` of the order lists the index asked for, in order. */
const asked = () =>
  proxy.seen
    .filter((r) => r.method === 'GET' && r.path.startsWith('/api/v1/orders'))
    .map((r) => new URL(r.path, 'http://x').searchParams.get('updated_at'));

describe('the order index', () => {
  it('lists once, then asks for what changed since its newest change less the overlap, until that has settled', async () => {
    const first = await placeOrder(t, '500.00');
    const { index, client, changes, advance } = indexWith(10_000);
    proxy.seen.length = 0;
    await index.ready();
    expect(asked()).toEqual([null]);
    expect(await index.find(first.order.order_code.toLowerCase())).toMatchObject({ id: first.order.id });

    const later = await placeOrder(t, '600.00', first.project);
    await expect(index.find(later.order.order_code)).resolves.toMatchObject({ id: later.order.id });
    expect(changes).toHaveLength(1);
    const newest = Date.parse(later.order.updated_at!);
    const [, incremental] = asked();
    expect(Date.parse(incremental ?? '')).toBe(Date.parse(first.order.updated_at!) - 10_000);

    // Within the overlap the same window is asked again; past it, only what is newer.
    await index.refresh();
    expect(Date.parse(asked().at(-1) ?? '')).toBe(newest - 10_000);
    advance(10_001);
    await index.refresh();
    expect(Date.parse(asked().at(-1) ?? '')).toBe(newest - 10_000);
    await index.refresh();
    expect(Date.parse(asked().at(-1) ?? '')).toBe(newest + 1);
    expect(await index.refresh()).toBe(false);

    // A status change moves updated_at: the next refresh has it.
    await t.client.payments.create(later.ref, { amount: '600.00' });
    expect(await index.refresh()).toBe(true);
    const page = await index.page(OrderQuery.parse({ scope: { kind: 'project', projectId: first.project.id }, status: 'paid' }));
    expect(page).toMatchObject({ total: 1, rows: [{ id: later.order.id, status: 'paid' }] });
    await client.close();
  });

  it('does not move its starting point for an order read on its own', async () => {
    const project = await liveProject(t.client);
    const { index, client } = indexWith(0);
    await index.ready();
    const missed = await placeOrder(t, '300.00', project);
    await new Promise((done) => setTimeout(done, 5));
    const read = await placeOrder(t, '400.00', project);
    index.put(read.order);
    await index.refresh();
    const page = await index.page(OrderQuery.parse({ scope: { kind: 'project', projectId: project.id } }));
    expect(page.rows.map((o) => o.id).sort()).toEqual([missed.order.id, read.order.id].sort());
    await client.close();
  });

  it('answers nothing for a code no order has, after asking the host once more', async () => {
    const { index, client } = indexWith(1000);
    await index.ready();
    const before = asked().length;
    await expect(index.find('OM-NONE0000')).resolves.toBeUndefined();
    expect(asked().length).toBe(before + 1);
    await client.close();
  });
});
