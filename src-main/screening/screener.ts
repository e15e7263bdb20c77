// The screener the desk and the command use: a worker thread holds the index (built, or loaded
// from the cache), and people are screened there, in batches, off the caller's thread.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
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
}

const WORKER = new URL(`./screening-worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url);

/** Run from TypeScript sources (tsx, vitest), the worker needs the same loader. */
function workerExecArgv(): string[] {
  if (!WORKER.pathname.endsWith('.ts')) return [];
  const loader = createRequire(import.meta.url).resolve('tsx');
  return ['--import', pathToFileURL(loader).href];
}

export function createScreener(lists: SanctionsList[], options: ScreenerOptions = {}): Screener {
  const worker = new Worker(WORKER, { workerData: { lists, cacheDir: options.cacheDir }, execArgv: workerExecArgv() });
  const pending = new Map<number, { resolve: (hits: Hit[][]) => void; reject: (error: Error) => void }>();
  let next = 0;
  let settleReady: { resolve: (v: { from: 'cache' | 'built'; ms: number }) => void; reject: (e: Error) => void } | undefined;
  const ready = new Promise<{ from: 'cache' | 'built'; ms: number }>((resolve, reject) => {
    settleReady = { resolve, reject };
  });
  const failAll = (error: Error): void => {
    settleReady?.reject(error);
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on('message', (reply: WorkerReply) => {
    if (reply.type === 'ready') return settleReady?.resolve({ from: reply.from, ms: reply.ms });
    if (reply.type === 'failed' && reply.id === -1) return failAll(new Error(`the screening index could not be built: ${reply.message}`));
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if (reply.type === 'hits') waiting?.resolve(reply.hits);
    else waiting?.reject(new Error(reply.message));
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`the screening worker stopped (exit code ${code})`)));
  // A caller that only closes must not meet an unhandled rejection.
  ready.catch(() => undefined);

  const screenMany = async (people: ScreenedPerson[], threshold = DEFAULT_THRESHOLD): Promise<Hit[][]> => {
    await ready;
    const id = next++;
    return new Promise<Hit[][]>((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, people, threshold } satisfies WorkerRequest);
    });
  };
  return {
    ready,
    screenMany,
    screen: async (person, threshold) => (await screenMany([person], threshold))[0] ?? [],
    close: async () => {
      await worker.terminate();
    },
  };
}
