// One person against one list entry: the best of the entry's names, then birth date and
// nationality raising or lowering that score. Everything that moved the score is kept in the hit.
import { compareNames, round, type PartMatch } from './compare';
import type { BirthDate, EntryName, ListEntry, ListVersion } from './list-entry';
import type { NormalName } from './normalize';

/** Changes whenever a change could move any score: a result names it, so it can be replayed. */
export const ALGORITHM_VERSION = 'desk-names-1';
/** The desk's default: at and above it a hit is shown (chosen on the labelled bench, docs/screening.md). */
export const DEFAULT_THRESHOLD = 0.72;

/** Whom to screen: an investor (a person, or a business by its legal name). */
export interface ScreenedPerson {
  id: string;
  name: string;
  /** YYYY-MM-DD or YYYY. */
  birthDate?: string;
  /** ISO 3166 alpha-2. */
  country?: string;
  kind?: 'person' | 'entity';
}

/** What a hit says of the list it came from, enough to fetch the same file again. */
export interface ListRef {
  source: ListVersion['source'];
  name: string;
  published: string | null;
  sha256: string;
}

export type DateEffect = 'unknown' | 'same' | 'overlaps' | 'near' | 'different';
export type CountryEffect = 'unknown' | 'same' | 'different';

export interface Hit {
  personId: string;
  personName: string;
  list: ListRef;
  entryId: string;
  entryKind: ListEntry['kind'];
  /** 0..1 after birth date and nationality. */
  score: number;
  /** The name comparison alone. */
  nameScore: number;
  matchedName: string;
  matchedStrength: EntryName['strength'];
  parts: PartMatch[];
  birthDate: { effect: DateEffect; delta: number; person?: string; entry: BirthDate[] };
  country: { effect: CountryEffect; delta: number; person?: string; entry: string[] };
  algorithm: string;
  threshold: number;
}

/** Score changes of the facts besides the name. */
const ADJUST = {
  dateSame: 0.1,
  dateOverlaps: 0.05,
  dateNear: -0.05,
  dateDifferent: -0.2,
  countrySame: 0.03,
  countryDifferent: -0.07,
  /** Weak aliases match many people by design: their score is scaled down. */
  weakAlias: 0.9,
};

/** The person's birth date as a range of days ("1970" is the whole year). */
export function birthRange(date: string): { from: string; to: string } {
  return date.length === 4 ? { from: `${date}-01-01`, to: `${date}-12-31` } : { from: date, to: date };
}

function yearsApart(a: { from: string; to: string }, b: BirthDate): number {
  const year = (iso: string): number => Number(iso.slice(0, 4));
  if (a.to < b.from) return year(b.from) - year(a.to);
  if (b.to < a.from) return year(a.from) - year(b.to);
  return 0;
}

function dateEffect(person: string | undefined, entry: BirthDate[]): { effect: DateEffect; delta: number } {
  if (person === undefined || entry.length === 0) return { effect: 'unknown', delta: 0 };
  const range = birthRange(person);
  if (entry.some((d) => d.from === range.from && d.to === range.to && d.from === d.to)) return { effect: 'same', delta: ADJUST.dateSame };
  if (entry.some((d) => d.from <= range.to && range.from <= d.to)) return { effect: 'overlaps', delta: ADJUST.dateOverlaps };
  if (entry.some((d) => yearsApart(range, d) <= 1)) return { effect: 'near', delta: ADJUST.dateNear };
  return { effect: 'different', delta: ADJUST.dateDifferent };
}

function countryEffect(person: string | undefined, entry: string[]): { effect: CountryEffect; delta: number } {
  if (person === undefined || entry.length === 0) return { effect: 'unknown', delta: 0 };
  return entry.includes(person) ? { effect: 'same', delta: ADJUST.countrySame } : { effect: 'different', delta: ADJUST.countryDifferent };
}

export interface ScoredName {
  name: EntryName;
  normal: NormalName;
}

/** The person against one entry, by the entry's given names (all, or the index's candidates). */
export function scoreEntry(
  person: ScreenedPerson,
  personName: NormalName,
  entry: ListEntry,
  names: readonly ScoredName[],
  list: ListRef,
  threshold: number,
): Hit | null {
  let best: { comparison: ReturnType<typeof compareNames>; name: EntryName; score: number } | null = null;
  for (const { name, normal } of names) {
    const comparison = compareNames(personName, normal);
    const score = name.strength === 'weak' ? comparison.score * ADJUST.weakAlias : comparison.score;
    if (best === null || score > best.score || (score === best.score && name.full < best.name.full)) best = { comparison, name, score };
  }
  if (best === null) return null;
  const date = dateEffect(person.birthDate, entry.birthDates);
  const country = countryEffect(person.country, entry.countries);
  const score = round(Math.min(1, Math.max(0, best.score + date.delta + country.delta)));
  if (score < threshold) return null;
  return {
    personId: person.id,
    personName: person.name,
    list,
    entryId: entry.id,
    entryKind: entry.kind,
    score,
    nameScore: round(best.score),
    matchedName: best.name.full,
    matchedStrength: best.name.strength,
    parts: best.comparison.parts,
    birthDate: { ...date, ...(person.birthDate === undefined ? {} : { person: person.birthDate }), entry: entry.birthDates },
    country: { ...country, ...(person.country === undefined ? {} : { person: person.country }), entry: entry.countries },
    algorithm: ALGORITHM_VERSION,
    threshold,
  };
}

/** Hits best first; equal scores by list and entry, so the order never depends on the input's. */
export function compareHits(a: Hit, b: Hit): number {
  return b.score - a.score || cmp(a.list.sha256, b.list.sha256) || cmp(a.entryId, b.entryId);
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
