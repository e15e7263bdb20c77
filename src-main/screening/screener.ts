// The screener the desk and the command use: a worker thread holds the index (built, or loaded
// from the cache), and people are screened there, in batches, off the caller's thread.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { DeskError } from '../../src-shared/errors';
import type { SanctionsList } from './list-entry';
import { DEFAULT_THRESHOLD, type Hit, type ScreenedPerson } from './score';

export interface WorkerRequest {
  id: number;
  people: ScreenedPerson[];
  threshold: number;
}

export type WorkerReply =
  | { type: 'ready'; from: 'cache' | 'built'; ms: number }
  | { type: 'hits'; id: number; hits: Hit[][] }
  | { type: 'failed'; id: number; message: string };

export interface Screener {
  /** Settles once the index is built or loaded: where it came from, and what it took. */
  ready: Promise<{ from: 'cache' | 'built'; ms: number }>;
  screen(person: ScreenedPerson, threshold?: number): Promise<Hit[]>;
  /** Many people in one message: the command's way, cheaper than one message each. */
  screenMany(people: ScreenedPerson[], threshold?: number): Promise<Hit[][]>;
  close(): Promise<void>;
}

export interface ScreenerOptions {
  /** Where the built index is kept between runs; none: built every time. */
  cacheDir?: string;
  /** Worker threads, each holding the index (memory grows by one index each); 1 unless told. */
  workers?: number;
}

const WORKER = new URL(`./screening-worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url);

/** Run from TypeScript sources (tsx, vitest), the worker needs the same loader. */
function workerExecArgv(): string[] {
  if (!WORKER.pathname.endsWith('.ts')) return [];
  const loader = createRequire(import.meta.url).resolve('tsx');
  return ['--import', pathToFileURL(loader).href];
}

type Ready = { from: 'cache' | 'built'; ms: number };

export function createScreener(lists: SanctionsList[], options: ScreenerOptions = {}): Screener {
  const pending = new Map<number, { resolve: (hits: Hit[][]) => void; reject: (error: Error) => void }>();
  const workers: Worker[] = [];
  let next = 0;
  /** Set by `close`: what every call still waiting, and the index still being made, end with. */
  let closed: DeskError | undefined;
  const failAll = (error: Error): void => {
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };

  /** One worker, settled once its index is ready. */
  const start = (): Promise<Ready> =>
    new Promise<Ready>((resolve, reject) => {
      const worker = new Worker(WORKER, { workerData: { lists, cacheDir: options.cacheDir }, execArgv: workerExecArgv() });
      workers.push(worker);
      const fail = (error: Error): void => {
        reject(closed ?? error);
        failAll(closed ?? error);
      };
      worker.on('message', (reply: WorkerReply) => {
        if (reply.type === 'ready') return resolve({ from: reply.from, ms: reply.ms });
        if (reply.type === 'failed' && reply.id === -1) return fail(new Error(`the screening index could not be built: ${reply.message}`));
        const waiting = pending.get(reply.id);
        pending.delete(reply.id);
        if (reply.type === 'hits') waiting?.resolve(reply.hits);
        else waiting?.reject(new Error(reply.message));
      });
      worker.on('error', fail);
      worker.on('exit', (code) => fail(new Error(`the screening worker stopped (exit code ${code})`)));
    });

  // The first worker builds (and caches) the index; the others then load it from the cache.
  const ready = start().then(async (first) => {
    await Promise.all(Array.from({ length: Math.max(0, (options.workers ?? 1) - 1) }, start));
    return first;
  });
  // A caller that only closes must not meet an unhandled rejection.
  ready.catch(() => undefined);

  const ask = (worker: Worker, people: ScreenedPerson[], threshold: number): Promise<Hit[][]> => {
    const id = next++;
    return new Promise<Hit[][]>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, people, threshold } satisfies WorkerRequest);
    });
  };
  const screenMany = async (people: ScreenedPerson[], threshold = DEFAULT_THRESHOLD): Promise<Hit[][]> => {
    await ready;
    // One share of the people per worker, answers put back in the people's order.
    const share = Math.ceil(people.length / workers.length);
    const parts = await Promise.all(workers.map((worker, w) => ask(worker, people.slice(w * share, (w + 1) * share), threshold)));
    return parts.flat();
  };
  return {
    ready,
    screenMany,
    screen: async (person, threshold) => (await screenMany([person], threshold))[0] ?? [],
    // A call still waiting is cancelled, not failed: the desk is closing, nothing went wrong.
    close: async () => {
      closed = new DeskError('cancelled', 'Screening stopped: the desk is closing.');
      failAll(closed);
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
