// A hit in words of the desk's language, from its structured data (`parts`, `birthDate`,
// `country`): in English the same sentences src-main/screening/explain.ts writes for the logs
// and the report. Pure: `t` is given (test/unit/screening-explain.test.ts compares the two).
import type { HitPart, ScreeningHit } from '@contract';
import type { TFunction } from '../../i18n';

type T = TFunction<'screening'>;

export function percent(t: T, x: number): string {
  return t('explain.percent', { value: Math.round(x * 100) });
}

function withDelta(t: T, sentence: string, delta: number): string {
  if (delta === 0) return sentence;
  return t('explain.delta', { sentence, sign: delta > 0 ? '+' : '−', points: Math.round(Math.abs(delta) * 100) });
}

export function explainPart(t: T, part: HitPart): string {
  return t(`explain.parts.${part.how}`, { person: part.person ?? '', entry: part.entry ?? '', similarity: percent(t, part.similarity) });
}

/** The hit's sentences: what matched, how each part did, birth date and nationality, the engine and the list version. */
export function explainHit(t: T, hit: ScreeningHit): string[] {
  return [
    t('explain.summary', {
      person: hit.subject.name,
      alias: t(`explain.alias.${hit.matchedStrength}`),
      matched: hit.matchedName,
      source: hit.list.source.toUpperCase(),
      entry: hit.entry.id,
      list: hit.list.name,
      score: percent(t, hit.score),
    }),
    t('explain.byName', { score: percent(t, hit.nameScore), parts: hit.parts.map((part) => explainPart(t, part)).join(t('explain.separator')) }),
    t('explain.dateAndCountry', {
      date: withDelta(t, t(`explain.date.${hit.birthDate.effect}`), hit.birthDate.delta),
      country: withDelta(t, t(`explain.country.${hit.country.effect}`), hit.country.delta),
    }),
    t('explain.engine', {
      algorithm: hit.algorithm,
      threshold: percent(t, hit.threshold),
      published: hit.list.published ?? t('explain.noDate'),
      sha: hit.list.sha256.slice(0, 12),
    }),
  ];
}

/** Lower case without accents or punctuation: how a name's word is found among the parts. */
const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\p{M}\p{P}]/gu, '')
    .toLowerCase();

/** Parts that count as matched: the others differ, or have no counterpart. */
const MATCHED = new Set<HitPart['how']>(['same', 'transliterated', 'equivalent', 'initial', 'typo', 'phonetic', 'joined']);

/**
 * A name cut into its words and the spaces between, each word with how it matched (when it
 * did): the screen marks those words. `side` says which side of the parts the name is.
 */
export function markedWords(name: string, parts: readonly HitPart[], side: 'person' | 'entry'): Array<{ text: string; how?: HitPart['how'] }> {
  const matched = new Map<string, HitPart['how']>();
  for (const part of parts) {
    const word = part[side];
    if (!word || !MATCHED.has(part.how)) continue;
    // A joined part holds several words of one side.
    for (const piece of word.split(/\s+/)) if (fold(piece)) matched.set(fold(piece), part.how);
  }
  return name.split(/(\s+)/).filter(Boolean).map((text) => {
    const how = matched.get(fold(text));
    return how ? { text, how } : { text };
  });
}
