// The ledgers' decimal rules: totals per order and added up, exactly; terms; the project
// ledger's filter; funding per day.
import { describe, expect, it } from 'vitest';
import {
  addTotals,
  byPaymentDay,
  filterPayments,
  fundingByDay,
  orderTotals,
  paymentsTotal,
  termsState,
  volumeInView,
} from '../../src-shared/domain/ledgers';
import type { Order } from '../../src-shared/wire/orders';
import type { Payment } from '../../src-shared/wire/payments';

const ID = '00000000-0000-4000-8000-000000000000';
const pay = (amount: string, extra: Partial<Payment> = {}): Payment => ({ id: ID, amount, ...extra });
const order = (amount: string, status: Order['status'], created_at?: string): Order => ({ id: ID, order_code: 'OM-1', amount, status, created_at });

describe('order totals', () => {
  it('are exact where floats are not (0.1 + 0.2)', () => {
    expect(orderTotals(order('0.30', 'paid'), [pay('0.1'), pay('0.2')])).toEqual({ ordered: '0.30', received: '0.30', toCome: '0.00', overpaid: '0.00' });
  });
  it('say what is still to come and what came in beyond the amount', () => {
    expect(orderTotals(order('1000', 'underpaid'), [pay('999.99')])).toMatchObject({ toCome: '0.01', overpaid: '0.00' });
    expect(orderTotals(order('1000', 'overpaid'), [pay('1000.01')])).toMatchObject({ toCome: '0.00', overpaid: '0.01' });
    expect(orderTotals(order('1000', 'new'), [])).toEqual({ ordered: '1000.00', received: '0.00', toCome: '1000.00', overpaid: '0.00' });
  });
  it('of a cancelled order owe nothing: what came in is overpaid', () => {
    expect(orderTotals(order('500', 'cancelled'), [pay('20')])).toEqual({ ordered: '0.00', received: '20.00', toCome: '0.00', overpaid: '20.00' });
  });
  it('add up, payments without an order counting as received and overpaid', () => {
    const parts = [orderTotals(order('10.10', 'underpaid'), [pay('5.05')]), orderTotals(order('1e2', 'paid'), [pay('100')])];
    expect(addTotals(parts, [pay('0.01')])).toEqual({ ordered: '110.10', received: '105.06', toCome: '5.05', overpaid: '0.01' });
    expect(addTotals([])).toEqual({ ordered: '0.00', received: '0.00', toCome: '0.00', overpaid: '0.00' });
  });
});

describe('terms', () => {
  it('are accepted when a record says so, at the earliest time it names', () => {
    expect(termsState([])).toEqual({ accepted: false });
    expect(termsState([{ id: ID, accepted: false }])).toEqual({ accepted: false });
    expect(termsState([{ id: ID, accepted_at: '2026-02-01T10:00:00Z' }, { id: ID, accepted: true, accepted_at: '2026-01-01T10:00:00Z' }])).toEqual({
      accepted: true,
      acceptedAt: '2026-01-01T10:00:00Z',
    });
  });
});

describe('the project ledger filter', () => {
  const payments = [
    pay('100.00', { booked_at: '2026-01-05', reference: 'OM-ABC first' }),
    pay('250.50', { booked_at: '2026-01-10', reference: 'second' }),
    pay('75.00', { created_at: '2026-01-07T09:00:00Z' }),
    pay('10.00'),
  ];
  it('keeps days between from and to (booking date, else the day entered), amounts in range, references containing the text', () => {
    expect(filterPayments(payments, { from: '2026-01-06', to: '2026-01-10' }).map((p) => p.amount)).toEqual(['250.50', '75.00']);
    expect(filterPayments(payments, { min: '75', max: '250.50' }).map((p) => p.amount)).toEqual(['100.00', '250.50', '75.00']);
    expect(filterPayments(payments, { reference: 'om-abc' }).map((p) => p.amount)).toEqual(['100.00']);
    expect(filterPayments(payments, {})).toHaveLength(4);
    expect(paymentsTotal(filterPayments(payments, { min: '10.00' }))).toBe('435.50');
  });
});

describe('exact sums over many amounts', () => {
  it('stay exact past a double’s integers, ordinary and unusual amounts mixed', () => {
    const many = Array.from({ length: 3000 }, () => pay('9999999999.99'));
    expect(paymentsTotal(many)).toBe('29999999999970.00');
    expect(paymentsTotal([pay('0.005'), pay('1e2'), pay('0.01'), pay('12345678901234.56')])).toBe('12345678901334.58');
  });
  it('compare amounts exactly when filtering, on both paths', () => {
    const payments = [pay('99999999999.99'), pay('100.10'), pay('100.1'), pay('100.099')];
    expect(filterPayments(payments, { min: '100.10' }).map((p) => p.amount)).toEqual(['99999999999.99', '100.10', '100.1']);
    expect(filterPayments(payments, { max: '100.1' }).map((p) => p.amount)).toEqual(['100.10', '100.1', '100.099']);
  });
});

describe('funding by day', () => {
  it('adds up ordered (not cancelled) and received per day and to date, and counts what has no day', () => {
    const orders = [order('1000', 'paid', '2026-01-01T08:00:00Z'), order('500', 'cancelled', '2026-01-01T09:00:00Z'), order('300', 'new', '2026-01-03T08:00:00Z'), order('1', 'new')];
    const received = [pay('400', { booked_at: '2026-01-02' }), pay('600', { booked_at: '2026-01-03' }), pay('5')];
    expect(fundingByDay(orders, received)).toEqual({
      days: [
        { day: '2026-01-01', ordered: '1000.00', received: '0.00', orderedToDate: '1000.00', receivedToDate: '0.00' },
        { day: '2026-01-02', ordered: '0.00', received: '400.00', orderedToDate: '1000.00', receivedToDate: '400.00' },
        { day: '2026-01-03', ordered: '300.00', received: '600.00', orderedToDate: '1300.00', receivedToDate: '1000.00' },
      ],
      undated: 2,
    });
  });
});

describe('payments by day', () => {
  it('sort as dates across months and years, booked or entered, the undated last', () => {
    const payments = [
      pay('1', { id: 'a', booked_at: '2026-11-26' }),
      pay('2', { id: 'b' }),
      pay('3', { id: 'c', booked_at: '2026-11-20' }),
      pay('4', { id: 'd', created_at: '2026-11-03T10:00:00Z' }),
      pay('5', { id: 'e', booked_at: '2025-12-31' }),
    ];
    expect(byPaymentDay(payments).map((p) => p.id)).toEqual(['e', 'd', 'c', 'a', 'b']);
  });
});

describe('funding to date', () => {
  it('counts an order no later than its first payment, so received never runs ahead of ordered', () => {
    const late = { ...order('1000', 'paid', '2026-01-05T08:00:00Z'), id: 'late' };
    const days = fundingByDay([late], [pay('1000', { booked_at: '2026-01-02', order_id: 'late' })]).days;
    expect(days).toEqual([{ day: '2026-01-02', ordered: '1000.00', received: '1000.00', orderedToDate: '1000.00', receivedToDate: '1000.00' }]);
  });

  it('is drawn against the volume only once it reaches a tenth of it', () => {
    const { days } = fundingByDay([order('30000', 'paid', '2026-01-01T08:00:00Z')], []);
    expect(volumeInView(days, '600000')).toBe(false);
    expect(volumeInView(days, '300000')).toBe(true);
    expect(volumeInView(days, undefined)).toBe(false);
    expect(volumeInView([], '600000')).toBe(false);
  });
});
