// A platform's own list (a watchlist, a licensed PEP list) as CSV with a header row:
// id,name,aliases,birth_date,country,note — aliases separated by ";", birth_date YYYY-MM-DD or
// YYYY or empty, country an alpha-2 code or empty. UTF-8, a byte order mark tolerated.
import type { ListEntry } from '../list-entry';
import { knownCode } from './countries';
import { isoDate, yearDate } from './dates';
import { EntryCollector, type ListContent, distinctNames, entryName } from './entries';
import { ListFileError } from './errors';
import { type CsvRow, expectColumns } from './csv';

export const CUSTOM_COLUMNS = ['id', 'name', 'aliases', 'birth_date', 'country', 'note'] as const;

/** The header row a custom list opens with (column names in any case, BOM and spaces aside). */
export function isCustomHeader(fields: readonly string[]): boolean {
  const names = fields.map((f) => f.replace(/^\uFEFF/, '').trim().toLowerCase());
  return names.length === CUSTOM_COLUMNS.length && CUSTOM_COLUMNS.every((column, i) => names[i] === column);
}

export async function readCustomCsv(file: string, name: string, rows: AsyncIterable<CsvRow>): Promise<ListContent> {
  const collector = new EntryCollector(file);
  let header = true;
  for await (const row of rows) {
    if (header) {
      if (!isCustomHeader(row.fields)) throw new ListFileError(file, `the header must be ${CUSTOM_COLUMNS.join(',')}`, { line: row.line });
      header = false;
      continue;
    }
    expectColumns(file, row, CUSTOM_COLUMNS.length);
    const [id, full, aliases, birth, country, note] = row.fields.map((f) => f.trim()) as [string, string, string, string, string, string];
    const fail = (field: string, problem: string): never => {
      throw new ListFileError(file, problem, { line: row.line, element: field });
    };
    const date = birth === '' ? null : ((/^\d{4}$/.test(birth) ? yearDate(Number(birth)) : isoDate(birth)) ?? fail('birth_date', `"${birth}" is not a date (YYYY-MM-DD or YYYY)`));
    const code = country === '' ? undefined : (knownCode(country) ?? fail('country', `"${country}" is not an ISO 3166 alpha-2 code`));
    if (!id) fail('id', 'an entry without an id');
    if (!full) fail('name', `entry ${id} has no name`);
    const entry: ListEntry = {
      id,
      kind: 'other',
      names: distinctNames([entryName(full, 'primary'), ...aliases.split(';').map((alias) => entryName(alias, 'strong'))]),
      birthDates: date ? [date] : [],
      countries: code ? [code] : [],
      programmes: [],
    };
    if (note) entry.note = note;
    collector.add(entry, { line: row.line });
  }
  if (header) throw new ListFileError(file, 'the file is empty');
  return { source: 'custom', name, format: 'custom-csv', published: null, entries: collector.done(true) };
}
