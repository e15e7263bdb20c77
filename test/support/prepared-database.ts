// The integration tests' setup: the prepared database the sandbox's new databases start from,
// made when `npm run build` has not made it or the sandbox's code changed since.
import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { makePreparedDatabase } from '../../src-main/sandbox/prepared';
import { PREPARED_DATABASE } from './sandbox-process';

const SOURCES = resolve(import.meta.dirname, '../../src-main/sandbox');

async function newestSource(dir: string): Promise<number> {
  let newest = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? await newestSource(path) : (await stat(path)).mtimeMs);
  }
  return newest;
}

export default async function setup(): Promise<void> {
  const made = await stat(PREPARED_DATABASE).then((s) => s.mtimeMs, () => 0);
  if (made > (await newestSource(SOURCES))) return;
  await mkdir(dirname(PREPARED_DATABASE), { recursive: true });
  await writeFile(PREPARED_DATABASE, await makePreparedDatabase());
}
