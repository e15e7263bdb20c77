// The desk's CSV files for spreadsheets: UTF-8 with a byte-order mark (so spreadsheets on
// Windows read it as UTF-8), every cell that a spreadsheet would run as a formula defused,
// written beside the destination and renamed into place.
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import { replaceAtomically } from '../json-file';

/** A spreadsheet runs a cell starting with = + - @ tab or CR as a formula: quote it away. */
export function defuse(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

export async function writeCsv(destination: string, header: readonly string[], rows: readonly (readonly string[])[]): Promise<void> {
  const csv = stringify([[...header], ...rows.map((r) => r.map(defuse))], { bom: true });
  await replaceAtomically(destination, (temp) => pipeline(csv, createWriteStream(temp, { mode: 0o600 })));
}
