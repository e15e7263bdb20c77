// The built-in sandbox as a process of its own (Electron's utilityProcess, or a Node child
// process in tests and the E2E harness): it starts on a `start` message, answers with where
// it listens, and exits after a `stop`. Its PGlite and its work stay out of the desk's main
// process, which answers the window.
import { readdirSync } from 'node:fs';
import nodeModule from 'node:module';
import { createServer } from 'node:net';
import { constants, setPriority } from 'node:os';
import { loadPrepared, preparedFor } from './db/dump';
import { readPgliteFiles } from './db/pglite-files';
import './wasm-tiering';
import type { Sandbox } from './server';
import type { SandboxReply, SandboxRequest } from './supervisor';

// The window comes first: the sandbox's work (its start beside the window's first paint, a large
// preparation) runs below normal priority and takes what the window and the desk leave over.
function runBelowNormal(): void {
  // Linux sets one thread's priority: V8's threads (WASM and script compiles, GC), started before
  // this line, are set one by one. Elsewhere 0 sets the whole process (on Linux, without a /proc,
  // this thread and those it starts).
  let threads = [0];
  try {
    if (process.platform === 'linux') threads = readdirSync('/proc/self/task').map(Number);
  } catch {
    // no /proc
  }
  for (const thread of threads) {
    try {
      setPriority(thread, constants.priority.PRIORITY_BELOW_NORMAL);
    } catch {
      // A thread that has ended; or a system that refuses (lowering needs no privilege): normal priority.
    }
  }
}
runBelowNormal();

/**
 * Node's compile cache (Node 22.1 and later, so Electron's utility process has it): V8's code
 * for the modules, kept in a folder at exit. Zod, Fastify and the routes then load in less time
 * on a later start, and the cache follows a new Node or a changed file on its own.
 */
const compileCache = nodeModule as { enableCompileCache?: (directory: string) => unknown };

interface Parent {
  /** Settles once the message is handed over (Node), so an exit right after does not lose it. */
  send(message: SandboxReply): Promise<void>;
  onMessage(listener: (message: SandboxRequest) => void): void;
}

interface ElectronParentPort {
  postMessage(message: unknown): void;
  on(event: 'message', listener: (event: { data: unknown }) => void): void;
}

/** Electron's utility process talks over `parentPort`, a forked Node process over `process.send`. */
function parent(): Parent {
  const electron = (process as { parentPort?: ElectronParentPort }).parentPort;
  if (electron) {
    return {
      send: (message) => Promise.resolve(electron.postMessage(message)),
      onMessage: (listener) => electron.on('message', (event) => listener(event.data as SandboxRequest)),
    };
  }
  if (!process.send) throw new Error('the sandbox process needs a parent to talk to');
  return {
    send: (message) =>
      new Promise((resolve) => {
        if (!process.connected) return resolve();
        process.send?.(message, undefined, undefined, () => resolve());
      }),
    onMessage: (listener) => process.on('message', (message) => listener(message as SandboxRequest)),
  };
}

/** The last run's port when it is free, so the profile's address stays the same; else any. */
function freePort(preferred: number | undefined): Promise<number> {
  if (preferred === undefined) return Promise.resolve(0);
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(0));
    probe.listen(preferred, '127.0.0.1', () => probe.close(() => resolve(preferred)));
  });
}

async function start(request: Extract<SandboxRequest, { type: 'start' }>): Promise<Sandbox> {
  const { dataDir, seed, prepared, variant, codeCache } = request;
  // Before the server's modules load: they are what the cache holds.
  if (codeCache) compileCache.enableCompileCache?.(codeCache);
  // A new database's files are laid out (zlib and the disk, off this thread) and PGlite's WASM
  // compiled (V8's own threads) while the server's modules (Fastify, PGlite, the routes) load
  // and its routes register: the store waits for them, not the server. Should the read ahead
  // fail, PGlite reads its files itself; a failed lay-out fails the start when the store opens.
  const headStart = { prepared: loadPrepared(dataDir, preparedFor(prepared, seed)), pglite: readPgliteFiles().catch(() => undefined) };
  headStart.prepared.catch(() => undefined);
  const [{ startSandbox }, port] = await Promise.all([import('./server'), freePort(request.port)]);
  const sandbox = await startSandbox({ dataDir, seed, prepared, headStart, variant, port });
  void to.send({ type: 'started', info: { baseUrl: sandbox.baseUrl, operatorUrl: sandbox.operatorUrl, key: sandbox.key, secret: sandbox.secret } });
  return sandbox;
}

const to = parent();
let running: Promise<Sandbox> | undefined;

/**
 * Closes the database, says so, and ends. The desk starts a new process only once it hears
 * `closed`, not at the exit: V8 finishes optimising PGlite's hot functions on its own threads
 * before a process ends, seconds after the database is shut.
 */
function stop(): void {
  void (running ?? Promise.resolve(undefined))
    .then((sandbox) => sandbox?.close())
    .then(() => to.send({ type: 'closed' }))
    .finally(() => process.exit(0));
}

to.onMessage((message) => {
  if (message.type === 'stop') return stop();
  running ??= start(message).catch(async (error: unknown) => {
    await to.send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
    process.exit(1);
  });
});
// A forked process whose desk went away (killed, crashed) closes its database and ends too.
process.once('disconnect', stop);
