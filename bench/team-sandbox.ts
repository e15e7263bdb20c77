// `npm run bench -- team-sandbox`: signed GET /projects/{id} with 32 connections on the
// sandbox on PostgreSQL (a throwaway cluster), one instance and two instances on one database
// (the 32 connections shared in turn), against the embedded PGlite sandbox and a bare Fastify
// route in the same run. Every server is a child process; autocannon loads them from this one.
// All run at once and are loaded in short rounds, in turn, so a change in the machine's load
// hits all alike; each figure is the median of its rounds (an idle instance only polls its
// queues every 2 s).
import type autocannon from 'autocannon';
import { startPostgresCluster } from '../test/support/postgres';
import { startSandboxProcess } from '../test/support/sandbox-process';
import { startDemoSandbox } from './demo-sandbox';
import { fmt, median, report } from './measure';
import { load, startBare } from './sandbox-throughput';

const ROUNDS = Number(process.env.TEAM_SANDBOX_ROUNDS ?? 5);
const ROUND_S = 2;

interface Target {
  name: string;
  urls: string[];
  headers: Record<string, string>;
  results: autocannon.Result[];
}

export async function teamSandboxBench(): Promise<void> {
  const stops: Array<() => unknown> = [];
  try {
    const cluster = await startPostgresCluster();
    stops.unshift(() => cluster.stop());
    const embedded = await startDemoSandbox();
    stops.unshift(() => embedded.stop());
    const bare = await startBare(JSON.stringify(embedded.project));
    stops.unshift(() => bare.stop());
    const database = await cluster.createDatabase();
    const first = await startDemoSandbox(['--database', database]);
    stops.unshift(() => first.stop());
    const second = await startSandboxProcess(['--database', database, '--port', '0']);
    stops.unshift(() => second.stop());

    const url = (base: string) => new URL(first.path, base).href;
    // The same signed request to both instances: one host, one key, one project.
    const targets: Target[] = [
      { name: 'PostgreSQL, one instance', urls: [url(first.baseUrl)], headers: first.headers, results: [] },
      { name: 'PostgreSQL, two instances on one database', urls: [url(first.baseUrl), url(second.lines.base_url)], headers: first.headers, results: [] },
      { name: 'embedded PGlite sandbox', urls: [new URL(embedded.path, embedded.baseUrl).href], headers: embedded.headers, results: [] },
      { name: 'baseline: bare Fastify route', urls: [`${bare.baseUrl}/projects/${embedded.project.id}`], headers: {}, results: [] },
    ];
    for (const target of targets) await load(target.urls, target.headers, 1); // warm-up
    for (let round = 0; round < ROUNDS; round++) {
      // Each round starts with another target, so none is always first after a pause.
      for (let i = 0; i < targets.length; i++) {
        const target = targets[(round + i) % targets.length] as Target;
        target.results.push(await load(target.urls, target.headers, ROUND_S));
      }
    }

    const rps = (target: Target) => median(target.results.map((r) => r.requests.average));
    const [one, two, pglite, bareRoute] = targets as [Target, Target, Target, Target];
    const failed = targets.flatMap((t) => t.results).reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0);
    report(`Team sandbox: signed GET /projects/{id}, 32 connections, median of ${ROUNDS} rounds of ${ROUND_S} s each`, [
      ...targets.flatMap((target): Array<[string, string]> => {
        const each = target.results.map((r) => r.requests.average);
        return [
          [`${target.name}, requests/s (rounds' range)`, `${fmt(rps(target))} (${fmt(Math.min(...each))}–${fmt(Math.max(...each))})`],
          [`${target.name}, p99 latency ms`, fmt(median(target.results.map((r) => r.latency.p99)), 1)],
        ];
      }),
      ['ratio PostgreSQL one instance / PGlite', fmt(rps(one) / rps(pglite), 3)],
      ['ratio two instances / one', fmt(rps(two) / rps(one), 3)],
      ['ratio two instances / bare', fmt(rps(two) / rps(bareRoute), 3)],
      ['non-2xx answers, errors and timeouts (should be 0)', String(failed)],
    ]);
  } finally {
    for (const stop of stops) await stop();
  }
}
