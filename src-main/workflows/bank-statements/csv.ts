// A bank's CSV export, read through a column mapping (a shipped preset or the user's own).
import { parse } from 'csv-parse/sync';
import { type LineDraft, badStatement, finishLines } from './lines';
import { type CsvMapping, type Statement, readCsvAmount } from '../../../src-shared/domain/bank-statements';

type Field = keyof CsvMapping['columns'];

/** "DD.MM.YY(YY)" or ISO, to ISO; a two-digit year is this century's. */
function isoDate(text: string, format: CsvMapping['date_format'], where: string): string {
  const match = format === 'YYYY-MM-DD' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(text) : /^(\d{2})\.(\d{2})\.(\d{2}|\d{4})$/.exec(text);
  if (match) {
    const [year, month, day] = format === 'YYYY-MM-DD' ? [match[1], match[2], match[3]] : [match[3], match[2], match[1]];
    const iso = `${(year as string).padStart(4, '20')}-${month}-${day}`;
    const date = new Date(`${iso}T00:00:00Z`);
    if (!Number.isNaN(date.getTime()) && date.toISOString().startsWith(iso)) return iso;
  }
  throw badStatement(where, `"${text}" is not a date (${format})`);
}

/** "-1.234,56 €" → debit "1234.56"; an amount written otherwise than the mapping says is refused, never misread. */
function signedAmount(text: string, separator: CsvMapping['decimal_separator'], where: string) {
  const read = readCsvAmount(text, separator);
  if (!read) throw badStatement(where, `"${text}" is no amount with a decimal ${separator === ',' ? 'comma (1.234,56)' : 'point (1,234.56)'}`);
  return read;
}

export function parseCsv(text: string, mapping: CsvMapping): Statement {
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    const options = { delimiter: mapping.delimiter, bom: true, relax_column_count: true, skip_empty_lines: true, info: true };
    records = parse(text, options) as unknown as typeof records;
  } catch (error) {
    const { lines } = error as { lines?: number };
    throw badStatement(lines ? `line ${lines}` : 'CSV', (error as Error).message);
  }
  const wanted = Object.values(mapping.columns);
  // Some banks put a few lines about the account above the header row.
  const headerAt = records.findIndex(({ record }) => wanted.every((name) => record.includes(name)));
  if (headerAt < 0) {
    const missing = wanted.filter((name) => !records.some(({ record }) => record.includes(name)));
    throw badStatement('CSV', `no header row with the columns of "${mapping.name}" (missing: ${missing.join(', ')})`);
  }
  const header = (records[headerAt] as { record: string[] }).record;
  const position = Object.fromEntries(Object.entries(mapping.columns).map(([field, name]) => [field, header.indexOf(name)])) as Record<
    Field,
    number
  >;
  const drafts = records.slice(headerAt + 1).map(({ record, info }): LineDraft => {
    const where = `line ${info.lines}`;
    const cell = (field: Field) => (position[field] === undefined || position[field] < 0 ? '' : (record[position[field]] ?? '').trim());
    if (record.length < header.length) throw badStatement(where, `${record.length} columns where the header has ${header.length}`);
    const currency = cell('currency') || mapping.currency;
    if (!currency) throw badStatement(where, `no currency in column "${mapping.columns.currency}"`);
    return {
      source: where,
      booking_date: isoDate(cell('booking_date'), mapping.date_format, `${where}, column "${mapping.columns.booking_date}"`),
      ...signedAmount(cell('amount'), mapping.decimal_separator, `${where}, column "${mapping.columns.amount}"`),
      currency: currency.toUpperCase(),
      reversal: false,
      booked: true,
      remittance: { structured: [], unstructured: [cell('remittance')].filter(Boolean) },
      payer_name: cell('payer_name') || null,
      payer_iban: cell('payer_iban').replace(/\s+/g, '') || null,
      references: { EndToEndId: cell('bank_reference') },
    };
  });
  return { format: 'csv', variant: mapping.name, account_iban: null, lines: finishLines(drafts) };
}

/** What the mapping dialog shows of a CSV export before its mapping is chosen. */
export interface CsvPreview {
  /** The separator most lines split on. */
  delimiter: CsvMapping['delimiter'];
  /** The first rows as the file has them (a few account lines may come before the header). */
  rows: string[][];
}

const PREVIEW_ROWS = 12;

export function previewCsv(text: string): CsvPreview {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== '').slice(0, PREVIEW_ROWS);
  const delimiters = [';', ',', '\t'] as const;
  const count = (d: string) => lines.reduce((n, l) => n + l.split(d).length - 1, 0);
  const delimiter = delimiters.reduce((best, d) => (count(d) > count(best) ? d : best));
  try {
    const rows: string[][] = parse(lines.join('\n'), { delimiter, bom: true, relax_column_count: true, relax_quotes: true });
    return { delimiter, rows };
  } catch (error) {
    throw badStatement('CSV', (error as Error).message);
  }
}
