// The Payments area's channels through the real router of a real desk (its built-in sandbox,
// its drafts file, its audit log): what the window sees.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Desk, startDesk } from '../../src-main/desk';
import type { DeskEvent } from '../../src-shared/contract';
import { approvedInvestor, daysFromNow, liveProject, placeOrder, userForm } from '../support/fixtures';
import { ipcOf } from '../support/ipc';
import { memoryKeychain } from '../support/keychain';
import { type TestSandbox, clientsOn } from '../support/sandbox';
import { testShell } from '../support/shell';
import type { SandboxChild, SandboxStarter } from '../../src-main/sandbox/supervisor';
import { sandboxProcess } from '../support/sandbox-process';
import { holdOrders, searchHeld } from '../../src-renderer/screens/payments/heldOrders';

const shell = testShell({ confirmAnswer: false });
/** One keychain for every desk of this file: a restarted desk opens the drafts the first one sealed. */
const keychain = memoryKeychain();

let dir: string;
let desk: Desk;
let t: TestSandbox;
const events: { event: DeskEvent; payload: unknown }[] = [];

/** Set: the sandbox's next start announces an address nothing listens on, as a host that went away. */
let hostGone = false;
let lastChild: SandboxChild | undefined;
const sandboxOrGone: SandboxStarter = () => {
  const child = sandboxProcess();
  lastChild = child;
  if (!hostGone) return child;
  return {
    ...child,
    onMessage: (listener) =>
      child.onMessage((message) =>
        listener(message.type === 'started' ? { type: 'started', info: { ...message.info, baseUrl: 'http://127.0.0.1:9/api/v1' } } : message),
      ),
  };
};

async function openDesk(): Promise<Desk> {
  const opened = await startDesk({
    userDataDir: dir,
    keychain,
    shell,
    sandboxSeed: 'none',
    sandboxProcess: sandboxOrGone,
  });
  opened.onEvent((event, payload) => events.push({ event, payload }));
  return opened;
}

const { call, value } = ipcOf(() => desk);

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'od-payments-ipc-'));
  desk = await openDesk();
  t = clientsOn(await desk.sandbox());
});
afterAll(async () => {
  await t.close();
  await desk.close();
  await rm(dir, { recursive: true, force: true });
});

describe('finding and browsing orders', () => {
  it('finds an order by its code in any case, also one made after the index was built', async () => {
    const first = await placeOrder(t, '500.00');
    await expect(value('orders.findByCode', { code: first.order.order_code.toLowerCase() })).resolves.toMatchObject({ id: first.order.id });
    const later = await placeOrder(t, '600.00');
    await expect(value('orders.findByCode', { code: ` ${later.order.order_code} ` })).resolves.toMatchObject({ id: later.order.id });
    await expect(call('orders.findByCode', { code: 'OM-NOSUCH00' })).resolves.toMatchObject({
      ok: false,
      error: { kind: 'not_found', message: 'No order has the code OM-NOSUCH00.' },
    });
  });

  it('reads a code as a transfer text is read (spaces, no hyphen), and names the one code a slip away', async () => {
    const placed = await placeOrder(t, '250.00');
    const code = placed.order.order_code;
    const [prefix = '', body = ''] = code.split('-');
    await expect(value('orders.findByCode', { code: `${prefix.toLowerCase()} ${body.slice(0, 4)} ${body.slice(4).toLowerCase()}` })).resolves.toMatchObject({ id: placed.order.id });
    await expect(value('orders.findByCode', { code: `${prefix}${body}` })).resolves.toMatchObject({ id: placed.order.id });
    // Two different neighbours swapped: no order, but "Did you mean" it.
    const at = [...body].findIndex((c, i) => c !== body[i + 1]);
    const swapped = `${prefix}-${body.slice(0, at)}${body[at + 1]}${body[at]}${body.slice(at + 2)}`;
    await expect(call('orders.findByCode', { code: swapped })).resolves.toMatchObject({ ok: false, error: { kind: 'not_found' } });
    await expect(value('orders.nearCode', { code: swapped })).resolves.toEqual({ code });
    await expect(value('orders.nearCode', { code: 'OM-NOSUCH00' })).resolves.toEqual({});
  });

  it('answers the order as the host has it now, not as the index last saw it', async () => {
    const placed = await placeOrder(t, '500.00');
    await value('orders.findByCode', { code: placed.order.order_code });
    await t.client.payments.create(placed.ref, { amount: '500.00' });
    await expect(value('orders.findByCode', { code: placed.order.order_code })).resolves.toMatchObject({ status: 'paid' });
  });

  it("browses all orders, a project's and an investor's, with the API's filters and the text filter", async () => {
    const project = await liveProject(t.client);
    const a = await placeOrder(t, '300.00', project);
    const b = await placeOrder(t, '400.00', project);
    await t.client.payments.create(b.ref, { amount: '100.00' });
    await value('orders.findByCode', { code: b.order.order_code }); // the index hears of b's new status

    const all = await value('orders.browse', { scope: { kind: 'all' }, limit: 500 });
    expect(all.rows.map((o) => o.id)).toEqual(expect.arrayContaining([a.order.id, b.order.id]));
    const inProject = await value('orders.browse', { scope: { kind: 'project', projectId: project.id }, sort: 'amount', direction: 'asc' });
    expect(inProject).toMatchObject({ total: 2, offset: 0, rows: [{ id: a.order.id }, { id: b.order.id, status: 'underpaid' }] });
    const open = await value('orders.browse', { scope: { kind: 'project', projectId: project.id }, status: 'paid' });
    expect(open.total).toBe(0);
    const byCode = await value('orders.browse', { scope: { kind: 'all' }, text: a.order.order_code.slice(3).toLowerCase() });
    expect(byCode.rows.map((o) => o.id)).toEqual([a.order.id]);

    const investor = await value('orders.browse', { scope: { kind: 'investor', userId: b.user.id, projectId: project.id }, status: 'open' });
    expect(investor).toMatchObject({ total: 1, rows: [{ id: b.order.id }] });
    const distributable = await value('orders.browse', {
      scope: { kind: 'investor', userId: b.user.id, projectId: project.id, distributable: true },
    });
    expect(distributable.total).toBe(0);
  });

  it('filters a whole list in the window as the main process filters its index: code, amount, investor name', async () => {
    const project = await liveProject(t.client);
    const placed = [
      await placeOrder(t, '1200.00', project, { name: 'Jürgen Großmann' }),
      await placeOrder(t, '1200.00', project, { name: 'Greta Hoffmann' }),
      await placeOrder(t, '7700.00', project, { name: 'Greta Jung' }),
    ];
    await value('orders.findByCode', { code: placed[2]?.order.order_code ?? '' }); // the index holds them
    const scope = { kind: 'project', projectId: project.id } as const;
    const whole = await value('orders.browse', { scope, whole: true, text: 'ignored', limit: 1 });
    expect(whole).toMatchObject({ total: 3, offset: 0 });
    expect(whole.rows).toHaveLength(3);
    expect(whole.names?.[placed[0]?.order.id ?? '']).toBe('Jürgen Großmann');
    const held = holdOrders(whole);
    const code = placed[1]?.order.order_code ?? '';
    const searches: Array<{ text: string; amount?: string; found: number }> = [
      { text: code.slice(-4).toLowerCase(), found: 1 },
      { text: code.slice(0, 3), found: 3 },
      { text: '1200', amount: '1200', found: 2 },
      { text: '7700.00', amount: '7700.00', found: 1 },
      { text: 'gret', found: 2 },
      { text: 'greta ho', found: 1 },
      { text: 'jurgen gross', found: 1 },
      { text: 'greta 7700', found: 0 },
      { text: 'nobody', found: 0 },
    ];
    // Random codes (Crockford's base32) could hold a short text by chance: these are long enough not to.
    for (const { text, amount, found } of searches) {
      const page = await value('orders.browse', { scope, text, amount, limit: 500 });
      const here = searchHeld(held, text, amount);
      expect({ text, ids: here.map((o) => o.id) }).toEqual({ text, ids: page.rows.map((o) => o.id) });
      expect({ text, found: here.length }).toEqual({ text, found });
    }
  });

  it('refuses a malformed query with the field named', async () => {
    await expect(call('orders.browse', { scope: { kind: 'all' }, limit: 100_000 })).resolves.toMatchObject({
      ok: false,
      error: { kind: 'validation', fields: { limit: [{ text: expect.stringMatching(/500/) as string }] } },
    });
  });
});

describe('creating and cancelling orders', () => {
  it.each([
    ['a user who is not approved', 'bad_request', 'user_not_approved'],
    ['a project that is not live', 'not_allowed', 'project_not_on_sale'],
    ['a project whose volume is reached', 'not_allowed', 'volume_limit_reached'],
  ])('passes on the refusal of %s with its code', async (name, kind, code) => {
    const project =
      name === 'a project that is not live'
        ? await liveProject(t.client, { start_date: daysFromNow(5), end_date: daysFromNow(50) })
        : await liveProject(t.client, { volume: '1000.00' });
    const user = name === 'a user who is not approved' ? await t.client.users.create(userForm()) : await approvedInvestor(t);
    await t.client.investmentTerms.accept(user.id, project.id);
    const amount = name === 'a project whose volume is reached' ? '1000.01' : '500.00';
    events.length = 0;
    await expect(call('orders.create', { userId: user.id, projectId: project.id, order: { amount } })).resolves.toMatchObject({
      ok: false,
      error: { kind, code },
    });
    // The host may know of a change the window has not seen: what the write would have made stale is read again.
    expect(events).toContainEqual({ event: 'changed', payload: { families: ['orders.browse', 'ledgers.investor', 'ledgers.project'] } });
  });

  it('passes on missing terms and a low amount as field messages; accepting the terms lets the order through', async () => {
    const project = await liveProject(t.client, { min_investment_amount: '250.00' });
    const user = await approvedInvestor(t);
    await expect(call('orders.create', { userId: user.id, projectId: project.id, order: { amount: '250' } })).resolves.toMatchObject({
      ok: false,
      error: {
        kind: 'validation',
        fields: {
          investment_terms: [{ text: 'must be accepted for this project' }],
          amount: [{ text: 'must be greater than the project minimum of 250.00' }],
        },
      },
    });
    await expect(value('investmentTerms.accept', { userId: user.id, projectId: project.id })).resolves.toMatchObject({ accepted: true });
    const order = await value('orders.create', { userId: user.id, projectId: project.id, order: { amount: '250.01' } });
    expect(order).toMatchObject({ status: 'new', amount: '250.01' });
    await expect(value('orders.findByCode', { code: order.order_code })).resolves.toMatchObject({ id: order.id });
    const cancelled = await value('orders.cancel', { userId: user.id, projectId: project.id, orderId: order.id });
    expect(cancelled.status).toBe('cancelled');
  });
});

describe('payments', () => {
  it('enters, lists and deletes payments; the order follows', async () => {
    const placed = await placeOrder(t, '1000.00');
    const ref = placed.ref;
    const order = { ...ref, orderCode: placed.order.order_code };
    events.length = 0;
    const draft = await value('payments.enter', { draftId: randomUUID(), order, payment: { amount: '400', booked_at: '2026-11-20', reference: ' ref ' } });
    expect(draft).toMatchObject({ state: 'done', payment: { amount: '400', booked_at: '2026-11-20', reference: 'ref' } });
    // Before its answer, every window heard what the payment made stale: one event with the
    // contract's families, the draft's three states in it (the order index may add its own later).
    const stale = events.filter((e) => e.event === 'changed').map((e) => (e.payload as { families: string[] }).families);
    expect(stale.filter((families) => families.includes('payments.drafts'))).toEqual([
      expect.arrayContaining(['payments.list', 'orders.browse', 'orders.findByCode', 'payments.drafts', 'ledgers.investor']),
    ]);
    events.length = 0;
    const [payment] = await value('payments.list', ref);
    expect(payment).toMatchObject({ id: draft.payment_id, amount: '400.00' });
    await expect(value('orders.findByCode', { code: order.orderCode })).resolves.toMatchObject({ status: 'underpaid' });
    await value('payments.delete', { ...ref, id: draft.payment_id as string });
    await expect(value('orders.findByCode', { code: order.orderCode })).resolves.toMatchObject({ status: 'new' });
  });

  it('checks the form with the API rules before anything is written', async () => {
    const placed = await placeOrder(t, '1000.00');
    const order = { ...placed.ref, orderCode: placed.order.order_code };
    await expect(call('payments.enter', { draftId: randomUUID(), order, payment: { amount: '1.005', booked_at: '20.11.2026' } })).resolves.toMatchObject({
      ok: false,
      error: { kind: 'validation', fields: { amount: [{ code: 'two_decimals' }], booked_at: [{ code: 'date' }] } },
    });
    await expect(value('payments.drafts', undefined)).resolves.toEqual([]);
  });

  it('deletes every payment of an investor', async () => {
    const placed = await placeOrder(t, '1000.00');
    await t.client.payments.create(placed.ref, { amount: '1000.00' });
    await expect(value('payments.destroyForUser', { userId: placed.user.id })).resolves.toEqual({ success: true });
    await expect(value('payments.list', placed.ref)).resolves.toEqual([]);
  });

  it('shows drafts that were never confirmed again after a restart', async () => {
    const placed = await placeOrder(t, '1000.00');
    const order = { ...placed.ref, orderCode: placed.order.order_code };
    // The host goes away under the desk: the draft cannot be sent. (Its process crashes, and
    // the one started on the next call answers at an address nothing listens on.)
    hostGone = true;
    const crashed = new Promise((resolve) => desk.onEvent((event) => event === 'sandbox.crashed' && resolve(event)));
    lastChild?.kill();
    await crashed;
    const draftId = randomUUID();
    await expect(call('payments.enter', { draftId, order, payment: { amount: '5' } })).resolves.toMatchObject({
      ok: false,
      error: { kind: 'network' },
    });
    await t.close();
    await desk.close();
    hostGone = false;
    desk = await openDesk();
    t = clientsOn(await desk.sandbox());
    const drafts = await value('payments.drafts', undefined);
    expect(drafts).toMatchObject([{ draftId, state: 'pending', payment: { amount: '5' }, error: { kind: 'network' } }]);
    await expect(value('payments.retry', { draftId })).resolves.toMatchObject({ state: 'done' });
    await expect(value('payments.list', placed.ref)).resolves.toMatchObject([{ amount: '5.00' }]);
    await expect(value('payments.drafts', undefined)).resolves.toEqual([]);
    const audit = await value('audit.list', {});
    expect(audit.filter((e) => e.action === 'payments.create' && e.phase === 'result').map((e) => e.outcome)).toContain('ok');
    // A reviewer reads the amount in the log, not only the ids.
    expect(audit.filter((e) => e.action === 'payments.create').map((e) => e.targets.amount)).toContain('5');
  });
});
