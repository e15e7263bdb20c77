// Opening a statement file: its encoding and format are recognised from its bytes; a CSV
// export needs the column mapping of its bank. This runs in the statement reader's thread
// (parse-worker.ts), never on the main process's event loop.
import { open } from 'node:fs/promises';
import { DeskError } from '../../../src-shared/errors';
import { parseCamt } from './camt';
import { type CsvPreview, parseCsv, previewCsv } from './csv';
import { badStatement, decodeText } from './lines';
import { parseMt940 } from './mt940';
import type { CsvMapping, Statement } from '../../../src-shared/domain/bank-statements';

/** MT940 opens with the SWIFT header block or its first tag. */
const MT940_START = /^(\{1:|:20:|:940:)/;

const MB = 1024 * 1024;

/** The largest file read as a statement: a year of a busy account's camt.053 is a few MB. */
export const MAX_STATEMENT_BYTES = 50 * MB;

export type OpenedStatement = { statement: Statement } | { preview: CsvPreview };

export function parseStatement(bytes: Uint8Array, mapping?: CsvMapping): Statement {
  const text = decodeText(bytes);
  const start = text.trimStart();
  if (start.startsWith('<')) return parseCamt(text);
  if (MT940_START.test(start)) return parseMt940(text);
  if (!mapping) throw badStatement('CSV', 'choose the column mapping of this bank export');
  return parseCsv(text, mapping);
}

/** The file's bytes; a file larger than a statement can be is refused before it is read. */
async function readCapped(path: string, cap: number): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    if (size > cap) {
      const mb = (bytes: number) => `${(bytes / MB).toFixed(1).replace(/\.0$/, '')} MB`;
      throw new DeskError('bad_request', `This file is ${mb(size)}; a bank statement file may be at most ${mb(cap)}. Export a shorter period.`);
    }
    return await handle.readFile();
  } finally {
    await handle.close();
  }
}

/** A file's statement, or, for a CSV export without its mapping, its first rows to map. */
export async function readOrPreview(path: string, mapping?: CsvMapping, cap = MAX_STATEMENT_BYTES): Promise<OpenedStatement> {
  const bytes = await readCapped(path, cap);
  const start = decodeText(bytes).trimStart();
  if (!mapping && !start.startsWith('<') && !MT940_START.test(start)) return { preview: previewCsv(start) };
  return { statement: parseStatement(bytes, mapping) };
}
