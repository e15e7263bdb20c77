// The lists the desk screens against, kept in its folder: read again at start (a file changed
// since it was loaded is left out and said), a new version replacing the old, the sample in
// use until a UN list is loaded, and a list stale by its publication date or its loading day.
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { sampleList } from '../../src-main/screening/sample-list';
import { ListsInUse, isStale } from '../../src-main/workflows/screening/lists-in-use';

const FIXTURES = join(import.meta.dirname, '../fixtures/screening');
const NOW = new Date('2026-11-26T12:00:00Z');

let dir: string;
let notices: string[];
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'od-lists-in-use-'));
  notices = [];
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const open = () => ListsInUse.open({ dir: join(dir, 'lists'), sample: sampleList, onNotice: (m) => notices.push(m), now: () => NOW });

async function customList(folder: string, rows: string[]): Promise<string> {
  await mkdir(join(dir, folder), { recursive: true });
  const path = join(dir, folder, 'watchlist.csv');
  await writeFile(path, ['id,name,aliases,birth_date,country,note', ...rows, ''].join('\n'));
  return path;
}

it('keeps what it loaded across starts; a kept file changed on disk is left out and said', async () => {
  const lists = await open();
  const { kept, replaced, same } = await lists.load(await customList('a', ['W-1,Jonas Petraitis,,,,']));
  expect({ replaced, same }).toEqual({ replaced: undefined, same: false });
  expect((await lists.load(await customList('b', ['W-1,Jonas Petraitis,,,,']))).same).toBe(true);

  const again = await open();
  expect(again.all.map((k) => [k.list.version.name, k.sample, k.loadedAt])).toEqual([
    ['UN (sample)', true, NOW.toISOString()],
    ['watchlist', false, NOW.toISOString()],
  ]);

  await writeFile(join(dir, 'lists', kept.list.version.sha256, 'watchlist.csv'), 'id,name,aliases,birth_date,country,note\nW-1,Someone Else,,,,\n');
  const tampered = await open();
  expect(tampered.all.map((k) => k.list.version.name)).toEqual(['UN (sample)']);
  expect(notices).toEqual([expect.stringContaining('watchlist.csv')]);
  expect(await readdir(join(dir, 'lists'))).toEqual(['index.json']);
});

it('puts a new version in place of the old one, and a UN list in place of the sample', async () => {
  const lists = await open();
  const first = await lists.load(await customList('a', ['W-1,Jonas Petraitis,,,,']));
  const second = await lists.load(await customList('b', ['W-1,Jonas Petraitis,,,,', 'W-2,Maria Oliveira,,,,']));
  expect(second.replaced?.list.version.sha256).toBe(first.kept.list.version.sha256);
  expect(lists.bySha(first.kept.list.version.sha256)).toBeUndefined();

  const un = await lists.load(join(FIXTURES, 'un-sc.xml'));
  expect(un.replaced?.sample).toBe(true);
  expect(lists.all.map((k) => [k.list.version.source, k.sample])).toEqual([
    ['custom', false],
    ['un', false],
  ]);
  await lists.remove(un.kept.list.version.sha256);
  expect(lists.all.map((k) => k.list.version.name)).toEqual(['UN (sample)', 'watchlist']);
});

it('counts a list stale by its publication date, else by the day it was loaded', async () => {
  const lists = await open();
  const { kept } = await lists.load(await customList('a', ['W-1,Jonas Petraitis,,,,']));
  expect(kept.list.version.published).toBeNull();
  expect(isStale(kept, 7, new Date('2026-12-03T11:00:00Z'))).toBe(false);
  expect(isStale(kept, 7, new Date('2026-12-03T13:00:00Z'))).toBe(true);
  const sample = lists.all.find((k) => k.sample);
  if (!sample?.list.version.published) throw new Error('the sample has no publication date');
  const published = Date.parse(sample.list.version.published);
  expect(isStale(sample, 7, new Date(published + 6 * 86_400_000))).toBe(false);
  expect(isStale(sample, 7, new Date(published + 8 * 86_400_000))).toBe(true);
});
