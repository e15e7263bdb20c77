// Finance's export: the distribution list streamed to the chosen file (byte for byte as
// served, never held whole) and checked before it goes to the payout. The check reads the
// bytes as they go to disk, while the network sets the pace; then the saved file is read
// back, to prove it holds exactly those bytes and to find the duplicates' rows.
import { rename } from 'node:fs/promises';
import { extname } from 'node:path';
import type { OfferingClient } from '../client';
import { safeFileName } from '../files';
import type { PreparationStatus, Snapshot } from '../../src-shared/wire/distribution';
import { ListChecker, completeCheck } from './distribution-check';
import { digestThread } from './file-digest';
import { localDay } from '../../src-shared/domain/days';
import { type ExpectedList, type ExportProgress, type ExportResult, listVerdict } from '../../src-shared/domain/distribution-export';

export interface ExportOptions {
  onProgress?: (progress: ExportProgress) => void;
  signal?: AbortSignal;
}

export async function exportDistributionList(
  client: OfferingClient,
  projectId: string,
  path: string,
  { onProgress = () => undefined, signal }: ExportOptions = {},
): Promise<ExportResult> {
  const checker = new ListChecker();
  // Started with the download, so its start is no part of the wait for the check.
  const reader = digestThread();
  try {
    const [download, expected] = await Promise.all([
      client.distribution.downloadList(projectId, path, {
        signal,
        onData: (chunk) => checker.feed(chunk),
        onProgress: ({ bytes, rows }) => onProgress({ projectId, phase: 'downloading', bytes, rows }),
      }),
      expectedList(client, projectId),
    ]);
    onProgress({ projectId, phase: 'checking', bytes: download.bytes, rows: download.rows });
    const check = await completeCheck(checker, path, reader.digest);
    return { path, bytes: download.bytes, rows: download.rows, check, ...(expected && { expected }) };
  } finally {
    await reader.close();
  }
}

/**
 * The orders the list must contain: those of the preparation's snapshot, whatever they have
 * become since (a distributed project's are settled, no longer paid).
 */
async function expectedList(client: OfferingClient, projectId: string): Promise<ExpectedList | undefined> {
  const snapshot = await preparedSnapshot(client, projectId);
  const total = snapshot?.total_amount;
  return total === undefined ? undefined : { orders: snapshot?.orders_count, total };
}

/**
 * The preparation's snapshot: the one the status names, else, on a host whose status does not
 * name it (the spec does not), the project's only snapshot. With several and no name, none: the
 * list is then judged by its own problems alone.
 */
async function preparedSnapshot(client: OfferingClient, projectId: string): Promise<Snapshot | undefined> {
  const { snapshot_id: id } = await client.distribution.status(projectId);
  if (id) return client.distribution.snapshot(projectId, id);
  const all = await client.distribution.snapshots(projectId);
  return all.length === 1 ? all[0] : undefined;
}

/** Where a list whose check failed waits for acceptance: its name says so. */
export function failedCheckPath(path: string): string {
  const extension = extname(path);
  return `${path.slice(0, path.length - extension.length)}-FAILED-CHECK${extension}`;
}

/**
 * A list that may not be handed over (problems, or a total other than the snapshot's) is renamed to say so, so that nobody hands it over by
 * mistake; `acceptedPath` is the name it gets once finance accepts it. A clean list is left.
 */
export async function holdUnaccepted(result: ExportResult): Promise<ExportResult> {
  if (listVerdict(result.check, result.expected?.total).handOver) return result;
  const held = failedCheckPath(result.path);
  await rename(result.path, held);
  return { ...result, path: held, acceptedPath: result.path };
}

/** A file name finance recognises: the project's code (in plain ASCII) and today's local date. */
export function exportFileName(code: string, now = new Date()): string {
  const name = `distribution-list-${localDay(now)}.csv`;
  return safeFileName(`${code.replace(/[^A-Za-z0-9_.-]/g, '_')}-${name}`, name);
}

const POLL_MS = 500;

/**
 * Follows a preparation until it is no longer running and reports how it ended, so the app
 * can say so wherever the user is by then.
 */
export async function followPreparation(
  status: () => Promise<PreparationStatus>,
  signal?: AbortSignal,
): Promise<PreparationStatus> {
  for (;;) {
    const current = await status();
    if (current.status !== 'running') return current;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, POLL_MS);
      signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      });
    });
  }
}

/** Emits progress at most every `ms` milliseconds, and always the last one. */
export function throttled<T>(emit: (value: T) => void, ms = 100): { push(value: T): void; flush(): void } {
  let last = 0;
  let pending: T | undefined;
  return {
    push(value) {
      pending = value;
      const now = Date.now();
      if (now - last >= ms) {
        last = now;
        emit(value);
        pending = undefined;
      }
    },
    flush() {
      if (pending !== undefined) emit(pending);
      pending = undefined;
    },
  };
}
