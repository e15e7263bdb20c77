// The ledgers against real sandboxes: an investor's orders in two projects with their
// payments, terms and custody account, added up exactly; a project's payments and orders;
// the CSV files. Both kinds of host run whatever the run's variant: on a `minimal` host the
// payments of `GET /payments` do not say their order, and the ledger groups them through
// each order's own payment list instead.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfferingClient } from '../../src-main/client';
import type { HostVariant } from '../../src-main/sandbox/variants';
import {
  INVESTOR_LEDGER_HEADER,
  investorLedger,
  projectLedgerOf,
  writeInvestorLedgerCsv,
  writeProjectLedgerCsv,
} from '../../src-main/workflows/ledgers';
import { type ProjectLedger, destroyPreview, placeOf } from '../../src-shared/domain/ledgers';
import { OrderIndex } from '../../src-main/workflows/order-index';
import { investorWithLedger, placeOrder } from '../support/fixtures';
import { type TestSandbox, startTestSandbox } from '../support/sandbox';

const hosts = {} as Record<HostVariant, TestSandbox>;
let dir: string;

beforeAll(async () => {
  [hosts.standard, hosts.minimal] = await Promise.all([startTestSandbox({ variant: 'standard' }), startTestSandbox({ variant: 'minimal' })]);
  dir = await mkdtemp(join(tmpdir(), 'ledgers-'));
});
afterAll(async () => {
  await Promise.all([hosts.standard.close(), hosts.minimal.close()]);
  await rm(dir, { recursive: true, force: true });
});

describe.each(['standard', 'minimal'] as const)('the investor ledger on a %s host', (variant) => {
  it('puts every payment to its order and adds up per order, per project and in all', async () => {
    const t = hosts[variant];
    const { user, account, a, b, full, part, over, cancelled } = await investorWithLedger(t);
    // A payment is never put twice nor dropped: one more for nobody else's order.
    const other = await placeOrder(t, '150.00');
    await t.client.payments.create(other.ref, { amount: '150.00' });

    const ledger = await investorLedger(t.client, user.id);
    expect(ledger.grouping).toBe(variant === 'minimal' ? 'order_lists' : 'payment_list');
    expect(ledger.unplaced).toEqual([]);
    const byCode = new Map(ledger.projects.map((p) => [p.project.code, p]));
    const inA = byCode.get(a.code);
    const inB = byCode.get(b.code);
    expect(ledger.projects).toHaveLength(2);
    const amounts = (o: { payments: Array<{ amount: string }> }) => o.payments.map((p) => p.amount).sort();
    const orderOf = (p: typeof inA, id: string) => p?.orders.find((o) => o.order.id === id);
    expect(amounts(orderOf(inA, full.id)!)).toEqual(['400.00', '600.00']);
    expect(orderOf(inA, part.id)?.totals).toEqual({ ordered: '500.00', received: '300.00', toCome: '200.00', overpaid: '0.00' });
    expect(orderOf(inB, over.id)?.totals).toEqual({ ordered: '200.00', received: '250.00', toCome: '0.00', overpaid: '50.00' });
    // A cancelled order owes nothing: what came in for it is money to give back.
    expect(orderOf(inB, cancelled.id)?.totals).toEqual({ ordered: '0.00', received: '50.00', toCome: '0.00', overpaid: '50.00' });
    expect(inA?.totals).toEqual({ ordered: '1500.00', received: '1300.00', toCome: '200.00', overpaid: '0.00' });
    expect(inB?.totals).toEqual({ ordered: '200.00', received: '300.00', toCome: '0.00', overpaid: '100.00' });
    expect(ledger.totals).toEqual({ ordered: '1700.00', received: '1600.00', toCome: '200.00', overpaid: '100.00' });
    expect(inA?.terms?.accepted).toBe(true);
    expect(inB?.terms?.accepted).toBe(true);
    // Both hosts keep the acceptance time (minimal drops only the ids).
    expect(inB?.terms?.acceptedAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(ledger.custody).toEqual([expect.objectContaining({ accountId: account.id, symbol: account.symbol, balance: '12.50' })]);

    // The CSV: a line per order, per payment, per project and one for all; formulas defused; a BOM.
    const path = join(dir, `investor-${variant}.csv`);
    const lines = await writeInvestorLedgerCsv(path, ledger);
    const text = await readFile(path, 'utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows: string[][] = parse(text, { bom: true });
    expect(rows[0]).toEqual(INVESTOR_LEDGER_HEADER);
    expect(rows).toHaveLength(lines + 1);
    expect(rows.filter((r) => r[0] === 'payment')).toHaveLength(5);
    expect(rows.filter((r) => r[0] === 'order')).toHaveLength(4);
    expect(rows.find((r) => r[0] === 'project' && r[1] === a.code)?.slice(4, 8)).toEqual(['1500.00', '1300.00', '200.00', '0.00']);
    expect(rows.at(-1)?.slice(0, 8)).toEqual(['total', '', '', '', '1700.00', '1600.00', '200.00', '100.00']);
    // The minimal host does not send references: only standard has one to defuse.
    if (variant === 'standard') expect(rows.some((r) => r[11] === "'=cmd|calc")).toBe(true);
    expect(text).not.toMatch(/,=cmd/);
  });

  it('says what deleting all payments would delete, and that a settled order with payments blocks it', async () => {
    const t = hosts[variant];
    const { user, full } = await investorWithLedger(t);
    const before = destroyPreview(await investorLedger(t.client, user.id));
    expect(before.payments).toHaveLength(5);
    expect(before.total).toBe('1600.00');
    expect(before.blockedBy).toEqual([]);

    await t.operator.setOrderStatus(full.id, { status: 'settled' });
    const blocked = destroyPreview(await investorLedger(t.client, user.id));
    expect(blocked.blockedBy.map((b) => b.orderCode)).toEqual([full.order_code]);
    // The host agrees: it refuses and deletes nothing.
    await expect(t.client.users.destroyPayments(user.id)).rejects.toMatchObject({ status: 422 });
    expect(destroyPreview(await investorLedger(t.client, user.id)).payments).toHaveLength(5);
  });
});

describe('the project ledger', () => {
  /** The CSV of the payments from 350.00: the two of the full order, with its code. */
  const expectFilteredCsv = async (ledger: ProjectLedger, name: string, code: string) => {
    const path = join(dir, name);
    expect(await writeProjectLedgerCsv(path, ledger, { min: '350.00' })).toBe(2);
    const rows: string[][] = parse(await readFile(path, 'utf8'), { bom: true });
    expect(rows.slice(1).map((r) => [r[1], r[4]]).sort()).toEqual([
      ['400.00', code],
      ['600.00', code],
    ]);
  };

  it('holds the project’s payments and orders, and writes the filtered payments as CSV', async () => {
    const t = hosts.standard;
    const { a, full, part } = await investorWithLedger(t);
    const index = new OrderIndex(t.client);
    const ledger = await projectLedgerOf(t.client, index, a.id);
    expect(ledger.payments.map((p) => p.amount).sort()).toEqual(['300.00', '400.00', '600.00']);
    expect(ledger.received).toBe('1300.00');
    expect(ledger.orders.map((o) => o.id).sort()).toEqual([full.id, part.id].sort());

    await expectFilteredCsv(ledger, 'project.csv', full.order_code);
  });

  it('on a minimal host: each payment placed on its order through the orders’ own payment lists, those with payments asked first', async () => {
    const t = hosts.minimal;
    const { user, a, full, part } = await investorWithLedger(t);
    // New orders without payments: their lists are asked only while a payment has no place.
    const fresh = await Promise.all(Array.from({ length: 10 }, () => t.client.orders.create(user.id, a.id, { amount: '150.00' })));
    const asked: string[] = [];
    const client: OfferingClient = {
      ...t.client,
      payments: {
        ...t.client.payments,
        listForOrder: (ref) => {
          asked.push(ref.orderId);
          return t.client.payments.listForOrder(ref);
        },
      },
    };
    const ledger = await projectLedgerOf(client, new OrderIndex(t.client), a.id);
    expect(ledger.received).toBe('1300.00');
    expect(ledger.payments.every((p) => p.booked_at === undefined && p.order_id === undefined)).toBe(true);
    expect(ledger.grouping).toBe('order_lists');
    const byOrder = (orderId: string) =>
      ledger.payments
        .filter((p) => placeOf(ledger, p).orderId === orderId)
        .map((p) => p.amount)
        .sort();
    expect(byOrder(full.id)).toEqual(['400.00', '600.00']);
    expect(byOrder(part.id)).toEqual(['300.00']);
    expect(ledger.payments.map((p) => placeOf(ledger, p).userId)).toEqual(ledger.payments.map(() => user.id));
    expect(asked).toEqual(expect.arrayContaining([full.id, part.id]));
    expect(asked.length).toBeLessThan(fresh.length + 2);

    await expectFilteredCsv(ledger, 'project-minimal.csv', full.order_code);
  });

  it('on a standard host: the payments say their order, no order list is asked', async () => {
    const t = hosts.standard;
    const { a } = await investorWithLedger(t);
    const ledger = await projectLedgerOf(t.client, new OrderIndex(t.client), a.id);
    expect(ledger.grouping).toBe('payment_list');
    expect(ledger.placed).toEqual({});
  });
});
