// The index's key table: every key found as its number, and nothing else found, whatever the
// keys' lengths, scripts and shared beginnings.
import { describe, expect, it } from 'vitest';
import { buildKeyTable, findKey } from '../../src-main/screening/key-table';

/** Keys of a fixed seed: short and long, Latin and not, many sharing their beginnings. */
function seededKeys(count: number): string[] {
  let seed = 20261202;
  const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0);
  const letters = 'abcdeklmnorstuzйжшقرש';
  const keys = new Set<string>();
  while (keys.size < count) {
    let key = ['d:', 'e:', 'p:', 'sl:', 'j:'][next() % 5] as string;
    const length = 1 + (next() % 12);
    for (let i = 0; i < length; i++) key += letters[next() % letters.length];
    keys.add(key);
  }
  return [...keys];
}

describe('the key table', () => {
  it('finds each key as its number', () => {
    const keys = seededKeys(20_000);
    const table = buildKeyTable(keys);
    expect(keys.every((key, k) => findKey(table, key) === k)).toBe(true);
    // At most half full, so a probe for an absent key ends.
    expect(table.slots.length).toBeGreaterThanOrEqual(keys.length * 2);
  });

  it('finds no key it was not built with: not a beginning, an extension or a neighbour', () => {
    const table = buildKeyTable(['d:smith', 'd:smit', 'j:annasmith', 'd:\u0644\u0627\u0641\u0631\u0648\u0641', '']);
    expect(findKey(table, 'd:smith')).toBe(0);
    expect(findKey(table, 'd:smit')).toBe(1);
    expect(findKey(table, 'd:\u0644\u0627\u0641\u0631\u0648\u0641')).toBe(3);
    expect(findKey(table, '')).toBe(4);
    for (const absent of ['d:smi', 'd:smithe', 'd:smitz', 'j:anna', 'd:', 'e:smith']) expect(findKey(table, absent)).toBeUndefined();
  });

  it('works with no keys at all', () => {
    expect(findKey(buildKeyTable([]), 'd:smith')).toBeUndefined();
  });
});
