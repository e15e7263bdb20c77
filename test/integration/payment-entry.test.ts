// The payment entry workflow against a real sandbox, through a real proxy that breaks the
// connection where a test asks: drafts on disk before the POST, one send per draft, and a
// lost answer settled by looking at the order, never by sending blindly.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createClient } from '../../src-main/client';
import { AuditLog } from '../../src-main/workflows/audit';
import type { Connection } from '../../src-main/workflows/connection';
import { PaymentEntry } from '../../src-main/workflows/payment-entry';
import type { PaymentDraft, PaymentEntryRequest } from '../../src-shared/domain/payment-entry';
import { type FaultProxy, type Plan, startFaultProxy, throughProxy } from '../support/fault-proxy';
import { type PlacedOrder, placeOrder } from '../support/fixtures';
import { type TestSandbox, startTestSandbox, testVariant } from '../support/sandbox';

let t: TestSandbox;
let proxy: FaultProxy;
let dir: string;
let connection: Connection;
let audit: AuditLog;

const PROFILE = { id: 'test-profile', name: 'Test' };

beforeAll(async () => {
  t = await startTestSandbox();
  proxy = await startFaultProxy(t.sandbox.baseUrl);
  connection = {
    profile: PROFILE,
    client: createClient({
      baseUrl: throughProxy(proxy, t.sandbox.baseUrl),
      key: t.sandbox.key,
      secret: t.sandbox.secret,
      requestTimeoutMs: 300,
      retryBaseDelayMs: 5,
    }),
  };
});
afterAll(async () => {
  await connection.client.close();
  await proxy.close();
  await t.close();
});

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'od-payments-'));
  audit = new AuditLog(join(dir, 'audit.log'));
  proxy.plan = () => ({ fault: 'pass' });
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const draftsFile = () => join(dir, 'payment-drafts.json');
const openEntry = () => PaymentEntry.open({ file: draftsFile(), audit, settleMs: 20 });

function request(placed: PlacedOrder, payment: Partial<PaymentEntryRequest['payment']> = {}): PaymentEntryRequest {
  return {
    draftId: randomUUID(),
    order: { ...placed.ref, orderCode: placed.order.order_code },
    payment: { amount: '250.00', booked_at: '2026-11-20', reference: placed.order.order_code, ...payment },
  };
}

/** The first POST of a payment gets `fault`; everything else passes. */
function breakFirstPost(fault: Plan['fault'], delayMs?: number) {
  let broken = false;
  proxy.plan = ({ method }) => {
    if (method !== 'POST' || broken) return { fault: 'pass' };
    broken = true;
    return { fault, delayMs };
  };
}

const paymentsOf = (placed: PlacedOrder) => t.client.payments.listForOrder(placed.ref);
const postsSeen = () => proxy.seen.filter((r) => r.method === 'POST').length;
/** What reached the host, in order: `GET` and `POST` of the order's payments. */
const paymentCalls = (placed: PlacedOrder, from: number) =>
  proxy.seen.slice(from).flatMap((r) => (r.path.endsWith(`/orders/${placed.order.id}/payments`) ? [r.method] : []));

describe('entering a payment', () => {
  it('writes the draft to disk before the POST, then enters it once', async () => {
    const entry = await openEntry();
    const placed = await placeOrder(t, '1000.00');
    const input = request(placed);
    const onDisk: PaymentDraft[][] = [];
    // The plan runs as the POST's head arrives: what is on disk at that moment.
    proxy.plan = ({ method }) => {
      if (method === 'POST') onDisk.push((JSON.parse(readFileSync(draftsFile(), 'utf8')) as { drafts: PaymentDraft[] }).drafts);
      return { fault: 'pass' };
    };
    const draft = await entry.enter(connection, input);
    expect(onDisk).toEqual([[expect.objectContaining({ draftId: input.draftId, state: 'sending', seen_payment_ids: [] })]]);
    expect(draft).toMatchObject({ state: 'done', attempts: 1, payment: { amount: '250.00', booked_at: '2026-11-20' } });
    const payments = await paymentsOf(placed);
    expect(payments.map((p) => p.id)).toEqual([draft.payment_id]);
    expect(entry.open(PROFILE.id)).toEqual([]);
  });

  it('sends a draft once however often it is entered at the same time', async () => {
    const entry = await openEntry();
    const placed = await placeOrder(t, '1000.00');
    const input = request(placed);
    const before = postsSeen();
    const results = await Promise.all([
      entry.enter(connection, input),
      entry.enter(connection, input),
      entry.retry(connection, input.draftId),
      entry.enter(connection, { ...input, payment: { ...input.payment, amount: '250' } }),
    ]);
    expect(new Set(results.map((d) => d.payment_id)).size).toBe(1);
    expect(postsSeen() - before).toBe(1);
    // Later, the same draft again: the done draft, nothing sent.
    await expect(entry.enter(connection, input)).resolves.toMatchObject({ state: 'done', payment_id: results[0]?.payment_id });
    expect(postsSeen() - before).toBe(1);
    expect(await paymentsOf(placed)).toHaveLength(1);
  });

  it('refuses the same draft id with other values', async () => {
    const entry = await openEntry();
    const placed = await placeOrder(t, '1000.00');
    const input = request(placed);
    await entry.enter(connection, input);
    await expect(entry.enter(connection, { ...input, payment: { ...input.payment, amount: '251.00' } })).rejects.toMatchObject({
      kind: 'bad_request',
    });
    expect(await paymentsOf(placed)).toHaveLength(1);
  });

  it('enters two identical payments from two drafts, one after the other or at once', async () => {
    const entry = await openEntry();
    const placed = await placeOrder(t, '1000.00');
    const first = await entry.enter(connection, request(placed));
    const second = await entry.enter(connection, request(placed));
    const [third, fourth] = await Promise.all([entry.enter(connection, request(placed)), entry.enter(connection, request(placed))]);
    const ids = [first, second, third, fourth].map((d) => d?.payment_id);
    expect(new Set(ids).size).toBe(4);
    expect((await paymentsOf(placed)).map((p) => p.id).sort()).toEqual([...ids].sort());
    expect(await t.client.orders.get(placed.user.id, placed.project.id, placed.order.id)).toMatchObject({ status: 'paid' });
  });

  it('forgets a draft the host refuses on its first send, and throws the refusal', async () => {
    const entry = await openEntry();
    const placed = await placeOrder(t, '1000.00');
    const input = request(placed);
    input.order.orderId = randomUUID();
    await expect(entry.enter(connection, input)).rejects.toMatchObject({ kind: 'not_found', status: 404 });
    expect(entry.get(input.draftId)).toBeUndefined();
    expect(JSON.parse(await readFile(draftsFile(), 'utf8'))).toEqual({ drafts: [] });
  });

  it('keeps a draft it could not send because the host was unreachable, not sent', async () => {
    const entry = await openEntry();
    const placed = await placeOrder(t, '1000.00');
    const input = request(placed);
    proxy.plan = () => ({ fault: 'drop-before' });
    await expect(entry.enter(connection, input)).rejects.toMatchObject({ kind: 'network' });
    expect(entry.open(PROFILE.id)).toMatchObject([{ state: 'pending', attempts: 0, error: { kind: 'network' } }]);
    proxy.plan = () => ({ fault: 'pass' });
    await expect(entry.retry(connection, input.draftId)).resolves.toMatchObject({ state: 'done', attempts: 1 });
    expect(await paymentsOf(placed)).toHaveLength(1);
  });

  it('sends only on the connection the draft was entered on', async () => {
    const entry = await openEntry();
    const placed = await placeOrder(t, '1000.00');
    const input = request(placed);
    proxy.plan = () => ({ fault: 'drop-before' });
    await expect(entry.enter(connection, input)).rejects.toBeInstanceOf(ApiError);
    proxy.plan = () => ({ fault: 'pass' });
    const other: Connection = { ...connection, profile: { id: 'another', name: 'Another' } };
    await expect(entry.retry(other, input.draftId)).rejects.toMatchObject({ kind: 'bad_request' });
    expect(entry.open('another')).toEqual([]);
    await expect(entry.discard('another', input.draftId)).rejects.toMatchObject({ kind: 'not_found' });
    expect(await paymentsOf(placed)).toHaveLength(0);
  });

  it("answers once the draft is written done, before the audit's record of the result; the next entry waits for that record", async () => {
    // The log is busy while the POST travels (a check of the chain, held at the keychain until
    // released): the record of the POST's result queues behind it. Before that, the keychain
    // answers at once (the first entry reads the log's key and head).
    let holding = false;
    let released = false;
    let release = () => {};
    const held = new Promise<void>((done) => (release = () => ((released = true), done())));
    const stored = new Map<string, string>();
    audit = new AuditLog(join(dir, 'audit.log'), {
      keychain: {
        get: async (account) => {
          if (holding) await held;
          return stored.get(account) ?? null;
        },
        set: async (account, value) => void stored.set(account, value),
      },
    });
    const entry = await openEntry();
    const placed = await placeOrder(t, '1000.00');
    let posts = 0;
    let secondPostWhileHeld = false;
    let checking: Promise<unknown> | undefined;
    proxy.plan = ({ method }) => {
      if (method === 'POST') posts += 1;
      if (method === 'POST' && posts === 2) secondPostWhileHeld = !released;
      if (posts === 1 && !checking) {
        holding = true;
        checking = audit.verify();
      }
      return { fault: 'pass' };
    };
    const first = await entry.enter(connection, request(placed));
    expect(first).toMatchObject({ state: 'done' });
    const onDisk = (JSON.parse(await readFile(draftsFile(), 'utf8')) as { drafts: PaymentDraft[] }).drafts;
    expect(onDisk).toEqual([expect.objectContaining({ draftId: first.draftId, state: 'done', payment_id: first.payment_id })]);
    expect((await readFile(join(dir, 'audit.log'), 'utf8')).trim().split('\n')).toHaveLength(1); // the attempt only

    // The second entry gets as far as it can: its attempt's record asked for (it waits behind the
    // held check and the first's result) and its draft written. The POST waits for the record:
    // once the write has ended and its continuations have run, it has not even been asked for.
    const appends = vi.spyOn(audit, 'append');
    const creates = vi.spyOn(connection.client.payments, 'create');
    const second = entry.enter(connection, request(placed, { reference: 'second' }));
    await vi.waitFor(() => expect(appends.mock.calls.map(([e]) => e.phase)).toEqual(['attempt']));
    await entry.written();
    await new Promise((done) => setImmediate(done));
    expect([creates.mock.calls.length, posts]).toEqual([0, 1]);
    creates.mockRestore();
    release();
    await checking;
    expect(await second).toMatchObject({ state: 'done' });
    expect([posts, secondPostWhileHeld]).toEqual([2, false]);
    const log = (await audit.list()).reverse().map((e) => `${e.phase} ${e.outcome ?? ''} ${e.targets.payment_id ?? ''}`.trim());
    expect(log).toEqual(['attempt', `result ok ${first.payment_id}`, 'attempt', `result ok ${(await second).payment_id}`]);
    expect(await audit.verify()).toMatchObject({ intact: true, guard: 'on' });
  });
});

describe('a lost answer', () => {
  it.each([
    ['the answer is lost', 'lose-answer', undefined],
    ['the connection breaks right after the request is delivered', 'drop-after-delivery', undefined],
    // undici checks its answer timeout on a coarse clock (about every half second): well past it.
    ['the answer comes after the timeout', 'delay-answer', 2500],
  ] as const)('when %s, finds the payment on the order and sends nothing more', async (_name, fault, delayMs) => {
    const entry = await openEntry();
    const placed = await placeOrder(t, '1000.00');
    const input = request(placed);
    breakFirstPost(fault, delayMs);
    const before = postsSeen();
    const draft = await entry.enter(connection, input);
    expect(draft).toMatchObject({ state: 'done', attempts: 1 });
    expect(postsSeen() - before).toBe(1);
    expect((await paymentsOf(placed)).map((p) => p.id)).toEqual([draft.payment_id]);
    const log = (await audit.list()).reverse();
    expect(log.filter((e) => e.phase === 'result').map((e) => [e.action, e.outcome, e.targets.found])).toEqual([
      ['payments.create', 'unknown', undefined],
      ['payments.check', 'ok', draft.payment_id],
    ]);
  });

  it('when the request never arrived, leaves the draft unknown; sending again checks first, then sends', async () => {
    const entry = await openEntry();
    const placed = await placeOrder(t, '1000.00');
    const input = request(placed);
    breakFirstPost('drop-before');
    const unknown = await entry.enter(connection, input);
    expect(unknown).toMatchObject({ state: 'unknown', attempts: 1, error: { kind: 'network' } });
    expect(entry.open(PROFILE.id)).toEqual([unknown]);
    expect(await paymentsOf(placed)).toHaveLength(0);
    const done = await entry.retry(connection, input.draftId);
    expect(done).toMatchObject({ state: 'done', attempts: 2 });
    expect((await paymentsOf(placed)).map((p) => p.id)).toEqual([done.payment_id]);
    const actions = (await audit.list()).reverse().filter((e) => e.phase === 'result').map((e) => `${e.action} ${e.outcome}`);
    expect(actions).toEqual(['payments.create unknown', 'payments.check ok', 'payments.check ok', 'payments.create ok']);
  });

  it('never takes an identical payment that was there before as the lost one', async () => {
    const entry = await openEntry();
    const placed = await placeOrder(t, '1000.00');
    const input = request(placed);
    const earlier = await t.client.payments.create(placed.ref, input.payment);
    breakFirstPost('drop-before');
    await expect(entry.enter(connection, input)).resolves.toMatchObject({ state: 'unknown' });
    const done = await entry.retry(connection, input.draftId);
    expect(done.payment_id).not.toBe(earlier.id);
    expect((await paymentsOf(placed)).map((p) => p.id)).toEqual([earlier.id, done.payment_id]);
  });

  it('never takes a payment another draft holds', async () => {
    const entry = await openEntry();
    const placed = await placeOrder(t, '1000.00');
    const lost = request(placed);
    const twin = request(placed);
    // The first POST never arrives; its twin (same transfer data) goes through.
    breakFirstPost('drop-before');
    const [unknown, done] = await Promise.all([entry.enter(connection, lost), entry.enter(connection, twin)]);
    expect(unknown).toMatchObject({ state: 'unknown' });
    expect(done).toMatchObject({ state: 'done' });
    const retried = await entry.retry(connection, lost.draftId);
    expect(retried.payment_id).not.toBe(done.payment_id);
    expect((await paymentsOf(placed)).map((p) => p.id).sort()).toEqual([done.payment_id, retried.payment_id].sort());
  });

  it('stays unknown while the order cannot be read, and sends nothing', async () => {
    const entry = await openEntry();
    const placed = await placeOrder(t, '1000.00');
    const input = request(placed);
    breakFirstPost('drop-before');
    await entry.enter(connection, input);
    proxy.plan = () => ({ fault: 'drop-before' });
    const before = postsSeen();
    await expect(entry.retry(connection, input.draftId)).resolves.toMatchObject({ state: 'unknown', error: { kind: 'network' } });
    expect(postsSeen()).toBe(before);
  });
});

describe("after the order's screen read its payments", () => {
  it('sends the POST without a read of its own, the draft on disk first', async () => {
    const entry = await openEntry();
    const placed = await placeOrder(t, '1000.00');
    const earlier = await t.client.payments.create(placed.ref, { amount: '100.00' });
    await entry.list(connection, placed.ref);
    const from = proxy.seen.length;
    const onDisk: PaymentDraft[][] = [];
    proxy.plan = ({ method }) => {
      if (method === 'POST') onDisk.push((JSON.parse(readFileSync(draftsFile(), 'utf8')) as { drafts: PaymentDraft[] }).drafts);
      return { fault: 'pass' };
    };
    const draft = await entry.enter(connection, request(placed));
    expect(paymentCalls(placed, from)).toEqual(['POST']);
    expect(onDisk).toEqual([[expect.objectContaining({ state: 'sending', seen_payment_ids: [earlier.id], seen_earlier: true })]]);
    expect(draft).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('reads again before the POST when a send on the order came after the read, or one has no outcome yet', async () => {
    const entry = await openEntry();
    const placed = await placeOrder(t, '1000.00');
    await entry.list(connection, placed.ref);
    const first = await entry.enter(connection, request(placed));
    let from = proxy.seen.length;
    const second = await entry.enter(connection, request(placed));
    expect(paymentCalls(placed, from)).toEqual(['GET', 'POST']);
    expect(second.seen_payment_ids).toEqual([first.payment_id]);
    expect(second.seen_earlier).toBeUndefined();
    // A draft sent without an answer: its payment may land still, so a read made before counts for nothing.
    breakFirstPost('drop-before');
    await expect(entry.enter(connection, request(placed))).resolves.toMatchObject({ state: 'unknown' });
    await entry.list(connection, placed.ref);
    from = proxy.seen.length;
    await expect(entry.enter(connection, request(placed))).resolves.toMatchObject({ state: 'done' });
    expect(paymentCalls(placed, from)).toEqual(['GET', 'POST']);
  });

  it('after a lost answer finds the same transfer, and leaves a lone payment said by its amount alone to a person', async () => {
    const entry = await openEntry();
    const placed = await placeOrder(t, '1000.00');
    await entry.list(connection, placed.ref);
    breakFirstPost('lose-answer');
    const input = request(placed);
    const draft = await entry.enter(connection, input);
    const onHost = await paymentsOf(placed);
    expect(onHost).toHaveLength(1);
    // Against the screen's read a payment of the amount alone may be another agent's, entered since.
    const says = testVariant() !== 'minimal';
    expect(draft).toMatchObject(says ? { state: 'done', payment_id: onHost[0]?.id } : { state: 'unknown', candidates: 1 });
    const posts = postsSeen();
    await expect(entry.retry(connection, input.draftId)).resolves.toMatchObject({ state: draft.state });
    expect(postsSeen()).toBe(posts);
    expect(await paymentsOf(placed)).toHaveLength(1);
  });

  it("never takes another agent's payment of the amount entered since the read, and sends ours once", async () => {
    const entry = await openEntry();
    const placed = await placeOrder(t, '1000.00');
    await entry.list(connection, placed.ref);
    const input = request(placed);
    const theirs = await t.client.payments.create(placed.ref, { ...input.payment, reference: 'Another transfer' });
    breakFirstPost('drop-before');
    const unknown = await entry.enter(connection, input);
    expect(unknown.payment_id).toBeUndefined();
    const retried = await entry.retry(connection, input.draftId);
    expect(retried.payment_id).not.toBe(theirs.id);
    if (testVariant() === 'minimal') {
      // Theirs is the lone payment of the amount the desk cannot tell from ours: a person decides.
      expect(retried).toMatchObject({ state: 'unknown', candidates: 1 });
      expect((await paymentsOf(placed)).map((p) => p.id)).toEqual([theirs.id]);
    } else {
      expect(retried).toMatchObject({ state: 'done', attempts: 2 });
      expect((await paymentsOf(placed)).map((p) => p.id).sort()).toEqual([theirs.id, retried.payment_id].sort());
    }
  });
});

describe('after a restart', () => {
  it('shows the drafts that were not confirmed; one that was being sent is unknown, and is checked before any resend', async () => {
    const placed = await placeOrder(t, '1000.00');
    const input = request(placed);
    // The app stopped while the POST was under way; the host did take the payment.
    const created = await t.client.payments.create(placed.ref, input.payment);
    const time = new Date().toISOString();
    const draft: PaymentDraft = {
      draftId: input.draftId,
      profileId: PROFILE.id,
      order: input.order,
      payment: { amount: '250.00', booked_at: '2026-11-20', reference: placed.order.order_code },
      state: 'sending',
      seen_payment_ids: [],
      attempts: 1,
      created_at: time,
      updated_at: time,
    };
    const pending = { ...draft, draftId: randomUUID(), state: 'pending' as const, attempts: 0, seen_payment_ids: undefined };
    await writeFile(draftsFile(), JSON.stringify({ drafts: [draft, pending] }));
    const entry = await openEntry();
    expect(entry.open(PROFILE.id).map((d) => d.state)).toEqual(['unknown', 'pending']);
    expect(JSON.parse(await readFile(draftsFile(), 'utf8'))).toMatchObject({ drafts: [{ state: 'unknown' }, { state: 'pending' }] });
    const before = postsSeen();
    await expect(entry.retry(connection, draft.draftId)).resolves.toMatchObject({ state: 'done', payment_id: created.id });
    expect(postsSeen()).toBe(before);
    await entry.discard(PROFILE.id, pending.draftId);
    expect(entry.open(PROFILE.id)).toEqual([]);
    expect(await paymentsOf(placed)).toHaveLength(1);
  });

  it('forgets done drafts after the default 90 days, keeps the others', async () => {
    const old = new Date(Date.now() - 91 * 24 * 60 * 60 * 1000).toISOString();
    const base = {
      profileId: PROFILE.id,
      order: { userId: randomUUID(), projectId: randomUUID(), orderId: randomUUID(), orderCode: 'OM-1' },
      payment: { amount: '1.00', booked_at: null, reference: null },
      attempts: 1,
      created_at: old,
      updated_at: old,
    };
    await writeFile(
      draftsFile(),
      JSON.stringify({ drafts: [{ ...base, draftId: 'a', state: 'done', payment_id: 'p' }, { ...base, draftId: 'b', state: 'unknown' }] }),
    );
    const entry = await openEntry();
    expect(entry.get('a')).toBeUndefined();
    expect(entry.open(PROFILE.id).map((d) => d.draftId)).toEqual(['b']);
  });
});

describe('on a host whose payments carry only id and amount', () => {
  let m: TestSandbox;
  let mProxy: FaultProxy;
  let mConnection: Connection;
  beforeAll(async () => {
    m = await startTestSandbox({ variant: 'minimal' });
    mProxy = await startFaultProxy(m.sandbox.baseUrl);
    const { baseUrl, key, secret } = m.sandbox;
    mConnection = { profile: PROFILE, client: createClient({ baseUrl: throughProxy(mProxy, baseUrl), key, secret, requestTimeoutMs: 300, retryBaseDelayMs: 5 }) };
  });
  afterAll(async () => {
    await mConnection.client.close();
    await mProxy.close();
    await m.close();
  });

  /** The first POST never reaches the host: the draft is unknown, and nothing was entered. */
  async function unknownDraft(entry: PaymentEntry, placed: PlacedOrder): Promise<PaymentEntryRequest> {
    let broken = false;
    mProxy.plan = ({ method }) => {
      if (method !== 'POST' || broken) return { fault: 'pass' };
      broken = true;
      return { fault: 'drop-before' };
    };
    const input = request(placed);
    await expect(entry.enter(mConnection, input)).resolves.toMatchObject({ state: 'unknown' });
    return input;
  }

  it('takes a new payment of the amount when it is the only candidate', async () => {
    const entry = await openEntry();
    const placed = await placeOrder(m, '1000.00');
    const input = await unknownDraft(entry, placed);
    // Entered meanwhile (the answer was lost, as far as the host's list can tell).
    const arrived = await m.client.payments.create(placed.ref, { amount: '250.00' });
    expect(arrived).not.toHaveProperty('booked_at');
    const posts = mProxy.seen.filter((r) => r.method === 'POST').length;
    await expect(entry.retry(mConnection, input.draftId)).resolves.toMatchObject({ state: 'done', payment_id: arrived.id });
    expect(mProxy.seen.filter((r) => r.method === 'POST').length).toBe(posts);
  });

  it('with two or more candidates stays unknown and says how many, and sends nothing', async () => {
    const entry = await openEntry();
    const placed = await placeOrder(m, '1000.00');
    const input = await unknownDraft(entry, placed);
    await m.client.payments.create(placed.ref, { amount: '250.00' });
    await m.client.payments.create(placed.ref, { amount: '250.00' });
    const posts = mProxy.seen.filter((r) => r.method === 'POST').length;
    const draft = await entry.retry(mConnection, input.draftId);
    expect(draft).toMatchObject({ state: 'unknown', candidates: 2 });
    expect(draft.payment_id).toBeUndefined();
    await expect(entry.retry(mConnection, input.draftId)).resolves.toMatchObject({ state: 'unknown', candidates: 2 });
    expect(mProxy.seen.filter((r) => r.method === 'POST').length).toBe(posts);
    expect(await m.client.payments.listForOrder(placed.ref)).toHaveLength(2);
  });

  it.each([
    ['ours never arrived, another agent entered one of the amount', 'drop-before', 1, 1],
    ['ours arrived, its answer lost', 'lose-answer', 0, 1],
    ['ours arrived, its answer lost, and another agent entered one of the amount', 'lose-answer', 1, 2],
  ] as const)(
    "against the order's screen read, when %s: no payment is taken, and nothing is sent again",
    async (_name, fault, theirs, candidates) => {
      const entry = await openEntry();
      const placed = await placeOrder(m, '1000.00');
      await entry.list(mConnection, placed.ref);
      const others = [];
      for (let i = 0; i < theirs; i++) others.push((await m.client.payments.create(placed.ref, { amount: '250.00' })).id);
      let broken = false;
      mProxy.plan = ({ method }) => {
        if (method !== 'POST' || broken) return { fault: 'pass' };
        broken = true;
        return { fault };
      };
      const input = request(placed);
      await expect(entry.enter(mConnection, input)).resolves.toMatchObject({ state: 'unknown', candidates });
      const posts = mProxy.seen.filter((r) => r.method === 'POST').length;
      const retried = await entry.retry(mConnection, input.draftId);
      expect(retried).toMatchObject({ state: 'unknown', candidates });
      expect(retried.payment_id).toBeUndefined();
      expect(mProxy.seen.filter((r) => r.method === 'POST').length).toBe(posts);
      const onHost = (await m.client.payments.listForOrder(placed.ref)).map((p) => p.id);
      expect(onHost).toHaveLength(candidates);
      expect(onHost).toEqual(expect.arrayContaining(others));
    },
  );

  it('does not count a payment another draft holds as a candidate', async () => {
    const entry = await openEntry();
    const placed = await placeOrder(m, '1000.00');
    const input = await unknownDraft(entry, placed);
    mProxy.plan = () => ({ fault: 'pass' });
    const twin = await entry.enter(mConnection, request(placed));
    expect(twin).toMatchObject({ state: 'done' });
    const other = await m.client.payments.create(placed.ref, { amount: '250.00' });
    await expect(entry.retry(mConnection, input.draftId)).resolves.toMatchObject({ state: 'done', payment_id: other.id });
  });
});
