// `npm run update:sign -- --key private.pem --version 1.3.0 --platform win32-x64
//                        [--notes notes.txt] [--feed latest.json] [--expires-in-days 14] FILE [URL]`
// Signs one platform's installer and writes its entry into the feed (made, or updated for
// that version: one feed carries every platform's file of one release). The entry expires:
// sign the feed again before then, or desks refuse it as stale.
import { readFile, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { Feed, signFile } from './release';

const USAGE =
  'usage: npm run update:sign -- --key private.pem --version X.Y.Z --platform win32-x64 [--notes notes.txt] [--feed latest.json] [--expires-in-days 14] FILE [URL]';
const DEFAULT_EXPIRY_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

function expiryDays(text: string | undefined): number {
  if (text === undefined) return DEFAULT_EXPIRY_DAYS;
  const days = Number(text);
  if (!Number.isInteger(days) || days < 1 || days > 366) throw new Error(`--expires-in-days ${text}: a whole number of days from 1 to 366`);
  return days;
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      key: { type: 'string' },
      version: { type: 'string' },
      platform: { type: 'string' },
      notes: { type: 'string' },
      feed: { type: 'string', default: 'latest.json' },
      'expires-in-days': { type: 'string' },
    },
  });
  const [file, url] = positionals;
  if (!values.key || !values.version || !values.platform || !file) throw new Error(USAGE);
  const expiresAt = new Date(Date.now() + expiryDays(values['expires-in-days']) * DAY_MS);
  const notes = values.notes ? (await readFile(values.notes, 'utf8')).trim() : '';
  const existing = await readFile(values.feed, 'utf8').then(
    (text) => Feed.parse(JSON.parse(text)),
    () => undefined,
  );
  if (existing && (existing.version !== values.version || existing.notes !== notes)) {
    throw new Error(`${values.feed} describes ${existing.version} with other notes: start a new feed for ${values.version}`);
  }
  const entry = await signFile(file, url ?? basename(file), values.version, values.platform, notes, await readFile(values.key, 'utf8'), expiresAt);
  const feed = { version: values.version, released_at: new Date().toISOString(), notes, files: { ...existing?.files, [values.platform]: entry } };
  await writeFile(values.feed, `${JSON.stringify(Feed.parse(feed), null, 2)}\n`);
  process.stdout.write(`${values.feed}: ${values.version} for ${values.platform} signed (${entry.size} bytes), valid until ${entry.expires_at}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
