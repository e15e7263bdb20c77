import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DateOrDateTime, Decimal, ExactNumber, IsoDate, Money, PositiveMoney, Timestamp, requiredText } from '../../src-shared/wire/common';
import { fieldMessages, issueText } from '../../src-shared/wire/errors';
import { type OrderStatus, statusAfterPayments, statusesMatching } from '../../src-shared/wire/orders';

describe('decimals', () => {
  it.each([
    [1000, '1000'],
    [0.1, '0.1'],
    [1e21, '1000000000000000000000'],
    ['1000.00', '1000.00'],
    [' +12.50 ', '12.50'],
    ['-3', '-3'],
  ])('carries %j as the decimal string %s', (input, expected) => {
    expect(Decimal.parse(input)).toBe(expected);
  });

  it.each([
    ['123456789012345678.91', '123456789012345678.91'],
    ['1000.10', '1000.10'],
    ['-0.5', '-0.5'],
    ['1.2345678901234567891e3', '1234.5678901234567891'],
  ])('carries the JSON number text %s as %s, every digit', (text, expected) => {
    expect(Decimal.parse(new ExactNumber(text))).toBe(expected);
  });

  it.each([['1e5'], ['12,50'], ['.5'], [''], [Number.NaN], [Infinity], [null], [true]])('refuses %j', (input) => {
    expect(Decimal.safeParse(input).success).toBe(false);
  });

  it('limits money to two decimals and positive money above zero', () => {
    expect(Money.safeParse('0').success).toBe(true);
    expect(Money.safeParse('-0.01').success).toBe(false);
    expect(Money.safeParse('1.005').success).toBe(false);
    expect(PositiveMoney.safeParse('0.00').success).toBe(false);
    expect(PositiveMoney.parse('0.01')).toBe('0.01');
  });
});

describe('dates or date-times', () => {
  const union = z.union([IsoDate, Timestamp]);

  it.each([
    '2026-12-31',
    '2028-02-29',
    '2026-12-27T09:45:19.242Z',
    '2026-12-27T09:45:19+02:00',
    '2026-12-27T09:45Z',
    '2026-02-29',
    '2100-02-29T00:00:00Z',
    '2026-13-01',
    '2026-12-31T24:00:00Z',
    '2026-12-31T10:00:00',
    '2026-12-31 10:00:00Z',
    '31.12.2026',
    '',
  ])('takes %j as IsoDate or Timestamp would', (text) => {
    expect(DateOrDateTime.safeParse(text).success).toBe(union.safeParse(text).success);
  });

  it.each([[20261231], [null], [true], ['2026-12-32']])('refuses %j with the field message date_or_date_time', (input) => {
    const result = DateOrDateTime.safeParse(input);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['date_or_date_time']);
  });
});

describe('order status from payments', () => {
  it.each<[OrderStatus, string, string, OrderStatus]>([
    ['new', '1000.00', '0', 'new'],
    ['new', '1000.00', '1000', 'paid'],
    ['new', '1000.00', '999.99', 'underpaid'],
    ['new', '1000.00', '1000.01', 'overpaid'],
    ['paid', '1000.00', '0.00', 'new'],
    ['overpaid', '0.30', '0.3', 'paid'],
    ['cancelled', '1000.00', '1000.00', 'cancelled'],
    ['settled', '1000.00', '0', 'settled'],
  ])('%s order of %s with %s paid is %s', (current, amount, paid, expected) => {
    expect(statusAfterPayments(current, amount, paid)).toBe(expected);
  });

  it('compares exactly, where floats would not: 0.1 + 0.2 paid on 0.30', () => {
    expect(0.1 + 0.2 === 0.3).toBe(false);
    expect(statusAfterPayments('new', '0.30', '0.3')).toBe('paid');
  });

  it('maps the listing filters to statuses', () => {
    expect(statusesMatching('open')).toEqual(['new', 'underpaid']);
    expect(statusesMatching('paid')).toEqual(['paid', 'overpaid']);
    expect(statusesMatching('overpaid')).toEqual(['overpaid']);
  });
});

describe('field messages', () => {
  it('travel as codes with their arguments; a value not given is required', () => {
    const schema = z.object({ name: requiredText(5), code: requiredText(5) });
    const input = { name: 'too long' };
    const failed = schema.safeParse(input);
    expect(failed.success).toBe(false);
    expect(failed.error && fieldMessages(failed.error, input)).toEqual({
      name: [{ code: 'too_long', args: { max: 5 } }],
      code: [{ code: 'required' }],
    });
  });

  it('keep zod’s own words where a schema gives no code', () => {
    const input = { n: 'x' };
    const failed = z.object({ n: z.number() }).safeParse(input);
    expect(failed.error && fieldMessages(failed.error, input)).toEqual({ n: [{ text: expect.stringMatching(/expected number/) as string }] });
  });

  it('read as English words where a message names one issue', () => {
    const issue = Timestamp.safeParse('yesterday').error?.issues[0];
    expect(issue && issueText(issue)).toBe('must be an ISO 8601 date-time');
  });
});
