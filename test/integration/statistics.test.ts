// The planner's statistics at start (PGlite runs no autovacuum): a table that grew since they
// were taken is analysed when the database opens, and a start on unchanged data analyses nothing.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openStore, rows } from '../../src-main/sandbox/db/store';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'od-statistics-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

type Store = Awaited<ReturnType<typeof openStore>>['db'];

/** Opens the database as a start does, answers the tables that start analysed, then runs `work`. */
async function analysedAtStart(data: string, work?: (db: Store) => Promise<void>): Promise<string[]> {
  const { db } = await openStore(data);
  try {
    const analysed = await rows<{ relname: string }>(db, 'select relname from pg_stat_user_tables where last_analyze is not null order by 1');
    await work?.(db);
    return analysed.map((r) => r.relname);
  } finally {
    await db.close();
  }
}

it('analyses the tables that grew since the last start, and nothing on unchanged data', { timeout: 120_000 }, async () => {
  const data = join(dir, 'data');
  expect(await analysedAtStart(data, (db) => db.exec(`insert into meta (key, value) select 'k' || n, repeat('v', 100) from generate_series(1, 20000) n`))).toEqual([]);
  let counted = 0;
  const grown = await analysedAtStart(data, async (db) => {
    counted = (await rows<{ reltuples: number }>(db, `select reltuples from pg_class where relname = 'meta'`))[0]?.reltuples ?? 0;
  });
  expect(grown).toEqual(['meta']);
  expect(counted).toBeGreaterThan(19_000);
  expect(await analysedAtStart(data)).toEqual([]);
});
