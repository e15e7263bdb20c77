// Answers are read with their numbers' text, so an amount sent as a JSON number keeps every
// digit: a double holds 15 significant digits exactly, and only longer numbers need more.
import { isSafeNumber, parse } from 'lossless-json';
import { ExactNumber } from '../wire/common';

/**
 * A value (after `:`, `,` or `[`) of 16 digits or more, a dot allowed among them: a number a
 * double may not hold. Digits inside a string (an IBAN) do not count; a string holding
 * `:` and 16 digits is a false alarm that only costs the slower parse.
 */
const LONG_NUMBER = /[:,[]\s*-?(?=\d{16}|[\d.]{17})/;
/** A body that is one number, as the custody balance and fee answers are. */
const BARE_NUMBER = /^\s*-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?\s*$/;

/**
 * JSON.parse, but a number a double cannot hold exactly becomes an ExactNumber with its text
 * (which `Decimal` reads), and a bare number always does. Text without such a long number
 * takes JSON.parse alone; the rest a lossless parser.
 */
export function parseJson(text: string): unknown {
  if (BARE_NUMBER.test(text)) return new ExactNumber(text.trim());
  if (!LONG_NUMBER.test(text)) return JSON.parse(text);
  return parse(text, null, (number) => (isSafeNumber(number) ? Number(number) : new ExactNumber(number)));
}
