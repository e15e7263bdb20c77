// Two names compared part by part: each part of one paired with at most one part of the other,
// in any order, best pairs first; what is left over either conflicts (both names have a part
// there, and they differ) or is surplus (a middle name one of them leaves out).
import { levenshtein } from './levenshtein';
import { equivalent, type WordRole } from './name-words';
import { skeleton, type NamePart, type NormalName } from './normalize';

export type PartHow =
  | 'same'
  | 'transliterated'
  | 'equivalent'
  | 'initial'
  | 'typo'
  | 'phonetic'
  | 'joined'
  | 'different'
  | 'missing'
  | 'extra';

/** One line of the explanation: a part of the person's name, the entry's part it met, and how. */
export interface PartMatch {
  /** The person's part as written, or null when the entry's part had no counterpart. */
  person: string | null;
  entry: string | null;
  how: PartHow;
  /** 0..1: how alike the two parts are. */
  similarity: number;
  /** How much the part counts in the score (low for legal forms, titles, common given names). */
  weight: number;
}

export interface NameComparison {
  score: number;
  parts: PartMatch[];
}

/** How much a part counts, by what kind of word it is. */
export const PART_WEIGHT: Record<WordRole, number> = {
  name: 1,
  common: 0.55,
  generic: 0.35,
  number: 0.2,
  initial: 0.3,
  particle: 0.15,
  legal: 0.1,
  title: 0.05,
};

/** The constants of the score, in one place (the bench tunes them on labelled pairs). */
export const TUNING = {
  /** Parts less alike than this are not paired: they count as different. */
  pairMin: 0.75,
  /** A part a person's name has and the other leaves out (a middle name) costs this share of its weight. */
  surplusPerson: 0.3,
  /** An organisation's name word the other leaves out says more: "Bank X Chile" is not "Bank X". */
  surplusOrganisation: 0.5,
  /** Parts both names have there but that differ weigh this much more than their weight. */
  conflict: 2,
  /** A match on nothing but words that say little (common given names, legal forms) is capped. */
  weakOnly: 0.7,
  /** Each edit costs this share of the part's length, plus `editFlat`. */
  editRelative: 0.5,
  editFlat: 0.05,
  phonetic: 0.85,
};

/** Edits tolerated as a typo, by the longer part's length. */
function typoBudget(length: number): number {
  if (length <= 3) return 0;
  if (length <= 5) return 1;
  if (length <= 9) return 2;
  return 3;
}

interface PartSimilarity {
  how: PartHow;
  similarity: number;
}

const DIFFERENT: PartSimilarity = { how: 'different', similarity: 0 };

function byEdits(a: string, b: string, how: PartHow): PartSimilarity {
  const length = Math.max(a.length, b.length);
  const budget = typoBudget(length);
  const edits = levenshtein(a, b, budget);
  if (edits > budget) return DIFFERENT;
  return { how, similarity: 1 - (TUNING.editRelative * edits) / length - TUNING.editFlat * edits };
}

/** How alike two parts are, and why. */
export function comparePart(p: NamePart, e: NamePart): PartSimilarity {
  if (p.syllable && e.syllable) return p.original === e.original ? { how: 'same', similarity: 1 } : DIFFERENT;
  if (p.text === e.text) {
    const spelt = p.transliterated || e.transliterated || p.original.toLowerCase() !== e.original.toLowerCase();
    return { how: spelt ? 'transliterated' : 'same', similarity: 1 };
  }
  if (p.text.length === 1 || e.text.length === 1) {
    const [short, long] = p.text.length === 1 ? [p.text, e.text] : [e.text, p.text];
    return long.startsWith(short) && long.length > 1 ? { how: 'initial', similarity: 0.9 } : DIFFERENT;
  }
  if (p.abjad !== e.abjad) {
    // Written without vowels on one side: the consonants must agree.
    if (p.bones === e.bones && p.bones.length > 0) return { how: 'transliterated', similarity: 0.95 };
    return p.bones.length >= 3 ? byEdits(p.bones, e.bones, 'typo') : DIFFERENT;
  }
  if (p.fold === e.fold) return { how: 'transliterated', similarity: 0.97 };
  if (equivalent(p.text, e.text)) return { how: 'equivalent', similarity: 0.95 };
  const edits = byEdits(p.fold, e.fold, 'typo');
  if (p.fold.length >= 5 && e.fold.length >= 5 && edits.similarity < TUNING.phonetic && p.sound === e.sound) {
    return { how: 'phonetic', similarity: TUNING.phonetic };
  }
  return edits;
}

function weightOf(part: NamePart): number {
  return PART_WEIGHT[part.role];
}

/** The name written as one word, for names that run parts together ("SiemensAG", "Ramimakhlouf"). */
function joinedForm(name: NormalName, abjad: boolean): string {
  const kept = name.parts.filter((p) => p.role !== 'legal' && p.role !== 'title');
  return abjad ? skeleton(kept.map((p) => p.text).join('')) : kept.map((p) => p.fold).join('');
}

function compareJoined(person: NormalName, entry: NormalName): NameComparison | null {
  if (person.parts.length === entry.parts.length) return null;
  const abjad = person.parts.some((p) => p.abjad) || entry.parts.some((p) => p.abjad);
  const joined = joinedForm(person, abjad);
  // Consonants alone say less per letter: a shorter run of them is already a name.
  if (joined.length < (abjad ? 4 : 6) || joined !== joinedForm(entry, abjad)) return null;
  return { score: 0.95, parts: [{ person: person.full, entry: entry.full, how: 'joined', similarity: 0.95, weight: 1 }] };
}

interface Pair {
  i: number;
  j: number;
  sim: PartSimilarity;
}

/** Pairs parts best first; ties by the parts' text, so the written order of parts never decides. */
function pairParts(person: NormalName, entry: NormalName): Pair[] {
  const candidates: Pair[] = [];
  person.parts.forEach((p, i) => {
    entry.parts.forEach((e, j) => {
      const sim = comparePart(p, e);
      if (sim.similarity >= TUNING.pairMin) candidates.push({ i, j, sim });
    });
  });
  const pt = (x: Pair): string => (person.parts[x.i] as NamePart).text;
  const et = (x: Pair): string => (entry.parts[x.j] as NamePart).text;
  candidates.sort(
    (x, y) =>
      y.sim.similarity - x.sim.similarity ||
      weightOf(entry.parts[y.j] as NamePart) - weightOf(entry.parts[x.j] as NamePart) ||
      cmp(pt(x), pt(y)) ||
      cmp(et(x), et(y)),
  );
  const usedP = new Set<number>();
  const usedE = new Set<number>();
  const pairs: Pair[] = [];
  for (const pair of candidates) {
    if (usedP.has(pair.i) || usedE.has(pair.j)) continue;
    usedP.add(pair.i);
    usedE.add(pair.j);
    pairs.push(pair);
  }
  return pairs;
}

/** Compares a person's name with one of an entry's names. */
export function compareNames(person: NormalName, entry: NormalName): NameComparison {
  const organisation = person.organisation || entry.organisation;
  const pairs = pairParts(person, entry);
  const parts: PartMatch[] = [];
  let matched = 0;
  let total = 0;
  // Evidence beyond words that say little: a distinctive part, or two common ones together.
  let distinctive = 0;
  let common = 0;
  for (const { i, j, sim } of pairs) {
    const p = person.parts[i] as NamePart;
    const e = entry.parts[j] as NamePart;
    const weight = (weightOf(p) + weightOf(e)) / 2;
    matched += weight * sim.similarity;
    total += weight;
    // Distinctive when either side is a full name and the other at least a common one
    // (a name read by its consonants may look like a common one: משה, msh).
    const [low, high] = [Math.min(weightOf(p), weightOf(e)), Math.max(weightOf(p), weightOf(e))];
    if (low >= PART_WEIGHT.common && high >= PART_WEIGHT.name) distinctive++;
    else if (low >= PART_WEIGHT.common) common++;
    parts.push({ person: p.original, entry: e.original, how: sim.how, similarity: round(sim.similarity), weight: round(weight) });
  }
  const byWeight = (a: NamePart, b: NamePart): number => weightOf(b) - weightOf(a) || cmp(a.text, b.text);
  const leftP = person.parts.filter((_, i) => !pairs.some((x) => x.i === i)).sort(byWeight);
  const leftE = entry.parts.filter((_, j) => !pairs.some((x) => x.j === j)).sort(byWeight);
  const conflicts = Math.min(leftP.length, leftE.length);
  const surplus = organisation ? TUNING.surplusOrganisation : TUNING.surplusPerson;
  for (let k = 0; k < Math.max(leftP.length, leftE.length); k++) {
    const p = leftP[k];
    const e = leftE[k];
    const weight =
      p && e ? (TUNING.conflict * (weightOf(p) + weightOf(e))) / 2 : weightOf((p ?? e) as NamePart) * surplus;
    total += weight;
    const how: PartHow = k < conflicts ? 'different' : p ? 'extra' : 'missing';
    parts.push({ person: p?.original ?? null, entry: e?.original ?? null, how, similarity: 0, weight: round(weight) });
  }
  let score = total > 0 ? matched / total : 0;
  // Only when something is left over: a name that is one common name on both sides is that name.
  const leftover = leftP.length + leftE.length > 0;
  if (distinctive === 0 && common < 2 && leftover) score *= TUNING.weakOnly;
  const joined = compareJoined(person, entry);
  if (joined && joined.score > score) return joined;
  return { score: round(Math.max(0, score)), parts };
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}
