// OFAC SDN list, legacy CSV: sdn.csv (one row per entry) with alt.csv (its aliases) beside it; no
// header rows, "-0-" for empty. Dates of birth, nationalities and the weak a.k.a.s are in the
// remarks column: "DOB 12 Jan 1960; alt. DOB circa 1962; nationality Iran; a.k.a. 'ABU ALI'."
import type { BirthDate, EntryName, ListEntry } from '../list-entry';
import { countryCode } from './countries';
import { type CsvRow, expectColumns } from './csv';
import { ofacDate } from './dates';
import { EntryCollector, type ListContent, distinct, distinctNames, entryName, withAddressCountries } from './entries';
import { ListFileError } from './errors';
import { ofacKind } from './ofac-xml';

export type OfacCsvFile = 'sdn' | 'alt' | 'add';

const COLUMNS: Record<OfacCsvFile, number> = { sdn: 12, alt: 5, add: 6 };

/** Which of OFAC's files a first row belongs to: they start with a number and differ in width. */
export function ofacCsvFile(fields: readonly string[]): OfacCsvFile | null {
  if (!/^\d+$/.test(fields[0]?.trim() ?? '')) return null;
  if (fields.length === COLUMNS.sdn) return 'sdn';
  if (fields.length === COLUMNS.alt && /^[afn]ka$/i.test(fields[2]?.trim() ?? '')) return 'alt';
  if (fields.length === COLUMNS.add) return 'add';
  return null;
}

const value = (field: string | undefined) => {
  const text = (field ?? '').trim();
  return text === '-0-' ? '' : text;
};

/** "CRUZ, Juan M. de la": an individual's family name first; entities' commas are their own. */
function csvName(text: string, person: boolean, strength: EntryName['strength']): EntryName | null {
  const comma = person ? text.indexOf(', ') : -1;
  if (comma < 0) return entryName(text, strength);
  const family = text.slice(0, comma);
  const given = text.slice(comma + 2);
  return entryName(`${given} ${family}`, strength, { given, family });
}

interface Remarks {
  birthDates: BirthDate[];
  countries: string[];
  weakAliases: string[];
}

function remarks(text: string, fail: (problem: string) => never): Remarks {
  const out: Remarks = { birthDates: [], countries: [], weakAliases: [] };
  for (const part of text.split(';')) {
    const item = part.trim().replace(/\.$/, '');
    let match: RegExpExecArray | null;
    if ((match = /^(?:alt\. )?DOB (.+)$/.exec(item))) out.birthDates.push(ofacDate(match[1] as string) ?? fail(`an unreadable date of birth "${match[1]}"`));
    else if ((match = /^(?:alt\. )?(?:nationality|citizen) (.+)$/.exec(item))) {
      const code = countryCode(match[1] as string);
      if (code) out.countries.push(code);
    } else if ((match = /^[afn]\.k\.a\. '(.+)'$/.exec(item))) out.weakAliases.push(match[1] as string);
  }
  return out;
}

export interface OfacCompanion {
  file: string;
  rows: AsyncIterable<CsvRow>;
}

/** alt.csv and add.csv, where they are read with sdn.csv. */
export type OfacCompanions = Partial<Record<'alt' | 'add', OfacCompanion>>;

/**
 * sdn.csv, then the aliases of alt.csv and the address countries of add.csv where given; a row of
 * either about an entry sdn.csv does not list means files of different days, and refuses all.
 */
export async function readOfacCsv(file: string, rows: AsyncIterable<CsvRow>, companions: OfacCompanions = {}): Promise<ListContent> {
  const collector = new EntryCollector(file);
  const byId = new Map<string, ListEntry>();
  for await (const row of rows) {
    expectColumns(file, row, COLUMNS.sdn);
    const fail = (problem: string, field?: string): never => {
      throw new ListFileError(file, problem, { line: row.line, element: field });
    };
    const f = row.fields;
    const id = value(f[0]);
    if (!/^\d+$/.test(id)) fail(`"${id}" is not an entry number`, 'ent_num');
    const kind = ofacKind(value(f[2]));
    const noted = remarks(value(f[11]), (problem) => fail(problem, 'Remarks'));
    const entry: ListEntry = {
      id,
      kind,
      names: distinctNames([csvName(value(f[1]), kind === 'person', 'primary'), ...noted.weakAliases.map((a) => csvName(a, false, 'weak'))]),
      birthDates: noted.birthDates,
      countries: distinct(noted.countries),
      programmes: distinct(value(f[3]).split(/\]\s*\[/).map((p) => p.replace(/[[\]]/g, ''))),
    };
    collector.add(entry, { line: row.line });
    byId.set(id, entry);
  }
  for (const part of ['alt', 'add'] as const) {
    const companion = companions[part];
    if (!companion) continue;
    for await (const row of companion.rows) {
      expectColumns(companion.file, row, COLUMNS[part]);
      const entry = byId.get(value(row.fields[0]));
      if (!entry) throw new ListFileError(companion.file, `a row of entry ${value(row.fields[0])}, which ${file} does not list`, { line: row.line });
      if (part === 'alt') entry.names = distinctNames([...entry.names, csvName(value(row.fields[3]), entry.kind === 'person', 'strong')]);
      else withAddressCountries(entry, [countryCode(value(row.fields[4]))]);
    }
  }
  return { source: 'ofac', name: 'OFAC SDN list', format: 'ofac-csv', published: null, entries: collector.done() };
}
