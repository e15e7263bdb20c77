// `npm run sandbox` as a child process: its printed lines, and a SIGTERM stop.
import { type ChildProcess, spawn } from 'node:child_process';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');

export interface SandboxProcess {
  child: ChildProcess;
  /** The `base_url:`, `key:` and `secret:` lines. */
  lines: Record<'base_url' | 'key' | 'secret', string>;
  stop(): Promise<number | null>;
}

export function runSandboxCli(args: string[], env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', resolve(ROOT, 'src-main/sandbox/cli.ts'), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

export function startSandboxProcess(args: string[], env: Record<string, string> = {}): Promise<SandboxProcess> {
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
      const [baseUrl, key, secret] = [found.get('base_url'), found.get('key'), found.get('secret')];
      if (!baseUrl || !key || !secret) return;
      child.off('exit', onExit);
      resolvePromise({
        child,
        lines: { base_url: baseUrl, key, secret },
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
