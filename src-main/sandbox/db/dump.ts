// A prepared dump (PGlite's `dumpDataDir('gzip')`: its data folder as a gzipped ustar archive)
// laid out as a new data folder with Node's own zlib and file system, several files written at
// once: a few times faster than PGlite's load, which writes its ~1,100 files one by one through
// its WASM file system. The folder appears whole or not at all.
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';

const BLOCK = 512;
/**
 * zlib's output piece: each piece is a round trip to this thread, which is busy loading the
 * server meanwhile. zlib's default 16 kB makes some 1,700 of them for the ~27 MB folder.
 */
const UNZIP_CHUNK = 1024 * 1024;
/** Files written at once: enough to keep the disk busy, far below any open-file limit. */
const WRITERS = 16;

/** A prepared dump's part in opening a new database: laid out already, or for PGlite to load. */
export interface PreparedLoad {
  loadDataDir?: Blob;
}

export interface DumpEntry {
  /** Relative to the data folder, `/`-separated. */
  name: string;
  /** A file's bytes; undefined for a folder. */
  data?: Buffer;
}

function field(header: Buffer, offset: number, length: number): string {
  const bytes = header.subarray(offset, offset + length);
  const end = bytes.indexOf(0);
  return bytes.subarray(0, end < 0 ? length : end).toString('utf8');
}

/** The files and folders of an ustar archive; anything else in it is refused. */
export function dumpEntries(tar: Buffer): DumpEntry[] {
  const entries: DumpEntry[] = [];
  for (let at = 0; at + BLOCK <= tar.length; ) {
    const header = tar.subarray(at, at + BLOCK);
    if (header[0] === 0) break; // the archive's end
    if (field(header, 257, 5) !== 'ustar') throw new Error('The prepared database is not a tar archive.');
    // The dump's writer (tinytar) keeps a 131-byte prefix, then times.
    const prefix = field(header, 345, 131);
    const name = `${prefix ? `${prefix}/` : ''}${field(header, 0, 100)}`.replace(/^\/+/, '');
    const size = parseInt(field(header, 124, 12).trim() || '0', 8);
    const type = String.fromCharCode(header[156] ?? 0);
    if (name.split('/').includes('..') || !Number.isSafeInteger(size)) throw new Error(`The prepared database holds a bad entry: ${name}`);
    at += BLOCK;
    if (type === '5') entries.push({ name });
    else if (type === '0' || type === '\0') entries.push({ name, data: tar.subarray(at, at + size) });
    else throw new Error(`The prepared database holds an entry that is neither file nor folder: ${name}`);
    at += Math.ceil(size / BLOCK) * BLOCK;
  }
  return entries;
}

/**
 * Lays the dump out as `dataDir`, which must not exist: in a folder beside it first, renamed
 * once every file is written, so a start stopped halfway leaves no half database.
 */
export async function layOutDump(dump: Buffer, dataDir: string): Promise<void> {
  const entries = dumpEntries(await promisify(gunzip)(dump, { chunkSize: UNZIP_CHUNK }));
  const staging = `${dataDir}.loading`;
  await rm(staging, { recursive: true, force: true });
  const folders = new Set(entries.map((e) => (e.data ? dirname(e.name) : e.name)));
  // Parents before children; the data folder's own mode is PostgreSQL's (owner only).
  for (const folder of [...folders].sort()) await mkdir(join(staging, ...folder.split('/')), { recursive: true, mode: 0o700 });
  const files = entries.filter((e) => e.data !== undefined);
  let next = 0;
  const writer = async () => {
    for (let file = files[next++]; file; file = files[next++]) await writeFile(join(staging, ...file.name.split('/')), file.data as Buffer);
  };
  await Promise.all(Array.from({ length: WRITERS }, writer));
  await rename(staging, dataDir);
}

/** The migrated empty database's dump (prepared.ts), beside the demo's (supervisor.ts's `PREPARED_DATABASE_FILE`). */
export const EMPTY_DATABASE_FILE = 'empty-database.tar.gz';

/** The dump a new database starts from: `prepared`, the demo's, or for `seed: 'none'` the empty one beside it. */
export function preparedFor(prepared: string | undefined, seed: 'demo' | 'none' | undefined): string | undefined {
  return prepared !== undefined && seed === 'none' ? join(dirname(prepared), EMPTY_DATABASE_FILE) : prepared;
}

/**
 * A new database from the prepared dump, if there is one: laid out as the data folder before
 * PGlite opens it, or handed to PGlite to load (in memory, or into a folder a start
 * left without a database). Undefined: the database exists, or there is no dump.
 * Node's own modules only: the sandbox's process begins it while it loads the rest.
 */
export async function loadPrepared(dataDir: string | undefined, prepared: string | undefined): Promise<PreparedLoad | undefined> {
  if (!prepared || (dataDir !== undefined && existsSync(join(dataDir, 'PG_VERSION')))) return undefined;
  let dump: Buffer<ArrayBuffer>;
  try {
    dump = await readFile(prepared);
  } catch (error) {
    // No dump (a run from source before any build): the migrations make the database instead.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  if (dataDir === undefined || existsSync(dataDir)) return { loadDataDir: new Blob([dump]) };
  await layOutDump(dump, dataDir);
  return {};
}
