// A 50-line statement entered over a failing network: answers lost at random (the host took
// the request, the desk never heard), and the agent sends the lines not confirmed again until
// all are done. Every accepted line is then on its order exactly once, and the statement
// imported again proposes nothing. A fixed number of lost answers from a fixed seed in
// `npm test`; `npm run fuzz` loses answers for a time budget from a new seed (test/support/budget.ts).
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createClient } from '../../src-main/client';
import { parseCamt } from '../../src-main/workflows/bank-statements/camt';
import { type AcceptedLine, enterLines } from '../../src-main/workflows/bank-statements/enter';
import { loadMatchIndex } from '../../src-main/workflows/bank-statements/host';
import { matchStatement } from '../../src-main/workflows/bank-statements/matcher';
import { AuditLog } from '../../src-main/workflows/audit';
import type { Connection } from '../../src-main/workflows/connection';
import { PaymentEntry } from '../../src-main/workflows/payment-entry';
import { type FaultProxy, type Plan, throughProxy } from '../support/fault-proxy';
import { budget, replay, trials } from '../support/budget';
import { type PlacedOrder, liveProject, placeOrder } from '../support/fixtures';
import { seededRandom } from '../support/random';
import { type FaultySandbox, startFaultySandbox } from '../support/faulty-sandbox';
import type { TestSandbox } from '../support/sandbox';

const LINES = 50;
const ORDERS = 10;
/** Each run is a lost answer. */
const b = budget(40, 120_000);
/** Rounds once no answer is lost any more: what is left must be done by then. */
const CALM_ROUNDS = 3;

let faulty: FaultySandbox;
let t: TestSandbox;
let proxy: FaultProxy;
let dir: string;
beforeAll(async () => {
  faulty = await startFaultySandbox('od-statement-faults-');
  ({ t, proxy, dir } = faulty);
});
afterAll(() => faulty.close());

/** A camt.053 of `LINES` credits, each quoting one of the orders' codes. */
function statementFor(orders: PlacedOrder[], random: () => number): string {
  const entries = Array.from({ length: LINES }, (_, i) => {
    const order = orders[i % orders.length] as PlacedOrder;
    const amount = `${10 + Math.floor(random() * 90)}.${String(Math.floor(random() * 100)).padStart(2, '0')}`;
    return `<Ntry><Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
<BookgDt><Dt>2026-11-20</Dt></BookgDt><AcctSvcrRef>FAULT-${i}</AcctSvcrRef>
<NtryDtls><TxDtls><RmtInf><Ustrd>${order.order.order_code.toLowerCase()}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`;
  });
  return `<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt>
<GrpHdr><MsgId>F</MsgId><CreDtTm>2026-11-20T22:00:00</CreDtTm></GrpHdr><Stmt><Id>F</Id>${entries.join('\n')}</Stmt></BkToCstmrStmt></Document>`;
}

it(`enters a ${LINES}-line statement exactly once through lost answers (${b.label})`, { timeout: b.timeoutMs }, async () => {
  const random = seededRandom(b.seed);
  // A sequence of its own for the network: the statement stays the same whatever it draws.
  const network = seededRandom(b.seed + 1);
  const project = await liveProject(t.client, { volume: '100000000.00' });
  const orders: PlacedOrder[] = [];
  for (let i = 0; i < ORDERS; i++) orders.push(await placeOrder(t, '10000.00', project));

  const statement = parseCamt(statementFor(orders, random));
  const proposals = matchStatement(statement.lines, await loadMatchIndex(t.client, 'EUR', statement.lines));
  expect(proposals.every((p) => p.status === 'matched')).toBe(true);
  const accepted: AcceptedLine[] = proposals.map((p) => ({ draftId: randomUUID(), line: p.line, order: p.order as NonNullable<typeof p.order> }));

  const client = createClient({
    baseUrl: throughProxy(proxy, t.sandbox.baseUrl),
    key: t.sandbox.key,
    secret: t.sandbox.secret,
    requestTimeoutMs: 250,
    retryBaseDelayMs: 5,
  });
  const connection: Connection = { profile: { id: 'faults', name: 'Faults' }, client };
  const entry = await PaymentEntry.open({ file: join(dir, 'payment-drafts.json'), audit: new AuditLog(join(dir, 'audit.log')), settleMs: 30 });
  const losses = trials(b);
  let lost = 0;
  let losing = true;
  // Most requests lose their answer after the host took them, until the budget is spent.
  proxy.plan = ({ method }): Plan => {
    if (!losing || network() >= 0.85) return { fault: 'pass' };
    if (losses.next().done) {
      losing = false;
      return { fault: 'pass' };
    }
    lost++;
    return { fault: method === 'POST' && network() < 0.4 ? 'drop-after-delivery' : 'lose-answer' };
  };

  let rounds = 0;
  let calm = 0;
  let pending = accepted;
  const outcomes = new Map<string, number>();
  while (pending.length > 0) {
    rounds++;
    if (!losing && ++calm > CALM_ROUNDS) throw new Error(`${pending.length} lines not done ${CALM_ROUNDS} rounds after the last lost answer`);
    // "Check and send again" for every line not confirmed, with the same drafts.
    const results = await enterLines(entry, connection, pending);
    for (const r of results) outcomes.set(r.outcome, (outcomes.get(r.outcome) ?? 0) + 1);
    expect(results.filter((r) => r.outcome === 'refused' || r.outcome === 'failed')).toEqual([]);
    pending = results.filter((r) => r.outcome !== 'done').map((r) => r.accepted);
  }
  proxy.plan = () => ({ fault: 'pass' });
  await client.close();
  console.log(`statement entry faults: ${lost} answers lost, ${rounds} rounds: ${[...outcomes].map(([o, n]) => `${o} ${n}`).join(', ')}; ${replay(b, lost)} replays them`);
  // The whole budget of lost answers was spent before the lines were done.
  expect(losing).toBe(false);

  // The host's view, read directly: each line's reference once, on its order, with its amount.
  const onHost = (await Promise.all(orders.map((o) => t.client.payments.listForOrder(o.ref)))).flat();
  expect(onHost).toHaveLength(LINES);
  for (const { line, order } of accepted) {
    expect(onHost.filter((p) => p.reference === line.bank_reference).map((p) => [p.order_id, p.amount, p.booked_at])).toEqual([
      [order.id, line.amount, line.booking_date],
    ]);
  }
  const again = matchStatement(statement.lines, await loadMatchIndex(t.client, 'EUR', statement.lines));
  expect(again.map((p) => p.status)).toEqual(Array(LINES).fill('done'));
});
