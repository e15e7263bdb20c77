import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import { amountForInput, decimalForInput, formatMoney, parseDecimal, readAmount } from '../../src-renderer/format';

describe('decimal input in the user’s language', () => {
  it.each([
    ['1.234,56', 'de', '1234.56'],
    ['1234,5', 'de', '1234.5'],
    ['2.000.000', 'de', '2000000'],
    [' 10 ', 'de', '10'],
    ['1,234.56', 'en', '1234.56'],
    ['0.10', 'en', '0.10'],
    ['007', 'en', '7'],
    ['-5', 'en', '-5'],
  ])('%s (%s) is %s', (text, language, expected) => {
    expect(parseDecimal(text, language)).toBe(expected);
  });

  it.each([
    ['1.234.5', 'de'],
    ['12,3', 'en'],
    ['1,2,3', 'de'],
    ['abc', 'en'],
    ['', 'en'],
    ['1e5', 'en'],
    // A group separator after the decimal mark, or before any digit.
    ['1.234,567', 'en'],
    [',010.00', 'en'],
    ['1,234.567,8', 'en'],
  ])('refuses %s (%s)', (text, language) => {
    expect(parseDecimal(text, language)).toBeUndefined();
  });

  it('writes a decimal back for editing', () => {
    expect(decimalForInput('1234.50', 'de')).toBe('1234,50');
    expect(decimalForInput('1234.50', 'en')).toBe('1234.50');
  });
});

describe('an amount that the other convention reads differently is asked about', () => {
  it.each([
    // A German screen: a point-decimal amount is not German, yet is an amount in English.
    ['10.00', 'de', ['10.00']],
    ['1.50', 'de', ['1.50']],
    ['1234.56', 'de', ['1234.56']],
    // Both read it, differently: the screen's reading first.
    ['12.345', 'de', ['12345', '12.345']],
    ['1.000', 'de', ['1000', '1.000']],
    ['10,00', 'en', ['10.00']],
    ['1,234', 'en', ['1234', '1.234']],
  ])('%s (%s) asks between %j', (text, language, readings) => {
    expect(readAmount(text, language)).toEqual({ kind: 'ambiguous', readings });
  });

  it.each([
    ['10,00', 'de', '10.00'],
    ['1.234,56', 'de', '1234.56'],
    ['2.000.000', 'de', '2000000'],
    ['1.234,567', 'de', '1234.567'],
    ['1234', 'de', '1234'],
    ['10.00', 'en', '10.00'],
    ['1,234.56', 'en', '1234.56'],
    ['12', 'en', '12'],
  ])('%s (%s) reads as %s alone', (text, language, amount) => {
    expect(readAmount(text, language)).toEqual({ kind: 'read', amount });
  });

  it('tells an empty field from one that holds no number', () => {
    expect(readAmount('  ', 'de')).toEqual({ kind: 'empty' });
    expect(readAmount('zehn', 'de')).toEqual({ kind: 'unreadable' });
  });

  it.each([
    ['12345', 'de', '12.345,00'],
    ['12.345', 'de', '12,3450'],
    ['10', 'en', '10.00'],
    ['1.234', 'en', '1.2340'],
    ['1234.5', 'en', '1,234.50'],
  ])('writes %s back (%s) as %s, which both conventions read alike', (amount, language, text) => {
    expect(amountForInput(amount, language)).toBe(text);
    const read = readAmount(text, language);
    expect(read.kind === 'read' && new Big(read.amount).eq(amount)).toBe(true);
  });
});

describe('money display', () => {
  it('formats exactly, beyond what a float can hold', () => {
    expect(formatMoney('12345678901234567.89', 'en')).toBe('12,345,678,901,234,567.89');
    expect(formatMoney('1000.5', 'de')).toBe('1.000,50');
    expect(formatMoney('0.1', 'en')).toBe('0.10');
  });
});
