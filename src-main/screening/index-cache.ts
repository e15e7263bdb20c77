// The built index on disk, one file per set of list versions and algorithm version: the same
// lists screened again start from the file instead of building (see docs/screening.md).
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { writeBytesAtomic } from '../json-file';
import type { SanctionsList } from './list-entry';
import { buildIndex, NameIndex, type IndexData } from './name-index';
import { ALGORITHM_VERSION } from './score';

/**
 * The file's form: v8 serialisation, the entries and their names' normal forms as one JSON
 * text in it. For 60,000 names v8 read the normal forms in ~545 ms and the entries in ~145,
 * JSON.parse both in 200-330.
 */
const FORMAT = 'v8+json';
const PREFIX = 'screening-index-';

/** The file as written: the index with its objects as JSON. */
type CachedIndex = Omit<IndexData, 'entries' | 'normals'> & { objects: string };

/** The cache file's name: the lists' SHA-256s in any order, the algorithm version and the file's form. */
export function cacheKey(lists: SanctionsList[], algorithm = ALGORITHM_VERSION): string {
  const hash = createHash('sha256').update(`${algorithm}\n${FORMAT}`);
  for (const sha of lists.map((l) => l.version.sha256).sort()) hash.update(`\n${sha}`);
  return hash.digest('hex').slice(0, 32);
}

export function cachePath(cacheDir: string, lists: SanctionsList[]): string {
  return join(cacheDir, `${PREFIX}${cacheKey(lists)}.v8`);
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
  const { objects, ...data } = deserialize(bytes) as CachedIndex;
  if (data.algorithm !== ALGORITHM_VERSION) return null;
  const { entries, normals } = JSON.parse(objects) as Pick<IndexData, 'entries' | 'normals'>;
  return { ...data, entries, normals };
}

/** Writes the index, then removes the folder's other indexes: of lists no longer in use, or of an older algorithm. */
export async function saveIndex(file: string, data: IndexData): Promise<void> {
  const { entries, normals, ...rest } = data;
  await writeBytesAtomic(file, serialize({ ...rest, objects: JSON.stringify({ entries, normals }) } satisfies CachedIndex));
  const dir = dirname(file);
  const others = (await readdir(dir)).filter((name) => name.startsWith(PREFIX) && name !== basename(file));
  await Promise.all(others.map((name) => rm(join(dir, name), { force: true })));
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
