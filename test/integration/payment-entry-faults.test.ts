// The guarantee under a failing network: randomized trials of the real payment entry
// workflow against a real sandbox, through a real proxy on loopback that drops connections
// before a request reaches the host, right after it did, as the answer starts, or holds the
// answer past the client's timeout. Each trial retries through the workflow's own recovery
// until its payments are done; at the end every intended payment exists exactly once. Most
// trials read the order's payments first, as the order's screen does (the entry then sends
// without a read of its own), and now and then another agent enters a payment of the same
// amount between that read and the entry: no draft may take it.
// A fixed number of trials from a fixed seed in `npm test`; `npm run fuzz` runs them for a time
// budget from a new seed (test/support/budget.ts), and prints what replays its run.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import Big from 'big.js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createClient } from '../../src-main/client';
import { AuditLog } from '../../src-main/workflows/audit';
import type { Connection } from '../../src-main/workflows/connection';
import { PaymentEntry } from '../../src-main/workflows/payment-entry';
import type { PaymentDraft, PaymentEntryRequest } from '../../src-shared/domain/payment-entry';
import type { Payment } from '../../src-shared/wire/payments';
import { type Fault, type FaultProxy, type Plan, throughProxy } from '../support/fault-proxy';
import { budget, replay, trials } from '../support/budget';
import { type PlacedOrder, liveProject, placeOrder } from '../support/fixtures';
import { seededRandom } from '../support/random';
import { type FaultySandbox, startFaultySandbox } from '../support/faulty-sandbox';
import type { TestSandbox } from '../support/sandbox';

const b = budget(12, 120_000);
const ORDERS = 6;
const REQUEST_TIMEOUT_MS = 250;
/** undici checks the answer timeout on a coarse clock (about every half second): well past it. */
const LATE_ANSWER_MS = 1500;
const MAX_SENDS_PER_DRAFT = 40;

function pick<T>(random: () => number, weighted: Array<[T, number]>): T {
  let roll = random() * weighted.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [value, weight] of weighted) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return (weighted.at(-1) as [T, number])[0];
}

const POST_FAULTS: Array<[Fault, number]> = [
  ['pass', 35],
  ['drop-before', 20],
  ['drop-after-delivery', 15],
  ['lose-answer', 20],
  ['delay-answer', 5],
];
const GET_FAULTS: Array<[Fault, number]> = [
  ['pass', 88],
  ['drop-before', 12],
];

/** How one trial enters its payments. */
const SHAPES = ['single', 'double-enter', 'twins', 'repeat'] as const;
type Shape = (typeof SHAPES)[number];

let faulty: FaultySandbox;
let t: TestSandbox;
let proxy: FaultProxy;
let dir: string;
beforeAll(async () => {
  faulty = await startFaultySandbox('od-faults-');
  ({ t, proxy, dir } = faulty);
});
afterAll(() => faulty.close());

it(`enters every payment exactly once over randomized trials of a failing network (${b.label})`, { timeout: b.timeoutMs }, async () => {
  // Sequences of their own for the trials, the POSTs and the GETs: the trials' draws stay the
  // same whatever order the proxy sees requests in.
  const random = seededRandom(b.seed);
  const postRandom = seededRandom(b.seed + 1);
  const getRandom = seededRandom(b.seed + 2);

  const project = await liveProject(t.client, { volume: '100000000.00' });
  const orders: PlacedOrder[] = [];
  for (let i = 0; i < ORDERS; i++) orders.push(await placeOrder(t, '5000.00', project));

  const client = createClient({
    baseUrl: throughProxy(proxy, t.sandbox.baseUrl),
    key: t.sandbox.key,
    secret: t.sandbox.secret,
    requestTimeoutMs: REQUEST_TIMEOUT_MS,
    retryBaseDelayMs: 5,
  });
  const connection: Connection = { profile: { id: 'faults', name: 'Faults' }, client };
  const audit = new AuditLog(join(dir, 'audit.log'));
  const entry = await PaymentEntry.open({
    file: join(dir, 'payment-drafts.json'),
    audit,
    settleMs: 60,
  });

  const faults = new Map<string, number>();
  let posts = 0;
  proxy.plan = ({ method }): Plan => {
    const post = method === 'POST';
    const draw = post ? postRandom : getRandom;
    // The first POSTs meet each fault in turn: even a short run has them all.
    const fault = post && posts < POST_FAULTS.length ? (POST_FAULTS[posts] as [Fault, number])[0] : pick(draw, post ? POST_FAULTS : GET_FAULTS);
    if (post) posts++;
    faults.set(`${method} ${fault}`, (faults.get(`${method} ${fault}`) ?? 0) + 1);
    if (fault === 'delay-answer') return { fault, delayMs: LATE_ANSWER_MS };
    return { fault, delayMs: fault === 'pass' ? Math.floor(draw() * 6) : undefined };
  };

  const intended: PaymentEntryRequest[] = [];
  /** Payments another agent entered, straight on the host. */
  const others = new Set<string>();
  let screenReads = 0;
  const shapes = new Map<Shape, number>();
  let sends = 0;
  let unknownOutcomes = 0;

  /**
   * Enters one draft (perhaps several times at once) and recovers until it is done, or until
   * it stays unknown among candidates it cannot tell apart (a host whose payments say only the
   * amount): a person decides that one.
   */
  async function settle(input: PaymentEntryRequest, first: Promise<PaymentDraft>): Promise<PaymentDraft> {
    let draft = await first.catch(() => entry.get(input.draftId));
    for (let send = 1; draft?.state !== 'done' && draft?.candidates === undefined; send++) {
      if (send > MAX_SENDS_PER_DRAFT) throw new Error(`draft ${input.draftId} not done after ${MAX_SENDS_PER_DRAFT} sends`);
      if (draft?.state === 'unknown') unknownOutcomes++;
      sends++;
      // Not on disk any more: the host refused a first send, so enter it again as the form would.
      const next = draft ? entry.retry(connection, input.draftId) : entry.enter(connection, input);
      draft = await next.catch(() => entry.get(input.draftId));
    }
    return draft;
  }

  const newInput = (order: PlacedOrder, trial: number): PaymentEntryRequest => ({
    draftId: randomUUID(),
    order: { ...order.ref, orderCode: order.order.order_code },
    payment: {
      amount: `${1 + Math.floor(random() * 500)}.${String(Math.floor(random() * 100)).padStart(2, '0')}`,
      booked_at: random() < 0.8 ? `2026-11-${String(1 + Math.floor(random() * 20)).padStart(2, '0')}` : null,
      reference: random() < 0.8 ? `${order.order.order_code} transfer ${trial}` : null,
    },
  });

  /** The order's screen reads its payments (the read may fail like any other); another agent may enter one of `amount` after it. */
  async function openOrder(order: PlacedOrder, amount: string): Promise<void> {
    if (random() < 0.3) return;
    screenReads += await entry.list(connection, order.ref).then(
      () => 1,
      () => 0,
    );
    if (random() < 0.25) others.add((await t.client.payments.create(order.ref, { amount, booked_at: '2026-11-21', reference: 'Another agent' })).id);
  }

  let ran = 0;
  for (const trial of trials(b)) {
    ran = trial + 1;
    const order = orders[Math.floor(random() * orders.length)] as PlacedOrder;
    const earlier = intended.filter((i) => i.order.orderId === order.order.id);
    const shape = pick<Shape>(random, [
      ['single', 50],
      ['double-enter', 20],
      ['twins', 15],
      ['repeat', earlier.length > 0 ? 15 : 0],
    ]);
    shapes.set(shape, (shapes.get(shape) ?? 0) + 1);
    if (shape === 'single') {
      const input = newInput(order, trial);
      intended.push(input);
      await openOrder(order, input.payment.amount);
      await settle(input, entry.enter(connection, input));
    } else if (shape === 'double-enter') {
      // A double click, a second Enter and a second window, all on the same draft.
      const input = newInput(order, trial);
      intended.push(input);
      await openOrder(order, input.payment.amount);
      const attempts = [entry.enter(connection, input), entry.enter(connection, input), entry.retry(connection, input.draftId)];
      const done = await Promise.all(attempts.map((a) => settle(input, a)));
      expect(new Set(done.map((d) => d.payment_id)).size).toBe(1);
    } else {
      // Two transfers with the same data: two drafts, two payments, entered at once or later.
      const base = shape === 'twins' ? newInput(order, trial) : (earlier[Math.floor(random() * earlier.length)] as PaymentEntryRequest);
      const twins = shape === 'twins' ? [base, { ...base, draftId: randomUUID() }] : [{ ...base, draftId: randomUUID() }];
      intended.push(...twins);
      await openOrder(order, base.payment.amount);
      await Promise.all(twins.map((input) => settle(input, entry.enter(connection, input))));
    }
  }

  proxy.plan = () => ({ fault: 'pass' });
  await client.close();

  // The host's view, read directly (no proxy): every payment of the orders, by id, with its order.
  const onHost = new Map<string, Payment & { orderId: string }>();
  for (const order of orders) for (const p of await t.client.payments.listForOrder(order.ref)) onHost.set(p.id, { ...p, orderId: order.order.id });
  const drafts = intended.map((input) => entry.get(input.draftId));
  const claimed = new Map<string, number>();
  for (const draft of drafts) if (draft?.payment_id) claimed.set(draft.payment_id, (claimed.get(draft.payment_id) ?? 0) + 1);

  // Drafts left unknown among candidates: as many payments of their order and amount that no
  // draft holds must be on the host, no more (doubled) and no fewer (lost).
  const keyOf = (orderId: string, amount: string) => `${orderId} ${new Big(amount).toFixed(2)}`;
  const undecided = new Map<string, number>();
  for (const draft of drafts) {
    if (draft?.state !== 'unknown' || draft.candidates === undefined) continue;
    const key = keyOf(draft.order.orderId, draft.payment.amount);
    undecided.set(key, (undecided.get(key) ?? 0) + 1);
  }
  // Unclaimed payments: ours (each must be some undecided draft's) and the other agent's
  // (one of which an undecided draft may stand for, when its own never arrived).
  const unclaimed = new Map<string, number>();
  const unclaimedOthers = new Map<string, number>();
  for (const p of onHost.values()) {
    if (claimed.has(p.id)) continue;
    const key = keyOf(p.orderId, p.amount);
    const counts = others.has(p.id) ? unclaimedOthers : unclaimed;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const lost = intended.filter((input, i) => {
    const draft = drafts[i];
    if (draft?.state === 'unknown' && draft.candidates !== undefined) return false;
    const payment = draft?.payment_id ? onHost.get(draft.payment_id) : undefined;
    return draft?.state !== 'done' || !payment || payment.orderId !== input.order.orderId || !new Big(payment.amount).eq(input.payment.amount);
  });
  const keys = new Set([...undecided.keys(), ...unclaimed.keys()]);
  const count = (counts: Map<string, number>, key: string) => counts.get(key) ?? 0;
  const doubled = [...keys].reduce((n, key) => n + Math.max(0, count(unclaimed, key) - count(undecided, key)), 0);
  const lostAmongCandidates = [...keys].reduce(
    (n, key) => n + Math.max(0, count(undecided, key) - count(unclaimed, key) - count(unclaimedOthers, key)),
    0,
  );
  const sharedClaims = [...claimed.values()].filter((n) => n > 1);
  const othersTaken = [...others].filter((id) => claimed.has(id));
  // Only a host that says no more than the amount leaves a draft among candidates.
  const saysLess = [...onHost.values()].some((p) => p.booked_at === undefined);
  if (!saysLess) expect(undecided.size).toBe(0);
  // How the POSTs ended, as the audit log has them: `unknown (timeout)` is an answer that came too late.
  const outcomes = new Map<string, number>();
  for (const e of await audit.list(Number.MAX_SAFE_INTEGER)) {
    if (e.action !== 'payments.create' || e.phase !== 'result') continue;
    const outcome = e.outcome === 'unknown' ? `unknown (${e.detail ?? ''})` : String(e.outcome);
    outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
  }

  console.log(
    [
      `payment entry faults: ${ran} trials (${[...shapes].map(([s, n]) => `${s} ${n}`).join(', ')}); ${replay(b, ran)} replays them`,
      `  ${intended.length} intended payments, ${others.size} by another agent, ${onHost.size} on the host; doubled ${doubled}, lost ${lost.length + lostAmongCandidates}, another's taken ${othersTaken.length}`,
      `  ${screenReads} entries after the order's screen read its payments`,
      `  ${proxy.seen.length} requests through the proxy: ${[...faults].sort().map(([f, n]) => `${f} ${n}`).join(', ')}`,
      `  POSTs: ${[...outcomes].sort().map(([o, n]) => `${o} ${n}`).join(', ')}`,
      `  ${unknownOutcomes} sends ended with the outcome unknown; ${sends} sends again through the check`,
      `  ${[...undecided.values()].reduce((a, b) => a + b, 0)} drafts left unknown among candidates the host does not tell apart`,
    ].join('\n'),
  );
  expect({ doubled, lost: lost.length + lostAmongCandidates, sharedClaims: sharedClaims.length, othersTaken: othersTaken.length }).toEqual({
    doubled: 0,
    lost: 0,
    sharedClaims: 0,
    othersTaken: 0,
  });
  expect(onHost.size - others.size).toBeLessThanOrEqual(intended.length);
  if (undecided.size === 0) expect(onHost.size - others.size).toBe(intended.length);
  expect(others.size).toBeGreaterThan(0);
  // The run really hit every kind of failure, and entered payments every way.
  for (const fault of POST_FAULTS.map(([f]) => f)) expect(faults.get(`POST ${fault}`) ?? 0).toBeGreaterThan(0);
  for (const shape of SHAPES) expect(shapes.get(shape) ?? 0).toBeGreaterThan(0);
  expect(outcomes.get('unknown (timeout)') ?? 0).toBeGreaterThan(0);
});
