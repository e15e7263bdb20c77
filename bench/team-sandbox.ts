// `npm run bench -- team-sandbox`: signed GET /projects/{id} with 32 connections on the
// sandbox on PostgreSQL (a throwaway cluster), one instance and two instances on one database
// (16 connections each), against the embedded PGlite sandbox and a bare Fastify route in the
// same run. Every server is a child process; autocannon loads them from this one.
import { startPostgresCluster } from '../test/support/postgres';
import { startSandboxProcess } from '../test/support/sandbox-process';
import { startDemoSandbox } from './demo-sandbox';
import { fmt, report } from './measure';
import { DURATION_S, load, startBare } from './sandbox-throughput';

export async function teamSandboxBench(): Promise<void> {
  const cluster = await startPostgresCluster();
  const stops: Array<() => Promise<unknown>> = [() => cluster.stop()];
  try {
    const embedded = await startDemoSandbox();
    stops.unshift(() => embedded.stop());
    const bare = await startBare(JSON.stringify(embedded.project));
    const bareResult = await load(`${bare.baseUrl}/projects/${embedded.project.id}`, {});
    bare.stop();
    const embeddedResult = await load(new URL(embedded.path, embedded.baseUrl).href, embedded.headers);
    await embedded.stop();
    stops.shift();

    const database = await cluster.createDatabase();
    const first = await startDemoSandbox(['--database', database]);
    stops.unshift(() => first.stop());
    const second = await startSandboxProcess(['--database', database, '--port', '0']);
    stops.unshift(() => second.stop());
    const oneResult = await load(new URL(first.path, first.baseUrl).href, first.headers);
    // The same signed request to both: one host, one key, one project.
    const [a, b] = await Promise.all(
      [first.baseUrl, second.lines.base_url].map((base) => load(new URL(first.path, base).href, first.headers, 16)),
    );
    const two = { rps: (a?.requests.average ?? 0) + (b?.requests.average ?? 0), p99: Math.max(a?.latency.p99 ?? 0, b?.latency.p99 ?? 0) };
    const non2xx = [bareResult, embeddedResult, oneResult, a, b].reduce((n, r) => n + (r?.non2xx ?? 0), 0);
    report(`Team sandbox: signed GET /projects/{id}, 32 connections, ${DURATION_S} s each`, [
      ['PostgreSQL, one instance, requests/s', fmt(oneResult.requests.average)],
      ['PostgreSQL, one instance, p99 latency ms', fmt(oneResult.latency.p99, 1)],
      ['PostgreSQL, two instances (16 connections each), requests/s', fmt(two.rps)],
      ['PostgreSQL, two instances, p99 latency ms (the slower one)', fmt(two.p99, 1)],
      ['embedded PGlite sandbox, requests/s', fmt(embeddedResult.requests.average)],
      ['embedded PGlite sandbox, p99 latency ms', fmt(embeddedResult.latency.p99, 1)],
      ['baseline: bare Fastify route, requests/s', fmt(bareResult.requests.average)],
      ['ratio PostgreSQL one instance / PGlite', fmt(oneResult.requests.average / embeddedResult.requests.average, 3)],
      ['ratio two instances / one', fmt(two.rps / oneResult.requests.average, 3)],
      ['ratio two instances / bare', fmt(two.rps / bareResult.requests.average, 3)],
      ['non-2xx answers (should be 0)', String(non2xx)],
    ]);
  } finally {
    for (const stop of stops) await stop();
  }
}
