// A CSV file as a spreadsheet could read it: with `,` or `;` as its list separator, quotes
// honoured or not. Every cell such a reader sees begins at the file's start, after a
// separator, a tab or a line break, so splitting at all of them (inside quotes too) and
// taking off one opening quote mark and the spaces a reader may trim finds every cell's start.

const FORMULA = /^[=+\-@\t\r]/;
/** A plain decimal: a spreadsheet reads a number, not a formula (the desk's amounts). */
const PLAIN_DECIMAL = /^-?\d+(\.\d+)?$/;

/** The cells the reader with `separator` would run as a formula: none, in a file of the desk. */
export function formulaCells(text: string, separator: ',' | ';'): string[] {
  return text
    .replace(/^\uFEFF/, '')
    .split(new RegExp(`[${separator}\\t\\r\\n]`))
    .map((piece) => piece.replace(/^"/, '').replace(/^ +/, ''))
    .filter((cell) => FORMULA.test(cell) && !PLAIN_DECIMAL.test(cell.replace(/"$/, '')));
}
