// The statement reader's thread: reads and parses one statement file (camt, MT940 or a
// bank's CSV export) and answers once, so a large file never holds the main process's event
// loop, which answers the window. Started by off-thread.ts; built as out/main/statement-reader.js.
import { parentPort, workerData } from 'node:worker_threads';
import { DeskError } from '../../../src-shared/errors';
import { readOrPreview } from './read';
import type { ReaderAnswer, ReaderRequest } from './off-thread';

const { path, mapping, cap } = workerData as ReaderRequest;

function answerOf(error: unknown): ReaderAnswer {
  if (error instanceof DeskError) return { ok: false, kind: error.kind, message: error.message };
  const { message, stack } = error instanceof Error ? error : new Error(String(error));
  return { ok: false, message, stack };
}

parentPort?.postMessage(
  await readOrPreview(path, mapping, cap).then(
    (value): ReaderAnswer => ({ ok: true, value }),
    answerOf,
  ),
);
