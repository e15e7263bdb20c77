// Reading a sanctions list file: its format recognised from its content (root element and
// namespace, or the CSV's first row), read as a stream in one pass, its SHA-256 taken over the
// exact bytes on the way. A file that is not whole and right is refused whole.
import { createHash, type Hash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { basename, dirname, extname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import type { ListVersion, SanctionsList } from '../list-entry';
import { csvRows } from './csv';
import { isCustomHeader, readCustomCsv } from './custom-csv';
import type { ListContent } from './entries';
import { ListFileError } from './errors';
import { euList, isEuRoot } from './eu';
import { type OfacCompanions, type OfacCsvFile, ofacCsvFile, readOfacCsv } from './ofac-csv';
import { isOfacRoot, ofacXmlList } from './ofac-xml';
import { isUkRoot, ukList } from './uk';
import { isUnRoot, unList } from './un';
import { type XmlRoot, readXml } from './xml';

export { ListFileError } from './errors';

type Bytes = Readable | AsyncIterable<Buffer | Uint8Array | string>;

export interface ReadListOptions {
  /** The file's name, for messages and, for a custom list, its name. */
  fileName: string;
  /** A custom list's name, in place of its file's name. */
  name?: string;
}

/** Enough of the start to see the root element or the first CSV row. */
const HEAD_BYTES = 64 * 1024;

/** The chunks as bytes, each added to the hash as it passes. */
async function* hashed(stream: Bytes, hash: Hash): AsyncGenerator<Uint8Array> {
  for await (const chunk of stream as AsyncIterable<Buffer | Uint8Array | string>) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    hash.update(bytes);
    yield bytes;
  }
}

/** The first bytes (to the first line's end, or HEAD_BYTES), and all the bytes again from the start. */
async function peek(source: AsyncGenerator<Uint8Array>): Promise<{ head: Buffer; all: AsyncGenerator<Uint8Array> }> {
  const taken: Uint8Array[] = [];
  let size = 0;
  while (size < HEAD_BYTES) {
    const next = await source.next();
    if (next.done) break;
    taken.push(next.value);
    size += next.value.length;
    if (next.value.includes(0x0a)) break;
  }
  async function* all() {
    yield* taken;
    yield* source;
  }
  return { head: Buffer.concat(taken), all: all() };
}

/** UTF-8 text chunk by chunk; a byte that is not UTF-8 refuses the file. */
async function* utf8(file: string, bytes: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of bytes) yield decoder.decode(chunk, { stream: true });
    yield decoder.decode();
  } catch (error) {
    if (error instanceof TypeError) throw new ListFileError(file, 'the file is not UTF-8 text');
    throw error;
  }
}

type Recognised = { kind: 'xml' } | { kind: 'custom' } | { kind: 'ofac'; file: OfacCsvFile };

function recognise(file: string, head: Buffer): Recognised {
  const text = head.toString('utf8').replace(/^\uFEFF/, '');
  if (text.trim() === '') throw new ListFileError(file, 'the file is empty');
  if (text.trimStart().startsWith('<')) return { kind: 'xml' };
  const firstLine = text.split(/\r?\n/)[0] ?? '';
  let fields: string[] = [];
  try {
    const rows: string[][] = parse(firstLine, { relax_column_count: true, relax_quotes: true });
    fields = rows[0] ?? [];
  } catch {
    // not CSV either: refused below
  }
  if (isCustomHeader(fields)) return { kind: 'custom' };
  const ofac = ofacCsvFile(fields);
  if (ofac) return { kind: 'ofac', file: ofac };
  throw new ListFileError(file, 'not a list the desk reads: neither an EU, UN, OFAC or UK list nor a custom list with the header id,name,aliases,birth_date,country,note', { line: 1 });
}

function chooseXml(file: string) {
  return (root: XmlRoot, at: { line: number; column: number }) => {
    if (isEuRoot(root)) return euList(file, root);
    if (isUnRoot(root)) return unList(file, root);
    if (isOfacRoot(root)) return ofacXmlList(file);
    if (isUkRoot(root)) return ukList(file);
    throw new ListFileError(file, `not a list the desk reads: the root element is <${root.name}>`, { ...at, element: root.name });
  };
}

/** The files read with this one: OFAC's alt.csv and add.csv, looked for only when the file is sdn.csv. */
type CompanionFinder = () => Promise<Partial<Record<'alt' | 'add', { file: string; bytes: Bytes }>>>;

/** A file's bytes, opened only when first read (a file never read is never opened). */
async function* fileBytes(path: string): AsyncGenerator<Buffer> {
  yield* createReadStream(path) as AsyncIterable<Buffer>;
}

/** sdn.csv with the alt.csv and add.csv found beside it, each hashed as it is read. */
async function readOfacTrio(file: string, sdn: AsyncIterable<Uint8Array>, found: Awaited<ReturnType<CompanionFinder>>) {
  const companions: OfacCompanions = {};
  const hashes: Array<{ file: string; hash: Hash }> = [];
  for (const part of ['alt', 'add'] as const) {
    const companion = found[part];
    if (!companion) continue;
    const hash = createHash('sha256');
    hashes.push({ file: companion.file, hash });
    companions[part] = { file: companion.file, rows: csvRows(companion.file, hashed(companion.bytes, hash)) };
  }
  const content = await readOfacCsv(file, csvRows(file, sdn), companions);
  return { content, companionHashes: hashes.map(({ file: name, hash }) => ({ file: name, sha256: hash.digest('hex') })) };
}

async function readFrom(stream: Bytes, options: ReadListOptions, companions?: CompanionFinder): Promise<SanctionsList> {
  const hash = createHash('sha256');
  const source = hashed(stream, hash);
  try {
    return await readHashed(source, hash, options, companions);
  } finally {
    // A refusal stops reading: the file is closed (a no-op when it was read to its end).
    await source.return(undefined);
  }
}

async function readHashed(source: AsyncGenerator<Uint8Array>, hash: Hash, options: ReadListOptions, companions?: CompanionFinder): Promise<SanctionsList> {
  const file = options.fileName;
  const { head, all } = await peek(source);
  const recognised = recognise(file, head);
  let content: ListContent;
  let companionHashes: ListVersion['companions'] = [];
  if (recognised.kind === 'xml') {
    content = (await readXml(file, utf8(file, all), chooseXml(file))).content();
  } else if (recognised.kind === 'custom') {
    content = await readCustomCsv(file, options.name ?? basename(file, extname(file)), csvRows(file, all));
  } else if (recognised.file === 'sdn') {
    ({ content, companionHashes } = await readOfacTrio(file, all, (await companions?.()) ?? {}));
  } else {
    throw new ListFileError(file, `this is OFAC's ${recognised.file}.csv, read together with the sdn.csv beside it: open sdn.csv`, { line: 1 });
  }
  const list: SanctionsList = {
    version: {
      source: content.source,
      name: content.name,
      published: content.published,
      sha256: hash.digest('hex'),
      entries: content.entries.length,
      format: content.format,
    },
    entries: content.entries,
  };
  if (companionHashes.length) list.version.companions = companionHashes;
  return list;
}

/**
 * Reads a list from a stream of its bytes. An OFAC sdn.csv read this way has no aliases or
 * addresses: `readListFile` finds the alt.csv and add.csv beside it.
 */
export function readList(stream: Bytes, options: ReadListOptions): Promise<SanctionsList> {
  return readFrom(stream, options);
}

/**
 * Reads a list file. When it is OFAC's sdn.csv (by content, whatever its name), the alt.csv and
 * add.csv in the same folder, where present, are read with it for aliases and address countries.
 */
export async function readListFile(path: string, options: { name?: string } = {}): Promise<SanctionsList> {
  const companions: CompanionFinder = async () => {
    const names = await readdir(dirname(path));
    const found: Awaited<ReturnType<CompanionFinder>> = {};
    for (const part of ['alt', 'add'] as const) {
      const name = names.find((n) => n.toLowerCase() === `${part}.csv`);
      if (name) found[part] = { file: name, bytes: fileBytes(join(dirname(path), name)) };
    }
    return found;
  };
  return readFrom(fileBytes(path), { fileName: basename(path), name: options.name }, companions);
}
