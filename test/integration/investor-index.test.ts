// The investor index against a real sandbox: it knows the investors on orders (the orders'
// `user_id`, or on a host whose orders do not say it, the spec's by-order-status path) and
// those opened in the desk; it finds them by parts of the name and the email with a typo,
// names each order's investor and each wallet address's, and builds the review queue from them
// (the recent ones included). Both kinds of host are
// started here whatever the run's variant: the index behaves by what it gets.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HostVariant } from '../../src-main/sandbox/variants';
import { InvestorIndex, RecentInvestors } from '../../src-main/workflows/investor-index';
import { orderFigures } from '../../src-main/workflows/order-figures';
import { OrderIndex } from '../../src-main/workflows/order-index';
import { liveProject, placeOrder, unique, userForm } from '../support/fixtures';
import { type TestSandbox, startTestSandbox } from '../support/sandbox';

let dir: string;
const hosts = {} as Record<HostVariant, TestSandbox>;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'investor-index-'));
  [hosts.standard, hosts.minimal] = await Promise.all([startTestSandbox({ variant: 'standard' }), startTestSandbox({ variant: 'minimal' })]);
});
afterAll(async () => {
  await Promise.all(Object.values(hosts).map((t) => t.close()));
  await rm(dir, { recursive: true, force: true });
});

async function indexOn(t: TestSandbox, file = join(dir, `${unique('recent')}.json`)) {
  const recent = await RecentInvestors.open(file, (m) => {
    throw new Error(m);
  });
  const orders = new OrderIndex(t.client);
  return { orders, recent, investors: new InvestorIndex(orders, recent, 'p1'), file };
}

describe.each(['standard', 'minimal'] as const)('the investor index on a %s host', (variant) => {
  it('finds investors on orders by name parts, a typo and part of the email, and names their orders', async () => {
    const t = hosts[variant];
    const project = await liveProject(t.client);
    const tag = unique('x').toLowerCase().replace(/[^a-z0-9]/g, '');
    const greta = await placeOrder(t, '1200.00', project, { name: `Greta Hoffmann ${tag}`, email: `greta.${tag}@example.com` });
    const other = await placeOrder(t, '300.00', project, { name: `Liam Walsh ${tag}`, email: `liam.${tag}@example.org` });
    await t.client.payments.create(greta.ref, { amount: '200.00' });
    const { orders, investors } = await indexOn(t);

    const byName = await investors.search(`greta hofman ${tag}`, 5);
    expect(byName.matches[0]).toMatchObject({ id: greta.user.id, name: greta.user.name, email: greta.user.email, recent: false });
    expect(byName.known).toBeGreaterThanOrEqual(2);
    expect((await investors.search(`walsh ${tag}`, 5)).matches.map((m) => m.id)).toEqual([other.user.id]);
    expect((await investors.search(`liam.${tag}@example`, 5)).matches.map((m) => m.id)).toEqual([other.user.id]);

    expect(await investors.investorsOf([greta.order.id, other.order.id])).toEqual({
      [greta.order.id]: { id: greta.user.id, name: greta.user.name },
      [other.order.id]: { id: other.user.id, name: other.user.name },
    });
    expect(await investors.namesOf([greta.user.id, 'not-known-here'])).toEqual({ [greta.user.id]: { id: greta.user.id, name: greta.user.name } });
    expect([...(await investors.ordersNamed(`hoffmann ${tag}`))]).toEqual([greta.order.id]);

    const figures = await orderFigures(t.client, orders, investors, [greta.order.id, other.order.id]);
    expect(figures[greta.order.id]).toEqual({ investor: { id: greta.user.id, name: greta.user.name }, received: '200.00', due: '1000.00' });
    expect(figures[other.order.id]).toMatchObject({ received: '0.00', due: '300.00' });
  });

  it('has the recent investors not read yet in the review queue, whatever was searched before', async () => {
    const t = hosts[variant];
    const tag = unique('r').toLowerCase().replace(/[^a-z0-9]/g, '');
    const pending = await t.client.users.create(userForm({ name: `Pending ${tag}` }));
    const { investors, file } = await indexOn(t);
    await investors.opened(pending);
    // A desk started again knows it by id and name only, until something reads it.
    const again = await indexOn(t, file);
    expect((await again.investors.reviewQueue()).entries.map((e) => e.id)).toContain(pending.id);
  });

  it('names the investors of a list’s wallet addresses, in any case, where the host says the wallet', async () => {
    const t = hosts[variant];
    const project = await liveProject(t.client);
    const tag = unique('w').toLowerCase().replace(/[^a-z0-9]/g, '');
    const address = userForm().wallet_address ?? '';
    const paid = await placeOrder(t, '400.00', project, { name: `Wallet ${tag}`, wallet_address: address });
    const { investors } = await indexOn(t);
    const named = await investors.namedByAddress([address.toUpperCase().replace(/^0X/, '0x'), '0x0000000000000000000000000000000000000000']);
    // A host that sends only the spec's named fields says no wallet: nobody is named.
    expect([...named]).toEqual(variant === 'minimal' ? [] : [[address.toLowerCase(), { id: paid.user.id, name: paid.user.name }]]);
  });

  it('knows an investor without orders once opened, keeps only id and name on disk, and forgets them with the local data', async () => {
    const t = hosts[variant];
    const tag = unique('y').toLowerCase().replace(/[^a-z0-9]/g, '');
    const user = await t.client.users.create(userForm({ name: `Jürgen Groß ${tag}`, email: `jg.${tag}@example.com` }));
    const { investors, recent, file } = await indexOn(t);
    expect((await investors.search(`jurgen ${tag}`, 5)).matches).toEqual([]);

    await investors.opened(await t.client.users.findByEmail(user.email));
    expect((await investors.search(`jurgen ${tag}`, 5)).matches).toMatchObject([{ id: user.id, email: user.email, recent: true }]);
    const onDisk = await readFile(file, 'utf8');
    expect(onDisk).toContain(user.id);
    expect(onDisk).not.toContain(user.email);

    // A desk started again knows the recent investor by name, and reads the email to open it.
    const again = await indexOn(t, file);
    expect((await again.investors.search('', 5)).matches).toMatchObject([{ id: user.id, name: user.name, email: user.email, recent: true }]);

    expect(await recent.forgetProfile('p1')).toBe(1);
    expect(recent.of('p1')).toEqual([]);
  });

  it('lists the known investors not approved yet in the review queue, with their open KYC checks', async () => {
    const t = hosts[variant];
    const project = await liveProject(t.client);
    const tag = unique('z').toLowerCase().replace(/[^a-z0-9]/g, '');
    const approved = await placeOrder(t, '400.00', project, { name: `Approved ${tag}` });
    const pending = await t.client.users.create(userForm({ name: `Pending ${tag}` }));
    const { investors } = await indexOn(t);
    await investors.opened(pending);

    const queue = await investors.reviewQueue();
    const mine = queue.entries.filter((e) => e.name.endsWith(tag));
    expect(mine.map((e) => e.id)).toContain(pending.id);
    const entry = mine.find((e) => e.id === pending.id);
    expect(entry).toMatchObject({ approved: false, email: pending.email, videoPending: false });
    expect(entry?.open?.length).toBeGreaterThan(0);
    expect(mine.map((e) => e.id)).not.toContain(approved.user.id);
    expect(queue.counts.unapproved).toBe(queue.entries.filter((e) => !e.approved).length);
    expect(queue.known).toBeGreaterThanOrEqual(2);
  });
});
