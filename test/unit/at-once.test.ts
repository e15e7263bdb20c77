import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mapAtOnce } from '../../src-main/workflows/at-once';

/** Work that ends after `ticks` turns of the event loop, counting how many run at once. */
function tracked() {
  let running = 0;
  let most = 0;
  const work = async ([value, ticks]: [number, number]) => {
    running += 1;
    most = Math.max(most, running);
    for (let i = 0; i < ticks; i += 1) await new Promise((done) => setImmediate(done));
    running -= 1;
    return value * 2;
  };
  return { work, most: () => most };
}

describe('mapAtOnce', () => {
  it('keeps the items order and never runs more than the limit at once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(fc.integer(), fc.integer({ min: 1, max: 5 })), { maxLength: 40 }), fc.integer({ min: 1, max: 10 }), async (items, limit) => {
        const { work, most } = tracked();
        expect(await mapAtOnce(items, limit, work)).toEqual(items.map(([value]) => value * 2));
        expect(most()).toBeLessThanOrEqual(limit);
        if (items.length >= limit) expect(most()).toBe(limit);
      }),
      // A fixed seed: the same 50 inputs every run (fast-check draws a new seed otherwise).
      { numRuns: 50, seed: 50 },
    );
  });

  it('starts no item once it has enough, and lets the started ones finish', async () => {
    const started: number[] = [];
    let found = 0;
    const results = await mapAtOnce(
      [1, 2, 3, 4, 5, 6, 7, 8],
      2,
      async (n) => {
        started.push(n);
        await new Promise((done) => setImmediate(done));
        found += 1;
        return n;
      },
      () => found >= 3,
    );
    expect(started).toEqual([1, 2, 3, 4]);
    expect(results).toEqual([1, 2, 3, 4]);
  });

  it('passes on the first failure', async () => {
    await expect(mapAtOnce([1, 2, 3], 2, async (n) => (n === 2 ? Promise.reject(new Error('no')) : n))).rejects.toThrow('no');
  });
});
