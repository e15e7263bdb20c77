// The screener's worker thread: screens off the main thread, and keeps the built index on disk
// per set of list versions, so the same lists start from the cache the next time.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cacheKey } from '../../src-main/screening/index-cache';
import { createScreener } from '../../src-main/screening/screener';
import { LISTS } from '../support/screening';

const cacheDir = mkdtempSync(join(tmpdir(), 'screening-cache-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

describe('the screener', () => {
  it('builds the index once, then loads it from the cache with the same results', async () => {
    const first = createScreener(LISTS, { cacheDir });
    let built: unknown;
    try {
      expect((await first.ready).from).toBe('built');
      const hits = await first.screen({ id: 'p1', name: 'Sergei Lavrov', birthDate: '1950-03-21' });
      expect(hits.map((h) => h.entryId)).toEqual(['UN-1']);
      built = hits;
      const many = await first.screenMany([{ id: 'p2', name: 'John Smith' }, { id: 'p3', name: 'Nobody Known' }]);
      expect(many.map((h) => h.map((x) => x.entryId))).toEqual([['EU-2'], []]);
      expect(readdirSync(cacheDir)).toEqual([`screening-index-${cacheKey(LISTS)}.v8`]);
    } finally {
      await first.close();
    }
    // The same lists in another order are the same set of versions: the same cache file.
    // Two workers share the people of a batch; the answers come back in the people's order.
    const second = createScreener([...LISTS].reverse(), { cacheDir, workers: 2 });
    try {
      expect((await second.ready).from).toBe('cache');
      expect(await second.screen({ id: 'p1', name: 'Sergei Lavrov', birthDate: '1950-03-21' })).toEqual(built);
      const many = await second.screenMany([{ id: 'a', name: 'John Smith' }, { id: 'b', name: 'Nobody' }, { id: 'c', name: 'Sergei Lavrov' }]);
      expect(many.map((h) => h.map((x) => x.entryId))).toEqual([['EU-2'], [], ['UN-1']]);
    } finally {
      await second.close();
    }
  });

  it('cancels the calls still waiting when it closes, as the desk closes: no failure to log', async () => {
    const screener = createScreener(LISTS, { cacheDir });
    const waiting = screener.screen({ id: 'p1', name: 'Sergei Lavrov' });
    await screener.close();
    await expect(waiting).rejects.toMatchObject({ kind: 'cancelled', message: 'Screening stopped: the desk is closing.' });
    await expect(screener.ready).rejects.toMatchObject({ kind: 'cancelled' });
  });

  it('keeps only the index of the lists in use: other lists replace the file', async () => {
    const other = createScreener(LISTS.slice(1), { cacheDir });
    try {
      expect((await other.ready).from).toBe('built');
      expect(readdirSync(cacheDir)).toEqual([`screening-index-${cacheKey(LISTS.slice(1))}.v8`]);
    } finally {
      await other.close();
    }
  });

  it('keys the cache by the lists’ SHA-256s and the algorithm version', () => {
    expect(cacheKey(LISTS)).toBe(cacheKey([...LISTS].reverse()));
    expect(cacheKey(LISTS)).not.toBe(cacheKey(LISTS.slice(1)));
    expect(cacheKey(LISTS, 'another-version')).not.toBe(cacheKey(LISTS));
  });
});
