import { describe, expect, it } from 'vitest';
import { decimalForInput, formatMoney, parseDecimal } from '../../src-renderer/format';

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
  ])('refuses %s (%s)', (text, language) => {
    expect(parseDecimal(text, language)).toBeUndefined();
  });

  it('writes a decimal back for editing', () => {
    expect(decimalForInput('1234.50', 'de')).toBe('1234,50');
    expect(decimalForInput('1234.50', 'en')).toBe('1234.50');
  });
});

describe('money display', () => {
  it('formats exactly, beyond what a float can hold', () => {
    expect(formatMoney('12345678901234567.89', 'en')).toBe('12,345,678,901,234,567.89');
    expect(formatMoney('1000.5', 'de')).toBe('1.000,50');
    expect(formatMoney('0.1', 'en')).toBe('0.10');
  });
});
