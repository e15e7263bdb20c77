// `npm run screening -- --list FILE [--list FILE …] --people PEOPLE.csv [--threshold T] [--cache DIR]`:
// screens everyone in PEOPLE.csv against the lists and writes one CSV row per hit to stdout.
// Progress, unreadable lists and bad lines go to stderr; no list read is exit code 1.
import { availableParallelism } from 'node:os';
import { parseArgs } from 'node:util';
import { defuse } from '../workflows/csv';
import { readListFile } from './lists/index';
import type { SanctionsList } from './list-entry';
import { readPeople } from './people-csv';
import { ALGORITHM_VERSION, DEFAULT_THRESHOLD, type Hit } from './score';
import { createScreener } from './screener';

const USAGE = 'usage: npm run screening -- --list FILE [--list FILE ...] --people PEOPLE.csv [--threshold 0..1] [--cache DIR]';
/** People per message to the worker: large enough that messaging costs nothing, small enough for progress. */
const BATCH = 2000;

function cell(text: string): string {
  return `"${defuse(text).replaceAll('"', '""')}"`;
}

function row(cells: string[]): string {
  return `${cells.map(cell).join(',')}\n`;
}

function hitRow(hit: Hit): string {
  return row([hit.personId, hit.list.name, hit.entryId, hit.score.toFixed(3), hit.matchedName]);
}

function fail(message: string, code: number): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

async function main(): Promise<void> {
  let args;
  try {
    args = parseArgs({
      options: { list: { type: 'string', multiple: true }, people: { type: 'string' }, threshold: { type: 'string' }, cache: { type: 'string' } },
      strict: true,
    }).values;
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`, 2);
  }
  if (!args.list?.length || args.people === undefined) fail(USAGE, 2);
  const threshold = args.threshold === undefined ? DEFAULT_THRESHOLD : Number(args.threshold);
  if (!(threshold >= 0 && threshold <= 1)) fail(`--threshold "${args.threshold}" is not a number from 0 to 1\n${USAGE}`, 2);

  const lists: SanctionsList[] = [];
  for (const file of args.list) {
    try {
      const list = await readListFile(file);
      lists.push(list);
      const v = list.version;
      process.stderr.write(`list ${file}: ${v.entries} entries (${v.source} ${v.name}, published ${v.published ?? 'undated'}, sha256 ${v.sha256})\n`);
    } catch (error) {
      process.stderr.write(`list ${file} not read: ${(error as Error).message}\n`);
    }
  }
  if (lists.length === 0) fail('no list could be read: nothing screened', 1);

  let people;
  try {
    people = await readPeople(args.people);
  } catch (error) {
    fail(`people not read: ${(error as Error).message}`, 1);
  }
  for (const { line, why } of people.bad) process.stderr.write(`${args.people} line ${line} skipped: ${why}\n`);

  // A second worker (a second copy of the index) pays off only for more than one batch.
  const workers = people.people.length > BATCH ? Math.min(2, availableParallelism()) : 1;
  const screener = createScreener(lists, { workers, ...(args.cache === undefined ? {} : { cacheDir: args.cache }) });
  try {
    const ready = await screener.ready;
    process.stderr.write(`index ${ready.from === 'cache' ? 'loaded from the cache' : 'built'} in ${Math.round(ready.ms)} ms (algorithm ${ALGORITHM_VERSION}, threshold ${threshold})\n`);
    process.stdout.write(row(['person_id', 'list', 'entry_id', 'score', 'matched_name']));
    let hits = 0;
    for (let start = 0; start < people.people.length; start += BATCH) {
      const batch = await screener.screenMany(people.people.slice(start, start + BATCH), threshold);
      const text = batch.flat().map(hitRow).join('');
      hits += batch.reduce((sum, h) => sum + h.length, 0);
      if (!process.stdout.write(text)) await new Promise((resolve) => process.stdout.once('drain', resolve));
      process.stderr.write(`screened ${Math.min(start + BATCH, people.people.length)} of ${people.people.length}\n`);
    }
    process.stderr.write(`${people.people.length} people screened, ${hits} hits, ${people.bad.length} bad lines skipped\n`);
  } finally {
    await screener.close();
  }
}

await main();
