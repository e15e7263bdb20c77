// `npx tsx scripts/screening-equivalents.ts LIST_FILE …`: proposes rows for
// src-main/screening/name-equivalents.json from the lists' own aliases. Within one entry, the
// primary name and its good aliases name one person, so parts they pair as a typo or by sound
// (not already the same or in the table) are candidate spellings of one name. Prints
// "count  part  part", most frequent first, for a person to review; it changes no file.
import { compareNames } from '../src-main/screening/compare';
import { readListFile } from '../src-main/screening/lists/index';
import { readsAsOrganisation } from '../src-main/screening/name-index';
import { normalizeName } from '../src-main/screening/normalize';

const files = process.argv.slice(2);
if (files.length === 0) {
  process.stderr.write('usage: npx tsx scripts/screening-equivalents.ts LIST_FILE [LIST_FILE ...]\n');
  process.exit(2);
}

const counts = new Map<string, number>();
for (const file of files) {
  const list = await readListFile(file);
  for (const entry of list.entries) {
    if (entry.kind !== 'person') continue;
    const names = entry.names.filter((n) => n.strength !== 'weak').map((n) => normalizeName(n.full, readsAsOrganisation(entry.kind)));
    for (let a = 0; a < names.length; a++) {
      for (let b = a + 1; b < names.length; b++) {
        for (const part of compareNames(names[a]!, names[b]!).parts) {
          if ((part.how !== 'typo' && part.how !== 'phonetic') || part.person === null || part.entry === null) continue;
          const pair = [part.person.toLowerCase(), part.entry.toLowerCase()].sort().join('  ');
          counts.set(pair, (counts.get(pair) ?? 0) + 1);
        }
      }
    }
  }
}
for (const [pair, count] of [...counts].sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1))) process.stdout.write(`${count}  ${pair}\n`);
