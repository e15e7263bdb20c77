// Reading an order code the way people write it: in a bank transfer's text, the orders
// search and the command palette alike (any case, spaces, a missing hyphen, O for 0, I or l
// for 1), learned from the host's codes themselves; and the one code near a mistyped one.
import { builtLast } from './built-last';

const alphanumeric = (text: string) => text.toUpperCase().replace(/[^0-9A-Z]/g, '');
const WORD = /[0-9A-Z]+/g;

/** Letters an investor types for a digit; read as the digit only where no code has the letter. */
const LOOKALIKES: ReadonlyArray<[string, string]> = [
  ['O', '0'],
  ['I', '1'],
  ['L', '1'],
];

/**
 * Finds the host's order codes in free text, learned from the codes themselves: their common
 * prefix up to a separator ("OM-"), the lengths and letters of what follows.
 */
export class CodeFinder {
  private readonly byBody = new Map<string, string>();
  private readonly lengths: number[];
  private readonly prefix: string;
  private readonly lookalikes: RegExp | null;
  private readonly digitFor: Map<string, string>;

  constructor(codes: readonly string[]) {
    let common = (codes[0] ?? '').toUpperCase();
    for (const code of codes) {
      if (code.startsWith(common)) continue;
      const upper = code.toUpperCase();
      while (!upper.startsWith(common)) common = common.slice(0, -1);
    }
    // Cut back to the last separator, so a single code or codes alike at the start keep their body.
    const separator = common.search(/[^0-9A-Za-z][0-9A-Za-z]*$/);
    this.prefix = separator < 0 ? '' : alphanumeric(common.slice(0, separator));
    const used = new Set<string>();
    const lengths = new Set<number>();
    for (const code of codes) {
      const body = alphanumeric(code).slice(this.prefix.length);
      this.byBody.set(body, code);
      lengths.add(body.length);
      for (const [letter] of LOOKALIKES) if (body.includes(letter)) used.add(letter);
    }
    this.lengths = [...lengths].filter((n) => n > 0);
    this.digitFor = new Map(LOOKALIKES.filter(([letter]) => !used.has(letter)));
    this.lookalikes = this.digitFor.size ? new RegExp(`[${[...this.digitFor.keys()].join('')}]`, 'g') : null;
  }

  /** The codes in `text`, each once, spaced, dashed, in any case or with look-alike letters. */
  find(text: string): string[] {
    // The text's letters and digits run together, and where each word starts in that run.
    let compact = '';
    const starts: number[] = [];
    for (const [word] of text.toUpperCase().matchAll(WORD)) {
      starts.push(compact.length);
      compact += word;
    }
    // A code starts a word or follows the prefix, so digits inside an IBAN are not read as one.
    if (this.prefix !== '') {
      for (let at = compact.indexOf(this.prefix); at >= 0; at = compact.indexOf(this.prefix, at + 1)) starts.push(at + this.prefix.length);
      starts.sort((x, y) => x - y);
    }
    const read = this.lookalikes ? compact.replace(this.lookalikes, (c) => this.digitFor.get(c) as string) : compact;
    const found = new Set<string>();
    for (const i of starts) {
      for (const length of this.lengths) {
        const code = i + length <= read.length ? this.byBody.get(read.slice(i, i + length)) : undefined;
        if (code) found.add(code);
      }
    }
    return [...found];
  }

  /**
   * The one code a typed code is a slip away from (a character wrong, missing, extra, or two
   * swapped), for "Did you mean …?"; none when no code or several are that near.
   */
  near(typed: string): string | undefined {
    let body = alphanumeric(typed);
    if (this.prefix !== '' && body.startsWith(this.prefix)) body = body.slice(this.prefix.length);
    if (this.lookalikes) body = body.replace(this.lookalikes, (c) => this.digitFor.get(c) as string);
    const near = [...this.byBody].filter(([known]) => known !== body && oneSlipApart(body, known));
    return near.length === 1 ? near[0]?.[1] : undefined;
  }
}

/** At most one edit apart: a substitution, an insertion or deletion, or two neighbours swapped. */
function oneSlipApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const rest = (x: string, from: number) => x.slice(from);
  if (a.length === b.length) {
    return rest(a, i + 1) === rest(b, i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && rest(a, i + 2) === rest(b, i + 2));
  }
  return a.length < b.length ? rest(a, i) === rest(b, i + 1) : rest(a, i + 1) === rest(b, i);
}

/** The finder for the host's order codes. */
export const codeFinderFor = builtLast<string, CodeFinder>(
  (a, b) => a === b,
  (codes) => new CodeFinder(codes),
);

