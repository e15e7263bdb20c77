// `npm run bench -- team-sandbox`: signed GET /projects/{id} with 32 connections on the
// sandbox on PostgreSQL (a throwaway cluster), one instance and then two instances on one
// database (the 32 connections shared in turn), against the embedded PGlite sandbox and a
// bare Fastify route in the same run. Every server is a child process; autocannon loads
// them from this one.
import type autocannon from 'autocannon';
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
    // One instance alone: the second starts only after, so it takes no share of the machine.
    const oneResult = await load(new URL(first.path, first.baseUrl).href, first.headers);
    const second = await startSandboxProcess(['--database', database, '--port', '0']);
    stops.unshift(() => second.stop());
    // The same signed request to both: one host, one key, one project.
    const twoResult = await load(
      [first.baseUrl, second.lines.base_url].map((base) => new URL(first.path, base).href),
      first.headers,
    );

    const runs: Array<[string, autocannon.Result]> = [
      ['PostgreSQL, one instance', oneResult],
      ['PostgreSQL, two instances on one database', twoResult],
      ['embedded PGlite sandbox', embeddedResult],
      ['baseline: bare Fastify route', bareResult],
    ];
    const rps = (result: autocannon.Result) => result.requests.average;
    const failed = runs.reduce((n, [, r]) => n + r.non2xx + r.errors + r.timeouts, 0);
    report(`Team sandbox: signed GET /projects/{id}, 32 connections, ${DURATION_S} s each`, [
      ...runs.flatMap(([name, result]): Array<[string, string]> => [
        [`${name}, requests/s`, fmt(rps(result))],
        [`${name}, p99 latency ms`, fmt(result.latency.p99, 1)],
      ]),
      ['ratio PostgreSQL one instance / PGlite', fmt(rps(oneResult) / rps(embeddedResult), 3)],
      ['ratio two instances / one', fmt(rps(twoResult) / rps(oneResult), 3)],
      ['ratio two instances / bare', fmt(rps(twoResult) / rps(bareResult), 3)],
      ['non-2xx answers, errors and timeouts (should be 0)', String(failed)],
    ]);
  } finally {
    for (const stop of stops) await stop();
  }
}
