// The local audit log: every write the app sends, and every change to a connection profile,
// is appended before and after (JSON lines, fsynced before the work goes on), never
// rewritten but for a prune; a refusal to sign is one entry. Exportable as CSV or JSON.
// Pruning (entries before a date, by an administrator) first appends a checkpoint entry that
// names the hash of the last line it removes: the first line kept links to that hash, so
// the shortened chain still verifies, and the prune is itself on the record.
// Tamper-evident: each entry carries the SHA-256 of the line before it, and the chain's head
// (entry number and hash of the last line) goes to the keychain after each append, so an
// entry changed, inserted or removed anywhere, even at the end, shows in `verify`. The head
// follows the entry: an append answers once its line is on disk, and the keychain is written
// a moment later with the newest head, once for a burst of entries (a keychain call is a
// round trip to another process that holds the main process's thread while it lasts, ~5–15 ms
// here: not while a screen's reads come in). A head that lags behind the log still verifies
// (the lines after it are not covered yet), as after a crash between the two writes.
import { createHash, randomUUID } from 'node:crypto';
import { open, readFile, stat } from 'node:fs/promises';
import { userInfo } from 'node:os';
import { ApiError } from '../client';
import { DeskError } from '../errors';
import { writeBytesAtomic } from '../json-file';
import { writeCsv } from './csv';
import { AUDIT_GENESIS, AUDIT_PRUNE, type AuditBreak, type AuditEntry, type AuditVerdict } from './audit.schema';

export interface Actor {
  id: string;
  name: string;
}

/** Where the chain's head is kept: the keychain (profiles/keychain.ts) satisfies it. */
export interface HeadStore {
  get(account: string): Promise<string | null>;
  set(account: string, value: string): Promise<void>;
}

/** The keychain account of the chain's head: apart from the profiles' credentials. */
export const AUDIT_HEAD_ACCOUNT = 'audit-head';

/** How long after an entry its head goes to the keychain, with the entries' that follow meanwhile. */
const HEAD_DELAY_MS = 100;

export interface AuditLogOptions {
  /** Without one, the log works but a log cut short at its end goes unnoticed. */
  keychain?: HeadStore;
  /** The operating-system user named in each entry; default: the one the desk runs as. */
  user?: string;
}

/** What the writer knows of the file's end, to chain the next entry. */
interface Tail {
  size: number;
  lines: number;
  last: string | undefined;
  /** Some line carries a hash: the next entry links to the last line, not to the genesis. */
  chained: boolean;
  endsWithNewline: boolean;
}

export class AuditLog {
  readonly #file: string;
  readonly #keychain: HeadStore | undefined;
  readonly #user: string;
  #queue: Promise<unknown> = Promise.resolve();
  #tail: Tail | undefined;
  /** The last head could not be written to the keychain. */
  #headLost = false;
  /** The newest head not yet handed to the keychain. */
  #headDue: Head | undefined;
  #headTimer: NodeJS.Timeout | undefined;
  /** The keychain writes under way; resolves when the last has landed (or failed). */
  #headWriting: Promise<void> = Promise.resolve();

  constructor(file: string, options: AuditLogOptions = {}) {
    this.#file = file;
    this.#keychain = options.keychain;
    this.#user = options.user ?? osUser();
  }

  /**
   * Appends one entry (named after the OS user, linked to the line before it) and waits
   * until it is on disk; the new head goes to the keychain after it. Appends keep their order.
   */
  append(entry: AuditEntry): Promise<void> {
    return this.#serial(async () => {
      const tail = await this.#currentTail();
      const line = JSON.stringify({ ...entry, user: this.#user, prev: tail.chained ? sha256(tail.last ?? '') : AUDIT_GENESIS });
      // A torn last line (a crash mid-write) stays a line of its own, reported by `verify`.
      const text = `${tail.size > 0 && !tail.endsWithNewline ? '\n' : ''}${line}\n`;
      const handle = await open(this.#file, 'a', 0o600);
      try {
        await handle.appendFile(text, 'utf8');
        await handle.sync();
      } finally {
        await handle.close();
      }
      const lines = tail.lines + 1;
      this.#tail = { size: tail.size + Buffer.byteLength(text), lines, last: line, chained: true, endsWithNewline: true };
      this.#headLater({ entry: lines, hash: sha256(line) });
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
      const head = await this.#readHead();
      return verifyChain(lines, head, this.#headLost);
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
      if (!e) return ['', '', '', '', '', 'unreadable', '', line, ''];
      const targets = Object.entries(e.targets)
        .map(([k, v]) => `${k}=${v}`)
        .join(' ');
      return [e.time, e.user ?? '', e.profileName, e.action, targets, e.phase, e.outcome ?? '', e.detail ?? '', e.id];
    });
    const header = ['time', 'user', 'profile', 'action', 'targets', 'phase', 'outcome', 'detail', 'entry'];
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
   * after appending a checkpoint entry by `actor` that names them and the hash of the last
   * one removed. Refused while the chain is broken: a broken log is evidence to keep whole.
   * Resolves with the number of entries removed (0: nothing to prune, no checkpoint).
   */
  prune(before: Date, actor: Actor): Promise<number> {
    return this.#serial(async () => {
      const lines = await this.#lines();
      const verdict = verifyChain(lines, await this.#readHead(), this.#headLost);
      if (!verdict.intact) throw new DeskError('bad_request', 'The audit log is not intact, so nothing was pruned: export it and keep it as it is.');
      const removed = countBefore(lines, before);
      if (removed === 0) return 0;
      const last = lines[removed - 1] as string;
      const checkpoint = JSON.stringify({
        id: randomUUID(),
        time: new Date().toISOString(),
        profileId: actor.id,
        profileName: actor.name,
        action: AUDIT_PRUNE,
        targets: { before: before.toISOString(), entries: String(removed), last_hash: sha256(last) },
        phase: 'result',
        outcome: 'ok',
        user: this.#user,
        prev: sha256(lines.at(-1) as string),
      } satisfies AuditEntry);
      const kept = [...lines.slice(removed), checkpoint];
      const text = `${kept.join('\n')}\n`;
      await writeBytesAtomic(this.#file, Buffer.from(text, 'utf8'));
      this.#tail = { size: Buffer.byteLength(text), lines: kept.length, last: checkpoint, chained: true, endsWithNewline: true };
      this.#headDue = { entry: kept.length, hash: sha256(checkpoint) };
      await this.#writeHead();
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
    await this.#writeHead();
  }

  async #writtenLines(): Promise<string[]> {
    await this.written();
    return this.#lines();
  }

  /** The tail as this log left it, read again when the file changed behind its back. */
  async #currentTail(): Promise<Tail> {
    const size = await stat(this.#file).then(
      (s) => s.size,
      () => 0,
    );
    if (this.#tail?.size === size) return this.#tail;
    const text = await this.#readText();
    const lines = splitLines(text);
    return {
      size: Buffer.byteLength(text),
      lines: lines.length,
      last: lines.at(-1),
      chained: lines.some((line) => parseEntry(line)?.prev !== undefined),
      endsWithNewline: text.endsWith('\n'),
    };
  }

  /** `head` goes to the keychain HEAD_DELAY_MS from the first head due, or the newest by then. */
  #headLater(head: Head): void {
    if (!this.#keychain) return;
    this.#headDue = head;
    this.#headTimer ??= setTimeout(() => void this.#writeHead(), HEAD_DELAY_MS);
  }

  /** Writes the newest head due now, after the writes under way; resolves once it landed or failed. */
  #writeHead(): Promise<void> {
    clearTimeout(this.#headTimer);
    this.#headTimer = undefined;
    const keychain = this.#keychain;
    this.#headWriting = this.#headWriting.then(async () => {
      const due = this.#headDue;
      if (!keychain || !due) return;
      this.#headDue = undefined;
      try {
        await keychain.set(AUDIT_HEAD_ACCOUNT, `${due.entry} ${due.hash}`);
        this.#headLost = false;
      } catch {
        this.#headLost = true; // the entry is on disk; the screen says the guard is off
      }
    });
    return this.#headWriting;
  }

  /** The head kept in the keychain, once the heads due have landed; null when there is none, 'off' when it cannot be read. */
  async #readHead(): Promise<Head | null | 'off'> {
    if (!this.#keychain) return 'off';
    await this.#writeHead();
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

interface Head {
  entry: number;
  hash: string;
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
    (e.prev === undefined || typeof e.prev === 'string');
  return isEntry ? (e as AuditEntry) : undefined;
}

/** The leading lines whose entries are older than `before` (new entries only come after them). */
function countBefore(lines: string[], before: Date): number {
  const cut = lines.findIndex((line) => (parseEntry(line)?.time ?? '') >= before.toISOString());
  return cut === -1 ? lines.length : cut;
}

/** The prune checkpoints in the log, by the hash of the last line each removed. */
function checkpoints(lines: string[]): Map<string, AuditEntry> {
  const found = new Map<string, AuditEntry>();
  for (const line of lines) {
    const entry = parseEntry(line);
    const hash = entry?.action === AUDIT_PRUNE ? entry.targets.last_hash : undefined;
    if (entry && hash) found.set(hash, entry);
  }
  return found;
}

/**
 * Walks the lines: entries before the first hashed one are the unchained part of a log
 * written before the chain; from there each entry must name the hash of the line before it.
 * The first line may instead name the last line a prune removed, if a checkpoint in the log
 * says so. Then the last line must be the head the keychain holds.
 */
function verifyChain(lines: string[], head: Head | null | 'off', headLost: boolean): AuditVerdict {
  const breaks: AuditBreak[] = [];
  const pruned = checkpoints(lines);
  let prunedBy: AuditEntry | undefined;
  const reported = (n: number) => breaks.some((b) => b.entry === n);
  let unchained = 0;
  let chainStarted = false;
  lines.forEach((line, i) => {
    const entry = parseEntry(line);
    const n = i + 1;
    if (!entry) breaks.push({ entry: n, reason: 'unreadable' });
    else if (entry.prev === undefined) {
      if (chainStarted) breaks.push({ entry: n, reason: 'hash_missing' });
      else unchained += 1;
    } else {
      if (i === 0) prunedBy = pruned.get(entry.prev);
      const expected = chainStarted ? sha256(lines[i - 1] as string) : prunedBy ? entry.prev : AUDIT_GENESIS;
      const at = chainStarted ? n - 1 : n;
      // A line reported already (unreadable, inserted) breaks the link after it too: once is enough.
      if (entry.prev !== expected && !reported(at)) breaks.push({ entry: at, reason: 'hash_mismatch' });
      chainStarted = true;
    }
  });
  let guard: AuditVerdict['guard'] = head === 'off' || headLost ? 'off' : 'on';
  if (head === null && chainStarted) guard = 'missing';
  if (typeof head === 'object' && head !== null) {
    if (lines.length < head.entry) breaks.push({ entry: head.entry, reason: 'truncated' });
    else if (sha256(lines[head.entry - 1] as string) !== head.hash) breaks.push({ entry: head.entry, reason: 'head_mismatch' });
  }
  const verdict: AuditVerdict = { intact: breaks.length === 0, entries: lines.length, unchained, guard, breaks };
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

/** Something the desk refused to do (sign for another origin): one entry, nothing was sent. */
export function recordRefusal(log: AuditLog, actor: Actor, action: string, targets: Record<string, string>, detail: string): Promise<void> {
  return log.append({
    id: randomUUID(),
    time: new Date().toISOString(),
    profileId: actor.id,
    profileName: actor.name,
    action,
    targets,
    phase: 'result',
    outcome: 'failed',
    detail,
  });
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
  recording?: (appended: Promise<void>) => void,
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
  const appended = log.append({
    ...base,
    time: new Date().toISOString(),
    targets: { ...targets, ...resultTargets(result) },
    phase: 'result',
    outcome: 'ok',
  });
  if (recording) recording(appended);
  else await appended;
  return result;
}
