// The local audit log: every write the app sends, and every change to a connection profile,
// is appended before and after (JSON lines, fsynced before the work goes on), never
// rewritten; a refusal to sign is one entry. Exportable as CSV.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { open, readFile } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import { ApiError } from '../client';
import { DeskError } from '../errors';
import type { AuditEntry } from './audit.schema';

export interface Actor {
  id: string;
  name: string;
}

export class AuditLog {
  readonly #file: string;
  #queue: Promise<void> = Promise.resolve();

  constructor(file: string) {
    this.#file = file;
  }

  /** Appends one entry and waits until it is on disk. Appends keep their order. */
  append(entry: AuditEntry): Promise<void> {
    const write = this.#queue.then(async () => {
      const handle = await open(this.#file, 'a', 0o600);
      try {
        await handle.appendFile(`${JSON.stringify(entry)}\n`, 'utf8');
        await handle.sync();
      } finally {
        await handle.close();
      }
    });
    this.#queue = write.catch(() => undefined);
    return write;
  }

  /** Newest first. */
  async list(limit = 1000): Promise<AuditEntry[]> {
    let text: string;
    try {
      text = await readFile(this.#file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
    return lines
      .slice(-limit)
      .reverse()
      .flatMap((line) => {
        try {
          return [JSON.parse(line) as AuditEntry];
        } catch {
          return []; // a torn last line after a crash
        }
      });
  }

  async exportCsv(destination: string): Promise<number> {
    const entries = (await this.list(Number.MAX_SAFE_INTEGER)).reverse();
    const rows = entries.map((e) => [
      e.time,
      e.profileName,
      e.action,
      Object.entries(e.targets)
        .map(([k, v]) => `${k}=${v}`)
        .join(' '),
      e.phase,
      e.outcome ?? '',
      e.detail ?? '',
      e.id,
    ]);
    const csv = stringify([['time', 'profile', 'action', 'targets', 'phase', 'outcome', 'detail', 'entry'], ...rows.map((r) => r.map(defuse))]);
    await pipeline(csv, createWriteStream(destination, { mode: 0o600 }));
    return entries.length;
  }
}

/** A spreadsheet runs a cell starting with = + - @ tab or CR as a formula: quote it away. */
export function defuse(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
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
 * call (the id of what was created).
 */
export async function audited<T>(
  log: AuditLog,
  actor: Actor,
  action: string,
  targets: Record<string, string>,
  work: () => Promise<T>,
  resultTargets: (result: T) => Record<string, string> = () => ({}),
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
  await log.append({
    ...base,
    time: new Date().toISOString(),
    targets: { ...targets, ...resultTargets(result) },
    phase: 'result',
    outcome: 'ok',
  });
  return result;
}
