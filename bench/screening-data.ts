// Synthetic sanctions lists and people at real sizes, from generated name parts and a fixed
// seed: the same lists every run, with the shapes of the real ones (persons with middle names
// and aliases, common given names, organisations with legal forms, weak one-word aliases).
import type { EntryName, ListEntry, ListSource, SanctionsList } from '../src-main/screening/list-entry';
import type { ScreenedPerson } from '../src-main/screening/score';
import { seededRandom } from '../test/support/random';

const ONSETS = ['b', 'd', 'f', 'g', 'h', 'k', 'l', 'm', 'n', 'p', 'r', 's', 't', 'v', 'z', 'sh', 'kh', 'ch', 'br', 'tr', 'st', 'gr'];
const VOWELS = ['a', 'e', 'i', 'o', 'u', 'ai', 'ou'];
const ENDINGS = ['', '', 'ov', 'ova', 'enko', 'i', 'ez', 'son', 'ani', 'berg', 'escu', 'yan', 'ski'];
const COMMON = ['mohammed', 'ahmed', 'ali', 'john', 'maria', 'alexander', 'sergei', 'wei', 'kim', 'hassan', 'omar', 'ivan', 'olga', 'james'];
const LEGAL = ['Ltd', 'LLC', 'GmbH', 'AG', 'S.A.', 'Corp', 'JSC', 'Limited', 'Trading Co', 'Holding'];

type Random = () => number;

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const capital = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

function word(random: Random, syllables: number): string {
  let out = '';
  for (let i = 0; i < syllables; i++) out += pick(random, ONSETS) + pick(random, VOWELS);
  return capital(out + pick(random, ENDINGS));
}

/** The given names lists and people share: the same pool whatever the seed of the draws. */
const GIVEN_POOL = ((random: Random) => Array.from({ length: 600 }, () => word(random, 2)))(seededRandom(1));

/** Given names from the pool (a few very common) and an open supply of family names. */
function namer(random: Random): { given: () => string; family: () => string; orgWord: () => string } {
  const givenPool = GIVEN_POOL;
  return {
    given: () => (random() < 0.2 ? capital(pick(random, COMMON)) : pick(random, givenPool)),
    family: () => word(random, 2 + Math.floor(random() * 2)),
    orgWord: () => word(random, 2 + Math.floor(random() * 2)),
  };
}

/** One edit: what a clerk's typing or another romanisation does to a name. */
export function typo(random: Random, text: string): string {
  const at = 1 + Math.floor(random() * Math.max(1, text.length - 2));
  const kind = random();
  if (kind < 0.33) return text.slice(0, at) + text.slice(at + 1);
  if (kind < 0.66) return text.slice(0, at) + pick(random, ['a', 'e', 'i', 'o', 'u']) + text.slice(at + 1);
  return text.slice(0, at) + (text[at] ?? '') + text.slice(at);
}

function personEntry(random: Random, n: ReturnType<typeof namer>, id: string): ListEntry {
  const given = n.given();
  const middle = random() < 0.4 ? n.given() : undefined;
  const family = n.family();
  const primary = [given, middle, family.toUpperCase()].filter(Boolean).join(' ');
  const names: EntryName[] = [{ full: primary, strength: 'primary', given, family }];
  const aliases = Math.floor(random() * 4);
  for (let a = 0; a < aliases; a++) {
    const variant = random() < 0.5 ? `${family} ${given}` : `${given} ${typo(random, family)}`;
    names.push({ full: variant, strength: random() < 0.8 ? 'strong' : 'weak' });
  }
  if (random() < 0.2) names.push({ full: n.family(), strength: 'weak' });
  const year = 1940 + Math.floor(random() * 60);
  return {
    id,
    kind: 'person',
    names,
    birthDates: random() < 0.7 ? [{ kind: 'year', from: `${year}-01-01`, to: `${year}-12-31` }] : [],
    countries: random() < 0.6 ? [pick(random, ['RU', 'IR', 'SY', 'KP', 'AF', 'IQ', 'BY', 'VE'])] : [],
    programmes: [],
  };
}

function entityEntry(random: Random, n: ReturnType<typeof namer>, id: string): ListEntry {
  const words = Array.from({ length: 1 + Math.floor(random() * 3) }, () => n.orgWord()).join(' ');
  const names: EntryName[] = [{ full: `${words} ${pick(random, LEGAL)}`, strength: 'primary' }];
  if (random() < 0.6) names.push({ full: `${words} ${pick(random, LEGAL)}`, strength: 'strong' });
  if (random() < 0.3) names.push({ full: typo(random, words), strength: 'strong' });
  return { id, kind: 'entity', names, birthDates: [], countries: [], programmes: [] };
}

/** Four lists with about `names` names and aliases in all. */
export function syntheticLists(names: number, seed = 37): SanctionsList[] {
  const random = seededRandom(seed);
  const n = namer(random);
  const sources: ListSource[] = ['eu', 'un', 'ofac', 'uk'];
  const lists: SanctionsList[] = sources.map((source, i) => ({
    version: { source, name: source.toUpperCase(), published: '2026-11-01', sha256: `${i}`.repeat(64), entries: 0, format: 'synthetic' },
    entries: [],
  }));
  let count = 0;
  while (count < names) {
    const list = pick(random, lists);
    const id = `${list.version.source}-${list.entries.length + 1}`;
    const entry = random() < 0.75 ? personEntry(random, n, id) : entityEntry(random, n, id);
    list.entries.push(entry);
    count += entry.names.length;
  }
  for (const list of lists) list.version.entries = list.entries.length;
  return lists;
}

/** `count` people: most unlisted (sharing given names with the lists), one in a hundred a listed name misspelt. */
export function syntheticPeople(lists: SanctionsList[], count: number, seed = 38): ScreenedPerson[] {
  const random = seededRandom(seed);
  const n = namer(random);
  const entries = lists.flatMap((l) => l.entries);
  return Array.from({ length: count }, (_, i): ScreenedPerson => {
    if (random() < 0.01) {
      const entry = pick(random, entries);
      return { id: `p${i}`, name: typo(random, (entry.names[0] as EntryName).full), kind: entry.kind === 'entity' ? 'entity' : 'person' };
    }
    const year = 1940 + Math.floor(random() * 60);
    return { id: `p${i}`, name: `${n.given()} ${n.family()}`, birthDate: `${year}`, country: pick(random, ['DE', 'FR', 'RU', 'IR', 'GB']) };
  });
}
