// Opening a statement file: its encoding and format are recognised from its bytes; a CSV
// export needs the column mapping of its bank.
import { readFile } from 'node:fs/promises';
import { parseCamt } from './camt';
import { parseCsv } from './csv';
import { badStatement, decodeText } from './lines';
import { parseMt940 } from './mt940';
import type { CsvMapping, Statement } from './statement.schema';

/** MT940 opens with the SWIFT header block or its first tag. */
const MT940_START = /^(\{1:|:20:|:940:)/;

export function parseStatement(bytes: Uint8Array, mapping?: CsvMapping): Statement {
  const text = decodeText(bytes);
  const start = text.trimStart();
  if (start.startsWith('<')) return parseCamt(text);
  if (MT940_START.test(start)) return parseMt940(text);
  if (!mapping) throw badStatement('CSV', 'choose the column mapping of this bank export');
  return parseCsv(text, mapping);
}

export async function readStatement(path: string, mapping?: CsvMapping): Promise<Statement> {
  return parseStatement(await readFile(path), mapping);
}
