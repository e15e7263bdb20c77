// The sandbox's data-access layer: one set of queries over two drivers, embedded PGlite
// (pglite.ts, the default) and a PostgreSQL server (postgres.ts, the team sandbox).
import type { Database, Queryable } from './database';
import { type PreparedLoad, loadPrepared } from './dump';
import { PgliteDatabase } from './pglite';
import type { PgliteFiles } from './pglite-files';
import core from './migrations/0001_core';
import kyc from './migrations/0002_kyc';
import distributionCustody from './migrations/0003_distribution_custody';
import insertionOrder from './migrations/0004_insertion_order';
import orderTotals from './migrations/0005_order_totals';
import leases from './migrations/0006_leases';

export type { Database, Queryable, Session } from './database';

const MIGRATIONS: ReadonlyArray<{ id: string; sql: string }> = [
  { id: '0001_core', sql: core },
  { id: '0002_kyc', sql: kyc },
  { id: '0003_distribution_custody', sql: distributionCustody },
  { id: '0004_insertion_order', sql: insertionOrder },
  { id: '0005_order_totals', sql: orderTotals },
  { id: '0006_leases', sql: leases },
];

export async function rows<T>(q: Queryable, sql: string, params: unknown[] = []): Promise<T[]> {
  return (await q.query<T>(sql, params)).rows;
}

export async function one<T>(q: Queryable, sql: string, params: unknown[] = []): Promise<T | undefined> {
  return (await q.query<T>(sql, params)).rows[0];
}

const COLUMN = /^[a-z_][a-z0-9_]*$/;

/** Column names of a parsed form: its keys come from our schemas, never from a request. */
function columnsOf(values: Record<string, unknown>): string[] {
  const names = Object.keys(values);
  for (const name of names) if (!COLUMN.test(name)) throw new Error(`not a column name: ${name}`);
  return names;
}

/** Inserts one row from column -> value pairs and answers it. */
export async function insertRow<T>(q: Queryable, table: string, values: Record<string, unknown>): Promise<T> {
  const names = columnsOf(values);
  const placeholders = names.map((_, i) => `$${i + 1}`).join(', ');
  const sql = `insert into ${table} (${names.join(', ')}) values (${placeholders}) returning *`;
  return (await one<T>(q, sql, names.map((n) => values[n] ?? null))) as T;
}

/** Sets the given columns (and `updated_at`) of the row with that id and answers it. */
export async function updateRow<T>(q: Queryable, table: string, id: string, values: Record<string, unknown>): Promise<T> {
  const names = columnsOf(values);
  const assignments = names.map((n, i) => `${n} = $${i + 2}`).join(', ');
  const sql = `update ${table} set ${assignments}, updated_at = now() where id = $1 returning *`;
  return (await one<T>(q, sql, [id, ...names.map((n) => values[n] ?? null)])) as T;
}

/**
 * Inserts one row, or replaces the one whose unique column `key` holds the same value. Give
 * every column (null for none): a replacement keeps nothing of the row it replaces.
 */
export async function upsertRow<T>(q: Queryable, table: string, key: string, values: Record<string, unknown>): Promise<T> {
  const names = columnsOf(values);
  const placeholders = names.map((_, i) => `$${i + 1}`).join(', ');
  const replacements = names.filter((n) => n !== key).map((n) => `${n} = excluded.${n}`);
  const sql = `insert into ${table} (${names.join(', ')}) values (${placeholders})
    on conflict (${key}) do update set ${replacements.join(', ')}, updated_at = now() returning *`;
  return (await one<T>(q, sql, names.map((n) => values[n] ?? null))) as T;
}

export interface OpenedStore<D extends Database = Database> {
  db: D;
  /** True when this start created the database (no migration had run before, or it was loaded). */
  created: boolean;
  /** True when the new database was loaded from a prepared dump. */
  loaded: boolean;
}

/** Work the caller began before this module loaded (the sandbox's process, process.ts). */
export interface HeadStart {
  /** `loadPrepared(dataDir, prepared)` (dump.ts). */
  prepared?: Promise<PreparedLoad | undefined>;
  /** `readPgliteFiles()`; undefined: PGlite reads them itself. */
  pglite?: Promise<PgliteFiles | undefined>;
}

/**
 * Opens (or creates) the PGlite database and runs the migrations it lacks. `prepared`: a dump
 * (`PgliteDatabase.dump`) a new database starts from instead of an empty one, which skips
 * PostgreSQL's initdb and the migrations it holds.
 */
export async function openStore(dataDir: string | undefined, prepared?: string, ahead: HeadStart = {}): Promise<OpenedStore<PgliteDatabase>> {
  const load = await (ahead.prepared ?? loadPrepared(dataDir, prepared));
  const db = await PgliteDatabase.open(dataDir, load?.loadDataDir, await ahead.pglite);
  const applied = await migrate(db);
  // A loaded dump brings the statistics it was made with.
  if (!load) await analyze(db);
  return { db, created: applied === 0 || load !== undefined, loaded: load !== undefined };
}

/**
 * Opens a database on a PostgreSQL server (`postgres://USER:PASS@HOST:PORT/DB`) and runs the
 * migrations it lacks. Its own autovacuum keeps the statistics.
 */
export async function openServerStore(url: string): Promise<OpenedStore> {
  const { PostgresDatabase } = await import('./postgres');
  const db = new PostgresDatabase(url);
  try {
    return { db, created: (await migrate(db)) === 0, loaded: false };
  } catch (error) {
    await db.close();
    throw error;
  }
}

/** Any value; it names this lock among the database's advisory locks. */
const MIGRATION_LOCK = 0x6f6d_0001;

/**
 * Runs the migrations the database lacks, in one transaction under an advisory lock: instances
 * started together on one server migrate once (the others wait, then find nothing to do).
 * Answers how many migrations had run before.
 */
async function migrate(db: Database): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.exec(`create table if not exists schema_migrations (
      id text primary key, applied_at timestamptz not null default now())`);
    const applied = new Set((await rows<{ id: string }>(tx, 'select id from schema_migrations')).map((r) => r.id));
    for (const migration of MIGRATIONS) {
      if (applied.has(migration.id)) continue;
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (id) values ($1)', [migration.id]);
    }
    return applied.size;
  });
}

/**
 * PGlite runs no autovacuum, so the planner would never learn how the tables grew (and
 * would pick plans fit for a few rows on a million). Their statistics are refreshed at start
 * instead, for the tables whose size moved since they were last measured (`relpages`: PGlite
 * keeps no change counters across runs, but its tables grow with every insert and update,
 * having no vacuum either), as autovacuum would: by a tenth, and more than a few pages.
 * Unchanged tables, as on most starts, cost nothing.
 */
async function analyze(db: Database): Promise<void> {
  const tables = await rows<{ name: string }>(
    db,
    `select quote_ident(relname) as name from (
       select relname, greatest(relpages, 0) as measured,
              pg_relation_size(oid) / current_setting('block_size')::int as pages
       from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r') t
     where abs(pages - measured) > 8 + measured / 10`,
  );
  if (tables.length > 0) await db.exec(`analyze ${tables.map((t) => t.name).join(', ')}`);
}

/** PostgreSQL's unique_violation, for "has already been taken". */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = error as { code?: string; constraint?: string };
  return e.code === '23505' && (constraint === undefined || e.constraint === constraint);
}

/** PostgreSQL's numeric_value_out_of_range: a sum of amounts beyond numeric(18, 2). */
export function isNumericOverflow(error: unknown): boolean {
  return (error as { code?: string }).code === '22003';
}
