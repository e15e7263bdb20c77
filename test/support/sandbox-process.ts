// `npm run sandbox` as a child process: its printed lines, and a SIGTERM stop. And the
// desk's own sandbox process as tests and the E2E harness start it (Electron: utilityProcess).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Sandbox, type SandboxOptions, startSandbox } from '../../src-main/sandbox/server';
import { PREPARED_DATABASE_FILE, type SandboxReply, type SandboxStarter, forkSandbox } from '../../src-main/sandbox/supervisor';
import { testVariant } from './sandbox';
import { SANDBOX_BUNDLE_ENV } from './sandbox-bundle';

const ROOT = resolve(import.meta.dirname, '../..');

/** Where `npm run build` (or the integration tests' setup, prepared-database.ts) puts the prepared database. */
export const PREPARED_DATABASE = resolve(ROOT, 'out/main', PREPARED_DATABASE_FILE);

/**
 * The sandbox's built code: the run's bundle in vitest (sandbox-bundle.ts), else the app's from
 * `npm run build` (the E2E harness and the benches run after it). `cli` is the run's bundle only.
 */
function built(entry: 'process' | 'cli'): string {
  const bundle = process.env[SANDBOX_BUNDLE_ENV];
  if (bundle) return resolve(bundle, `${entry}.mjs`);
  if (entry === 'process' && existsSync(APP_SANDBOX)) return APP_SANDBOX;
  throw new Error(`No built sandbox ${entry}: run \`npm run build\`, or start the tests through vitest (test/support/sandbox-bundle.ts).`);
}

/** The app's own sandbox process, built by `npm run build`. */
const APP_SANDBOX = resolve(ROOT, 'out/main/sandbox.js');

let forked: SandboxStarter | undefined;

/** The desk's sandbox process, built, as a Node child process, playing `SANDBOX_VARIANT`. */
export const sandboxProcess: SandboxStarter = () => {
  forked ??= forkSandbox(built('process'), { prepared: PREPARED_DATABASE });
  const child = forked();
  return { ...child, send: (message) => child.send(message.type === 'start' ? { ...message, variant: testVariant() } : message) };
};

/**
 * The desk's sandbox in this very process, for a test that reads its database or plays a host
 * variant: a starter the desk uses like the child process's, and the sandbox it runs.
 */
export function inProcessSandbox(options: Pick<SandboxOptions, 'variant'> = {}): { start: SandboxStarter; running(): Sandbox | undefined } {
  let running: Sandbox | undefined;
  const start: SandboxStarter = () => {
    const replies: ((message: SandboxReply) => void)[] = [];
    const exits: ((code: number | null) => void)[] = [];
    const reply = (message: SandboxReply) => replies.forEach((listener) => listener(message));
    // A kill during a stop waits for that stop's close: the database is shut only once, and
    // nothing writes in its folder after the exit is told (as after a process's exit).
    let closing: Promise<void> | undefined;
    const exit = (code: number | null) => {
      if (running) closing = running.close();
      running = undefined;
      void Promise.resolve(closing).finally(() => exits.forEach((listener) => listener(code)));
    };
    return {
      send(message) {
        if (message.type === 'stop') return exit(0);
        startSandbox({ variant: testVariant(), ...options, dataDir: message.dataDir, seed: message.seed, port: message.port, prepared: PREPARED_DATABASE }).then(
          (sandbox) => {
            running = sandbox;
            const { baseUrl, operatorUrl, key, secret } = sandbox;
            reply({ type: 'started', info: { baseUrl, operatorUrl, key, secret } });
          },
          (error: unknown) => reply({ type: 'failed', message: String(error) }),
        );
      },
      onMessage: (listener) => void replies.push(listener),
      onExit: (listener) => void exits.push(listener),
      kill: () => exit(null),
    };
  };
  return { start, running: () => running };
}

export interface SandboxProcess {
  child: ChildProcess;
  /** The `base_url:`, `key:` and `secret:` lines. */
  lines: Record<'base_url' | 'key' | 'secret', string>;
  /** Everything it printed so far. */
  output(): string;
  stop(): Promise<number | null>;
}

export function runSandboxCli(args: string[], env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, [built('cli'), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/**
 * Starts the CLI and waits for its start lines. `secretLine: false`: a start that prints no
 * `secret:` line (a team sandbox's later starts); `lines.secret` is then empty.
 */
export function startSandboxProcess(args: string[], env: Record<string, string> = {}, { secretLine = true } = {}): Promise<SandboxProcess> {
  const child = runSandboxCli(args, env);
  return new Promise((resolvePromise, reject) => {
    let out = '';
    let err = '';
    child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
    const onExit = (code: number | null) => reject(new Error(`sandbox exited with ${code}: ${err}`));
    child.once('exit', onExit);
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const found = new Map(out.split('\n').flatMap((l) => {
        const m = /^(base_url|key|secret): (.+)$/.exec(l);
        return m ? [[m[1], m[2]] as const] : [];
      }));
      const [baseUrl, key, secret = ''] = [found.get('base_url'), found.get('key'), found.get('secret')];
      if (!baseUrl || !key || (secretLine && !secret)) return;
      child.off('exit', onExit);
      resolvePromise({
        child,
        lines: { base_url: baseUrl, key, secret },
        output: () => out,
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null) return done(child.exitCode);
            child.once('exit', (code) => done(code));
            child.kill('SIGTERM');
          }),
      });
    });
  });
}
