// The built-in sandbox in a process of its own. Memory: the desk's main process with the
// sandbox stopped against a bare Node process (and the desk with the sandbox inside it, as it
// was). Responsiveness: IPC round trips to the desk while the sandbox prepares the distribution
// list of many orders (`npm run bench -- sandbox-process`; BENCH_ORDERS, default 1,000,000).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { createClient } from '../src-main/client';
import { startDesk } from '../src-main/desk';
import type { Keychain } from '../src-main/keychain';
import { sandboxProcess } from '../test/support/sandbox-process';
import { fmt, median, report } from './measure';

const MIB = 1024 * 1024;
const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);

function tsx(args: string[]): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', fail);
    child.on('exit', (code) => (code === 0 ? done(out) : fail(new Error(`${args.join(' ')} exited with ${code}`))));
  });
}

async function rss(mode: 'bare' | 'desk' | 'in-process'): Promise<number> {
  const dir = await mkdtemp(join(tmpdir(), `od-bench-memory-${mode}-`));
  try {
    const out = await tsx([resolve(import.meta.dirname, 'desk-memory.ts'), mode, dir]);
    return (JSON.parse(out.trim().split('\n').pop() ?? '{}') as { rss: number }).rss;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? Number.NaN;

/** The built-in sandbox needs no keychain entry. */
const noKeychain: Keychain = { get: async () => null, set: async () => undefined, delete: async () => false };

async function roundTripsDuringPreparation() {
  const dir = await mkdtemp(join(tmpdir(), 'od-bench-sandbox-process-'));
  try {
    const seedStart = performance.now();
    await tsx([resolve(import.meta.dirname, 'seed-bulk.ts'), join(dir, 'sandbox'), 'BENCH-PREP', `${ORDERS}`, `${Math.min(ORDERS, 100_000)}`]);
    const seedMs = performance.now() - seedStart;
    const shell = { confirm: async () => false, openInBrowser: async () => undefined, chooseSavePath: async () => undefined, chooseOpenPath: async () => undefined };
    const desk = await startDesk({ userDataDir: dir, keychain: noKeychain, shell, sandboxProcess, sandboxSeed: 'none', log: { info() {}, warn() {}, error() {} } });
    try {
      // The preparation's POST answers once its work is queued: minutes on a loaded machine at 1,000,000.
      const client = createClient({ ...(await desk.sandbox()), requestTimeoutMs: 15 * 60_000 });
      const project = await client.projects.byCode('BENCH-PREP');
      // The desk indexes the orders in the background from its start: let that finish first.
      await desk.invoke('orders.browse', { scope: { kind: 'all' }, limit: 1 });
      const start = performance.now();
      let running = true;
      // The desk is asked from the POST on: the sandbox's share of the work may start before it answers.
      const polled = (async () => {
        await client.distribution.prepare(project.id);
        while ((await client.distribution.status(project.id)).status === 'running') await sleep(100);
        running = false;
      })();
      polled.catch(() => (running = false));
      // Meanwhile a call to the desk every 5 ms, as the window makes them.
      const trips: number[] = [];
      while (running) {
        const asked = performance.now();
        await desk.invoke('profiles.active', undefined);
        trips.push(performance.now() - asked);
        await sleep(5);
      }
      await polled;
      const preparationMs = performance.now() - start;
      await client.close();
      return { seedMs, preparationMs, trips };
    } finally {
      await desk.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function sandboxProcessBench(): Promise<void> {
  const [bare, desk, inProcess] = [await rss('bare'), await rss('desk'), await rss('in-process')];
  report('Sandbox process: main-process memory (RSS after GC)', [
    ['bare Node process (tsx), MiB', fmt(bare / MIB)],
    ['desk, sandbox stopped, MiB', fmt(desk / MIB)],
    ['  above bare (target <= 150), MiB', fmt((desk - bare) / MIB)],
    ['desk with the sandbox in the same process (before), MiB', fmt(inProcess / MIB)],
  ]);
  const { seedMs, preparationMs, trips } = await roundTripsDuringPreparation();
  report(`Sandbox process: IPC round trips while it prepares ${fmt(ORDERS)} orders`, [
    ['seeding (not timed against anything), s', fmt(seedMs / 1000, 1)],
    ['preparation, s', fmt(preparationMs / 1000, 1)],
    ['round trips measured', fmt(trips.length)],
    ['round trip median (target <= 16.7), ms', fmt(median(trips), 2)],
    ['round trip 99th percentile (target <= 50), ms', fmt(percentile(trips, 0.99), 2)],
    ['round trip max, ms', fmt(Math.max(...trips), 1)],
  ]);
}
