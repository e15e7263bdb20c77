// A hit in English sentences, from the hit's structured data alone (the desk translates the
// same data later): which name matched, how each part did, what birth date and nationality did.
import type { PartMatch } from './compare';
import type { Hit } from './score';

function pct(x: number): string {
  return `${Math.round(x * 100)}%`;
}

function signed(delta: number): string {
  return `${delta > 0 ? '+' : '−'}${Math.round(Math.abs(delta) * 100)} points`;
}

/** What a sentence reads of a part: the engine's `PartMatch`, or the window's `HitPart`. */
export type ExplainedPart = Pick<PartMatch, 'how' | 'similarity'> & { person?: string | null; entry?: string | null };

/**
 * What the sentences read of a hit: the engine's `Hit`, or the same fields of a hit the desk
 * kept (the screening report explains those).
 */
export type ExplainedHit = Pick<Hit, 'personName' | 'entryId' | 'score' | 'nameScore' | 'matchedName' | 'matchedStrength' | 'algorithm' | 'threshold'> & {
  list: Pick<Hit['list'], 'source' | 'name' | 'published' | 'sha256'>;
  parts: ExplainedPart[];
  birthDate: Pick<Hit['birthDate'], 'effect' | 'delta'>;
  country: Pick<Hit['country'], 'effect' | 'delta'>;
};

export function explainPart(part: ExplainedPart): string {
  const p = `"${part.person ?? ''}"`;
  const e = `"${part.entry ?? ''}"`;
  switch (part.how) {
    case 'same':
      return `${p} is the same as ${e}`;
    case 'transliterated':
      return `${p} is ${e} in another script or spelling`;
    case 'equivalent':
      return `${p} is another form of the name ${e}`;
    case 'initial':
      return `${p} is the initial of ${e}`;
    case 'typo':
      return `${p} is close to ${e} (${pct(part.similarity)} alike, a typing difference)`;
    case 'phonetic':
      return `${p} sounds like ${e}`;
    case 'joined':
      return `${p} is ${e} written with the words run together`;
    case 'different':
      return `${p} differs from ${e}`;
    case 'missing':
      return `the list's ${e} is not in the person's name`;
    case 'extra':
      return `the person's ${p} is not in the list's name`;
  }
}

const DATE_SENTENCE: Record<Hit['birthDate']['effect'], string> = {
  unknown: 'No birth date to compare',
  same: 'The birth date is the same',
  overlaps: 'The birth date fits the list’s',
  near: 'The birth date is within a year of the list’s',
  different: 'The birth date differs from the list’s',
};

const COUNTRY_SENTENCE: Record<Hit['country']['effect'], string> = {
  unknown: 'no nationality to compare',
  same: 'the nationality is one the list gives',
  different: 'the nationality is not one the list gives',
};

/** The whole hit, in a few English sentences. */
export function explainHit(hit: ExplainedHit): string {
  const alias = hit.matchedStrength === 'primary' ? 'the name' : `the ${hit.matchedStrength} alias`;
  const lines = [
    `"${hit.personName}" matches ${alias} "${hit.matchedName}" of ${hit.list.source.toUpperCase()} entry ${hit.entryId} (${hit.list.name}) with ${pct(hit.score)}.`,
    `By name alone ${pct(hit.nameScore)}: ${hit.parts.map(explainPart).join('; ')}.`,
  ];
  const date = `${DATE_SENTENCE[hit.birthDate.effect]}${hit.birthDate.delta === 0 ? '' : ` (${signed(hit.birthDate.delta)})`}`;
  const country = `${COUNTRY_SENTENCE[hit.country.effect]}${hit.country.delta === 0 ? '' : ` (${signed(hit.country.delta)})`}`;
  lines.push(`${date}; ${country}.`);
  lines.push(`Algorithm ${hit.algorithm}, threshold ${pct(hit.threshold)}, list published ${hit.list.published ?? 'without a date'}, file SHA-256 ${hit.list.sha256.slice(0, 12)}….`);
  return lines.join(' ');
}
