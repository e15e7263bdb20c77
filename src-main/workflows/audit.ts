// The local audit log: every write the app sends, and every change to a connection profile,
// is appended before and after (JSON lines, fsynced before the work goes on), never
// rewritten but for a prune; a refusal to sign is one entry. Exportable as CSV or JSON.
// Pruning (entries before a date, by an administrator) first appends a checkpoint entry that
// names the link of the first line it keeps: that line's link to the removed one is accepted,
// so the shortened chain still verifies, and the prune is itself on the record.
// Tamper-evident: each entry carries an HMAC-SHA256 of the line before it under a key kept in
// the keychain (`audit-key`), so nobody without the keychain can write a link that verifies;
// and the chain's head (entry number and hash of the last line) goes to the keychain after
// each append, so an entry removed at the end shows too. Before the log is extended, its tail
// is compared with the head last written: a log changed behind the desk's back gets an entry
// saying what was found (AUDIT_BREAK), never a silent new anchor. Logs of earlier versions
// keep their plain SHA-256 links (`prev`) and entries without any; they verify as before, and
// the keyed chain starts at the first new entry. Without a keychain the log still works with
// plain SHA-256 links, and the check says the guard is off.
// The head follows the entry: an append answers once its line is on disk, and the keychain is
// written a moment later with the newest head, once for a burst of entries (keychain-later.ts).
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { type FileHandle, open, readFile, stat } from 'node:fs/promises';
import { userInfo } from 'node:os';
import { ApiError } from '../client';
import { DeskError } from '../../src-shared/errors';
import { writeBytesAtomic } from '../json-file';
import { KeychainLater } from '../keychain-later';
import { writeCsv } from './csv';
import { AUDIT_BREAK, AUDIT_GENESIS, AUDIT_PRUNE, type AuditBreak, type AuditChange, type AuditEntry, type AuditVerdict } from '../../src-shared/domain/audit';

export interface Actor {
  id: string;
  name: string;
}

/** Where the chain's head and key are kept: the keychain (keychain.ts) satisfies it. */
export interface HeadStore {
  get(account: string): Promise<string | null>;
  set(account: string, value: string): Promise<void>;
}

/** The keychain account of the chain's head: apart from the profiles' credentials. */
export const AUDIT_HEAD_ACCOUNT = 'audit-head';
/** The keychain account of the key every link is an HMAC under (32 random bytes, base64). */
export const AUDIT_KEY_ACCOUNT = 'audit-key';

export interface AuditLogOptions {
  /** Without one, the log works with plain hashes, and a log cut short or rewritten goes unnoticed. */
  keychain?: HeadStore;
  /** The operating-system user named in each entry; default: the one the desk runs as. */
  user?: string;
}

/** What the writer knows of the file's end, to chain the next entry. */
interface Tail {
  size: number;
  lines: number;
  last: string | undefined;
  /** Some line carries a link: the next entry links to the last line, not to the genesis. */
  chained: boolean;
  /** Some line carries a keyed link: the key exists, and a new one would not verify the old. */
  keyed: boolean;
  endsWithNewline: boolean;
}

interface Head {
  entry: number;
  hash: string;
}

export class AuditLog {
  readonly #file: string;
  readonly #keychain: HeadStore | undefined;
  readonly #heads: KeychainLater | undefined;
  readonly #user: string;
  #queue: Promise<unknown> = Promise.resolve();
  #tail: Tail | undefined;
  /** The links' key, once read from (or made in) the keychain. */
  #key: Buffer | undefined;

  constructor(file: string, options: AuditLogOptions = {}) {
    this.#file = file;
    this.#keychain = options.keychain;
    this.#heads = options.keychain && new KeychainLater(options.keychain);
    this.#user = options.user ?? osUser();
  }

  /** The operating-system user each entry names (a screening decision names it too). */
  get user(): string {
    return this.#user;
  }

  /**
   * Appends one entry (named after the OS user, linked to the line before it) and waits
   * until it is on disk; the new head goes to the keychain after it. Appends keep their order.
   * A log found changed since the desk last wrote it first gets an entry saying so.
   */
  append(entry: AuditEntry): Promise<void> {
    return this.#serial(async () => {
      const { tail, found } = await this.#currentTail();
      const key = await this.#appendKey(tail);
      const entries = found ? [this.#breakRecord(found, tail.lines), entry] : [entry];
      let last = tail.last;
      const lines = entries.map((e, i) => {
        // A keyed link covers the line before even in a log written before the chain; a plain one starts at the genesis there.
        const before = key || tail.chained || i > 0 ? last : undefined;
        last = JSON.stringify({ ...e, user: this.#user, prev: undefined, mac: undefined, ...linkTo(key, before) });
        return last;
      });
      // A torn last line (a crash mid-write) stays a line of its own, reported by `verify`.
      const text = `${tail.size > 0 && !tail.endsWithNewline ? '\n' : ''}${lines.join('\n')}\n`;
      const handle = await open(this.#file, 'a', 0o600);
      try {
        await handle.appendFile(text, 'utf8');
        await handle.sync();
      } finally {
        await handle.close();
      }
      const count = tail.lines + lines.length;
      this.#tail = { size: tail.size + Buffer.byteLength(text), lines: count, last, chained: true, keyed: tail.keyed || key !== undefined, endsWithNewline: true };
      this.#heads?.later(AUDIT_HEAD_ACCOUNT, `${count} ${sha256(last as string)}`);
    });
  }

  /** Newest first. Lines that are not entries are left out here; `verify` reports them. */
  async list(limit = 1000): Promise<AuditEntry[]> {
    return (await this.#writtenLines())
      .slice(-limit)
      .reverse()
      .flatMap((line) => {
        const entry = parseEntry(line);
        return entry ? [entry] : [];
      });
  }

  /** Checks the whole chain and the head kept in the keychain: intact, or where it breaks. */
  verify(): Promise<AuditVerdict> {
    return this.#serial(async () => {
      const lines = await this.#lines();
      return verifyChain(lines, await this.#readHead(), this.#heads?.lost ?? false, await this.#verifyKey());
    });
  }

  /**
   * The whole log as CSV, oldest first: UTF-8 with a byte-order mark (so spreadsheets on
   * Windows read it as UTF-8), written beside `destination` and renamed into place. A line
   * that is not an entry is exported as such, with its text.
   */
  async exportCsv(destination: string): Promise<number> {
    const lines = await this.#writtenLines();
    const rows = lines.map((line) => {
      const e = parseEntry(line);
      if (!e) return ['', '', '', '', '', 'unreadable', '', line, '', ''];
      const targets = Object.entries(e.targets)
        .map(([k, v]) => `${k}=${v}`)
        .join(' ');
      // `field: before → after`, each value as JSON (a text quoted, nothing `null`), so none reads as another.
      const changes = (e.changes ?? []).map((c) => `${c.field}: ${JSON.stringify(c.before)} → ${JSON.stringify(c.after)}`).join('; ');
      return [e.time, e.user ?? '', e.profileName, e.action, targets, e.phase, e.outcome ?? '', e.detail ?? '', e.id, changes];
    });
    // `changes` last: the columns before it stay where earlier exports had them.
    const header = ['time', 'user', 'profile', 'action', 'targets', 'phase', 'outcome', 'detail', 'entry', 'changes'];
    await writeCsv(destination, header, rows);
    return lines.length;
  }

  /** The whole log as a JSON array, oldest first; a line that is not an entry as `{ unreadable }`. */
  async exportJson(destination: string): Promise<number> {
    const lines = await this.#writtenLines();
    const entries = lines.map((line) => parseEntry(line) ?? { unreadable: line });
    await writeBytesAtomic(destination, Buffer.from(`${JSON.stringify(entries, null, 2)}\n`, 'utf8'));
    return lines.length;
  }

  /** How many entries a prune before `before` would remove. */
  async countBefore(before: Date): Promise<number> {
    return countBefore(await this.#writtenLines(), before);
  }

  /**
   * Removes the entries before `before` (the leading ones only: the log is in time order),
   * after appending a checkpoint entry by `actor` that names them and the link the first
   * kept line carries. Refused while the chain is broken: a broken log is evidence to keep
   * whole. Resolves with the number of entries removed (0: nothing to prune, no checkpoint).
   */
  prune(before: Date, actor: Actor): Promise<number> {
    return this.#serial(async () => {
      const lines = await this.#lines();
      const verdict = verifyChain(lines, await this.#readHead(), this.#heads?.lost ?? false, await this.#verifyKey());
      if (!verdict.intact) throw new DeskError('bad_request', 'The audit log is not intact, so nothing was pruned: export it and keep it as it is.');
      const removed = countBefore(lines, before);
      if (removed === 0) return 0;
      const key = await this.#appendKey({ keyed: lines.some((line) => parseEntry(line)?.mac !== undefined) });
      const link = linkTo(key, lines.at(-1));
      const firstKept = removed < lines.length ? parseEntry(lines[removed] as string) : link;
      const checkpoint = JSON.stringify({
        id: randomUUID(),
        time: new Date().toISOString(),
        profileId: actor.id,
        profileName: actor.name,
        action: AUDIT_PRUNE,
        targets: { before: before.toISOString(), entries: String(removed), last_hash: linkOf(firstKept) ?? sha256(lines[removed - 1] as string) },
        phase: 'result',
        outcome: 'ok',
        user: this.#user,
        ...link,
      } satisfies AuditEntry);
      const kept = [...lines.slice(removed), checkpoint];
      const text = `${kept.join('\n')}\n`;
      await writeBytesAtomic(this.#file, Buffer.from(text, 'utf8'));
      this.#tail = { size: Buffer.byteLength(text), lines: kept.length, last: checkpoint, chained: true, keyed: key !== undefined, endsWithNewline: true };
      this.#heads?.later(AUDIT_HEAD_ACCOUNT, `${kept.length} ${sha256(checkpoint)}`);
      await this.#heads?.flush();
      return removed;
    });
  }

  #serial<T>(work: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(work);
    this.#queue = run.catch(() => undefined);
    return run;
  }

  async #readText(): Promise<string> {
    try {
      return await readFile(this.#file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return '';
      throw error;
    }
  }

  /** Every line as written, blank ones included (the writer writes none: they are reported). */
  async #lines(): Promise<string[]> {
    return splitLines(await this.#readText());
  }

  /** Resolves once the appends asked for so far are done (a result recorded after its answer too), heads too. */
  async written(): Promise<void> {
    await this.#queue;
    await this.#heads?.flush();
  }

  async #writtenLines(): Promise<string[]> {
    await this.written();
    return this.#lines();
  }

  /**
   * The tail as this log left it; read again when the file changed behind its back (or on the
   * first append), and then compared with the newest head: this log's own, or the keychain's.
   * The log is read in pieces, its lines counted and only those kept that are needed (the
   * head's and the last two): parsing every line of a log of 50,000 entries (23 MB) held 70 MiB
   * and took 380–520 ms of a session's first write.
   */
  async #currentTail(): Promise<{ tail: Tail; found?: AuditBreak }> {
    const size = await stat(this.#file).then(
      (s) => s.size,
      () => 0,
    );
    if (this.#tail?.size === size) return { tail: this.#tail };
    const known = this.#tail ? headOf(this.#tail) : await this.#readHead();
    const head = typeof known === 'object' && known !== null ? known : undefined;
    const scan = await scanLog(this.#file, head?.entry);
    // Whether some line is linked, and some keyed: the last two lines tell in a log the desk
    // keys (it links every line once the chain has begun); a log of an earlier version, or one
    // written without a keychain, is read whole for it as before.
    const links = linksOf(scan.ending);
    const tail: Tail = {
      size: scan.size,
      lines: scan.count,
      last: scan.ending[0],
      ...(links.chained && links.keyed ? links : linksOf(await this.#lines())),
      // A line under way at the end is one without its newline.
      endsWithNewline: scan.size > 0 && !scan.unended,
    };
    return { tail, found: head && headBreak(scan.count, scan.wanted, head) };
  }

  /** The entry that records a log found changed: what the head named, and what the file held. */
  #breakRecord(found: AuditBreak, lines: number): AuditEntry {
    return {
      id: randomUUID(),
      time: new Date().toISOString(),
      profileId: '',
      profileName: '',
      action: AUDIT_BREAK,
      targets: { reason: found.reason, entry: String(found.entry), lines: String(lines) },
      phase: 'result',
      outcome: 'failed',
      detail: `The log was changed on disk: ${found.reason === 'truncated' ? `it had ${lines} lines` : `line ${found.entry} was not the one written`} where entry ${found.entry} was the last written.`,
    };
  }

  /**
   * The key for the next link: read from the keychain once, made there for a log not keyed
   * yet. None without a keychain, or when a keyed log's key is gone (a new one would not
   * verify the old links): the entry then gets a plain hash, which `verify` reports.
   */
  async #appendKey(tail: Pick<Tail, 'keyed'>): Promise<Buffer | undefined> {
    if (this.#key || !this.#keychain) return this.#key;
    try {
      const text = await this.#keychain.get(AUDIT_KEY_ACCOUNT);
      if (text) return (this.#key = Buffer.from(text, 'base64'));
      if (tail.keyed) return undefined;
      const made = randomBytes(32);
      await this.#keychain.set(AUDIT_KEY_ACCOUNT, made.toString('base64'));
      return (this.#key = made);
    } catch {
      return undefined;
    }
  }

  /** The key the links verify under; undefined when the keychain holds none, 'off' when it cannot be read. */
  async #verifyKey(): Promise<Buffer | 'off' | undefined> {
    if (this.#key || !this.#keychain) return this.#key;
    try {
      const text = await this.#keychain.get(AUDIT_KEY_ACCOUNT);
      return text ? (this.#key = Buffer.from(text, 'base64')) : undefined;
    } catch {
      return 'off';
    }
  }

  /** The head kept in the keychain, once the heads due have landed; null when there is none, 'off' when it cannot be read. */
  async #readHead(): Promise<Head | null | 'off'> {
    if (!this.#keychain) return 'off';
    await this.#heads?.flush();
    let text: string | null;
    try {
      text = await this.#keychain.get(AUDIT_HEAD_ACCOUNT);
    } catch {
      return 'off';
    }
    const match = /^(\d+) ([0-9a-f]{64})$/.exec(text ?? '');
    return match ? { entry: Number(match[1]), hash: match[2] as string } : null;
  }
}

function splitLines(text: string): string[] {
  if (text === '') return [];
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

function hmac(key: Buffer, text: string): string {
  return createHmac('sha256', key).update(text, 'utf8').digest('hex');
}

/** The link to `before` (the line before; undefined for the chain's first entry): keyed when there is a key. */
function linkTo(key: Buffer | undefined, before: string | undefined): Pick<AuditEntry, 'prev' | 'mac'> {
  if (key) return { mac: hmac(key, before ?? AUDIT_GENESIS) };
  return { prev: before === undefined ? AUDIT_GENESIS : sha256(before) };
}

/** The link an entry carries, keyed or plain. */
function linkOf(entry: Pick<AuditEntry, 'prev' | 'mac'> | undefined): string | undefined {
  return entry?.mac ?? entry?.prev;
}

function headOf(tail: Tail): Head | null {
  return tail.last === undefined ? null : { entry: tail.lines, hash: sha256(tail.last) };
}

/** Where the log's lines (`count` of them, the head's line among them) part from the head: cut short before it, or another line in its place. */
function headBreak(count: number, headLine: string | undefined, head: Head): AuditBreak | undefined {
  if (count < head.entry) return { entry: head.entry, reason: 'truncated' };
  if (sha256(headLine as string) !== head.hash) return { entry: head.entry, reason: 'head_mismatch' };
  return undefined;
}

const NEWLINE = 0x0a;
/** The log is read in pieces of this size: the tail's read holds one, and the lines it keeps. */
const PIECE_BYTES = 1 << 20;

/** What the tail needs of the log's lines (as splitLines makes them): how many, the last two, and line `wanted` (from 1). */
interface LogScan {
  size: number;
  count: number;
  wanted: string | undefined;
  /** The last two lines, the last first (a torn last line has the entry before it beside it). */
  ending: string[];
  /** The last line has no newline after it. */
  unended: boolean;
}

async function scanLog(file: string, wanted: number | undefined): Promise<LogScan> {
  const scan: LogScan = { size: 0, count: 0, wanted: undefined, ending: [], unended: false };
  let handle: FileHandle;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return scan;
    throw error;
  }
  try {
    const piece = Buffer.allocUnsafe(PIECE_BYTES);
    /** The line under way: its bytes from earlier pieces. */
    let partial: Buffer[] = [];
    /** The last line ended by a newline, and the one before it. */
    let done: Buffer | undefined;
    let before: Buffer | undefined;
    for (;;) {
      const { bytesRead } = await handle.read(piece, 0, PIECE_BYTES, null);
      if (bytesRead === 0) break;
      const bytes = piece.subarray(0, bytesRead);
      scan.size += bytesRead;
      let start = 0;
      // The piece's last two lines ended: as [start, end) here, or a copy when begun in an earlier piece.
      let ended: Array<Buffer | [number, number]> = [];
      for (let newline = bytes.indexOf(NEWLINE); newline !== -1; newline = bytes.indexOf(NEWLINE, start)) {
        scan.count += 1;
        const line: Buffer | [number, number] = partial.length > 0 ? Buffer.concat([...partial, bytes.subarray(start, newline)]) : [start, newline];
        partial = [];
        if (scan.count === wanted) scan.wanted = text(bytes, line);
        ended = [...ended.slice(-1), line];
        start = newline + 1;
      }
      // The piece is read over next time: what is kept of it is copied out.
      const kept = ended.map((line) => (Buffer.isBuffer(line) ? line : Buffer.from(bytes.subarray(line[0], line[1]))));
      if (kept.length === 2) [before, done] = kept;
      else if (kept.length === 1) [before, done] = [done, kept[0]];
      if (start < bytesRead) partial.push(Buffer.from(bytes.subarray(start)));
    }
    // The last lines, the last first: the one without a newline at the end, if any, then those ended.
    const lines = [...(partial.length > 0 ? [Buffer.concat(partial)] : []), done, before].filter((line) => line !== undefined);
    scan.unended = partial.length > 0;
    if (scan.unended) {
      scan.count += 1;
      if (scan.count === wanted) scan.wanted = lines[0]?.toString('utf8');
    }
    scan.ending = lines.slice(0, 2).map((line) => line.toString('utf8'));
    return scan;
  } finally {
    await handle.close();
  }
}

/** A line of a piece, as [start, end) in it or a copy of its own. */
function text(bytes: Buffer, line: Buffer | [number, number]): string {
  return Buffer.isBuffer(line) ? line.toString('utf8') : bytes.toString('utf8', line[0], line[1]);
}

/** Whether some of these lines carries a link, and some a keyed one. */
function linksOf(lines: string[]): Pick<Tail, 'chained' | 'keyed'> {
  const entries = lines.map(parseEntry);
  return { chained: entries.some((e) => linkOf(e) !== undefined), keyed: entries.some((e) => e?.mac !== undefined) };
}

/** The entry on a line, or undefined when the line is not one. */
function parseEntry(line: string): AuditEntry | undefined {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const e = value as Partial<AuditEntry>;
  const isEntry =
    typeof e.id === 'string' &&
    typeof e.time === 'string' &&
    typeof e.action === 'string' &&
    (e.phase === 'attempt' || e.phase === 'result') &&
    typeof e.targets === 'object' &&
    e.targets !== null &&
    (e.prev === undefined || typeof e.prev === 'string') &&
    (e.mac === undefined || typeof e.mac === 'string') &&
    (e.changes === undefined || Array.isArray(e.changes));
  return isEntry ? (e as AuditEntry) : undefined;
}

/** The leading lines whose entries are older than `before` (new entries only come after them). */
function countBefore(lines: string[], before: Date): number {
  const cut = lines.findIndex((line) => (parseEntry(line)?.time ?? '') >= before.toISOString());
  return cut === -1 ? lines.length : cut;
}

/** The prune checkpoints in the log, by the link of the first line each kept. */
function checkpoints(lines: string[]): Map<string, AuditEntry> {
  const found = new Map<string, AuditEntry>();
  for (const line of lines) {
    const entry = parseEntry(line);
    const hash = entry?.action === AUDIT_PRUNE ? entry.targets.last_hash : undefined;
    if (entry && hash) found.set(hash, entry);
  }
  return found;
}

/** A break the log records of itself: found when an entry was about to be written. */
function recordedBreak(entry: AuditEntry, line: number): AuditBreak | undefined {
  const { reason, entry: at } = entry.targets;
  if (entry.action !== AUDIT_BREAK || (reason !== 'truncated' && reason !== 'head_mismatch')) return undefined;
  return { entry: Number(at), reason, noticed: { line, time: entry.time } };
}

/**
 * Walks the lines: entries before the first linked one are the unchained part of a log
 * written before the chain; from there each entry must carry the link to the line before it,
 * plain (SHA-256, by earlier versions) until the first keyed one (HMAC), keyed after it. The
 * first line may instead carry the link to the last line a prune removed, if a checkpoint in
 * the log says so. Then the last line must be the head the keychain holds; breaks the log
 * recorded of itself are reported too.
 */
function verifyChain(lines: string[], head: Head | null | 'off', headLost: boolean, key: Buffer | 'off' | undefined): AuditVerdict {
  const breaks: AuditBreak[] = [];
  const recorded: AuditBreak[] = [];
  const linkKey = key instanceof Buffer ? key : undefined;
  const pruned = checkpoints(lines);
  let prunedBy: AuditEntry | undefined;
  const reported = (n: number) => breaks.some((b) => b.entry === n);
  let unchained = 0;
  let chainStarted = false;
  let keyedFrom: number | undefined;
  let lastLinked = 0;
  lines.forEach((line, i) => {
    const entry = parseEntry(line);
    const n = i + 1;
    const link = linkOf(entry);
    if (!entry) breaks.push({ entry: n, reason: 'unreadable' });
    else if (link === undefined) {
      if (chainStarted) breaks.push({ entry: n, reason: 'hash_missing' });
      else unchained += 1;
    } else if (entry.mac === undefined && keyedFrom !== undefined) {
      breaks.push({ entry: n, reason: 'unkeyed' });
    } else {
      const keyed = entry.mac !== undefined;
      if (keyed) keyedFrom ??= n;
      if (i === 0) prunedBy = pruned.get(link);
      if (keyed && !linkKey) {
        if (keyedFrom === n) breaks.push({ entry: n, reason: 'unverifiable' });
      } else {
        const before = chainStarted || (keyed && i > 0) ? lines[i - 1] : undefined;
        const expected = i === 0 && prunedBy ? link : linkOf(linkTo(keyed ? linkKey : undefined, before));
        const at = before === undefined ? n : n - 1;
        // A line reported already (unreadable, inserted) breaks the link after it too: once is enough.
        if (link !== expected && !reported(at)) breaks.push({ entry: at, reason: 'hash_mismatch' });
      }
      chainStarted = true;
      lastLinked = n;
    }
    const noticed = entry && recordedBreak(entry, n);
    if (noticed) recorded.push(noticed);
  });
  // The keychain holds the log's key, yet no link is keyed: the whole log was rewritten with plain hashes.
  if (linkKey && keyedFrom === undefined && lastLinked > 0) breaks.push({ entry: lastLinked, reason: 'unkeyed' });
  let guard: AuditVerdict['guard'] = head === 'off' || headLost ? 'off' : 'on';
  if (head === null && chainStarted) guard = 'missing';
  const atHead = typeof head === 'object' && head !== null ? headBreak(lines.length, lines[head.entry - 1], head) : undefined;
  if (atHead) breaks.push(atHead);
  breaks.push(...recorded);
  const verdict: AuditVerdict = { intact: breaks.length === 0, entries: lines.length, unchained, guard, breaks };
  if (keyedFrom !== undefined) verdict.keyedFrom = keyedFrom;
  if (prunedBy) verdict.pruned = { before: prunedBy.targets.before ?? '', entries: Number(prunedBy.targets.entries), at: prunedBy.time, user: prunedBy.user ?? '' };
  return verdict;
}

/** The operating-system user; the environment's name where the system has none to give. */
function osUser(): string {
  try {
    return userInfo().username;
  } catch {
    return process.env.USER ?? process.env.USERNAME ?? 'unknown';
  }
}

function outcomeOf(error: unknown): { outcome: 'failed' | 'unknown'; detail: string } {
  if (error instanceof ApiError) {
    const lost = error.kind === 'network' || error.kind === 'timeout';
    return { outcome: lost ? 'unknown' : 'failed', detail: `${error.kind}${error.status ? ` ${error.status}` : ''}` };
  }
  if (error instanceof DeskError) return { outcome: 'failed', detail: error.kind };
  return { outcome: 'failed', detail: error instanceof Error ? error.name : 'error' };
}

/** One entry for something done or refused in one step, with nothing sent before it (a file written, a refusal). */
export function recordResult(
  log: AuditLog,
  actor: Actor,
  action: string,
  targets: Record<string, string>,
  result: { outcome: 'ok' } | { outcome: 'failed'; detail: string },
): Promise<void> {
  return log.append({
    id: randomUUID(),
    time: new Date().toISOString(),
    profileId: actor.id,
    profileName: actor.name,
    action,
    targets,
    phase: 'result',
    ...result,
  });
}

/** Something the desk refused to do (sign for another origin): one entry, nothing was sent. */
export const recordRefusal = (log: AuditLog, actor: Actor, action: string, targets: Record<string, string>, detail: string) =>
  recordResult(log, actor, action, targets, { outcome: 'failed', detail });

/** What the success entry of a write records besides its targets, and how it is written. */
export interface AuditedOptions<T> {
  /** The fields the write changed, before and after (a KYC edit). */
  changes?: (result: T) => AuditChange[];
  /** The success entry is not awaited: the answer returns while it is written, and this gets its append. */
  recording?: (appended: Promise<void>) => void;
}

/**
 * Runs a write (an API call, or a change to a profile) between two audit entries. `resultTargets` adds ids only known after the
 * call (the id of what was created). With `recording`, the success entry is not awaited: the answer returns while it is
 * written, and `recording` gets its append. The log keeps its order, so the next entry (and the write after it) still
 * waits for it; a failure's entry is always awaited.
 */
export async function audited<T>(
  log: AuditLog,
  actor: Actor,
  action: string,
  targets: Record<string, string>,
  work: () => Promise<T>,
  resultTargets: (result: T) => Record<string, string> = () => ({}),
  { changes, recording }: AuditedOptions<T> = {},
): Promise<T> {
  const base = { id: randomUUID(), profileId: actor.id, profileName: actor.name, action };
  await log.append({ ...base, time: new Date().toISOString(), targets, phase: 'attempt' });
  let result: T;
  try {
    result = await work();
  } catch (error) {
    await log.append({ ...base, time: new Date().toISOString(), targets, phase: 'result', ...outcomeOf(error) });
    throw error;
  }
  const changed = changes?.(result);
  const appended = log.append({
    ...base,
    time: new Date().toISOString(),
    targets: { ...targets, ...resultTargets(result) },
    phase: 'result',
    outcome: 'ok',
    ...(changed?.length ? { changes: changed } : {}),
  });
  if (recording) recording(appended);
  else await appended;
  return result;
}
