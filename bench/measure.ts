// Small timing helpers: the benches print figures and ratios; nothing here fails a build.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';

/** CPU time of the whole process, all threads (workers included): the figure a shared machine does not inflate. */
export function cpuMs(): number {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
}

/** This process's resident memory (`VmRSS`) or its peak (`VmHWM`), MiB; NaN where there is no /proc. */
export function statusMib(field: 'VmRSS' | 'VmHWM'): number {
  try {
    return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync('/proc/self/status', 'utf8'))?.[1]) / 1024;
  } catch {
    return Number.NaN;
  }
}

/** Operations per second of `work`, run for about `ms` after a warm-up. */
export function opsPerSecond(work: () => void, ms = 1500): number {
  for (let i = 0; i < 2000; i++) work();
  let count = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < ms) {
    for (let i = 0; i < 500; i++) work();
    count += 500;
    elapsed = performance.now() - start;
  }
  return (count / elapsed) * 1000;
}

export interface Timing {
  /** Median ms per call. */
  median: number;
  /** Mean ms per call. */
  mean: number;
  /** Client-side CPU ms per call (user + system of this process). */
  cpu: number;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/**
 * Calls `a` and `b` one after the other, `calls` times each, so drift and load hit both
 * alike; medians keep a GC pause or a scheduler hiccup from deciding the ratio.
 */
export async function alternate(
  a: () => Promise<unknown>,
  b: () => Promise<unknown>,
  { calls = 5000, warmup = 500 } = {},
): Promise<{ a: Timing; b: Timing }> {
  for (let i = 0; i < warmup; i++) {
    await a();
    await b();
  }
  const samples = { a: [] as number[], b: [] as number[] };
  const cpu = { a: 0, b: 0 };
  for (let i = 0; i < calls; i++) {
    for (const [name, work] of (i % 2 === 0 ? [['a', a], ['b', b]] : [['b', b], ['a', a]]) as Array<['a' | 'b', () => Promise<unknown>]>) {
      const usage = process.cpuUsage();
      const start = performance.now();
      await work();
      samples[name].push(performance.now() - start);
      const used = process.cpuUsage(usage);
      cpu[name] += (used.user + used.system) / 1000;
    }
  }
  const timing = (name: 'a' | 'b'): Timing => ({
    median: median(samples[name]),
    mean: samples[name].reduce((sum, v) => sum + v, 0) / calls,
    cpu: cpu[name] / calls,
  });
  return { a: timing('a'), b: timing('b') };
}

export const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

export function report(title: string, rows: Array<[string, string]>): void {
  console.log(`\n## ${title}`);
  const width = Math.max(...rows.map(([label]) => label.length));
  for (const [label, value] of rows) console.log(`  ${label.padEnd(width)}  ${value}`);
}
