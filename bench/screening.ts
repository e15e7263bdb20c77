// Sanctions screening: quality on labelled name pairs beside OpenSanctions' logic-v2, names
// across scripts, every listed name finding its own entry, and speed at real list sizes against
// a naive scan of every name measured in the same run.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parse } from 'csv-parse/sync';
import { compareNames } from '../src-main/screening/compare';
import { cachePath, loadCachedIndex, openIndex } from '../src-main/screening/index-cache';
import type { ListEntry, SanctionsList } from '../src-main/screening/list-entry';
import { NameIndex, readsAsOrganisation, screenWithIndex } from '../src-main/screening/name-index';
import { normalizeName } from '../src-main/screening/normalize';
import { DEFAULT_THRESHOLD, scoreEntry, type ListRef, type ScreenedPerson } from '../src-main/screening/score';
import { cpuMs, fmt, median, report, statusMib } from './measure';
import { syntheticLists, syntheticPeople } from './screening-data';

const NAME_BENCH = process.env.SCREENING_NAME_BENCH ?? resolve('bench/data/name_bench/cases.csv');
const CROSS_SCRIPT = process.env.SCREENING_CROSS_SCRIPT ?? resolve('bench/data/cross_script_pairs.csv');
/** logic-v2's committed run on the same pairs, as published with them (best F1, recall at precision >= 0.90). */
const LOGIC_V2_QUOTED = { bestF1: 0.796, recallAt90: 0.648 };

interface Labelled {
  score: number;
  match: boolean;
}

interface Quality {
  precision: number;
  recall: number;
  f1: number;
}

function qualityAt(scored: Labelled[], threshold: number): Quality {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const { score, match } of scored) {
    if (score >= threshold) {
      if (match) tp++;
      else fp++;
    } else if (match) fn++;
  }
  const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 0 : tp / (tp + fn);
  return { precision, recall, f1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall) };
}

/** Best F1 over every threshold the scores offer, and the best recall with precision >= 0.90. */
function sweep(scored: Labelled[]): { bestF1: number; at: number; recallAt90: number } {
  let best = { bestF1: 0, at: 0, recallAt90: 0 };
  for (const threshold of new Set(scored.map((s) => s.score))) {
    const q = qualityAt(scored, threshold);
    if (q.f1 > best.bestF1) best = { ...best, bestF1: q.f1, at: threshold };
    if (q.precision >= 0.9 && q.recall > best.recallAt90) best.recallAt90 = q.recall;
  }
  return best;
}

const BENCH_LIST: ListRef = { source: 'custom', name: 'bench', published: null, sha256: '' };

/** The pair scored the way a screen scores it: name1 as the person, name2 as the entry's one name. */
function scorePair(name1: string, name2: string, organisation: boolean): number {
  const entry: ListEntry = { id: 'x', kind: organisation ? 'entity' : 'person', names: [{ full: name2, strength: 'primary' }], birthDates: [], countries: [], programmes: [] };
  const normal = { name: entry.names[0] as ListEntry['names'][number], normal: normalizeName(name2, organisation) };
  return scoreEntry({ id: 'p', name: name1 }, normalizeName(name1, organisation), entry, [normal], BENCH_LIST, 0)?.score ?? 0;
}

function spread(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;
  return `${fmt(median(values), 2)} / ${fmt(at(0.99), 2)} / ${fmt(at(1), 2)} ms`;
}

const csv = (file: string): Record<string, string>[] => parse(readFileSync(file), { columns: true, comment: '#', skip_empty_lines: true });
const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;

function nameBench(): void {
  if (!existsSync(NAME_BENCH)) {
    report('Screening quality (name pairs)', [
      ['missing', `${NAME_BENCH}: put nomenklatura's contrib/name_bench/cases.csv (MIT) there, or set SCREENING_NAME_BENCH`],
    ]);
    return;
  }
  const cases = csv(NAME_BENCH);
  const ours = cases.map((c) => ({ score: scorePair(c.name1 ?? '', c.name2 ?? '', c.schema !== 'Person'), match: c.is_match === 'true' }));
  const atDefault = qualityAt(ours, DEFAULT_THRESHOLD);
  const swept = sweep(ours);
  const frozen = [join(dirname(NAME_BENCH), 'logicv2-frozen.csv'), join(dirname(NAME_BENCH), 'run_data', 'logicv2-frozen.csv')].find(existsSync);
  const theirs = frozen ? sweep(csv(frozen).map((c) => ({ score: Number(c.score), match: c.is_match === 'true' }))) : LOGIC_V2_QUOTED;
  report(`Screening quality: ${cases.length} labelled name pairs (${NAME_BENCH})`, [
    [`at the default threshold ${DEFAULT_THRESHOLD}: precision / recall / F1`, `${pct(atDefault.precision)} / ${pct(atDefault.recall)} / ${fmt(atDefault.f1, 3)}`],
    ['best F1 (target >= 0.85)', `${fmt(swept.bestF1, 3)} at ${swept.at}`],
    ['recall at precision >= 0.90 (target >= 0.80)', fmt(swept.recallAt90, 3)],
    [`logic-v2 best F1 (${frozen ? 'from its committed run' : 'quoted'})`, fmt(theirs.bestF1, 3)],
    ['logic-v2 recall at precision >= 0.90', fmt(theirs.recallAt90, 3)],
  ]);
}

const SCRIPTS: Record<string, RegExp> = { Arabic: /\p{Script=Arabic}/u, Cyrillic: /\p{Script=Cyrillic}/u };

function crossScript(): void {
  if (!existsSync(CROSS_SCRIPT)) {
    report('Screening across scripts', [['missing', `${CROSS_SCRIPT}: put Watchman's internal/embeddings/testdata/cross_script_pairs.csv there, or set SCREENING_CROSS_SCRIPT`]]);
    return;
  }
  const rows: string[][] = parse(readFileSync(CROSS_SCRIPT), { comment: '#', skip_empty_lines: true, relax_column_count: true });
  const results: Array<[string, string]> = [];
  let hit = 0;
  let total = 0;
  for (const [script, pattern] of Object.entries(SCRIPTS)) {
    const pairs = rows.filter(([query]) => pattern.test(query ?? ''));
    const matched = pairs.filter(([query, expected]) => scorePair(query ?? '', expected ?? '', false) >= DEFAULT_THRESHOLD).length;
    results.push([`${script} pairs matched at the default threshold`, `${matched} of ${pairs.length}`]);
    hit += matched;
    total += pairs.length;
  }
  const others = rows.filter(([query]) => !Object.values(SCRIPTS).some((p) => p.test(query ?? '')));
  const otherHits = others.filter(([q, e]) => scorePair(q ?? '', e ?? '', false) >= DEFAULT_THRESHOLD).length;
  results.push(['Arabic and Cyrillic (target >= 90%, no network)', pct(hit / total)]);
  results.push(['other scripts (CJK, Hangul, Greek, Hebrew, Thai), for information', `${otherHits} of ${others.length}`]);
  report(`Screening across scripts (${CROSS_SCRIPT})`, results);
}

/** Every primary name and strong alias, screened as a person, must find its own entry. */
function selfFind(index: NameIndex, lists: SanctionsList[]): string {
  let names = 0;
  let found = 0;
  for (const list of lists) {
    for (const entry of list.entries) {
      for (const name of entry.names.filter((n) => n.strength !== 'weak')) {
        names++;
        const kind = entry.kind === 'entity' ? 'entity' : entry.kind === 'person' ? 'person' : undefined;
        const hits = screenWithIndex(index, { id: 'self', name: name.full, ...(kind ? { kind } : {}) }, DEFAULT_THRESHOLD);
        if (hits.some((h) => h.entryId === entry.id && h.list.sha256 === list.version.sha256)) found++;
      }
    }
  }
  return `${found} of ${names} (${pct(found / names)})`;
}

/** People per second of a scan that compares each person with every name, no index. */
function naiveRate(lists: SanctionsList[], people: ScreenedPerson[]): number {
  const names = lists.flatMap((l) => l.entries.flatMap((e) => e.names.map((n) => normalizeName(n.full, readsAsOrganisation(e.kind)))));
  const start = performance.now();
  for (const person of people) {
    const asPerson = normalizeName(person.name, false);
    const asOrganisation = normalizeName(person.name, true);
    for (const name of names) compareNames(name.organisation ? asOrganisation : asPerson, name);
  }
  return people.length / ((performance.now() - start) / 1000);
}

/**
 * The process's peak memory from here on: on Linux its high-water mark is reset (writing 5 to
 * /proc/self/clear_refs) and read back from /proc/self/status, with the memory it held then:
 * in a whole `npm run bench` the benches before this one leave memory held, which the peak
 * counts but the growth does not. Elsewhere the process's peak since it started.
 */
function peakFromHere(): () => { mib: number; heldMib?: number } {
  try {
    writeFileSync('/proc/self/clear_refs', '5');
  } catch {
    return () => ({ mib: process.resourceUsage().maxRSS / 1024 });
  }
  const heldMib = statusMib('VmRSS');
  return () => ({ mib: statusMib('VmHWM'), heldMib });
}

/** The index built, loaded from its cache and asked in this thread: its figures, the index itself left behind. */
async function singleThread(lists: SanctionsList[], people: ScreenedPerson[], cacheDir: string) {
  let cpu = cpuMs();
  const built = await openIndex(lists, cacheDir);
  const buildCpu = cpuMs() - cpu;
  cpu = cpuMs();
  const loadStart = performance.now();
  const data = await loadCachedIndex(cachePath(cacheDir, lists));
  if (data === null) throw new Error('the index was not cached');
  const loaded = new NameIndex(data);
  const loadMs = performance.now() - loadStart;
  const loadCpu = cpuMs() - cpu;

  const sample = people.slice(0, 2000);
  // Wall time per person, and CPU time (no worker runs yet: the process is this thread and its GC).
  const wall: number[] = [];
  const thread: number[] = [];
  for (const p of sample) {
    const cpuBefore = process.cpuUsage();
    const start = performance.now();
    screenWithIndex(loaded, p, DEFAULT_THRESHOLD);
    wall.push(performance.now() - start);
    const used = process.cpuUsage(cpuBefore);
    thread.push((used.user + used.system) / 1000);
  }
  return { buildMs: built.ms, buildCpu, loadMs, loadCpu, wall, thread, naive: naiveRate(lists, people.slice(0, 20)), self: selfFind(loaded, lists) };
}

/** What screening-workers.ts prints. */
interface WorkersRun {
  ready: { from: string; ms: number };
  seconds: number;
  cpuSeconds: number;
  hits: number;
  heldMib: number;
  peakMib: number;
}

/** The people screened by the screener's two workers in a process of their own (screening-workers.ts). */
function workersApart(names: number, people: number, cacheDir: string) {
  return new Promise<WorkersRun>((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'screening-workers.ts'), String(names), String(people), cacheDir], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', fail);
    child.on('exit', (code) => (code === 0 ? done(JSON.parse(out) as WorkersRun) : fail(new Error(`screening-workers.ts exited with ${code}`))));
  });
}

async function speed(): Promise<void> {
  const peak = peakFromHere();
  const size = Number(process.env.SCREENING_BENCH_NAMES ?? 60_000);
  const count = Number(process.env.SCREENING_BENCH_PEOPLE ?? 100_000);
  const lists = syntheticLists(size);
  const people = syntheticPeople(lists, count);
  const names = lists.reduce((sum, l) => sum + l.entries.reduce((s, e) => s + e.names.length, 0), 0);
  const cacheDir = mkdtempSync(join(tmpdir(), 'screening-bench-'));
  try {
    const one = await singleThread(lists, people, cacheDir);
    const withOwnCopies = peak();
    const workers = await workersApart(size, count, cacheDir);
    const { ready, seconds: allSeconds, cpuSeconds: allCpu, hits } = workers;
    const indexedRate = people.length / allSeconds;
    const mib = (m: { mib: number; heldMib?: number }) =>
      `${fmt(m.mib)} MiB${m.heldMib === undefined ? ' (since the process started)' : `: ${fmt(m.heldMib)} held when it began, ${fmt(m.mib - m.heldMib)} grown`}`;
    report(`Screening speed: ${fmt(names)} names and aliases in ${fmt(lists.reduce((s, l) => s + l.entries.length, 0))} entries, ${fmt(count)} people`, [
      ['every primary name and strong alias finds its own entry', one.self],
      ['building the index (target <= 10 s): wall / CPU', `${fmt(one.buildMs)} / ${fmt(one.buildCpu)} ms`],
      ['loading it from the cache (target <= 1 s): wall / CPU', `${fmt(one.loadMs)} / ${fmt(one.loadCpu)} ms (in a worker: ${ready.from}, ${fmt(ready.ms)} ms wall)`],
      ['one person, wall: median / p99 / max (target <= 20 ms)', spread(one.wall)],
      ['one person, CPU: median / p99 / max', spread(one.thread)],
      [`${fmt(count)} people through 2 workers (target <= 60 s): wall / CPU of all threads`, `${fmt(allSeconds, 1)} / ${fmt(allCpu, 1)} s, ${fmt(hits)} hits`],
      ['load average while measuring (2 cores)', loadavg().map((x) => fmt(x, 1)).join(' ')],
      ['people/s, indexed', fmt(indexedRate)],
      ['people/s, naive scan of every name (20 people)', fmt(one.naive, 1)],
      ['indexed / naive', `${fmt(indexedRate / one.naive)}x`],
      ['peak memory of a process screening them in 2 workers (max RSS; target <= 1.5 GiB)', mib({ mib: workers.peakMib, heldMib: Number.isNaN(workers.heldMib) ? undefined : workers.heldMib })],
      ['peak memory of this one, building, loading and asking the index', mib(withOwnCopies)],
    ]);
  } finally {
    rmSync(cacheDir, { recursive: true, force: true });
  }
}

export async function screeningBench(): Promise<void> {
  nameBench();
  crossScript();
  await speed();
}
