// Hits against lists: birth date and nationality moving the score, the explanation, the index
// finding what a scan of every name finds, and results that do not depend on input order.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareNames } from '../../src-main/screening/compare';
import { explainHit } from '../../src-main/screening/explain';
import type { SanctionsList } from '../../src-main/screening/list-entry';
import { buildIndex, NameIndex, readsAsOrganisation, screenWithIndex } from '../../src-main/screening/name-index';
import { normalizeName } from '../../src-main/screening/normalize';
import { ALGORITHM_VERSION, DEFAULT_THRESHOLD, type Hit, type ScreenedPerson } from '../../src-main/screening/score';
import { LISTS, list, person } from '../support/screening';

const index = new NameIndex(buildIndex(LISTS, ALGORITHM_VERSION));
const screen = (p: Omit<ScreenedPerson, 'id'>, threshold = DEFAULT_THRESHOLD): Hit[] => screenWithIndex(index, { id: 'p', ...p }, threshold);

describe('birth date and nationality', () => {
  const lavrov = (p: Omit<ScreenedPerson, 'id' | 'name'>): Hit | undefined => screen({ name: 'Sergei Lavrov', ...p }, 0)[0];

  it('raise the score when they agree, and lower it when they differ', () => {
    const none = lavrov({}) as Hit;
    const same = lavrov({ birthDate: '1950-03-21', country: 'RU' }) as Hit;
    const year = lavrov({ birthDate: '1950' }) as Hit;
    const other = lavrov({ birthDate: '1984-07-02', country: 'FR' }) as Hit;
    expect(none.entryId).toBe('UN-1');
    expect(same.score).toBeGreaterThan(year.score);
    expect(year.score).toBeGreaterThan(none.score);
    expect(other.score).toBeLessThan(none.score);
    expect(same.birthDate).toMatchObject({ effect: 'same', person: '1950-03-21' });
    expect(year.birthDate.effect).toBe('overlaps');
    expect(other.birthDate.effect).toBe('different');
    expect(other.country).toMatchObject({ effect: 'different', person: 'FR', entry: ['RU'] });
  });

  it('a birth date a year off lowers it a little, not as much as one far off', () => {
    const near = lavrov({ birthDate: '1951' }) as Hit;
    const far = lavrov({ birthDate: '1980' }) as Hit;
    expect(near.birthDate.effect).toBe('near');
    expect(near.score).toBeGreaterThan(far.score);
  });
});

describe('hits', () => {
  it('explain themselves: the names, each part, date and country, algorithm, threshold and list', () => {
    const [hit] = screen({ name: 'Sergei Lavrov', birthDate: '1950', country: 'RU' });
    expect(hit).toMatchObject({
      entryId: 'UN-1',
      matchedName: 'Sergey Viktorovich LAVROV',
      matchedStrength: 'primary',
      algorithm: ALGORITHM_VERSION,
      threshold: DEFAULT_THRESHOLD,
      list: { source: 'un', published: '2026-11-01', sha256: 'aa'.padEnd(64, '0') },
    });
    expect(hit?.parts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ person: 'Lavrov', entry: 'LAVROV', how: 'same' }),
        expect.objectContaining({ person: 'Sergei', entry: 'Sergey', how: 'transliterated' }),
        expect.objectContaining({ person: null, entry: 'Viktorovich', how: 'missing' }),
      ]),
    );
    const text = explainHit(hit as Hit);
    expect(text).toContain('"Sergei Lavrov" matches the name "Sergey Viktorovich LAVROV" of UN entry UN-1');
    expect(text).toContain('"Lavrov" is the same as "LAVROV"');
    expect(text).toContain('the list\'s "Viktorovich" is not in the person\'s name');
    expect(text).toContain('The birth date fits the list’s (+5 points)');
    expect(text).toContain('the nationality is one the list gives (+3 points)');
    expect(text).toContain(`Algorithm ${ALGORITHM_VERSION}, threshold 72%`);
  });

  it('come from names in their original script too', () => {
    expect(screen({ name: 'Лавров Сергей' }).map((h) => h.entryId)).toEqual(['UN-1']);
  });

  it('scale down weak aliases and say which alias matched', () => {
    const [hit] = screen({ name: 'Olya' }, 0).filter((h) => h.entryId === 'EU-3');
    expect(hit?.matchedStrength).toBe('weak');
    expect(hit?.score).toBeLessThan(1);
  });

  it('screen persons against persons and businesses against businesses', () => {
    expect(screen({ name: 'ACME Trading Ltd.', kind: 'entity' }).map((h) => h.entryId)).toEqual(['UN-3']);
    expect(screen({ name: 'ACME Trading Ltd.', kind: 'person' })).toEqual([]);
  });

  it('leave out scores below the threshold', () => {
    expect(screen({ name: 'John Miller' })).toEqual([]);
    expect(screen({ name: 'John Miller' }, 0).length).toBeGreaterThan(0);
  });
});

/** Every name of every entry, compared without the index: what the index must not miss. */
function scanAll(lists: SanctionsList[], name: string, threshold: number): string[] {
  const found: string[] = [];
  for (const l of lists) {
    for (const entry of l.entries) {
      const normal = normalizeName(name, readsAsOrganisation(entry.kind));
      const best = Math.max(...entry.names.map((n) => compareNames(normal, normalizeName(n.full, readsAsOrganisation(entry.kind))).score));
      if (best >= threshold) found.push(entry.id);
    }
  }
  return found.sort();
}

describe('the index', () => {
  it.each(['Sergei Lavrov', 'Jusuf Karimov', 'Mohamed Omar al Masri', 'Acme Trading', 'Olga Petrova', 'Сергей Лавров', 'Abdul Rahman Karimov'])(
    'finds for "%s" every entry a scan of all names finds',
    (name) => {
      const scanned = scanAll(LISTS, name, DEFAULT_THRESHOLD);
      expect(scanned.length).toBeGreaterThan(0);
      const indexed = screen({ name }).map((h) => h.entryId).sort();
      expect(indexed).toEqual(expect.arrayContaining(scanned));
    },
  );
});

describe('order', () => {
  const people: ScreenedPerson[] = [
    { id: 'a', name: 'Sergei Lavrov', birthDate: '1950' },
    { id: 'b', name: 'Muhammad Omar Masri', country: 'EG' },
    { id: 'c', name: 'Acme Trading', kind: 'entity' },
    { id: 'd', name: 'Yusuf Karimov' },
    { id: 'e', name: 'Olga Petrova' },
    { id: 'f', name: 'John Smith' },
  ];
  const extra = list('ofac', 'cc', [person('OFAC-1', ['Sergey LAVROV']), person('OFAC-2', ['Mohamed Omar'])]);
  const allLists = [...LISTS, extra];
  const key = (hits: Hit[][], order: ScreenedPerson[]): Record<string, Array<[string, string, number]>> =>
    Object.fromEntries(order.map((p, i) => [p.id, (hits[i] as Hit[]).map((h) => [h.list.source, h.entryId, h.score] as [string, string, number])]));
  const run = (lists: SanctionsList[], order: ScreenedPerson[]): Record<string, Array<[string, string, number]>> => {
    const built = new NameIndex(buildIndex(lists, ALGORITHM_VERSION));
    return key(order.map((p) => screenWithIndex(built, p, 0.5)), order);
  };
  const expected = run(allLists, people);

  it('of lists, entries and people does not change any score or hit', () => {
    const shuffled = <T,>(items: T[]): fc.Arbitrary<T[]> => fc.shuffledSubarray(items, { minLength: items.length, maxLength: items.length });
    const lists = fc.tuple(...allLists.map((l) => shuffled(l.entries).map((entries) => ({ ...l, entries }))));
    fc.assert(
      fc.property(lists.chain((ls) => shuffled(ls)), shuffled(people), (ls, order) => {
        expect(run(ls, order)).toEqual(expected);
      }),
      { seed: 37, numRuns: 40 },
    );
  });
});

describe('the index across scripts', () => {
  const arabic = new NameIndex(buildIndex([list('un', 'dd', [person('UN-9', ['Abdullah Karimov']), person('UN-10', ['Khaled Mahmoud'])])], ALGORITHM_VERSION));

  it('finds a romanised entry from its name written in Arabic, part by part and run together', () => {
    expect(screenWithIndex(arabic, { id: 'p', name: 'خالد محمود' }, DEFAULT_THRESHOLD).map((h) => h.entryId)).toEqual(['UN-10']);
    expect(screenWithIndex(arabic, { id: 'p', name: 'عبد الله كريموف' }, DEFAULT_THRESHOLD).map((h) => h.entryId)).toEqual(['UN-9']);
  });
});
