// The integration tests' setup: the prepared databases new sandbox databases start from, made
// when `npm run build` has not made them or the sandbox's code changed since. The demo one is
// the app's (prepared.ts); the empty one, migrated and nothing more, is the suites' own: a
// `seed: 'none'` sandbox loads it (~0.5 s) instead of booting PGlite and migrating (~1.2 s).
import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { openStore } from '../../src-main/sandbox/db/store';
import { makePreparedDatabase } from '../../src-main/sandbox/prepared';
import { EMPTY_DATABASE_ENV } from './sandbox';
import { PREPARED_DATABASE } from './sandbox-process';

const SOURCES = resolve(import.meta.dirname, '../../src-main/sandbox');
const EMPTY_DATABASE = resolve(import.meta.dirname, '../../out/test/empty-database.tar.gz');

async function newestSource(dir: string): Promise<number> {
  let newest = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? await newestSource(path) : (await stat(path)).mtimeMs);
  }
  return newest;
}

/** A new in-memory database, migrated, as a dump. */
async function makeEmptyDatabase(): Promise<Buffer> {
  const { db } = await openStore(undefined);
  try {
    return Buffer.from(await (await db.dump()).arrayBuffer());
  } finally {
    await db.close();
  }
}

export default async function setup(): Promise<void> {
  const newest = await newestSource(SOURCES);
  for (const [file, make] of [[PREPARED_DATABASE, () => makePreparedDatabase()], [EMPTY_DATABASE, makeEmptyDatabase]] as const) {
    const made = await stat(file).then((s) => s.mtimeMs, () => 0);
    if (made > newest) continue;
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, await make());
  }
  // Named only now that it is current: the test processes (they inherit it) load it from there.
  process.env[EMPTY_DATABASE_ENV] = EMPTY_DATABASE;
}
