// Opening a statement file: its encoding and format are recognised from its bytes; a CSV
// export needs the column mapping of its bank.
import { readFile } from 'node:fs/promises';
import { parseCamt } from './camt';
import { type CsvPreview, parseCsv, previewCsv } from './csv';
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


/** A file's statement, or, for a CSV export without its mapping, its first rows to map. */
export async function readOrPreview(path: string, mapping?: CsvMapping): Promise<{ statement: Statement } | { preview: CsvPreview }> {
  const bytes = await readFile(path);
  const start = decodeText(bytes).trimStart();
  if (!mapping && !start.startsWith('<') && !MT940_START.test(start)) return { preview: previewCsv(start) };
  return { statement: parseStatement(bytes, mapping) };
}
