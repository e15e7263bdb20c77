// Small sanctions lists for the screening tests, built in code.
import type { EntryName, ListEntry, ListSource, SanctionsList } from '../../src-main/screening/list-entry';

export function person(id: string, names: string[], more: Partial<ListEntry> = {}): ListEntry {
  return {
    id,
    kind: 'person',
    names: names.map((full, i): EntryName => ({ full, strength: i === 0 ? 'primary' : 'strong' })),
    birthDates: [],
    countries: [],
    programmes: [],
    ...more,
  };
}

export function entity(id: string, names: string[]): ListEntry {
  return { ...person(id, names), kind: 'entity' };
}

export function list(source: ListSource, sha: string, entries: ListEntry[]): SanctionsList {
  return {
    version: { source, name: source, published: '2026-11-01', sha256: sha.padEnd(64, '0'), entries: entries.length, format: 'test' },
    entries,
  };
}

export const LISTS: SanctionsList[] = [
  list('un', 'aa', [
    person('UN-1', ['Sergey Viktorovich LAVROV', 'Сергей Викторович Лавров'], {
      birthDates: [{ kind: 'exact', from: '1950-03-21', to: '1950-03-21' }],
      countries: ['RU'],
    }),
    person('UN-2', ['Mohammed Omar Al-Masri'], { birthDates: [{ kind: 'year', from: '1971-01-01', to: '1971-12-31' }], countries: ['EG'] }),
    entity('UN-3', ['Acme Trading GmbH', 'Acme Handels Gesellschaft']),
  ]),
  list('eu', 'bb', [
    person('EU-1', ['Yusuf Abdulrahman KARIMOV'], { countries: ['UZ'] }),
    person('EU-2', ['John SMITH']),
    { ...person('EU-3', ['Olga Ivanovna PETROVA']), names: [{ full: 'Olga Ivanovna PETROVA', strength: 'primary' }, { full: 'Olya', strength: 'weak' }] },
  ]),
];
