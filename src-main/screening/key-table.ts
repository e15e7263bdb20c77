// The index's keys as an open-addressing hash table in two typed arrays, built with the index
// and cached with it: a loaded index looks keys up at once. A Map of the ~490,000 keys of
// 60,000 names took 340-490 ms to fill on every load, a third of the cache's load.

/** The keys NUL-separated, where each starts, and the table of key numbers + 1 (0: empty). */
export interface KeyTable {
  keys: string;
  starts: Uint32Array;
  slots: Uint32Array;
}

const SEPARATOR = '\u0000';

/** FNV-1a over the UTF-16 code units of `text`. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** The table of `keys` (distinct, none containing NUL): key k is found as k. */
export function buildKeyTable(keys: string[]): KeyTable {
  const joined = keys.join(SEPARATOR);
  const starts = new Uint32Array(keys.length + 1);
  let at = 0;
  keys.forEach((key, k) => {
    starts[k] = at;
    at += key.length + 1;
  });
  starts[keys.length] = at;
  // At most half full: a probe ends after about two steps.
  let size = 2;
  while (size < keys.length * 2) size *= 2;
  const slots = new Uint32Array(size);
  const mask = size - 1;
  keys.forEach((key, k) => {
    let i = hash(key) & mask;
    while (slots[i] !== 0) i = (i + 1) & mask;
    slots[i] = k + 1;
  });
  return { keys: joined, starts, slots };
}

/** The number of `key` in the table, or undefined. */
export function findKey({ keys, starts, slots }: KeyTable, key: string): number | undefined {
  const mask = slots.length - 1;
  for (let i = hash(key) & mask; ; i = (i + 1) & mask) {
    const slot = slots[i] as number;
    if (slot === 0) return undefined;
    const k = slot - 1;
    const start = starts[k] as number;
    if ((starts[k + 1] as number) - 1 - start === key.length && keys.startsWith(key, start)) return k;
  }
}
