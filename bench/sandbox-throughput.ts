// Signed GET /projects/{id} with 32 connections: the sandbox against a bare Fastify route
// in the same run (both in child processes, loaded by autocannon from this one).
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import autocannon from 'autocannon';
import { createClient } from '../src-main/client';
import { sign, signatureDate } from '../src-main/wire/signature';
import { startSandboxProcess } from '../test/support/sandbox-process';
import { fmt, report } from './measure';

const DURATION_S = 5;

function load(url: string, headers: Record<string, string>): Promise<autocannon.Result> {
  return autocannon({ url, connections: 32, duration: DURATION_S, headers });
}

async function startBare(body: string) {
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

export async function sandboxThroughputBench(): Promise<void> {
  const sandbox = await startSandboxProcess(['--memory', '--port', '0', '--seed', 'demo']);
  const { base_url: baseUrl, key, secret } = sandbox.lines;
  const client = createClient({ baseUrl, key, secret });
  try {
    const [project] = await client.projects.list();
    if (!project) throw new Error('the demo seed has no project');
    const path = `${new URL(baseUrl).pathname}/projects/${project.id}`;
    const headers = {
      authorization: `Bearer ${key}`,
      'x-signature': sign(secret, { method: 'GET', path, date: signatureDate(new Date()) }),
    };
    const bare = await startBare(JSON.stringify(project));
    const bareResult = await load(`${bare.baseUrl}/projects/${project.id}`, {});
    bare.stop();
    const sandboxResult = await load(new URL(path, baseUrl).href, headers);
    const non2xx = sandboxResult.non2xx + bareResult.non2xx;
    report(`Sandbox throughput: signed GET /projects/{id}, 32 connections, ${DURATION_S} s each`, [
      ['sandbox, requests/s', fmt(sandboxResult.requests.average)],
      ['sandbox, p99 latency ms', fmt(sandboxResult.latency.p99, 1)],
      ['baseline: bare Fastify route, requests/s', fmt(bareResult.requests.average)],
      ['ratio sandbox / bare', fmt(sandboxResult.requests.average / bareResult.requests.average, 3)],
      ['non-2xx answers (should be 0)', String(non2xx)],
    ]);
  } finally {
    await client.close();
    await sandbox.stop();
  }
}
