// The sanctions lists the desk screens against: the files loaded (from a dialog or a download)
// kept in the user-data folder as they came, one folder per version (`screening-lists/<sha256>/`,
// so OFAC's sdn.csv keeps its alt.csv and add.csv beside it), and a small index of when each was
// loaded. Read again at start; a file whose bytes no longer match its SHA-256 is left out. The
// UN sample shipped with the desk is in use while no UN list is loaded. A new version of a list
// (same source and name) replaces the one in use; a file that cannot be read keeps it.
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { z } from 'zod';
import { JsonState, readJson } from '../../json-file';
import type { ListEntry, SanctionsList } from '../../screening/list-entry';
import { readListFile } from '../../screening/lists';
import type { ListInUse } from '../../../src-shared/domain/screening';

const Kept = z.object({
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  /** The file's name as it was loaded (a custom list is named after it). */
  fileName: z.string().min(1),
  loadedAt: z.string(),
});
type Kept = z.infer<typeof Kept>;
const IndexFile = z.object({ lists: z.array(Kept).default([]) });
type IndexFile = z.output<typeof IndexFile>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A list in use: its entries, when it was loaded, whether it is the sample. */
export interface KeptList {
  list: SanctionsList;
  loadedAt: string;
  sample: boolean;
}

/** A list's identity across versions: a new file of the same source and name replaces it. */
export const listIdentity = (list: SanctionsList): string => `${list.version.source}:${list.version.name}`;

const contentHashes = new WeakMap<ListEntry, string>();
/** SHA-256 of what the list says of an entry: a decision holds for this content only. */
export function entryHash(entry: ListEntry): string {
  let hash = contentHashes.get(entry);
  if (!hash) {
    hash = createHash('sha256').update(JSON.stringify(entry)).digest('hex');
    contentHashes.set(entry, hash);
  }
  return hash;
}

/** Whether a list is older than `ageDays`: by its publication date, else by when it was loaded. */
export function isStale(kept: KeptList, ageDays: number, now: Date): boolean {
  const since = Date.parse(kept.list.version.published ?? kept.loadedAt);
  return Number.isFinite(since) && now.getTime() - since > ageDays * DAY_MS;
}

export function listInUse(kept: KeptList, ageDays: number, now: Date): ListInUse {
  const { source, name, published, sha256, entries, format } = kept.list.version;
  return { source, name, published, sha256, entries, format, loadedAt: kept.loadedAt, sample: kept.sample, stale: isStale(kept, ageDays, now) };
}

export interface ListsOptions {
  /** The folder the list files are kept in (`screening-lists` in the user-data folder). */
  dir: string;
  /** The sample list shipped with the desk; none: no sample. */
  sample?: () => Promise<SanctionsList>;
  onNotice: (message: string) => void;
  now?: () => Date;
}

export class ListsInUse {
  readonly #dir: string;
  readonly #state: JsonState<IndexFile>;
  readonly #loaded = new Map<string, KeptList>();
  readonly #sample: KeptList | undefined;
  readonly #now: () => Date;

  private constructor(options: ListsOptions, state: JsonState<IndexFile>, loaded: KeptList[], sample: KeptList | undefined) {
    this.#dir = options.dir;
    this.#state = state;
    this.#now = options.now ?? (() => new Date());
    for (const kept of loaded) this.#loaded.set(kept.list.version.sha256, kept);
    this.#sample = sample;
  }

  /** The lists kept in `dir`, each read again; one that cannot be read is told and left out. */
  static async open(options: ListsOptions): Promise<ListsInUse> {
    await mkdir(options.dir, { recursive: true, mode: 0o700 });
    const index = join(options.dir, 'index.json');
    const file = await readJson(index, IndexFile, IndexFile.parse({}), options.onNotice);
    const loaded: KeptList[] = [];
    for (const kept of file.lists) {
      try {
        const list = await readListFile(join(options.dir, kept.sha256, kept.fileName));
        if (list.version.sha256 !== kept.sha256) throw new Error('its content changed since it was loaded');
        loaded.push({ list, loadedAt: kept.loadedAt, sample: false });
      } catch (error) {
        options.onNotice(`the sanctions list ${kept.fileName} (${kept.sha256.slice(0, 12)}) is no longer used: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    const state = new JsonState(index, { lists: file.lists.filter((k) => loaded.some((l) => l.list.version.sha256 === k.sha256)) });
    const sampleList = options.sample && (await options.sample());
    const sample = sampleList && { list: sampleList, loadedAt: (options.now?.() ?? new Date()).toISOString(), sample: true };
    const lists = new ListsInUse(options, state, loaded, sample);
    await lists.#tidy();
    return lists;
  }

  /** Resolves once the index's writes asked for so far have ended. */
  written(): Promise<void> {
    return this.#state.written();
  }

  /** The lists screened against: those loaded, and the sample while no UN list is. */
  get all(): KeptList[] {
    const loaded = [...this.#loaded.values()];
    const unLoaded = loaded.some((k) => k.list.version.source === 'un');
    return this.#sample && !unLoaded ? [this.#sample, ...loaded] : loaded;
  }

  /** The list in use with this SHA-256. */
  bySha(sha256: string): KeptList | undefined {
    return this.all.find((k) => k.list.version.sha256 === sha256);
  }

  /**
   * Reads the file (refused whole, with its position, by `readListFile`), keeps a copy, and puts
   * it in use in place of the version of the same list. `replaced`: the version it replaced
   * (the sample for a UN list loaded first); `same`: this exact file was in use already.
   */
  async load(path: string): Promise<{ kept: KeptList; replaced?: KeptList; same: boolean }> {
    const list = await readListFile(path);
    const sha256 = list.version.sha256;
    const inUse = this.#loaded.get(sha256);
    if (inUse) return { kept: inUse, same: true };
    const folder = join(this.#dir, sha256);
    await mkdir(folder, { recursive: true, mode: 0o700 });
    const fileName = basename(path);
    await copyFile(path, join(folder, fileName));
    for (const companion of list.version.companions ?? []) await copyFile(join(dirname(path), companion.file), join(folder, companion.file));
    const kept: KeptList = { list, loadedAt: this.#now().toISOString(), sample: false };
    // The sample is an excerpt of the UN list: any UN list replaces it.
    const replaced = this.all.find((k) => listIdentity(k.list) === listIdentity(list) || (k.sample && list.version.source === 'un'));
    await this.#state.change(({ lists }) => ({
      lists: [...lists.filter((k) => k.sha256 !== replaced?.list.version.sha256), { sha256, fileName, loadedAt: kept.loadedAt }],
    }));
    if (replaced && !replaced.sample) {
      this.#loaded.delete(replaced.list.version.sha256);
      await rm(join(this.#dir, replaced.list.version.sha256), { recursive: true, force: true });
    }
    this.#loaded.set(sha256, kept);
    return { kept, replaced, same: false };
  }

  /** Takes a loaded list out of use (the sample cannot be: it goes when a UN list is loaded). */
  async remove(sha256: string): Promise<KeptList | undefined> {
    const kept = this.#loaded.get(sha256);
    if (!kept) return undefined;
    await this.#state.change(({ lists }) => ({ lists: lists.filter((k) => k.sha256 !== sha256) }));
    this.#loaded.delete(sha256);
    await rm(join(this.#dir, sha256), { recursive: true, force: true });
    return kept;
  }

  /** Folders of versions no longer in the index (a load cut short): removed at start. */
  async #tidy(): Promise<void> {
    const kept = new Set(this.#loaded.keys());
    for (const name of await readdir(this.#dir)) {
      if (/^[0-9a-f]{64}$/.test(name) && !kept.has(name)) await rm(join(this.#dir, name), { recursive: true, force: true });
    }
  }
}
