// Signed GET /projects/{id} with 32 connections: the sandbox against a bare Fastify route
// in the same run (both in child processes, loaded by autocannon from this one).
import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import { PgliteDatabase } from '../src-main/sandbox/db/pglite';
import { startDemoSandbox } from './demo-sandbox';
import { fmt, report } from './measure';

export const DURATION_S = 5;

/** Several URLs share the connections in turn: one load, one latency histogram over all. */
export function load(url: string | string[], headers: Record<string, string>, duration = DURATION_S): Promise<autocannon.Result> {
  // autocannon takes a list of URLs; its types name only one.
  return autocannon({ url: url as string, connections: 32, duration, headers });
}

/** The baseline: a bare Fastify route answering `body`, in a child process. */
export async function startBare(body: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, 'bare-server.ts')], {
    env: { ...process.env, BARE_BODY: body },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const baseUrl = await new Promise<string>((done) => {
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /base_url: (\S+)/.exec(chunk.toString());
      if (match?.[1]) done(match[1]);
    });
  });
  return { baseUrl, stop: () => child.kill('SIGTERM') };
}

/**
 * The database's own floor: `select 1` one after another through the sandbox's PGlite driver in
 * this process, queries/s. A sandbox answer reads the database at least once, so this bounds
 * the sandbox's requests/s on one core.
 */
async function pgliteFloor(): Promise<number> {
  const db = await PgliteDatabase.open(undefined);
  try {
    for (let i = 0; i < 300; i++) await db.query('select 1');
    const queries = 3000;
    const start = performance.now();
    for (let i = 0; i < queries; i++) await db.query('select 1');
    return queries / ((performance.now() - start) / 1000);
  } finally {
    await db.close();
  }
}

export async function sandboxThroughputBench(): Promise<void> {
  const demo = await startDemoSandbox();
  try {
    const bare = await startBare(JSON.stringify(demo.project));
    const bareResult = await load(`${bare.baseUrl}/projects/${demo.project.id}`, {});
    bare.stop();
    const sandboxResult = await load(new URL(demo.path, demo.baseUrl).href, demo.headers);
    const non2xx = sandboxResult.non2xx + bareResult.non2xx;
    const floor = await pgliteFloor();
    report(`Sandbox throughput: signed GET /projects/{id}, 32 connections, ${DURATION_S} s each`, [
      ['sandbox, requests/s', fmt(sandboxResult.requests.average)],
      ['sandbox, p99 latency ms', fmt(sandboxResult.latency.p99, 1)],
      ['baseline: bare Fastify route, requests/s', fmt(bareResult.requests.average)],
      ['ratio sandbox / bare (target >= 0.3)', fmt(sandboxResult.requests.average / bareResult.requests.average, 3)],
      ['PGlite alone through the sandbox\'s driver, `select 1` one after another, queries/s', fmt(floor)],
      ['  the ceiling at one query an answer: PGlite alone / bare', fmt(floor / bareResult.requests.average, 3)],
      ['non-2xx answers (should be 0)', String(non2xx)],
    ]);
  } finally {
    await demo.stop();
  }
}
