// The order index against a real sandbox: it lists everything once, then asks only for what
// changed, with an overlap for late commits that it stops asking for once they are settled.
// On a host whose orders carry neither investor, project nor change times (the `minimal`
// variant) it finds them on the spec's paths and reads the whole list again on a timer. Each
// kind of host is started here whatever the run's variant: the index behaves by what it gets.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../src-main/client';
import type { HostVariant } from '../../src-main/sandbox/variants';
import { type Order, orderTextSearch, statusesMatching } from '../../src-shared/wire/orders';
import { OrderIndex, type OrderIndexOptions, entryOf, sortEntries } from '../../src-main/workflows/order-index';
import { OrderQuery, type OrderSearch, type ParsedOrderQuery } from '../../src-shared/domain/order-index';
import { type FaultProxy, startFaultProxy, throughProxy } from '../support/fault-proxy';
import { liveProject, placeOrder } from '../support/fixtures';
import { seededRandom } from '../support/random';
import { type TestSandbox, startTestSandbox } from '../support/sandbox';

interface Host {
  t: TestSandbox;
  proxy: FaultProxy;
}
const hosts = {} as Record<'timed' | 'untimed', Host>;
let t: TestSandbox;
let proxy: FaultProxy;

async function startHost(variant: HostVariant): Promise<Host> {
  const started = await startTestSandbox({ variant });
  return { t: started, proxy: await startFaultProxy(started.sandbox.baseUrl) };
}

beforeAll(async () => {
  [hosts.timed, hosts.untimed] = await Promise.all([startHost('standard'), startHost('minimal')]);
  ({ t, proxy } = hosts.timed);
});
afterAll(async () => {
  for (const host of Object.values(hosts)) {
    await host.proxy.close();
    await host.t.close();
  }
});

/** An index over the host's proxy (to see what it asks), on a clock the test moves. */
function indexWith(overlapMs: number, host: Host = hosts.timed, options: OrderIndexOptions = {}) {
  let now = Date.now();
  const { sandbox } = host.t;
  const client = createClient({ baseUrl: throughProxy(host.proxy, sandbox.baseUrl), key: sandbox.key, secret: sandbox.secret });
  const changes: number[] = [];
  const index = new OrderIndex(client, { overlapMs, maxAgeMs: 60_000, now: () => now, onChange: () => changes.push(now), ...options });
  return { index, client, changes, advance: (ms: number) => (now += ms) };
}

/** The `updated_at` of the order lists the index asked for, in order. */
const asked = (host: Host = hosts.timed) =>
  host.proxy.seen
    .filter((r) => r.method === 'GET' && r.path.startsWith('/api/v1/orders'))
    .map((r) => new URL(r.path, 'http://x').searchParams.get('updated_at'));

/** The requests of the search for an order's place: investors by order status, their orders by code. */
const searches = (host: Host) => host.proxy.seen.filter((r) => r.path.includes('/by_order_status/') || r.path.includes('order_code='));

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
    const newest = Date.parse(later.order.updated_at ?? '');
    const [, incremental] = asked();
    expect(Date.parse(incremental ?? '')).toBe(Date.parse(first.order.updated_at ?? '') - 10_000);
    // The host says investor and project: no search.
    expect(searches(hosts.timed)).toEqual([]);

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

describe('the order index on a host that does not say an order\'s investor, project or change times', () => {
  it('finds an order\'s investor and project project by project, with progress, and remembers them', async () => {
    const host = hosts.untimed;
    const placed = [await placeOrder(host.t, '250.00'), await placeOrder(host.t, '350.00')];
    const target = placed[1]!;
    const progress: OrderSearch[] = [];
    const { index, client } = indexWith(0, host, { onSearch: (p) => progress.push(p) });
    await index.ready();
    host.proxy.seen.length = 0;

    const found = await index.find(target.order.order_code);
    expect(found).toMatchObject({ id: target.order.id, user_id: target.user.id, project_id: target.project.id, amount: '350.00' });
    const projects = (await host.t.client.projects.list()).length;
    expect(progress.at(-1)).toEqual({ code: target.order.order_code, searched: projects, projects, done: true });
    expect(progress.filter((p) => !p.done).length).toBeGreaterThan(0);
    // The spec's paths, the order's own status ("open") asked first in each project.
    const paths = searches(host).map((r) => r.path);
    expect(paths.some((p) => p.endsWith(`/users/projects/${target.project.id}/by_order_status/open`))).toBe(true);
    expect(paths).toContain(`/api/v1/users/${target.user.id}/projects/${target.project.id}/orders?order_code=${target.order.order_code}`);
    expect(paths.filter((p) => p.includes('/by_order_status/')).every((p) => /by_order_status\/(open|paid|settled|cancelled)$/.test(p))).toBe(true);

    // Found once: the next lookup reads the order alone.
    host.proxy.seen.length = 0;
    await expect(index.find(target.order.order_code.toLowerCase())).resolves.toMatchObject({ user_id: target.user.id });
    expect(searches(host)).toEqual([]);
    await client.close();
  });

  it('sorts by code, filters a project, and reads the whole list again on its timer and on demand', async () => {
    const host = hosts.untimed;
    const project = await liveProject(host.t.client);
    const a = await placeOrder(host.t, '500.00', project);
    const b = await placeOrder(host.t, '600.00', project);
    const { index, client, changes, advance } = indexWith(0, host, { reloadMinutes: () => 2 });
    await index.ready();

    const page = await index.page(OrderQuery.parse({ scope: { kind: 'project', projectId: project.id } }));
    expect(page.untimed).toEqual({ sortedBy: 'order_code', reloadMinutes: 2 });
    const codes = [a.order.order_code, b.order.order_code].sort().reverse();
    expect(page.rows.map((o) => o.order_code)).toEqual(codes);
    expect(page.total).toBe(2);

    // A new order shows after the next full reload: on demand...
    const c = await placeOrder(host.t, '700.00', project);
    host.proxy.seen.length = 0;
    expect(await index.refresh()).toBe(true);
    expect(asked(host)).toEqual([null]);
    expect(changes).toHaveLength(1);
    const again = await index.page(OrderQuery.parse({ scope: { kind: 'project', projectId: project.id }, sort: 'amount' }));
    expect(again.rows.map((o) => o.id)).toEqual([c.order.id, b.order.id, a.order.id]);

    // ...and by the timer: within the reload time a page asks nothing, past it the whole list.
    host.proxy.seen.length = 0;
    advance(60_000);
    await index.page(OrderQuery.parse({ scope: { kind: 'all' } }));
    expect(asked(host)).toEqual([]);
    advance(61_000);
    await index.page(OrderQuery.parse({ scope: { kind: 'all' } }));
    await index.refresh();
    expect(asked(host)[0]).toBeNull();
    await client.close();
  });
});

describe('the order index while someone types', () => {
  /** What a page must hold, straight from the search rule over every order held (no view, no kept filter sets). */
  function expectedPage(orders: readonly Order[], projectOf: (o: Order) => string | undefined, query: ParsedOrderQuery, named: ReadonlySet<string>) {
    const search = orderTextSearch(query.text || undefined, query.amount);
    const statuses = query.status && statusesMatching(query.status);
    const since = query.updated_since && Date.parse(query.updated_since);
    const matches = sortEntries(orders.map(entryOf), query.sort).filter(
      (e) =>
        (!search || (search.code !== undefined && e.code.includes(search.code)) || e.amount === search.amount || named.has(e.order.id)) &&
        (query.scope.kind !== 'project' || (e.order.project_id ?? projectOf(e.order)) === query.scope.projectId) &&
        (!statuses || statuses.includes(e.order.status)) &&
        (!since || e.updated > since),
    );
    if (query.direction === 'desc') matches.reverse();
    return { total: matches.length, rows: matches.slice(query.offset, query.offset + query.limit).map((e) => e.order) };
  }

  it('pages exactly what the search rule finds, keystroke by keystroke, as the orders and their places change between keys', async () => {
    const random = seededRandom(4);
    const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
    const { index, client } = indexWith(0);
    await index.ready();
    // Orders the index takes as a host would answer them: some without their project until the desk places them.
    const projects = [randomUUID(), randomUUID(), randomUUID()];
    const places = new Map<string, string>();
    const amounts = ['100.00', '1000.00', '99.50', '7.00', '250.10', '9999999999999999.99'];
    const statuses = ['new', 'paid', 'underpaid', 'overpaid', 'cancelled'] as const;
    const at = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, i % 97)).toISOString();
    const ordered = (i: number, placed = true): Order => ({
      id: randomUUID(),
      order_code: `OM-${Math.floor(random() * 36 ** 4).toString(36).toUpperCase()}${i}`,
      status: pick(statuses),
      amount: pick(amounts),
      user_id: randomUUID(),
      project_id: placed ? pick(projects) : undefined,
      created_at: at(i),
      updated_at: at(i + 13),
    });
    for (let i = 0; i < 400; i++) index.put(ordered(i, random() > 0.2));
    const held = () => [...index.orders()];
    const someFilters = () => ({
      scope: random() < 0.5 ? { kind: 'all' as const } : { kind: 'project' as const, projectId: pick(projects.slice(1)) },
      status: pick([undefined, 'open', 'paid'] as const),
      updated_since: pick([undefined, at(40)]),
      sort: pick(random() < 0.7 ? (['created_at'] as const) : (['updated_at', 'order_code', 'amount', 'status'] as const)),
      direction: pick(['asc', 'desc'] as const),
    });

    let checked = 0;
    for (let round = 0; round < 30; round++) {
      let filters = someFilters();
      // A word: part of a code, or an amount; typed a key at a time, then erased.
      const code = pick(held()).order_code;
      const from = Math.floor(random() * code.length);
      const word = random() < 0.8 ? code.slice(from, from + 4).toLowerCase() : pick(amounts);
      const texts = [...word].map((_, i) => word.slice(0, i + 1));
      for (const text of [...texts, ...texts.slice(0, -1).reverse(), '']) {
        // Between two keys the index may learn of a new order, a changed one, or where one
        // belongs; or another filter is chosen.
        const change = random();
        if (change < 0.04) index.put(ordered(400 + checked));
        else if (change < 0.08) index.put({ ...pick(held()), status: pick(statuses), amount: pick(amounts), updated_at: at(checked) });
        else if (change < 0.16) {
          const unplaced = held().find((o) => o.project_id === undefined && !places.has(o.id));
          if (unplaced) {
            const projectId = pick(projects);
            places.set(unplaced.id, projectId);
            index.placed(unplaced.id, { userId: unplaced.user_id as string, projectId });
          }
        } else if (change < 0.45) filters = someFilters();
        // The investors' names the search text matches: some orders, as the desk's investor index finds them.
        const named = new Set(random() < 0.3 ? held().filter(() => random() < 0.05).map((o) => o.id) : []);
        const amount = /^\d+(\.\d{1,2})?$/.test(text) ? text : undefined;
        const query = OrderQuery.parse({ ...filters, text: text || undefined, amount, offset: pick([0, 0, 30]), limit: 60 });
        const page = await index.page(query, named);
        const { total, rows } = expectedPage(held(), (o) => places.get(o.id), query, named);
        expect({ text, total: page.total, rows: page.rows.map((o) => o.id) }).toEqual({ text, total, rows: rows.map((o) => o.id) });
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(200);
    await client.close();
  });
});
