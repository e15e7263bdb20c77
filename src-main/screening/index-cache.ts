// The built index on disk, one file per set of list versions and algorithm version: the same
// lists screened again start from the file instead of building (see docs/screening.md).
import { createHash } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { writeBytesAtomic } from '../json-file';
import type { SanctionsList } from './list-entry';
import { buildIndex, NameIndex, type IndexData } from './name-index';
import { ALGORITHM_VERSION } from './score';

/** The cache file's name: the lists' SHA-256s in any order, and the algorithm version. */
export function cacheKey(lists: SanctionsList[], algorithm = ALGORITHM_VERSION): string {
  const hash = createHash('sha256').update(algorithm);
  for (const sha of lists.map((l) => l.version.sha256).sort()) hash.update(`\n${sha}`);
  return hash.digest('hex').slice(0, 32);
}

export function cachePath(cacheDir: string, lists: SanctionsList[]): string {
  return join(cacheDir, `screening-index-${cacheKey(lists)}.v8`);
}

/** The cached index, or null when there is none or it is of another algorithm. */
export async function loadCachedIndex(file: string): Promise<IndexData | null> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const data = deserialize(bytes) as IndexData;
  return data.algorithm === ALGORITHM_VERSION ? data : null;
}

export async function saveIndex(file: string, data: IndexData): Promise<void> {
  await writeBytesAtomic(file, serialize(data));
}

export interface ReadyIndex {
  index: NameIndex;
  /** Where the index came from, and what it took. */
  from: 'cache' | 'built';
  ms: number;
}

/** The index of `lists`: from the cache when there, else built (and cached when a folder is given). */
export async function openIndex(lists: SanctionsList[], cacheDir?: string): Promise<ReadyIndex> {
  const start = performance.now();
  const file = cacheDir === undefined ? undefined : cachePath(cacheDir, lists);
  const cached = file === undefined ? null : await loadCachedIndex(file);
  if (cached) return { index: new NameIndex(cached), from: 'cache', ms: performance.now() - start };
  const data = buildIndex(lists, ALGORITHM_VERSION);
  if (cacheDir !== undefined && file !== undefined) {
    await mkdir(cacheDir, { recursive: true });
    await saveIndex(file, data);
  }
  return { index: new NameIndex(data), from: 'built', ms: performance.now() - start };
}
