// The prepared databases a new sandbox database starts from: the demo's equals a freshly
// migrated and demo-seeded one (schema and row counts), holds no key, and its demo moves to
// the day it is loaded on; the empty one beside it is migrated and holds no rows. The files
// checked are the ones `npm run build` or this suite's setup made.
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_DATABASE_FILE, layOutDump, preparedFor } from '../../src-main/sandbox/db/dump';
import { type Database, type Queryable, openStore, rows } from '../../src-main/sandbox/db/store';
import { makePreparedDatabases, moveDemoToNow } from '../../src-main/sandbox/prepared';
import { seedDemo } from '../../src-main/sandbox/seed';
import { PREPARED_DATABASE } from '../support/sandbox-process';

const DAY_MS = 24 * 60 * 60 * 1000;

async function schema(db: Queryable) {
  const [columns, indexes, constraints, triggers, functions] = await Promise.all([
    rows(db, `select table_name, column_name, data_type, is_nullable, column_default from information_schema.columns
      where table_schema = 'public' order by 1, 2`),
    rows(db, `select indexname, indexdef from pg_indexes where schemaname = 'public' order by 1`),
    rows(db, `select conname, pg_get_constraintdef(oid) as def from pg_constraint
      where connamespace = 'public'::regnamespace order by 1, 2`),
    rows(db, `select tgname from pg_trigger where not tgisinternal order by 1`),
    rows(db, `select proname from pg_proc where pronamespace = 'public'::regnamespace order by 1`),
  ]);
  return { columns, indexes, constraints, triggers, functions };
}

async function counts(db: Queryable): Promise<Record<string, number>> {
  const tables = await rows<{ name: string }>(db, `select quote_ident(tablename) as name from pg_tables where schemaname = 'public' order by 1`);
  const result: Record<string, number> = {};
  for (const { name } of tables) {
    result[name] = Number((await rows<{ n: string }>(db, `select count(*) as n from ${name}`))[0]?.n);
  }
  return result;
}

/** Each project's start and end day and each payment's booking day, in a stable order. */
const days = (db: Queryable) =>
  rows(db, `select p.code, p.start_date::date::text as starts, p.end_date::date::text as ends,
      array(select y.booked_at::text from payments y join orders o on o.id = y.order_id
            where o.project_id = p.id order by o.order_code, y.booked_at) as booked
    from projects p order by p.code`);

/** One ustar entry as the dump's writer makes it: header (name, size, type, magic), then the bytes. */
function tarEntry(name: string, data: Buffer, type = '0'): Buffer {
  const header = Buffer.alloc(512);
  header.write(name, 0);
  header.write(data.length.toString(8).padStart(11, '0'), 124);
  header.write(type, 156);
  header.write('ustar\u000000', 257, 'latin1');
  return Buffer.concat([header, data, Buffer.alloc((512 - (data.length % 512)) % 512)]);
}

/** Each test opens or makes whole databases: seconds each, many on a loaded machine. */
const DATABASE_TIMEOUT_MS = 120_000;

let fresh: Database;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'od-prepared-'));
  fresh = (await openStore(undefined)).db;
  await fresh.transaction((tx) => seedDemo(tx, new Date()));
}, DATABASE_TIMEOUT_MS);

afterAll(async () => {
  await fresh?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the prepared database', { timeout: DATABASE_TIMEOUT_MS }, () => {
  it('equals a freshly migrated and seeded database, and holds no key', async () => {
    const { db, loaded, created } = await openStore(join(dir, 'data'), PREPARED_DATABASE);
    try {
      expect({ loaded, created }).toEqual({ loaded: true, created: true });
      expect(await schema(db)).toEqual(await schema(fresh));
      const loadedCounts = await counts(db);
      const freshCounts = await counts(fresh);
      // meta has one row more: the timestamps a load moves, below.
      expect(loadedCounts).toEqual({ ...freshCounts, meta: freshCounts.meta! + 1 });
      expect(loadedCounts.orders).toBeGreaterThan(0);
      expect(loadedCounts.tokens).toBe(0);
      // The seed's time, and the tables with rows whose timestamps a load moves (prepared.ts).
      expect(await rows(db, 'select key from meta order by key')).toEqual([{ key: 'demo_timestamps' }, { key: 'seeded_demo' }]);
      // Without PostgreSQL's template databases (prepared.ts): the sandbox's own is all it opens.
      expect(await rows(db, 'select datname from pg_database')).toEqual([{ datname: 'postgres' }]);
    } finally {
      await db.close();
    }
  });

  it('has an empty twin beside it for `seed: \'none\'`: migrated as a fresh database, no rows, no key', async () => {
    const empty = preparedFor(PREPARED_DATABASE, 'none');
    expect(empty).toBe(join(dirname(PREPARED_DATABASE), EMPTY_DATABASE_FILE));
    expect(preparedFor(PREPARED_DATABASE, 'demo')).toBe(PREPARED_DATABASE);
    const { db, loaded, created } = await openStore(join(dir, 'empty'), empty);
    try {
      expect({ loaded, created }).toEqual({ loaded: true, created: true });
      expect(await schema(db)).toEqual(await schema(fresh));
      const filled = Object.entries(await counts(db)).filter(([, n]) => n > 0);
      expect(filled).toEqual([['schema_migrations', (await counts(fresh)).schema_migrations]]);
      expect(await rows(db, 'select datname from pg_database')).toEqual([{ datname: 'postgres' }]);
    } finally {
      await db.close();
    }
  });

  it('moves a demo seeded weeks ago to the day it is loaded on', async () => {
    const old = join(dir, 'old.tar.gz');
    await writeFile(old, (await makePreparedDatabases(new Date(Date.now() - 40 * DAY_MS))).demo);
    const { db } = await openStore(undefined, old);
    try {
      expect(await days(db)).not.toEqual(await days(fresh));
      await moveDemoToNow(db, new Date());
      expect(await days(db)).toEqual(await days(fresh));
      const [live] = await rows<{ live: boolean }>(
        db,
        `select start_date < now() and end_date > now() as live from projects where code = 'SOLAR-26'`,
      );
      expect(live?.live).toBe(true);
    } finally {
      await db.close();
    }
  });

  it('is not loaded into a database that exists', async () => {
    const { db } = await openStore(join(dir, 'data'), PREPARED_DATABASE);
    await db.close();
    const again = await openStore(join(dir, 'data'), PREPARED_DATABASE);
    await again.db.close();
    expect({ loaded: again.loaded, created: again.created }).toEqual({ loaded: false, created: false });
  });

  it('lays a new data folder out whole: a folder a stopped start left half made is replaced', async () => {
    const data = join(dir, 'again');
    await mkdir(`${data}.loading/base`, { recursive: true });
    await writeFile(`${data}.loading/base/stale`, 'left by a start stopped halfway');
    const { db, loaded } = await openStore(data, PREPARED_DATABASE);
    try {
      expect(loaded).toBe(true);
      expect((await readdir(dir)).filter((name) => name.startsWith('again'))).toEqual(['again']);
      expect(await readFile(join(data, 'PG_VERSION'), 'utf8')).toMatch(/^\d+/);
      expect(await rows(db, `select key from meta where key = 'seeded_demo'`)).toHaveLength(1);
      // The loaded folder's own configuration names 128 MB: the desk's smaller pool wins.
      expect(await readFile(join(data, 'postgresql.conf'), 'utf8')).toMatch(/^shared_buffers = 128MB/m);
      expect(await rows(db, `select current_setting('shared_buffers') as pool`)).toEqual([{ pool: '32MB' }]);
    } finally {
      await db.close();
    }
  });

  it('refuses a dump with an entry outside the data folder, and leaves no data folder', async () => {
    const target = join(dir, 'refused');
    const dump = gzipSync(Buffer.concat([tarEntry('/PG_VERSION', Buffer.from('17\n')), tarEntry('/../escaped', Buffer.from('x')), Buffer.alloc(1024)]));
    await expect(layOutDump(dump, target)).rejects.toThrow(/bad entry: \.\.\/escaped/);
    await expect(readdir(target)).rejects.toThrow(/ENOENT/);
    await expect(readdir(dir)).resolves.not.toContain('escaped');
  });
});
