// `tsx bench/screening-workers.ts NAMES PEOPLE CACHE_DIR`: the screening bench's 100,000 people
// through the screener's two workers, in a process of its own as the desk's main process runs
// them (the lists in its main thread, an index in each worker, loaded from CACHE_DIR), so its
// peak memory is theirs and not the bench's. Prints one JSON line.
import { performance } from 'node:perf_hooks';
import { createScreener } from '../src-main/screening/screener';
import { cpuMs, statusMib } from './measure';
import { syntheticLists, syntheticPeople } from './screening-data';

const [names, count, cacheDir] = process.argv.slice(2);
if (!names || !count || !cacheDir) {
  console.error('usage: tsx bench/screening-workers.ts NAMES PEOPLE CACHE_DIR');
  process.exit(2);
}

const lists = syntheticLists(Number(names));
const people = syntheticPeople(lists, Number(count));
const heldMib = statusMib('VmRSS');
const screener = createScreener(lists, { cacheDir, workers: 2 });
const ready = await screener.ready;
const cpu = cpuMs();
const start = performance.now();
let hits = 0;
for (let i = 0; i < people.length; i += 2000) hits += (await screener.screenMany(people.slice(i, i + 2000))).reduce((s, h) => s + h.length, 0);
const seconds = (performance.now() - start) / 1000;
const cpuSeconds = (cpuMs() - cpu) / 1000;
await screener.close();
const peakMib = Number.isNaN(statusMib('VmHWM')) ? process.resourceUsage().maxRSS / 1024 : statusMib('VmHWM');
console.log(JSON.stringify({ ready, seconds, cpuSeconds, hits, heldMib, peakMib }));
