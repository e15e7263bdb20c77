// The sample statements against the demo sandbox over real HTTP: each format's lines meet the
// demo orders, accepted lines are entered through the payment entry with the bank reference,
// and importing the same or an overlapping statement again proposes nothing twice.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSV_PRESETS } from '../../src-main/workflows/bank-statements/csv-presets';
import { type AcceptedLine, enterLines } from '../../src-main/workflows/bank-statements/enter';
import { loadMatchIndex } from '../../src-main/workflows/bank-statements/host';
import { matchStatement } from '../../src-main/workflows/bank-statements/matcher';
import { parseStatement } from '../../src-main/workflows/bank-statements/read';
import type { Proposal } from '../../src-shared/domain/bank-statements';
import { AuditLog } from '../../src-main/workflows/audit';
import { PaymentEntry } from '../../src-main/workflows/payment-entry';
import { type TestSandbox, startTestSandbox } from '../support/sandbox';

const FIXTURES = join(import.meta.dirname, '../fixtures/statements');
const statement = (name: string, preset?: string) =>
  parseStatement(
    readFileSync(join(FIXTURES, name)),
    CSV_PRESETS.find((p) => p.name === preset),
  );

let t: TestSandbox;
let dir: string;
beforeAll(async () => {
  t = await startTestSandbox({ seed: 'demo' });
  dir = await mkdtemp(join(tmpdir(), 'od-statements-'));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

const match = async (name: string, preset?: string) => {
  const { lines } = statement(name, preset);
  return matchStatement(lines, await loadMatchIndex(t.client, 'EUR', lines));
};
const outline = (proposals: Proposal[]) =>
  proposals.map((p) => [p.status, p.reason ?? p.balance?.status ?? '', p.order?.order_code ?? p.candidates?.join(' ') ?? ''].join(' ').trim());

describe('the sample statements on the demo sandbox', () => {
  it('match the demo orders in every format, and keep the lines that must not match apart', async () => {
    expect(outline(await match('demo.camt053.xml'))).toEqual([
      'matched underpaid OM-B3N0R5T1', // lower case, a space inside
      'matched paid OM-B3N0R5T1', // O for 0; with the line above it pays the order
      'suggested paid OM-D9H3J7K0', // no code: amount and name
      'matched overpaid OM-F5Q1S3V7', // split between Strd and Ustrd
      'unmatched no_code', // a code no order has
      'not_candidate debit',
      'not_candidate currency',
      'not_candidate duplicate',
      'not_candidate reversal',
    ]);
    expect(outline(await match('demo.mt940'))).toEqual([
      'matched underpaid OM-B3N0R5T1',
      'matched paid OM-B3N0R5T1',
      'suggested paid OM-D9H3J7K0',
      'not_candidate debit',
      'not_candidate reversal',
    ]);
    expect(outline(await match('demo-sparkasse.csv', 'Sparkasse CSV-CAMT V2'))).toEqual([
      'matched underpaid OM-B3N0R5T1',
      'matched paid OM-B3N0R5T1',
      'suggested paid OM-D9H3J7K0',
      'not_candidate debit',
      'not_candidate currency',
    ]);
    expect(outline(await match('demo-dkb.csv', 'DKB Umsatzliste'))).toEqual([
      'matched underpaid OM-B3N0R5T1',
      'matched paid OM-B3N0R5T1',
      'matched overpaid OM-F5Q1S3V7',
      'not_candidate debit',
    ]);
    expect(outline(await match('demo.camt054.xml'))).toEqual([
      'matched underpaid OM-B3N0R5T1',
      'suggested paid OM-D9H3J7K0',
      'not_candidate pending',
    ]);
  });

  it('enters accepted lines with a pause, and nothing twice when the same or an overlapping statement comes again', async () => {
    const entry = await PaymentEntry.open({ file: join(dir, 'drafts.json'), audit: new AuditLog(join(dir, 'audit.log')), settleMs: 20 });
    const connection = { profile: { id: 'test-profile', name: 'Test' }, client: t.client };
    // An agent accepts the matched lines and the suggestion.
    const accept = (proposals: Proposal[]): AcceptedLine[] =>
      proposals.flatMap(({ status, line, order }) => ((status === 'matched' || status === 'suggested') && order ? [{ draftId: randomUUID(), line, order }] : []));
    const paymentsBefore = (await t.client.payments.list()).length;
    const accepted = accept(await match('demo.camt053.xml'));
    expect(accepted).toHaveLength(4);

    // Paused after the second line: the rest is not sent.
    const pause = new AbortController();
    const progress: string[] = [];
    const first = await enterLines(entry, connection, accepted, {
      signal: pause.signal,
      onProgress: (entered, i, total) => {
        progress.push(`${i + 1}/${total} ${entered.outcome}`);
        if (i === 1) pause.abort();
      },
    });
    expect(progress).toEqual(['1/4 done', '2/4 done', '3/4 paused', '4/4 paused']);
    expect(first.map((r) => r.outcome)).toEqual(['done', 'done', 'paused', 'paused']);
    expect(await t.client.payments.list()).toHaveLength(paymentsBefore + 2);
    // Resumed with the same drafts: the first two are answered from their drafts, not sent again.
    expect((await enterLines(entry, connection, accepted)).map((r) => r.outcome)).toEqual(['done', 'done', 'done', 'done']);
    const payments = await t.client.payments.list();
    expect(payments).toHaveLength(paymentsBefore + 4);
    expect(payments.filter((p) => p.reference === '2026112000002')).toMatchObject([{ amount: '500.00', booked_at: '2026-11-20' }]);
    const orders = await t.client.orders.list();
    expect(orders.find((o) => o.order_code === 'OM-B3N0R5T1')?.status).toBe('paid');
    expect(orders.find((o) => o.order_code === 'OM-D9H3J7K0')?.status).toBe('paid');

    // The same statement again: every line entered is done, none is proposed.
    const again = await match('demo.camt053.xml');
    expect(outline(again).slice(0, 4)).toEqual(['done  OM-B3N0R5T1', 'done  OM-B3N0R5T1', 'done  OM-D9H3J7K0', 'done  OM-F5Q1S3V7']);
    expect(accept(again)).toEqual([]);
    // The notification of the same day overlaps it: the same bookings, done.
    expect(outline(await match('demo.camt054.xml'))).toEqual(['done  OM-B3N0R5T1', 'done  OM-D9H3J7K0', 'not_candidate pending']);
  });
});
