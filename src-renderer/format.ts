// Money and dates for the chosen language. Amounts stay decimal strings: Intl formats a
// decimal string exactly, and parsing never goes through a float.
import Big from 'big.js';

const DECIMAL = /^-?\d+(\.\d+)?$/;

// Making an Intl formatter costs about a hundred times a format call, and a table formats
// hundreds of cells per render: one formatter per language and style.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function formatter<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let made = formatters.get(key) as F | undefined;
  if (!made) {
    made = make();
    formatters.set(key, made);
  }
  return made;
}

/** What a field the host did not send shows (the same dash in every language). */
export const ABSENT = '—';

export function formatMoney(amount: string | null | undefined, language: string, currency?: string): string {
  if (amount == null) return ABSENT;
  const format = formatter(
    `money ${language} ${currency ?? ''}`,
    () =>
      new Intl.NumberFormat(language, {
        minimumFractionDigits: 2,
        maximumFractionDigits: 20,
        ...(currency ? { style: 'currency', currency } : {}),
      }),
  );
  return DECIMAL.test(amount) ? format.format(amount as Intl.StringNumericLiteral) : amount;
}

export function formatDate(iso: string | null | undefined, language: string): string {
  if (iso == null) return ABSENT;
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  const format = formatter(`date ${language}`, () => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }));
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
}

export function formatDateTime(iso: string | null | undefined, language: string): string {
  if (iso == null) return ABSENT;
  const date = new Date(iso);
  const format = formatter(`datetime ${language}`, () => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }));
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
}

/** A number or decimal string as the language writes it, each decimal kept (`1000.5` -> `1.000,5`). */
export function formatNumber(value: string | number, language: string): string {
  const text = String(value);
  if (!DECIMAL.test(text)) return text;
  const decimals = text.split('.')[1]?.length ?? 0;
  const format = formatter(
    `decimal ${language} ${decimals}`,
    () => new Intl.NumberFormat(language, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }),
  );
  return format.format(text as Intl.StringNumericLiteral);
}

function separators(language: string): { group: string; decimal: string } {
  const parts = formatter(`number ${language}`, () => new Intl.NumberFormat(language)).formatToParts(12345.6);
  return {
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
  };
}

/**
 * A decimal typed in the user's language (`1.234,56` in German, `1,234.56` in English)
 * as a plain decimal string (`1234.56`), or undefined when it is not a number.
 */
export function parseDecimal(text: string, language: string): string | undefined {
  const { group, decimal } = separators(language);
  const s = text.trim().replace(/[\s\u00a0\u202f']/g, '');
  if (s === '') return undefined;
  const [whole = '', fraction, ...more] = s.split(decimal);
  if (more.length > 0) return undefined;
  // Group separators only before the decimal mark, each after a digit and before three digits:
  // "1.234,567" is no English amount, ",010" no amount at all.
  const digits = whole.replace(new RegExp(`(?<=\\d)\\${group}(?=\\d{3}(\\D|$))`, 'g'), '');
  if (!/^-?\d+$/.test(digits) || (fraction !== undefined && !/^\d+$/.test(fraction))) return undefined;
  const plain = fraction === undefined ? digits : `${digits}.${fraction}`;
  return plain.replace(/^(-?)0+(?=\d)/, '$1');
}

/** What a typed amount says: nothing yet, no number, one amount, or two amounts to choose from. */
export type AmountReading =
  | { kind: 'empty' }
  | { kind: 'unreadable' }
  | { kind: 'read'; amount: string }
  | { kind: 'ambiguous'; readings: string[] };

/** The other of the two conventions the desk's staff write in: decimal comma and decimal point. */
const otherConvention = (language: string) => (separators(language).decimal === ',' ? 'en' : 'de');

/**
 * A typed amount read as the screen's language writes it, unless the other convention reads it
 * differently: "10.00" on a German screen (no German amount, English 10.00) or "12.345" (German
 * 12345, English 12.345) is `ambiguous`, its readings the screen's first, so it is never sent
 * before the person has said which they meant.
 */
export function readAmount(text: string, language: string): AmountReading {
  if (text.trim() === '') return { kind: 'empty' };
  const own = parseDecimal(text, language);
  const other = parseDecimal(text, otherConvention(language));
  if (other === undefined || (own !== undefined && new Big(own).eq(other))) {
    return own === undefined ? { kind: 'unreadable' } : { kind: 'read', amount: own };
  }
  return { kind: 'ambiguous', readings: own === undefined ? [other] : [own, other] };
}

/**
 * An amount written for a field so that both conventions read it alike: grouped, with at least
 * two decimals ("12.345,00"). Three decimals would still read as a group of thousands in the
 * other convention, so they get a fourth ("12,3450").
 */
export function amountForInput(amount: string, language: string): string {
  const text = formatter(
    `input ${language}`,
    () => new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 20 }),
  ).format(amount as Intl.StringNumericLiteral);
  return readAmount(text, language).kind === 'read' ? text : `${text}0`;
}

/** A decimal string as the user's language writes it, for an input field. */
export function decimalForInput(amount: string, language: string): string {
  const { decimal } = separators(language);
  return amount.replace('.', decimal);
}
