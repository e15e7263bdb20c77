// A statement file read and parsed in a worker thread of its own (parse-worker.ts), one per
// file: parsing 50 MB takes seconds, which the main process's event loop, answering the
// window, must not wait for. From source (tests, tsx) the worker runs the TypeScript through
// tsx; in the built app it is the bundle electron-vite writes beside the main one.
import { Worker } from 'node:worker_threads';
import { DeskError } from '../../../src-shared/errors';
import type { DeskErrorKind } from '../../../src-shared/wire/error-kinds';
import type { OpenedStatement } from './read';
import type { CsvMapping } from '../../../src-shared/domain/bank-statements';

export interface ReaderRequest {
  path: string;
  mapping?: CsvMapping;
  /** Bytes; default MAX_STATEMENT_BYTES. */
  cap?: number;
}

/** The reader's one message: the file's statement or preview, or why not. */
export type ReaderAnswer = { ok: true; value: OpenedStatement } | { ok: false; kind?: DeskErrorKind; message: string; stack?: string };

const FROM_SOURCE = import.meta.url.endsWith('.ts');
/** The bundle's name: electron.vite.config.ts builds it beside index.js. */
const ENTRY = FROM_SOURCE ? new URL('./parse-worker.ts', import.meta.url) : new URL('./statement-reader.js', import.meta.url);

/** `cap` (bytes, default read.ts's MAX_STATEMENT_BYTES): a larger file is refused unread. */
export function readOrPreview(path: string, mapping?: CsvMapping, cap?: number): Promise<OpenedStatement> {
  const request: ReaderRequest = { path, mapping, cap };
  return new Promise((resolve, reject) => {
    const worker = new Worker(ENTRY, { workerData: request, execArgv: FROM_SOURCE ? ['--import', 'tsx'] : [] });
    worker.once('message', (answer: ReaderAnswer) => {
      if (answer.ok) return resolve(answer.value);
      if (answer.kind) return reject(new DeskError(answer.kind, answer.message));
      reject(Object.assign(new Error(answer.message), { stack: answer.stack }));
    });
    worker.once('error', reject);
    // After an answer this changes nothing; without one, the thread died (out of memory).
    worker.once('exit', (code) => reject(new Error(`The statement reader stopped (exit code ${code}) before it answered.`)));
  });
}
