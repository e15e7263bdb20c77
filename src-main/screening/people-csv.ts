// The people to screen, from a UTF-8 CSV with the header id,name,birth_date,country. A bad line
// is named (line number, why), counted and skipped; the good ones are screened.
import { createReadStream } from 'node:fs';
import { CsvError, parse } from 'csv-parse';
import type { ScreenedPerson } from './score';

export const PEOPLE_HEADER = ['id', 'name', 'birth_date', 'country'] as const;

export interface BadLine {
  line: number;
  why: string;
}

export interface PeopleRead {
  people: ScreenedPerson[];
  bad: BadLine[];
}

const DATE = /^(\d{4})(?:-(\d{2})-(\d{2}))?$/;

function validDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  if (match[2] === undefined) return true;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** One row as a person, or why not. */
export function personOf(fields: string[], seen: Map<string, number>, line: number): ScreenedPerson | string {
  if (fields.length !== PEOPLE_HEADER.length) return `${fields.length} columns where the header has ${PEOPLE_HEADER.length}`;
  const [id, name, birth, country] = fields.map((f) => f.trim()) as [string, string, string, string];
  if (id === '') return 'no id';
  if (seen.has(id)) return `id "${id}" already on line ${seen.get(id)}`;
  if (name === '') return 'no name';
  if (birth !== '' && !validDate(birth)) return `birth_date "${birth}" is neither YYYY-MM-DD nor YYYY`;
  if (country !== '' && !/^[A-Za-z]{2}$/.test(country)) return `country "${country}" is not an ISO alpha-2 code`;
  seen.set(id, line);
  return {
    id,
    name,
    ...(birth === '' ? {} : { birthDate: birth }),
    ...(country === '' ? {} : { country: country.toUpperCase() }),
  };
}

/** Reads the whole file; throws only when the file itself is unusable (missing, wrong header, not CSV). */
export async function readPeople(path: string): Promise<PeopleRead> {
  const parser = createReadStream(path).pipe(parse({ bom: true, relax_column_count: true, skip_empty_lines: true, info: true }));
  const people: ScreenedPerson[] = [];
  const bad: BadLine[] = [];
  const seen = new Map<string, number>();
  let header = true;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (header) {
        const got = record.map((f) => f.trim().toLowerCase()).join(',');
        if (got !== PEOPLE_HEADER.join(',')) throw new Error(`${path}: the header is "${got}", not "${PEOPLE_HEADER.join(',')}"`);
        header = false;
        continue;
      }
      const person = personOf(record, seen, info.lines);
      if (typeof person === 'string') bad.push({ line: info.lines, why: person });
      else people.push(person);
    }
  } catch (error) {
    if (error instanceof CsvError) throw new Error(`${path} (line ${String(error.lines)}): not well-formed CSV: ${error.message}`, { cause: error });
    throw error;
  }
  if (header) throw new Error(`${path}: the file is empty (no header ${PEOPLE_HEADER.join(',')})`);
  return { people, bad };
}
