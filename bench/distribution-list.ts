// The distribution list of 1,000,000 rows: the client's streaming download to a file against
// `curl -s -o` of the same URL with the same signed headers, alternating in the same run;
// the client's peak RSS growth; the sandbox's rows per second and its own RSS while serving.
// A second baseline, a bare undici request piped to the file, tells Node's share of the gap to
// curl from the client's own.
import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pipeline } from 'node:stream/promises';
import { request } from 'undici';
import { createClient } from '../src-main/client';
import { exportDistributionList } from '../src-main/workflows/distribution-export';
import { sign, signatureDate } from '../src-main/signature';
import { type SandboxProcess, startSandboxProcess } from '../test/support/sandbox-process';
import { fmt, median, report } from './measure';

const ROWS = 1_000_000;
const INVESTORS = 100_000;
const RUNS = 5;
const MIB = 1024 * 1024;

function run(command: string, args: string[]): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', fail);
    child.on('exit', (code) => (code === 0 ? done(out) : fail(new Error(`${command} exited with ${code}`))));
  });
}

/** Peak of `sample()` minus its value before, while `work` runs. */
async function peakGrowth<T>(sample: () => number, work: () => Promise<T>): Promise<{ result: T; ms: number; growth: number }> {
  const before = sample();
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, sample())), 5);
  const start = performance.now();
  try {
    const result = await work();
    return { result, ms: performance.now() - start, growth: Math.max(peak, sample()) - before };
  } finally {
    clearInterval(timer);
  }
}

/** Resident memory of another process (Linux), in bytes. */
function rssOf(pid: number | undefined): number {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) * 1024;
}

/** Prepares the list, timing the status requests answered while the preparation runs. */
async function prepared(sandbox: SandboxProcess) {
  const { base_url: baseUrl, key, secret } = sandbox.lines;
  const client = createClient({ baseUrl, key, secret });
  const project = await client.projects.byCode('BENCH-1M');
  const start = performance.now();
  await client.distribution.prepare(project.id);
  const latencies: number[] = [];
  for (;;) {
    const asked = performance.now();
    const { status } = await client.distribution.status(project.id);
    latencies.push(performance.now() - asked);
    if (status !== 'running') break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return { client, project, preparationMs: performance.now() - start, latencies };
}

export async function distributionListBench(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'od-bench-distribution-'));
  const dataDir = join(dir, 'data');
  try {
    const seedStart = performance.now();
    await run(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, 'seed-bulk.ts'), dataDir, 'BENCH-1M', `${ROWS}`, `${INVESTORS}`]);
    const seedMs = performance.now() - seedStart;
    const sandbox = await startSandboxProcess(['--data', dataDir, '--port', '0', '--seed', 'none']);
    const { client, project, preparationMs, latencies } = await prepared(sandbox);
    try {
      const path = `${new URL(sandbox.lines.base_url).pathname}/projects/${project.id}/distribution_list`;
      const url = new URL(path, sandbox.lines.base_url).href;
      const signature = sign(sandbox.lines.secret, { method: 'GET', path, date: signatureDate(new Date()) });
      const file = join(dir, 'list.csv');
      const curl = () =>
        run('curl', ['-s', '-o', file, '-w', '%{http_code} %{size_download}', '-H', `authorization: Bearer ${sandbox.lines.key}`,
          '-H', `x-signature: ${signature}`, '-H', 'accept: text/csv', url]);
      const download = () => client.distribution.downloadList(project.id, file);
      const headers = { authorization: `Bearer ${sandbox.lines.key}`, 'x-signature': signature, accept: 'text/csv' };
      const bareUndici = async () => pipeline((await request(url, { headers })).body, createWriteStream(file));
      // The app's export workflow, as the main process runs it: the download, checked as it
      // streams, then the saved file read back.
      const exported = () => exportDistributionList(client, project.id, file);
      const ownRss = () => process.memoryUsage().rss;

      // Warm-up, and the two must fetch the same bytes.
      const [status, curlBytes] = (await curl()).split(' ');
      const warm = await download();
      if (status !== '200' || Number(curlBytes) !== warm.bytes || warm.rows !== ROWS) {
        throw new Error(`curl answered ${status} with ${curlBytes} bytes; the client got ${JSON.stringify(warm)}`);
      }
      // The export also asks for the project's paid sum; the sandbox keeps it as a running total.
      const paidSum = () => client.projects.stats(project.id, { status: 'paid' });
      const times = { client: [] as number[], export: [] as number[], curl: [] as number[], bare: [] as number[], paidSum: [] as number[] };
      let clientGrowth = 0;
      let exportGrowth = 0;
      let sandboxGrowth = 0;
      let checked: Awaited<ReturnType<typeof exported>> | undefined;
      for (let i = 0; i < RUNS; i++) {
        globalThis.gc?.();
        const mine = await peakGrowth(ownRss, download);
        times.client.push(mine.ms);
        clientGrowth = Math.max(clientGrowth, mine.growth);
        globalThis.gc?.();
        const app = await peakGrowth(ownRss, exported);
        times.export.push(app.ms);
        exportGrowth = Math.max(exportGrowth, app.growth);
        checked = app.result;
        const sum = performance.now();
        await paidSum();
        times.paidSum.push(performance.now() - sum);
        // Sampled as the client's download is, so both carry the sampler's cost.
        times.bare.push((await peakGrowth(ownRss, bareUndici)).ms);
        const theirs = await peakGrowth(() => rssOf(sandbox.child.pid), curl);
        times.curl.push(theirs.ms);
        sandboxGrowth = Math.max(sandboxGrowth, theirs.growth);
      }
      const [clientMs, exportMs, curlMs] = [median(times.client), median(times.export), median(times.curl)];
      if (checked?.rows !== ROWS || checked.check.rows !== ROWS) throw new Error(`the export checked ${checked?.check.rows} rows`);
      report(`Distribution list: ${fmt(ROWS)} rows (${fmt(warm.bytes / MIB, 1)} MiB), to a file; medians of ${RUNS} alternating runs`, [
        ['client downloadList, s', fmt(clientMs / 1000, 2)],
        ['baseline: curl -s -o, same URL and headers, s', fmt(curlMs / 1000, 2)],
        ['ratio client / curl (target <= 1.05)', fmt(clientMs / curlMs, 3)],
        ['baseline: a bare undici request piped to the file / curl; the client / it', `${fmt(median(times.bare) / curlMs, 3)}; ${fmt(clientMs / median(times.bare), 3)}`],
        ['client peak RSS growth, MiB (target <= 64)', fmt(clientGrowth / MIB, 1)],
        ['sandbox: rows/s served (curl)', fmt(ROWS / (curlMs / 1000))],
        ['sandbox: peak RSS growth while serving, MiB', fmt(sandboxGrowth / MIB, 1)],
        ['sandbox: preparation (snapshot), s / rows/s', `${fmt(preparationMs / 1000, 1)} / ${fmt(ROWS / (preparationMs / 1000))}`],
        ['sandbox: GET status during it, median / max ms', `${fmt(median(latencies), 1)} / ${fmt(Math.max(...latencies), 1)}`],
        ['bulk seed (set-based INSERT), s', fmt(seedMs / 1000, 1)],
        ['file size, bytes', `${fmt((await stat(file)).size)}`],
      ]);
      report(`Export workflow (main process: download and check), ${fmt(ROWS)} rows; medians of ${RUNS} alternating runs`, [
        ['export: download + check, s', fmt(exportMs / 1000, 2)],
        ['baseline: curl -s -o, same URL and headers, s', fmt(curlMs / 1000, 2)],
        ['ratio export / curl (target <= 1.2)', fmt(exportMs / curlMs, 3)],
        ['main process peak RSS growth, MiB (target <= 32)', fmt(exportGrowth / MIB, 1)],
        ['of the export: GET stats?status=paid alone (read from running totals), ms', fmt(median(times.paidSum), 1)],
        [
          'check found: rows / total / duplicate addresses',
          `${fmt(checked.check.rows)} / ${checked.check.totalAmount} / ${fmt(checked.check.duplicateAddresses.count)}`,
        ],
      ]);
    } finally {
      await client.close();
      await sandbox.stop();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
