// The prepared databases: dumps of a freshly migrated database, made at build time, that a new
// sandbox database starts from (about a second instead of PostgreSQL's initdb, every migration
// and the seed): one demo-seeded, one empty (`seed: 'none'`). They hold no key or secret: each
// install makes its own on its first start. The demo is moved to the install's day when loaded.
import { z } from 'zod';
import { type Database, one, openStore, rows } from './db/store';
import { seedDemo } from './seed';

/** The dumps' bytes: one new in-memory database, migrated (`empty`), then demo-seeded as of `now` (`demo`). */
export async function makePreparedDatabases(now = new Date()): Promise<{ demo: Buffer; empty: Buffer }> {
  const { db } = await openStore(undefined);
  const dump = async () => Buffer.from(await (await db.dump()).arrayBuffer());
  try {
    // PostgreSQL's template databases serve only CREATE DATABASE, which the sandbox never runs:
    // left out, a new data folder has ~40% fewer bytes and a third of the files to lay out.
    await db.exec(`update pg_database set datistemplate = false where datname in ('template0', 'template1')`);
    await db.exec('drop database template0');
    await db.exec('drop database template1');
    const empty = await dump();
    await db.transaction((tx) => seedDemo(tx, now));
    if (await one(db, 'select 1 from tokens')) throw new Error('the prepared database would hold a key');
    await db.query(`insert into meta (key, value) values ($1, $2)`, [DEMO_TIMESTAMPS, JSON.stringify(await timestampColumns(db))]);
    return { demo: await dump(), empty };
  } finally {
    await db.close();
  }
}

/** The meta key of the tables with rows and timestamps, and those columns (quoted), that a load moves. */
const DEMO_TIMESTAMPS = 'demo_timestamps';
const TimestampColumns = z.array(z.object({ name: z.string(), columns: z.array(z.string()) }));

/**
 * The public tables with rows that have `timestamptz` columns, and those columns, quoted: read
 * when the dump is made, as the catalog's answer costs a fresh backend more than the moves.
 */
async function timestampColumns(db: Database): Promise<z.infer<typeof TimestampColumns>> {
  // From the catalog rather than information_schema, whose views cost far more.
  const tables = await rows<{ name: string; columns: string[] }>(
    db,
    `select quote_ident(c.relname) as name, array_agg(quote_ident(a.attname)::text order by a.attnum) as columns
     from pg_attribute a join pg_class c on c.oid = a.attrelid
     where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and c.relname <> 'schema_migrations'
       and a.attnum > 0 and not a.attisdropped and a.atttypid = 'timestamptz'::regtype
     group by c.relname order by c.relname`,
  );
  const filled = await Promise.all(tables.map(async (table) => (await one(db, `select 1 from ${table.name} limit 1`)) !== undefined));
  return tables.filter((_, i) => filled[i]);
}

/** Columns of `date` type the seed sets relative to its day; the others are fixed (birth, expiry). */
const RELATIVE_DATES: ReadonlyArray<[table: string, column: string]> = [['payments', 'booked_at']];

const DAY_MS = 24 * 60 * 60 * 1000;
const utcDay = (at: Date) => Math.floor(at.getTime() / DAY_MS);

/**
 * Moves a loaded demo from the day it was seeded to `now`: every timestamp (all are set
 * relative to the seed's time) and the relative dates, so the live project is live, the
 * upcoming one upcoming. Triggers stay off: the rows' totals do not change.
 */
export async function moveDemoToNow(db: Database, now: Date): Promise<void> {
  const meta = new Map(
    (await rows<{ key: string; value: string }>(db, `select key, value from meta where key in ('seeded_demo', $1)`, [DEMO_TIMESTAMPS])).map((r) => [r.key, r.value]),
  );
  const seeded = meta.get('seeded_demo');
  if (seeded === undefined) return;
  const then = new Date(seeded);
  const listed = meta.get(DEMO_TIMESTAMPS);
  if (listed === undefined) throw new Error(`The prepared database names no timestamps to move (meta '${DEMO_TIMESTAMPS}'): build it again.`);
  const tables = TimestampColumns.parse(JSON.parse(listed));
  // Whole numbers this function computes, so the statements go as one batch, without parameters.
  const ms = Math.round(now.getTime() - then.getTime());
  const days = utcDay(now) - utcDay(then);
  const moves = [
    ...tables.map(({ name, columns }) => `update ${name} set ${columns.map((c) => `${c} = ${c} + interval '${ms} milliseconds'`).join(', ')}`),
    ...RELATIVE_DATES.map(([table, column]) => `update ${table} set ${column} = ${column} + ${days}`),
  ];
  await db.transaction(async (tx) => {
    await tx.exec(`set local session_replication_role = replica;\n${moves.join(';\n')}`);
    await tx.query(`update meta set value = $1 where key = 'seeded_demo'`, [now.toISOString()]);
  });
}
