// Properties of the statement matcher over generated days: orders, payments, investors and
// lines that name them however investors type codes. The matcher reads only what the lines
// name, so orders, payments and investors that no line names change no proposal; what each
// matched line makes of its order adds up the order's payments and the lines above it; no
// bank line is proposed twice.
import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type MatchIndex, matchStatement } from '../../src-main/workflows/bank-statements/matcher';
import type { StatementLine } from '../../src-shared/domain/bank-statements';
import type { Order, OrderStatus } from '../../src-shared/wire/orders';
import { budget, checkProperty } from '../support/budget';

const b = budget(2_000);

/** Crockford base32 like the sandbox's codes; few letters, so lines name codes often. */
const body = fc.string({ unit: fc.constantFrom('0', '1', '3', 'A', 'K', 'Z'), minLength: 4, maxLength: 4 });
const STATUSES: OrderStatus[] = ['new', 'underpaid', 'paid', 'overpaid', 'cancelled', 'settled'];
const amount = fc.constantFrom('100.00', '250.00', '250.50', '1000.00');
const NAMES = ['Ben Müller', 'Anna Schmidt', 'David Fischer', 'Emma Wagner'];

/** How an investor writes a code into the remittance text. */
const written = (code: string, how: number) =>
  [code, code.toLowerCase(), code.replace('-', ' '), code.replace(/0/g, 'O'), `Zeichnung${code.replace('-', '')}`, `${code.slice(0, 5)} ${code.slice(5)}`][how];

interface Day {
  index: MatchIndex;
  lines: StatementLine[];
}

const day = fc
  .record({
    orders: fc.uniqueArray(fc.record({ body, status: fc.constantFrom(...STATUSES), amount, user: fc.nat(NAMES.length - 1) }), {
      selector: (o) => o.body,
      minLength: 1,
      maxLength: 12,
    }),
    payments: fc.array(fc.record({ order: fc.nat(), amount, reference: fc.option(fc.nat(5)) }), { maxLength: 10 }),
    lines: fc.array(
      fc.record({
        code: fc.option(fc.record({ order: fc.nat(), how: fc.nat(5) })),
        amount,
        payer: fc.option(fc.nat(NAMES.length - 1)),
        reference: fc.nat(5),
        debit: fc.boolean(),
      }),
      { minLength: 1, maxLength: 10 },
    ),
  })
  .map(({ orders: drafts, payments, lines }): Day => {
    const at = '2026-11-01T10:00:00.000Z';
    const orders: Order[] = drafts.map((o, i) => ({
      id: `order-${i}`,
      order_code: `OM-${o.body}`,
      status: o.status,
      amount: o.amount,
      user_id: `user-${o.user}`,
      project_id: 'p1',
      created_at: at,
      updated_at: at,
    }));
    const of = (n: number) => orders[n % orders.length] as Order;
    return {
      index: {
        orders,
        payments: payments.map((p, i) => ({ id: `pay-${i}`, order_id: of(p.order).id, amount: p.amount, reference: p.reference === null ? null : `BANK-${p.reference}` })),
        investors: NAMES.map((name, i) => ({ id: `user-${i}`, name })),
        currency: 'EUR',
      },
      lines: lines.map((l, i) => ({
        index: i,
        source: `Stmt[1]/Ntry[${i + 1}]`,
        booking_date: '2026-11-20',
        amount: l.amount,
        currency: 'EUR',
        direction: l.debit ? 'debit' : 'credit',
        reversal: false,
        booked: true,
        remittance: { structured: [], unstructured: [l.code ? `Danke ${written(of(l.code.order).order_code, l.code.how)}` : 'Zeichnung Solarpark'] },
        payer_name: l.payer === null ? null : (NAMES[l.payer] as string).split(' ').reverse().join(', '),
        payer_iban: null,
        bank_reference: `BANK-${l.reference}`,
        bank_reference_kind: 'AcctSvcrRef',
      })),
    };
  });

/** Orders, payments and investors of another project that no line names: codes of another shape, investors of other names. */
const elsewhere = fc
  .array(fc.record({ body: fc.string({ unit: fc.constantFrom('2', '4', '5', 'M', 'N'), minLength: 4, maxLength: 4 }), amount, paid: fc.boolean() }), {
    maxLength: 20,
  })
  .map((drafts) => {
    const at = '2026-11-01T10:00:00.000Z';
    const orders: Order[] = drafts.map((o, i) => ({
      id: `other-${i}`,
      order_code: `OM-${o.body}`,
      status: 'new',
      amount: o.amount,
      user_id: `other-user-${i}`,
      project_id: 'p2',
      created_at: at,
      updated_at: at,
    }));
    return {
      orders,
      payments: drafts.flatMap((o, i) => (o.paid ? [{ id: `other-pay-${i}`, order_id: `other-${i}`, amount: o.amount, reference: `OTHER-${i}` }] : [])),
      investors: drafts.map((_, i) => ({ id: `other-user-${i}`, name: `Olga Other${i}` })),
    };
  });

describe('statement matcher', () => {
  it(
    'proposes the same for a day whatever else the host holds, adds up each order and proposes no bank line twice',
    async () => {
      await checkProperty(
        fc.asyncProperty(day, elsewhere, async ({ index, lines }, other) => {
          const proposals = matchStatement(lines, index);
          // Another project's orders around them (the code lookup built anew), in the host's order.
          const wider: MatchIndex = {
            ...index,
            orders: [...other.orders.slice(0, 7), ...index.orders, ...other.orders.slice(7)],
            payments: [...other.payments, ...index.payments],
            investors: [...other.investors, ...index.investors],
          };
          expect(matchStatement(lines, wider)).toEqual(proposals);

          const proposed = proposals.filter((p) => p.status === 'matched' || p.status === 'suggested' || p.status === 'done');
          expect(new Set(proposed.map((p) => p.line.bank_reference)).size).toBe(proposed.length);

          // A matched line's order has received its payments and every matched line up to this one.
          const received = new Map<string, Big>();
          for (const p of proposals) {
            if (p.status !== 'matched' || !p.order) continue;
            const order = p.order;
            const before = received.get(order.id) ?? index.payments.filter((x) => x.order_id === order.id).reduce((sum, x) => sum.plus(x.amount), new Big(0));
            const after = before.plus(p.line.amount);
            received.set(order.id, after);
            expect(p.balance?.paid).toBe(after.toFixed(2));
            expect(new Big(p.balance?.outstanding ?? 'NaN').minus(p.balance?.excess ?? 'NaN').toFixed(2)).toBe(new Big(order.amount).minus(after).toFixed(2));
          }
          // A suggestion pays an open order of an investor the payer names, in full.
          for (const p of proposals.filter((x) => x.status === 'suggested')) {
            expect(['new', 'underpaid']).toContain(p.order?.status);
            const investor = index.investors.find((i) => i.id === p.order?.user_id);
            expect(p.line.payer_name).toBe(investor?.name.split(' ').reverse().join(', '));
            expect(p.balance?.outstanding).toBe('0.00');
          }
        }),
        b,
      );
    },
    b.timeoutMs,
  );
});
