// The desk's CSV files for spreadsheets: UTF-8 with a byte-order mark (so spreadsheets on
// Windows read it as UTF-8), every cell quoted, every place a spreadsheet could start a
// formula defused, written beside the destination and renamed into place.
//
// Quoting alone is not enough: a spreadsheet whose list separator is `;` (Excel in German)
// or a reader that ignores quotes splits a cell at its `;` or `,`, and the piece after it is
// a cell of its own. So a formula character is defused wherever a cell could begin.
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import { replaceAtomically } from '../json-file';

/**
 * Where a cell may begin (the start, after a list separator `,` `;`, a tab or a line break,
 * spaces a reader may trim) followed by a character that starts a formula.
 */
const FORMULA_START = /(^|[,;\t\r\n])( *)([=+\-@])/g;

/** A plain decimal amount: a spreadsheet reads it as a number, never as a formula. */
const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * The cell with a `'` before every character that would start a formula where a cell may
 * begin; a cell that starts with a tab or CR (which some spreadsheets run too) gets one first.
 */
export function defuse(cell: string): string {
  const inner = cell.replace(FORMULA_START, "$1$2'$3");
  return /^[\t\r]/.test(inner) ? `'${inner}` : inner;
}

export interface CsvOptions {
  /**
   * Columns (by header name) of amounts: a plain decimal there, a negative one too, is
   * written as it is, so the spreadsheet reads a number (`-12.50` is a number, not a
   * formula: nothing follows the sign but digits). Anything else in them is defused.
   */
  decimals?: readonly string[];
}

export async function writeCsv(
  destination: string,
  header: readonly string[],
  rows: readonly (readonly string[])[],
  { decimals = [] }: CsvOptions = {},
): Promise<void> {
  const amounts = new Set(decimals.map((name) => header.indexOf(name)));
  const cell = (value: string, column: number) => (amounts.has(column) && PLAIN_DECIMAL.test(value) ? value : defuse(value));
  const records = [header.map(defuse), ...rows.map((row) => row.map(cell))];
  const csv = stringify(records, { bom: true, quoted: true, quoted_empty: true });
  await replaceAtomically(destination, (temp) => pipeline(csv, createWriteStream(temp, { mode: 0o600 })));
}
