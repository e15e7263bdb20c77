// What every reader does alike: names cleaned and told apart by script, entries checked for an id
// and a name, duplicates and empty lists refused.
import type { EntryName, ListEntry, ListVersion } from '../list-entry';
import { ListFileError, type ListFilePosition } from './errors';

const squash = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** Letters of a script other than Latin: Arabic, Cyrillic, Han, Hangul… */
const NON_LATIN = /[^\P{L}\p{Script=Latin}]/u;

/** A name, or null when the list gives an empty one; given and family parts where the list has both. */
export function entryName(full: string | undefined, strength: EntryName['strength'], parts: { given?: string; family?: string } = {}): EntryName | null {
  const text = squash(full);
  if (!text) return null;
  const name: EntryName = { full: text, strength };
  const given = squash(parts.given);
  const family = squash(parts.family);
  if (given && family) Object.assign(name, { given, family });
  if (NON_LATIN.test(text)) name.originalScript = true;
  return name;
}

const RANK = { primary: 0, strong: 1, weak: 2 } as const;

/** One name per spelling, at the strongest strength the list gives it; the primary first. */
export function distinctNames(names: Array<EntryName | null>): EntryName[] {
  const byText = new Map<string, EntryName>();
  for (const name of names) {
    if (!name) continue;
    const seen = byText.get(name.full);
    if (!seen || RANK[name.strength] < RANK[seen.strength]) byText.set(name.full, name);
  }
  return [...byText.values()].sort((a, b) => RANK[a.strength] - RANK[b.strength]);
}

/** In the order first given, without repeats or blanks. */
export function distinct(values: Array<string | undefined>): string[] {
  return [...new Set(values.map((v) => squash(v)).filter(Boolean))];
}

/** Collects a file's entries, refusing one without an id or a name, or an id seen before. */
export class EntryCollector {
  readonly entries: ListEntry[] = [];
  private readonly ids = new Set<string>();

  constructor(private readonly file: string) {}

  add(entry: ListEntry, at: ListFilePosition): void {
    if (!entry.id) throw new ListFileError(this.file, 'an entry without an id', at);
    if (entry.names.length === 0) throw new ListFileError(this.file, `entry ${entry.id} has no name`, at);
    // A list that gives only aliases files the entry under the first (the strongest) of them.
    const first = entry.names[0] as EntryName;
    if (first.strength !== 'primary') entry.names[0] = { ...first, strength: 'primary' };
    if (this.ids.has(entry.id)) throw new ListFileError(this.file, `entry ${entry.id} is listed twice`, at);
    this.ids.add(entry.id);
    this.entries.push(entry);
  }

  /** An official list without entries is a file cut short or the wrong file. */
  done(allowEmpty = false): ListEntry[] {
    if (!allowEmpty && this.entries.length === 0) throw new ListFileError(this.file, 'the list has no entries');
    return this.entries;
  }
}

/** A list read, less what the bytes themselves give (hash, count). */
export interface ListContent {
  source: ListVersion['source'];
  name: string;
  format: string;
  published: string | null;
  entries: ListEntry[];
}

/** Sets the entry's address countries where there are any. */
export function withAddressCountries(entry: ListEntry, codes: Array<string | undefined>): ListEntry {
  const countries = distinct([...(entry.addressCountries ?? []), ...codes]);
  if (countries.length) entry.addressCountries = countries;
  return entry;
}
