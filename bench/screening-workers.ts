// `tsx bench/screening-workers.ts NAMES PEOPLE CACHE_DIR`: the screening bench's 100,000 people
// through the screener's two workers, in a process of its own as the desk's main process runs
// them (the lists in its main thread, an index in each worker, loaded from CACHE_DIR), so its
// peak memory is theirs and not the bench's. Prints one JSON line.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { createScreener } from '../src-main/screening/screener';
import { syntheticLists, syntheticPeople } from './screening-data';

const [names, count, cacheDir] = process.argv.slice(2);
if (!names || !count || !cacheDir) {
  console.error('usage: tsx bench/screening-workers.ts NAMES PEOPLE CACHE_DIR');
  process.exit(2);
}
const cpuMs = () => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};
/** This process's resident memory (`VmRSS`) or its peak (`VmHWM`), MiB; NaN where there is no /proc. */
const status = (field: 'VmRSS' | 'VmHWM') => {
  try {
    return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync('/proc/self/status', 'utf8'))?.[1]) / 1024;
  } catch {
    return Number.NaN;
  }
};

const lists = syntheticLists(Number(names));
const people = syntheticPeople(lists, Number(count));
const heldMib = status('VmRSS');
const screener = createScreener(lists, { cacheDir, workers: 2 });
const ready = await screener.ready;
const cpu = cpuMs();
const start = performance.now();
let hits = 0;
for (let i = 0; i < people.length; i += 2000) hits += (await screener.screenMany(people.slice(i, i + 2000))).reduce((s, h) => s + h.length, 0);
const seconds = (performance.now() - start) / 1000;
const cpuSeconds = (cpuMs() - cpu) / 1000;
await screener.close();
const peakMib = Number.isNaN(status('VmHWM')) ? process.resourceUsage().maxRSS / 1024 : status('VmHWM');
console.log(JSON.stringify({ ready, seconds, cpuSeconds, hits, heldMib, peakMib }));
