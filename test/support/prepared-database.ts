// The integration tests' setup: the prepared databases new sandbox databases start from (the
// app's, prepared.ts), made when `npm run build` has not made them or the sandbox's code changed
// since. A `seed: 'none'` sandbox in a test's process loads the empty one (~0.5 s) instead of
// booting PGlite and migrating (~1.2 s); the sandbox's own process finds it beside the demo's.
import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { EMPTY_DATABASE_FILE } from '../../src-main/sandbox/db/dump';
import { makePreparedDatabases } from '../../src-main/sandbox/prepared';
import { EMPTY_DATABASE_ENV } from './sandbox';
import { PREPARED_DATABASE } from './sandbox-process';

const SOURCES = join(import.meta.dirname, '../../src-main/sandbox');
const EMPTY_DATABASE = join(dirname(PREPARED_DATABASE), EMPTY_DATABASE_FILE);

async function newestSource(dir: string): Promise<number> {
  let newest = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? await newestSource(path) : (await stat(path)).mtimeMs);
  }
  return newest;
}

const madeAt = (file: string) => stat(file).then((s) => s.mtimeMs, () => 0);

export default async function setup(): Promise<void> {
  const newest = await newestSource(SOURCES);
  if (Math.min(await madeAt(PREPARED_DATABASE), await madeAt(EMPTY_DATABASE)) <= newest) {
    const { demo, empty } = await makePreparedDatabases();
    await mkdir(dirname(PREPARED_DATABASE), { recursive: true });
    await Promise.all([writeFile(PREPARED_DATABASE, demo), writeFile(EMPTY_DATABASE, empty)]);
  }
  // Named only now that it is current: the test processes (they inherit it) load it from there.
  process.env[EMPTY_DATABASE_ENV] = EMPTY_DATABASE;
}
