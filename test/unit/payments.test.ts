// The decimal rules of the Payments area: balances, the same transfer, and pages of orders
// sorted and filtered in place.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type OrderEntry, entryOf, selectPage, sortEntries } from '../../src-main/workflows/order-index';
import { OrderQuery } from '../../src-shared/domain/order-index';
import { balanceOf, mayBePayment, paidTotal, samePayment } from '../../src-shared/domain/payment-entry';
import { type Order, type OrderStatus, sortableAmount } from '../../src-shared/wire/orders';
import { holdOrders, searchHeld } from '../../src-renderer/screens/payments/heldOrders';
import { seededRandom } from '../support/random';

describe('balances', () => {
  it('sums amounts exactly', () => {
    expect(paidTotal([{ amount: '0.10' }, { amount: '0.20' }])).toBe('0.30');
    expect(paidTotal([])).toBe('0.00');
  });

  it.each([
    ['new', '0', 'new', '0.00', '1000.00', '0.00'],
    ['new', '999.99', 'underpaid', '999.99', '0.01', '0.00'],
    ['underpaid', '1000', 'paid', '1000.00', '0.00', '0.00'],
    ['paid', '1010.1', 'overpaid', '1010.10', '0.00', '10.10'],
    ['cancelled', '1010.10', 'cancelled', '1010.10', '0.00', '10.10'],
  ] as const)('an order of 1000.00, %s, with %s paid is %s', (status, paid, next, total, outstanding, excess) => {
    expect(balanceOf({ status, amount: '1000.00' }, paid)).toEqual({ status: next, paid: total, outstanding, excess });
  });
});

describe('the same transfer', () => {
  const payment = { amount: '100.00', booked_at: '2026-11-20', reference: 'OM-1' };
  it('compares amounts as decimals and text trimmed, absent as empty', () => {
    expect(samePayment(payment, { amount: '100', booked_at: '2026-11-20', reference: ' OM-1 ' })).toBe(true);
    expect(samePayment({ amount: '5', booked_at: null, reference: null }, { amount: '5.00', booked_at: undefined, reference: '' })).toBe(true);
  });
  it.each([
    ['amount', { amount: '100.01' }],
    ['date', { booked_at: '2026-11-21' }],
    ['reference', { reference: 'OM-2' }],
    ['reference case', { reference: 'om-1' }],
  ])('tells a different %s', (_what, change) => {
    expect(samePayment(payment, { ...payment, ...change })).toBe(false);
  });
});

describe('pages of orders', () => {
  const projectA = randomUUID();
  const projectB = randomUUID();
  function order(i: number, amount: string, status: OrderStatus, project = projectA): Order {
    const at = new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString();
    return {
      id: randomUUID(),
      order_code: `OM-${String(i).padStart(4, '0')}X`,
      status,
      amount,
      user_id: randomUUID(),
      project_id: project,
      created_at: at,
      updated_at: at,
    };
  }
  const orders = [
    order(1, '1000.00', 'new'),
    order(2, '99.50', 'paid'),
    order(3, '250.00', 'underpaid', projectB),
    order(4, '1000.00', 'overpaid'),
    order(5, '20000.00', 'cancelled', projectB),
  ];
  const page = (query: Partial<OrderQuery>, sort: OrderEntry[] = sortEntries(orders.map(entryOf), OrderQuery.parse({ scope: { kind: 'all' }, ...query }).sort)) =>
    selectPage(sort, OrderQuery.parse({ scope: { kind: 'all' }, ...query }));
  const codes = (result: { rows: Order[] }) => result.rows.map((o) => o.order_code);

  it('sorts amounts as numbers, never as text or floats', () => {
    expect(sortableAmount('99.5') < sortableAmount('250')).toBe(true);
    expect(sortableAmount('12345678901234567.89') > sortableAmount('12345678901234567.88')).toBe(true);
    expect(codes(page({ sort: 'amount', direction: 'asc' }))).toEqual(['OM-0002X', 'OM-0003X', 'OM-0001X', 'OM-0004X', 'OM-0005X']);
  });

  it('newest first by default, with the total and a window', () => {
    expect(page({ limit: 2 })).toEqual({ total: 5, rows: [orders[4], orders[3]] });
    expect(codes(page({ offset: 4, limit: 2 }))).toEqual(['OM-0001X']);
  });

  it('filters by status (open: new and underpaid), project, change time, code and amount', () => {
    expect(codes(page({ status: 'open', direction: 'asc' }))).toEqual(['OM-0001X', 'OM-0003X']);
    expect(codes(page({ status: 'paid', direction: 'asc' }))).toEqual(['OM-0002X', 'OM-0004X']);
    expect(codes(page({ scope: { kind: 'project', projectId: projectB } }))).toEqual(['OM-0005X', 'OM-0003X']);
    expect(codes(page({ updated_since: '2026-01-01T00:00:03Z', direction: 'asc' }))).toEqual(['OM-0004X', 'OM-0005X']);
    expect(codes(page({ text: 'om-0002' }))).toEqual(['OM-0002X']);
    expect(codes(page({ amount: '1000', direction: 'asc' }))).toEqual(['OM-0001X', 'OM-0004X']);
    // One search box: the code or the amount.
    expect(codes(page({ text: '99.5', amount: '99.5' }))).toEqual(['OM-0002X']);
    expect(page({ text: 'nothing' })).toEqual({ total: 0, rows: [] });
  });

  it('finds the text inside codes of any length, never across two codes', () => {
    const mixed = [order(1, '1.00', 'new'), order(2, '2.00', 'new'), order(3, '3.00', 'new')];
    mixed[0]!.order_code = 'AB';
    mixed[1]!.order_code = 'CDEFGHIJ';
    mixed[2]!.order_code = 'XAB';
    const sorted = sortEntries(mixed.map(entryOf), 'created_at');
    const find = (text: string) => codes(selectPage(sorted, OrderQuery.parse({ scope: { kind: 'all' }, text, direction: 'asc' })));
    expect(find('ab')).toEqual(['AB', 'XAB']);
    expect(find('hij')).toEqual(['CDEFGHIJ']);
    expect(find('bc')).toEqual([]);
    expect(find('jx')).toEqual([]);
    expect(find('b\nc')).toEqual([]);
  });

  it('finds an amount only whole, never inside a longer amount a host may send', () => {
    const huge = [order(1, '100.00', 'new'), order(2, '100000000000000000000100.00', 'new'), order(3, '1100.00', 'new')];
    const sorted = sortEntries(huge.map(entryOf), 'created_at');
    expect(codes(selectPage(sorted, OrderQuery.parse({ scope: { kind: 'all' }, amount: '100', direction: 'asc' })))).toEqual(['OM-0001X']);
  });
});

describe('a payment that may be the draft\'s', () => {
  const draft = { amount: '100.00', booked_at: '2026-11-20', reference: 'OM-1' };
  it('is the same transfer where the host says date and reference', () => {
    expect(mayBePayment(draft, { amount: '100', booked_at: '2026-11-20', reference: 'OM-1' })).toBe(true);
    expect(mayBePayment(draft, { amount: '100', booked_at: null, reference: 'OM-1' })).toBe(false);
  });
  it('is one of the same amount where the host sends only the amount', () => {
    expect(mayBePayment(draft, { amount: '100' })).toBe(true);
    expect(mayBePayment(draft, { amount: '100.01' })).toBe(false);
  });
});

describe('a whole list filtered in the window', () => {
  it('finds the rows the main process finds, in its order, for random codes, amounts and texts', () => {
    const random = seededRandom(17);
    const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
    const amounts = ['100.00', '100', '99.5', '1000.00', '250.10', '7'];
    const orders: Order[] = Array.from({ length: 300 }, (_, i) => ({
      id: randomUUID(),
      order_code: `OM-${Math.floor(random() * 36 ** 5).toString(36).toUpperCase()}`,
      status: pick(['new', 'paid', 'underpaid'] as const),
      amount: pick(amounts),
      created_at: new Date(Date.UTC(2026, 0, 1, 0, 0, i % 50)).toISOString(),
    }));
    for (let round = 0; round < 200; round++) {
      const code = pick(orders).order_code;
      const from = Math.floor(random() * code.length);
      const text = pick([code.slice(from, from + 1 + Math.floor(random() * 4)).toLowerCase(), pick(amounts), 'om-', 'zz\n', '']);
      const amount = /^\d+(\.\d{1,2})?$/.test(text) ? text : undefined;
      const filters = { scope: { kind: 'all' as const }, sort: pick(['created_at', 'amount', 'order_code'] as const), direction: pick(['asc', 'desc'] as const) };
      const sorted = sortEntries(orders.map(entryOf), filters.sort);
      const whole = { ...selectPage(sorted, OrderQuery.parse({ ...filters, limit: 500 })), offset: 0, asOf: '' };
      const main = selectPage(sorted, OrderQuery.parse({ ...filters, text: text || undefined, amount, limit: 500 }));
      expect({ text, rows: searchHeld(holdOrders(whole), text || undefined, amount) }).toEqual({ text, rows: main.rows });
    }
  });
});
