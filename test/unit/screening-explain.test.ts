// A hit in the window's words: in English the very sentences the engine writes
// (src-main/screening/explain.ts), in German their translation; the words of a name that
// matched found for marking.
import { beforeAll, describe, expect, it } from 'vitest';
import type { HitPart, ScreeningHit } from '../../src-shared/contract';
import type { PartHow } from '../../src-main/screening/compare';
import { explainHit as engineWords } from '../../src-main/screening/explain';
import { buildIndex, NameIndex, screenWithIndex } from '../../src-main/screening/name-index';
import { ALGORITHM_VERSION, type Hit, type ScreenedPerson } from '../../src-main/screening/score';
import { type TFunction, initI18n } from '../../src-renderer/i18n';
import { explainHit, markedWords } from '../../src-renderer/screens/screening/explain';
import { LISTS } from '../support/screening';

let en: TFunction<'screening'>;
let de: TFunction<'screening'>;
beforeAll(async () => {
  const i18n = await initI18n('en');
  await i18n.loadNamespaces('screening');
  await i18n.loadLanguages('de');
  en = i18n.getFixedT('en', 'screening');
  de = i18n.getFixedT('de', 'screening');
});

const index = new NameIndex(buildIndex(LISTS, ALGORITHM_VERSION));
const screen = (p: Omit<ScreenedPerson, 'id'>): Hit[] => screenWithIndex(index, { id: 'p', ...p }, 0);

/** The engine's hit as the window gets it. */
function asWindowHit(hit: Hit): ScreeningHit {
  return {
    key: `u/identity/1|${hit.list.source}:${hit.list.name}|${hit.entryId}`,
    subject: { key: 'u/identity/1', userId: 'u', role: 'identity', recordId: '1', name: hit.personName, kind: 'person', dataHash: 'd' },
    investorName: hit.personName,
    list: hit.list,
    entry: { id: hit.entryId, kind: hit.entryKind, names: [], birthDates: [], countries: [], programmes: [], contentHash: 'c' },
    score: hit.score,
    nameScore: hit.nameScore,
    matchedName: hit.matchedName,
    matchedStrength: hit.matchedStrength,
    parts: hit.parts.map((p): HitPart => ({ person: p.person ?? undefined, entry: p.entry ?? undefined, how: p.how, similarity: p.similarity })),
    birthDate: { effect: hit.birthDate.effect, delta: hit.birthDate.delta },
    country: { effect: hit.country.effect, delta: hit.country.delta },
    algorithm: hit.algorithm,
    threshold: hit.threshold,
    state: 'open',
    foundAt: '2026-11-26T10:00:00Z',
  };
}

const HOWS: PartHow[] = ['same', 'transliterated', 'equivalent', 'initial', 'typo', 'phonetic', 'joined', 'different', 'missing', 'extra'];

describe('a hit in words', () => {
  const real = screen({ name: 'Sergei Lavrov', birthDate: '1950-03-21', country: 'RU' })[0] as Hit;
  const unlike = screen({ name: 'Sergey Lavrow', birthDate: '1984-07-02', country: 'FR' })[0] as Hit;

  it('says in English what the engine says, for hits the engine found', () => {
    expect(real).toBeDefined();
    expect(unlike).toBeDefined();
    for (const hit of [real, unlike]) expect(explainHit(en, asWindowHit(hit)).join(' ')).toBe(engineWords(hit));
  });

  it('says it for every way a part matches, every birth date and nationality effect, and a list without a date', () => {
    const dates = ['unknown', 'same', 'overlaps', 'near', 'different'] as const;
    const countries = ['unknown', 'same', 'different'] as const;
    HOWS.forEach((how, i) => {
      const hit: Hit = {
        ...real,
        list: { ...real.list, published: i % 2 ? null : real.list.published },
        matchedStrength: (['primary', 'strong', 'weak'] as const)[i % 3] ?? 'primary',
        parts: [{ person: how === 'missing' ? null : 'Sergei', entry: how === 'extra' ? null : 'Sergey', how, similarity: 0.83, weight: 1 }],
        birthDate: { ...real.birthDate, effect: dates[i % dates.length] ?? 'unknown', delta: i % 2 ? 0 : -0.2 },
        country: { ...real.country, effect: countries[i % countries.length] ?? 'unknown', delta: i % 3 ? 0.03 : 0 },
      };
      expect(explainHit(en, asWindowHit(hit)).join(' ')).toBe(engineWords(hit));
    });
  });

  it('says it in German, with German quotes and a protected space before %', () => {
    const words = explainHit(de, asWindowHit(real)).join(' ');
    expect(words).toContain('„Sergei Lavrov“ stimmt mit dem Namen');
    expect(words).toMatch(/\d\u00a0%/);
    expect(words).not.toMatch(/"/);
  });
});

describe('the words of a name that matched', () => {
  it('are marked on each side, those that differ or have no counterpart not', () => {
    const parts: HitPart[] = [
      { person: 'sergei', entry: 'sergey', how: 'transliterated', similarity: 0.9 },
      { person: 'lavrov', entry: 'lavrov', how: 'same', similarity: 1 },
      { person: 'ivan', entry: undefined, how: 'extra', similarity: 0 },
      { person: undefined, entry: 'viktorovich', how: 'missing', similarity: 0 },
    ];
    expect(markedWords('Sergei Ivan LAVROV,', parts, 'person')).toEqual([
      { text: 'Sergei', how: 'transliterated' },
      { text: ' ' },
      { text: 'Ivan' },
      { text: ' ' },
      { text: 'LAVROV,', how: 'same' },
    ]);
    expect(markedWords('Sergey Viktorovich Lavrov', parts, 'entry').filter((w) => w.how).map((w) => w.text)).toEqual(['Sergey', 'Lavrov']);
  });
});
