// Found by the IPC property suite: two preferences.set at once wrote the same temp file,
// and the second rename failed (an internal error); and each save started from the state
// before the other, so one change was lost.
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { writeJsonAtomic } from '../../src-main/json-file';
import { PreferencesStore } from '../../src-main/preferences';
import { DEFAULT_SCREENING_LIST_URLS } from '../../src-shared/domain/preferences';
import { ProfileInput } from '../../src-shared/domain/profile';
import { ProfileStore } from '../../src-main/profiles/store';

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
  const both = { language: 'de', theme: 'dark', retentionDays: 90, ordersReloadMinutes: 5, screeningListAgeDays: 7, screeningListUrls: DEFAULT_SCREENING_LIST_URLS };
  expect(preferences.get()).toEqual(both);
  const reopened = await PreferencesStore.open(file, () => undefined);
  expect(reopened.get()).toEqual(both);
});

it('keeps both of two connection profiles added at once', async () => {
  const file = join(dir, 'profiles.json');
  const profiles = await ProfileStore.open(file, 'sandbox', () => undefined);
  const profile = (name: string) => ProfileInput.parse({ name, baseUrl: 'https://api.example.com/api/v1', environment: 'staging' });
  await Promise.all([profiles.add(profile('A'), randomUUID()), profiles.add(profile('B'), randomUUID())]);
  const reopened = await ProfileStore.open(file, 'sandbox', () => undefined);
  expect(reopened.list().map((p) => p.name).sort()).toEqual(['A', 'B']);
});
