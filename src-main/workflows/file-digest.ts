// A saved file's SHA-256, read and hashed on a thread of its own: an export's read-back then
// runs beside the check's finish (sorting a million address keys) on the other core, instead
// of after it. The thread is started ahead, while the file is still being written, and told the
// file once it is complete (50 MB took 36–42 ms so, 75–117 ms with the thread started when
// asked). Its code is a few lines of plain JavaScript: no bundle of its own, and no TypeScript
// loader where tests run the desk's source.
import { Worker } from 'node:worker_threads';

const READ_SIZE = 1 << 20;

const THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const { closeSync, openSync, readSync } = require('node:fs');
parentPort.once('message', (path) => {
  const hash = createHash('sha256');
  const file = openSync(path, 'r');
  try {
    const buffer = Buffer.allocUnsafe(workerData.readSize);
    for (let read; (read = readSync(file, buffer, 0, buffer.length, null)) > 0; ) hash.update(buffer.subarray(0, read));
  } finally {
    closeSync(file);
  }
  parentPort.postMessage(hash.digest('hex'));
});
`;

export interface DigestThread {
  /** The SHA-256 of the file at `path` as it is on disk now, in hex; one file per thread. */
  digest: (path: string) => Promise<string>;
  /** Ends the thread, asked or not (a failed export never asks). */
  close: () => Promise<void>;
}

export function digestThread(): DigestThread {
  const worker = new Worker(THREAD, { eval: true, workerData: { readSize: READ_SIZE } });
  const answer = new Promise<string>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    // After the answer this changes nothing; without one, the thread died or was closed.
    worker.once('exit', (code) => reject(new Error(`the file's digest stopped (exit code ${code}) before it answered`)));
  });
  // Looked at only once the file is asked for: a thread closed unasked is no failure.
  answer.catch(() => undefined);
  return {
    digest: (path) => {
      worker.postMessage(path);
      return answer;
    },
    close: async () => {
      await worker.terminate();
    },
  };
}
