// Found by the IPC property suite: two preferences.set at once wrote the same temp file,
// and the second rename failed (an internal error).
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { writeJsonAtomic } from '../../src-main/json-file';
import { PreferencesStore } from '../../src-main/preferences';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'od-json-file-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

it('writes the same file ten times at once: each write lands whole, no temp file stays', async () => {
  const file = join(dir, 'state.json');
  const values = Array.from({ length: 10 }, (_, n) => ({ n }));
  await Promise.all(values.map((value) => writeJsonAtomic(file, value)));
  expect(values).toContainEqual(JSON.parse(await readFile(file, 'utf8')));
  expect(await readdir(dir)).toEqual(['state.json']);
});

it('keeps both of two preference changes made at once', async () => {
  const file = join(dir, 'preferences.json');
  const preferences = await PreferencesStore.open(file, () => undefined);
  await Promise.all([preferences.set({ language: 'de' }), preferences.set({ theme: 'dark' })]);
  expect(preferences.get()).toEqual({ language: 'de', theme: 'dark' });
  const reopened = await PreferencesStore.open(file, () => undefined);
  expect(reopened.get()).toEqual({ language: 'de', theme: 'dark' });
});
