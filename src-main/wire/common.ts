// Building blocks shared by every resource group's schemas.
import Big from 'big.js';
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { z } from 'zod';

export const Id = z.uuid({ error: 'must be a UUID' });

/** ISO 8601 date-time with offset, as the sandbox sends timestamps. */
export const Timestamp = z.iso.datetime({ offset: true, error: 'must be an ISO 8601 date-time' });

/** `YYYY-MM-DD`. */
export const IsoDate = z.iso.date({ error: 'must be a date (YYYY-MM-DD)' });

/** A date or a date-time in ISO 8601. */
export const DateOrDateTime = z.union([IsoDate, Timestamp], {
  error: 'must be an ISO 8601 date or date-time',
});

const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

/**
 * A decimal amount. Accepted as a JSON number or a decimal string (the spec does not fix
 * which) and carried as a decimal string, so no float ever holds money. A string keeps its
 * digits ("1000.00" stays so); a number becomes its shortest exact decimal.
 */
export const Decimal = z.union([z.number(), z.string()]).transform((value, ctx) => {
  if (typeof value === 'number') {
    if (Number.isFinite(value)) return new Big(value).toFixed();
  } else {
    const text = value.trim().replace(/^\+/, '');
    if (DECIMAL_TEXT.test(text)) return text;
  }
  ctx.addIssue({ code: 'custom', message: 'must be a decimal number' });
  return z.NEVER;
});

export function decimalPlaces(decimal: string): number {
  const dot = decimal.indexOf('.');
  return dot < 0 ? 0 : decimal.length - dot - 1;
}

/** The largest amount there is: the hosts keep amounts as numeric(18, 2). */
const MAX_AMOUNT = '9999999999999999.99';

const TwoDecimals = Decimal.refine((d) => decimalPlaces(d) <= 2, 'must have at most 2 decimal places').refine(
  (d) => new Big(d).lte(MAX_AMOUNT),
  `must be at most ${MAX_AMOUNT}`,
);

/** A money amount in a request: at most two decimal places, never negative. */
export const Money = TwoDecimals.refine((d) => new Big(d).gte(0), 'must not be negative');

export const PositiveMoney = TwoDecimals.refine((d) => new Big(d).gt(0), 'must be greater than 0');

/** Amount as found in a response. */
export const Amount = Decimal;

export const Iban = z
  .string()
  .transform((s) => electronicFormatIBAN(s) ?? '')
  .refine((s) => isValidIBAN(s), 'is not a valid IBAN');

export const Bic = z
  .string()
  .transform((s) => s.replace(/\s+/g, '').toUpperCase())
  .refine((s) => isValidBIC(s), 'is not a valid BIC');

/** Optional free text: trimmed, empty becomes null. */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .transform((s) => (s === '' ? null : s))
    .nullish();
}

export function requiredText(max: number) {
  return z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`);
}

/** One of a few values, with a message that lists them. */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: `must be one of ${values.join(', ')}` });
}

/** `{"success": true}`, the body of every delete. */
export const Success = z.object({ success: z.literal(true) });
export type Success = z.infer<typeof Success>;

/** Query string booleans: `true` / `false`. */
export const QueryBoolean = z.enum(['true', 'false']).transform((s) => s === 'true');
