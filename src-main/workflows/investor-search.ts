// Finding an investor by what a person remembers: parts of the name or of the email, in any
// order and case, with a typo or two. The API finds users only by their exact email, so the
// desk scores the investors it knows itself. Pure, so it is tested without a host.
import { fold, wordsOf } from '../../src-shared/wire/users';

export interface Searchable {
  id: string;
  name: string;
  /** Unknown for an investor the desk only remembers by id and name. */
  email?: string;
}


/**
 * The optimal-string-alignment distance (insertions, deletions, substitutions, swaps of two
 * neighbours) between `a` and the closest prefix of `b`, or `max + 1` once it is surely
 * more than `max`: "hofman" is one edit from "hoffmann"'s prefix "hoffman".
 */
export function prefixDistance(a: string, b: string, max: number): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  let before: number[] = [];
  let previous: number[] = Array.from({ length: cols }, (_, j) => j);
  for (let i = 1; i < rows; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, (before[j - 2] as number) + 1);
      current.push(d);
      rowMin = Math.min(rowMin, d);
    }
    if (rowMin > max) return max + 1;
    before = previous;
    previous = current;
  }
  // The whole of `a` against any prefix of `b`: the last row's smallest entry.
  return Math.min(...previous);
}

/** Typos allowed in a word of this length: none in short words, where one edit is another name. */
export function typosAllowed(length: number): number {
  if (length < 4) return 0;
  return length < 8 ? 1 : 2;
}

/** How well one typed word fits one of the investor's words: 0 not at all, 1 exactly. */
function wordScore(typed: string, word: string): number {
  if (word === typed) return 1;
  if (word.startsWith(typed)) return 0.9;
  if (typed.length >= 3 && word.includes(typed)) return 0.7;
  const allowed = typosAllowed(typed.length);
  if (allowed === 0) return 0;
  const distance = prefixDistance(typed, word, allowed);
  return distance > allowed ? 0 : 0.6 - 0.15 * distance;
}

/** The words an investor is found by: the name's, and the email's before and after the @. */
function searchWords(investor: Searchable): string[] {
  return [...wordsOf(investor.name), ...(investor.email ? wordsOf(investor.email) : [])];
}

/**
 * How well `query` fits the investor, 0 when it does not: every typed word must fit one of
 * the investor's words; the exact email fits best of all.
 */
export function scoreInvestor(query: string, investor: Searchable): number {
  const typed = wordsOf(query);
  if (typed.length === 0) return 0;
  const folded = fold(query.trim());
  if (investor.email && fold(investor.email) === folded) return 2;
  if (investor.email && folded.length >= 3 && fold(investor.email).includes(folded)) return 1.2;
  const words = searchWords(investor);
  let sum = 0;
  for (const t of typed) {
    let best = 0;
    for (const w of words) best = Math.max(best, wordScore(t, w));
    if (best === 0) return 0;
    sum += best;
  }
  return sum / typed.length;
}

export interface Scored<T> {
  investor: T;
  score: number;
}

/** The best fits first (ties by name), at most `limit`. */
export function searchInvestors<T extends Searchable>(query: string, investors: Iterable<T>, limit: number): Scored<T>[] {
  const found: Scored<T>[] = [];
  for (const investor of investors) {
    const score = scoreInvestor(query, investor);
    if (score > 0) found.push({ investor, score });
  }
  found.sort((a, b) => b.score - a.score || a.investor.name.localeCompare(b.investor.name));
  return found.slice(0, limit);
}
