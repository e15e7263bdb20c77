// The worker thread that holds the index and answers screen requests, so the desk's main
// thread never waits on a build or a batch.
import { parentPort, workerData } from 'node:worker_threads';
import { openIndex } from './index-cache';
import type { SanctionsList } from './list-entry';
import { screenWithIndex } from './name-index';
import type { ScreenedPerson } from './score';
import type { WorkerReply, WorkerRequest } from './screener';

const port = parentPort;
if (port === null) throw new Error('screening-worker.ts runs only as a worker thread');
const { lists, cacheDir } = workerData as { lists: SanctionsList[]; cacheDir?: string };

try {
  const ready = await openIndex(lists, cacheDir);
  port.postMessage({ type: 'ready', from: ready.from, ms: ready.ms } satisfies WorkerReply);
  port.on('message', (request: WorkerRequest) => {
    try {
      const hits = request.people.map((person: ScreenedPerson) => screenWithIndex(ready.index, person, request.threshold));
      port.postMessage({ type: 'hits', id: request.id, hits } satisfies WorkerReply);
    } catch (error) {
      port.postMessage({ type: 'failed', id: request.id, message: String(error) } satisfies WorkerReply);
    }
  });
} catch (error) {
  port.postMessage({ type: 'failed', id: -1, message: error instanceof Error ? error.message : String(error) } satisfies WorkerReply);
}
