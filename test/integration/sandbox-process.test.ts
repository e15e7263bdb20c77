// The built-in sandbox in a process of its own, as the desk supervises it: a real child
// process, real HTTP; started on first use, stopped when idle, started again after a crash.
import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import nodeModule from 'node:module';
import { constants, getPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../src-main/client';
import { type SandboxChild, SandboxSupervisor, forkSandbox } from '../../src-main/sandbox/supervisor';
import { sandboxProcess } from '../support/sandbox-process';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'od-sandbox-process-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/**
 * A supervisor over real child processes, with every process it starts, every crash it
 * reports, and in order each start and each `closed` a process says.
 */
function supervised(options: { idleMs?: number } = {}) {
  const children: SandboxChild[] = [];
  const crashes: string[] = [];
  const log: string[] = [];
  const supervisor = new SandboxSupervisor({
    start: () => {
      const child = sandboxProcess();
      children.push(child);
      const n = children.length;
      log.push(`start ${n}`);
      child.onMessage((message) => message.type === 'closed' && log.push(`closed ${n}`));
      return child;
    },
    // One data folder for the file, as the desk has one: the first test makes the database, the others reopen it.
    dataDir: join(dir, 'data'),
    codeCacheDir: join(dir, 'code-cache'),
    seed: 'none',
    idleMs: options.idleMs,
    onCrash: (message) => crashes.push(message),
  });
  return { supervisor, children, crashes, log };
}

async function projectsAt(info: { baseUrl: string; key: string; secret: string }): Promise<unknown[]> {
  const client = createClient(info);
  try {
    return await client.projects.list();
  } finally {
    await client.close();
  }
}

const exited = (child: SandboxChild) => new Promise<number | null>((resolve) => child.onExit(resolve));

// Each test starts real processes, two of them in a row: slow on a loaded machine.
describe('the sandbox process', { timeout: 120_000 }, () => {
  it('starts once on first use, however many calls ask at the same time, and stops on request', async () => {
    const { supervisor, children } = supervised();
    expect(supervisor.running).toBe(false);
    expect(children).toHaveLength(0);
    const both = Promise.all([supervisor.get(), supervisor.get()]);
    // Until it answers, the frame says it is opening; the calls wait.
    expect(supervisor.opening).toBe(true);
    const [a, b] = await both;
    expect(supervisor.opening).toBe(false);
    expect(children).toHaveLength(1);
    expect(a).toEqual(b);
    expect(a.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/v1$/);
    await expect(projectsAt(a)).resolves.toEqual([]);
    // A new database without the demo is laid out from the empty dump beside the demo's, not
    // made by initdb (seconds more), whose template1 is base/1.
    expect(existsSync(join(dir, 'data', 'base', '1'))).toBe(false);
    const gone = exited(children[0] as SandboxChild);
    await supervisor.stop();
    await expect(gone).resolves.toBe(0);
    expect(supervisor.running).toBe(false);
    await expect(projectsAt(a)).rejects.toMatchObject({ kind: 'network' });
    // Closed on quit, nothing starts it again.
    await supervisor.close();
    await expect(supervisor.get()).rejects.toThrow(/closed/);
    expect(children).toHaveLength(1);
  });

  it('stops after a while unused and starts again on demand, at the same address on the same data', async () => {
    const { supervisor, children, crashes } = supervised({ idleMs: 300 });
    const first = await supervisor.get();
    await exited(children[0] as SandboxChild);
    expect(supervisor.running).toBe(false);
    const again = await supervisor.get();
    expect(children).toHaveLength(2);
    // The key and secret live in the database: the same ones mean the same data folder.
    expect(again).toEqual(first);
    // Unused again, it stops again; none of this is a crash.
    await expect(exited(children[1] as SandboxChild)).resolves.toBe(0);
    expect(supervisor.running).toBe(false);
    expect(crashes).toEqual([]);
  });

  it('starts again during a stop only once the stopped database is shut, at the same address', async () => {
    const { supervisor, crashes, log } = supervised();
    const first = await supervisor.get();
    const stopping = supervisor.stop();
    // Asked while the first process is still closing its database.
    const again = supervisor.get();
    await expect(again).resolves.toEqual(first);
    await stopping;
    expect(log).toEqual(['start 1', 'closed 1', 'start 2']);
    await supervisor.close();
    expect(log).toEqual(['start 1', 'closed 1', 'start 2', 'closed 2']);
    expect(crashes).toEqual([]);
  });

  it('reports a crash, and the next call starts it again', async () => {
    const { supervisor, children, crashes } = supervised();
    const first = await supervisor.get();
    (children[0] as SandboxChild).kill();
    await exited(children[0] as SandboxChild);
    await expect.poll(() => crashes).toHaveLength(1);
    expect(crashes[0]).toMatch(/stopped unexpectedly .*starts again on the next call/);
    expect(supervisor.running).toBe(false);
    const again = await supervisor.get();
    expect(children).toHaveLength(2);
    await expect(projectsAt(again)).resolves.toEqual([]);
    expect(again.key).toBe(first.key);
    await supervisor.stop();
    expect(crashes).toHaveLength(1);
  });

  it("keeps its modules' compiled code in the folder the desk names, on a Node that has a compile cache", async () => {
    const { supervisor, children } = supervised();
    await supervisor.get();
    const gone = exited(children[0] as SandboxChild);
    await supervisor.stop();
    await gone;
    // Node 22.1 and later (Electron's utility process, CI) write it at exit; Node 20 has none and writes nothing.
    const nodeHasOne = typeof (nodeModule as { enableCompileCache?: unknown }).enableCompileCache === 'function';
    expect(existsSync(join(dir, 'code-cache'))).toBe(nodeHasOne);
    if (!nodeHasOne) return;
    const [version, ...others] = await readdir(join(dir, 'code-cache'));
    expect(others).toEqual([]);
    expect(version).toContain(process.version);
    // Fastify, zod, PGlite's JavaScript and the sandbox's own modules: hundreds of files.
    expect((await readdir(join(dir, 'code-cache', version as string))).length).toBeGreaterThan(100);
    // A later start on that cache answers as before.
    await expect(projectsAt(await supervisor.get())).resolves.toEqual([]);
    await supervisor.close();
  });

  it('runs below normal priority, so the window and the desk come first on a busy machine', async () => {
    const child = fork(join(import.meta.dirname, '../../src-main/sandbox/process.ts'), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const gone = new Promise((resolve) => child.once('exit', resolve));
    // Its first message comes once its module has run, the priority set.
    const replied = new Promise((resolve) => child.once('message', resolve));
    child.send({ type: 'start', dataDir: join(dir, 'data'), seed: 'none' });
    await expect(replied).resolves.toMatchObject({ type: 'started' });
    expect(getPriority(child.pid)).toBe(constants.priority.PRIORITY_BELOW_NORMAL);
    // Linux sets priorities per thread: V8's and libuv's threads too (the 19th field of a thread's stat is its nice value).
    if (process.platform === 'linux') {
      const threads = await readdir(`/proc/${child.pid}/task`);
      const nice = await Promise.all(threads.map(async (thread) => (await readFile(`/proc/${child.pid}/task/${thread}/stat`, 'utf8')).split(') ')[1]?.split(' ')[16]));
      expect(threads.length).toBeGreaterThan(4);
      expect(new Set(nice)).toEqual(new Set([String(constants.priority.PRIORITY_BELOW_NORMAL)]));
    }
    child.send({ type: 'stop' });
    await gone;
  });

  it('fails a start whose prepared database cannot be laid out, saying why, and leaves no data folder', async () => {
    // The lay-out runs while the server loads: its failure must reach the start, not end the process unexplained.
    const broken = join(dir, 'broken.tar.gz');
    await writeFile(broken, 'not gzip');
    const start = forkSandbox(join(import.meta.dirname, '../../src-main/sandbox/process.ts'), { execArgv: ['--import', 'tsx'], prepared: broken });
    const crashes: string[] = [];
    const supervisor = new SandboxSupervisor({ start, dataDir: join(dir, 'unlaid'), onCrash: (message) => crashes.push(message) });
    await expect(supervisor.get()).rejects.toThrow(/could not start: .*incorrect header check/);
    await supervisor.close();
    expect(await readdir(dir)).not.toContain('unlaid');
  });
});
