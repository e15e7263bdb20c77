// Edit distance with a ceiling: names are short, and beyond a few edits the exact count is moot.
let row = new Uint16Array(64);

/** Levenshtein distance of `a` and `b`, or `max + 1` once it is certain to exceed `max`. */
export function levenshtein(a: string, b: string, max = 64): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (row.length <= b.length) row = new Uint16Array(b.length * 2);
  for (let j = 0; j <= b.length; j++) row[j] = j;
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0] as number;
    row[0] = i;
    let best = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const above = row[j] as number;
      const cost = ca === b.charCodeAt(j - 1) ? 0 : 1;
      const value = Math.min(above + 1, (row[j - 1] as number) + 1, diagonal + cost);
      row[j] = value;
      diagonal = above;
      if (value < best) best = value;
    }
    if (best > max) return max + 1;
  }
  return row[b.length] as number;
}
