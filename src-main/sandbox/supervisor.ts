// The desk's side of the built-in sandbox's own process: started when the sandbox connection
// is first used, stopped after a while unused and on quit, started again on demand; a crash
// is reported and the next call starts it again. Imports no sandbox code, so the main process
// carries neither PGlite nor Fastify.
import { fork } from 'node:child_process';
import { join } from 'node:path';

export interface SandboxInfo {
  baseUrl: string;
  operatorUrl: string;
  key: string;
  secret: string;
}

/**
 * Desk → sandbox process. `port`: the last run's, kept when free. `prepared`: the prepared
 * database's file (the starter adds it: it knows where the app's files are). `codeCache`: a
 * folder for V8's compiled code of the process's modules, so later starts skip compiling them.
 * `variant`: the host it plays (tests).
 */
export type SandboxRequest =
  | {
      type: 'start';
      dataDir: string;
      seed?: 'demo' | 'none';
      port?: number;
      prepared?: string;
      codeCache?: string;
      variant?: 'standard' | 'minimal' | 'extended';
    }
  | { type: 'stop' };
/** Sandbox process → desk. `closed`: on a stop, the database is shut and the process ends. */
export type SandboxReply = { type: 'started'; info: SandboxInfo } | { type: 'failed'; message: string } | { type: 'closed' };

/** One sandbox process as the supervisor sees it: Electron's shell and plain Node each make one. */
export interface SandboxChild {
  send(message: SandboxRequest): void;
  onMessage(listener: (message: SandboxReply) => void): void;
  onExit(listener: (code: number | null) => void): void;
  kill(): void;
}

export type SandboxStarter = () => SandboxChild;

/** The demo's prepared database's file name (prepared.ts), next to the sandbox process's built entry; the empty one is beside it. */
export const PREPARED_DATABASE_FILE = 'demo-database.tar.gz';

/** The message as the sandbox process gets it: a start names the prepared database, if any. */
export function withPrepared(message: SandboxRequest, prepared: string | undefined): SandboxRequest {
  return message.type === 'start' && prepared !== undefined ? { ...message, prepared } : message;
}

export interface ForkOptions {
  /** Node's flags (a test that forks the TypeScript source passes `--import tsx`). */
  execArgv?: string[];
  /** The prepared database's file. */
  prepared?: string;
}

/** A Node child process running `entry`. */
export function forkSandbox(entry: string, options: ForkOptions = {}): SandboxStarter {
  return () => {
    const child = fork(entry, [], { execArgv: options.execArgv ?? [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    return {
      send: (message) => void (child.connected && child.send(withPrepared(message, options.prepared))),
      onMessage: (listener) => child.on('message', (message) => listener(message as SandboxReply)),
      onExit: (listener) => child.once('exit', (code) => listener(code)),
      kill: () => void child.kill('SIGKILL'),
    };
  };
}

/** The sandbox's folders in the desk's user data folder: its database, and its modules' compiled code. */
export function sandboxFolders(userDataDir: string): { dataDir: string; codeCacheDir: string } {
  return { dataDir: join(userDataDir, 'sandbox'), codeCacheDir: join(userDataDir, 'sandbox-code-cache') };
}

export const DEFAULT_SANDBOX_IDLE_MS = 10 * 60_000;
/**
 * A stop's database not shut after this, or on quit its process not ended another this later,
 * ends with a kill. The end alone is not waited for otherwise: V8 finishes optimising PGlite's
 * hot functions on its own threads before a process ends, seconds after the database is shut.
 */
const STOP_GRACE_MS = 10_000;

export interface SupervisorOptions {
  start: SandboxStarter;
  dataDir: string;
  /** Where the process keeps its modules' compiled code (the start message's `codeCache`). */
  codeCacheDir?: string;
  /** Default: demo data when the database is new. */
  seed?: 'demo' | 'none';
  /** Stopped after this long without a call; default 10 minutes. */
  idleMs?: number;
  /** The process ended without being asked to; `wasReady`: after it had started (not a failed start). */
  onCrash: (message: string, wasReady: boolean) => void;
  /** It started, stopped or crashed. */
  onChange?: () => void;
}

interface Run {
  child: SandboxChild;
  ready: Promise<SandboxInfo>;
  info?: SandboxInfo;
  exited: Promise<number | null>;
  /** Its database is shut: it said so, or it ended. */
  closed: Promise<void>;
  stopping: boolean;
}

/** `step` of a stopping process, or its kill once it takes longer than STOP_GRACE_MS. */
async function bounded(run: Run, step: Promise<unknown>): Promise<void> {
  const killer = setTimeout(() => run.child.kill(), STOP_GRACE_MS);
  await step;
  clearTimeout(killer);
}

export class SandboxSupervisor {
  readonly #options: SupervisorOptions;
  #run: Run | undefined;
  #known: SandboxInfo | undefined;
  #idle: NodeJS.Timeout | undefined;
  /** The last process stopped: a new one waits until its database is shut. */
  #stopped: Run | undefined;
  #closed = false;

  constructor(options: SupervisorOptions) {
    this.#options = options;
  }

  /** Where the sandbox listens, starting it first if it is not running. Each call counts as use. */
  async get(): Promise<SandboxInfo> {
    // Two processes never hold the data folder at once.
    if (!this.#run && this.#stopped) await this.#stopped.closed;
    if (this.#closed) throw new Error('The built-in sandbox is closed: the desk is quitting.');
    this.#run ??= this.#start();
    const info = await this.#run.ready;
    this.#touch();
    return info;
  }

  /** The address of the current or last run, without starting anything. */
  get known(): SandboxInfo | undefined {
    return this.#known;
  }

  get running(): boolean {
    return this.#run !== undefined;
  }

  /** Started and not ready yet. */
  get opening(): boolean {
    return this.#run !== undefined && this.#run.info === undefined;
  }

  /**
   * Stops the process (idle, quit) and resolves once its database is shut; the process may
   * still be ending. The next `get()` starts it again.
   */
  async stop(): Promise<void> {
    clearTimeout(this.#idle);
    const run = this.#run;
    this.#run = undefined;
    if (!run) return this.#stopped?.closed;
    this.#options.onChange?.();
    run.stopping = true;
    run.child.send({ type: 'stop' });
    this.#stopped = run;
    await bounded(run, run.closed);
  }

  /** On quit: stops it, nothing starts it again, and waits for the end, when Node writes its compile cache. */
  async close(): Promise<void> {
    this.#closed = true;
    await this.stop();
    if (this.#stopped) await bounded(this.#stopped, this.#stopped.exited);
  }

  #touch(): void {
    clearTimeout(this.#idle);
    this.#idle = setTimeout(() => void this.stop(), this.#options.idleMs ?? DEFAULT_SANDBOX_IDLE_MS);
    this.#idle.unref();
  }

  #start(): Run {
    const child = this.#options.start();
    let settle: { resolve(info: SandboxInfo): void; reject(error: Error): void } | undefined;
    let shut = () => {};
    const run: Run = {
      child,
      ready: new Promise((resolve, reject) => (settle = { resolve, reject })),
      exited: new Promise((resolve) => child.onExit(resolve)),
      closed: new Promise((resolve) => (shut = resolve)),
      stopping: false,
    };
    // A start that fails is seen by its caller; the next call tries again.
    run.ready.catch(() => undefined);
    child.onMessage((message) => {
      if (message.type === 'closed') return shut();
      if (message.type === 'started') {
        this.#known = message.info;
        run.info = message.info;
        settle?.resolve(message.info);
        this.#options.onChange?.();
      } else {
        settle?.reject(new Error(`The built-in sandbox could not start: ${message.message}`));
      }
    });
    void run.exited.then((code) => {
      shut();
      settle?.reject(new Error(`The built-in sandbox ended before it was ready (exit code ${code ?? 'none, killed'}).`));
      if (run.stopping) return;
      if (this.#run === run) this.#run = undefined;
      clearTimeout(this.#idle);
      this.#options.onChange?.();
      this.#options.onCrash(
        `The built-in sandbox stopped unexpectedly (exit code ${code ?? 'none, killed'}); it starts again on the next call.`,
        run.info !== undefined,
      );
    });
    queueMicrotask(() => this.#options.onChange?.());
    child.send({
      type: 'start',
      dataDir: this.#options.dataDir,
      codeCache: this.#options.codeCacheDir,
      seed: this.#options.seed,
      port: this.#known && Number(new URL(this.#known.baseUrl).port),
    });
    return run;
  }
}
