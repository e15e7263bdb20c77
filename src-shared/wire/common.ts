// Building blocks shared by every resource group's schemas.
import Big from 'big.js';
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { z } from 'zod';

export const Id = z.uuid({ error: 'uuid' });

/** ISO 8601 date-time with offset, as the sandbox sends timestamps. */
export const Timestamp = z.iso.datetime({ offset: true, error: 'date_time' });

/** `YYYY-MM-DD`. */
export const IsoDate = z.iso.date({ error: 'date' });

const DATE = z.regexes.date;
const DATE_TIME = z.regexes.datetime({ offset: true });

/**
 * A date or a date-time in ISO 8601: the patterns of IsoDate and Timestamp, tried in one
 * check. A union of the two built the date's error for every date-time a host sent, about half
 * of a project's whole check.
 */
export const DateOrDateTime = z
  .string({ error: 'date_or_date_time' })
  .refine((text) => DATE.test(text) || DATE_TIME.test(text), { error: 'date_or_date_time' });

const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

/**
 * A JSON number's text, as the client's parser keeps it where a double would lose digits
 * (client/json.ts).
 */
export class ExactNumber {
  constructor(readonly text: string) {}
}

/**
 * A decimal amount. Accepted as a JSON number or a decimal string (the spec does not fix
 * which) and carried as a decimal string, so no float ever holds money. A string or an
 * ExactNumber keeps its digits ("1000.00" stays so); a number becomes its shortest exact
 * decimal (a double holds up to 15 significant digits exactly; longer ones arrive as
 * ExactNumber).
 */
export const Decimal = z.union([z.number(), z.string(), z.instanceof(ExactNumber)]).transform((value, ctx) => {
  if (typeof value === 'number') {
    if (Number.isFinite(value)) return new Big(value).toFixed();
  } else if (value instanceof ExactNumber) {
    return DECIMAL_TEXT.test(value.text) ? value.text : new Big(value.text).toFixed();
  } else {
    const text = value.trim().replace(/^\+/, '');
    if (DECIMAL_TEXT.test(text)) return text;
  }
  ctx.addIssue({ code: 'custom', message: 'decimal' });
  return z.NEVER;
});

export function decimalPlaces(decimal: string): number {
  const dot = decimal.indexOf('.');
  return dot < 0 ? 0 : decimal.length - dot - 1;
}

/** The largest amount there is: the hosts keep amounts as numeric(18, 2). */
const MAX_AMOUNT = '9999999999999999.99';

const TwoDecimals = Decimal.refine((d) => decimalPlaces(d) <= 2, 'two_decimals').refine((d) => new Big(d).lte(MAX_AMOUNT), {
  error: 'amount_max',
  params: { max: MAX_AMOUNT },
});

/** A money amount in a request: at most two decimal places, never negative. */
export const Money = TwoDecimals.refine((d) => new Big(d).gte(0), 'not_negative');

export const PositiveMoney = TwoDecimals.refine((d) => new Big(d).gt(0), 'positive');

/** Amount as found in a response. */
export const Amount = Decimal;

/**
 * A resource as a host answers it: the fields the desk knows are checked, every other field
 * is kept as sent (the "All fields from the host" panel shows them), nested objects too when
 * they are resources. Typed with the known fields only, so `Omit` and `Pick` keep working.
 */
export function resource<S extends z.core.$ZodShape>(shape: S): z.ZodObject<S, z.core.$strip> {
  return z.looseObject(shape);
}

export const Iban = z
  .string()
  .transform((s) => electronicFormatIBAN(s) ?? '')
  .refine((s) => isValidIBAN(s), 'iban');

export const Bic = z
  .string()
  .transform((s) => s.replace(/\s+/g, '').toUpperCase())
  .refine((s) => isValidBIC(s), 'bic');

/** Optional free text: trimmed, empty becomes null. */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, 'too_long')
    .transform((s) => (s === '' ? null : s))
    .nullish();
}

export function requiredText(max: number) {
  return z.string().trim().min(1, 'not_empty').max(max, 'too_long');
}

/** One of a few values; its message lists them. */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: 'one_of' });
}

/** A resource with every field the sandbox itself sends: what its own database holds. */
export type Complete<T> = { [K in keyof T]-?: Exclude<T[K], undefined> };

/** `{"success": true}`, the body of every delete. */
export const Success = z.object({ success: z.literal(true) });
export type Success = z.infer<typeof Success>;

/** Query string booleans: `true` / `false`. */
export const QueryBoolean = z.enum(['true', 'false']).transform((s) => s === 'true');
