// The embedded driver: PGlite (PostgreSQL in WASM), in memory or in a data folder. One
// connection, so statements and transactions run one after another.
import { PGlite, type Transaction, types } from '@electric-sql/pglite';
import type { Database, Session } from './database';
import type { PgliteFiles } from './pglite-files';
import { PreparedStatements } from './pglite-statements';

/**
 * PostgreSQL's buffer pool is allocated and zeroed in WASM memory at every open: 32 MB instead of
 * the 128 MB PGlite's data folders name. An open took ~0.1 s less and the process ~70–120 MiB
 * less memory; pages past the pool come from the system's file cache, and queries and a
 * distribution list over 100,000 orders took as long as before.
 */
const START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

const session = (tx: Transaction, statements: PreparedStatements): Session => ({
  query: async (sql, params = []) => {
    // As PGlite's own: a transaction's statements run only while it is open.
    if (tx.closed) throw new Error('Transaction is closed');
    return statements.query(sql, params, true);
  },
  exec: async (sql) => {
    statements.forget();
    await tx.exec(sql);
  },
});

export class PgliteDatabase implements Database {
  readonly driver = 'pglite';
  readonly #db: PGlite;
  readonly #statements: PreparedStatements;

  private constructor(db: PGlite) {
    this.#db = db;
    this.#statements = new PreparedStatements(db);
  }

  /** `loadDataDir`: a dump (`dump()`) a new database starts from. `files`: PGlite's own, read ahead. */
  static async open(dataDir: string | undefined, loadDataDir?: Blob, files?: PgliteFiles): Promise<PgliteDatabase> {
    const db = await PGlite.create(dataDir, {
      ...files,
      // Dates stay `YYYY-MM-DD` text; NUMERIC already arrives as exact decimal text.
      parsers: { [types.DATE]: (value: string) => value },
      ...(loadDataDir ? { loadDataDir } : {}),
      startParams: START_PARAMS,
    });
    await db.exec(`set timezone = 'UTC'`);
    return new PgliteDatabase(db);
  }

  /** Between transactions, as PGlite's own query() runs. */
  query<T>(sql: string, params: unknown[] = []) {
    return this.#db._runExclusiveTransaction(() => this.#statements.query<T>(sql, params, false));
  }

  async exec(sql: string): Promise<void> {
    this.#statements.forget();
    await this.#db.exec(sql);
  }

  transaction<T>(work: (tx: Session) => Promise<T>): Promise<T> {
    return this.#db.transaction((tx) => work(session(tx, this.#statements)));
  }

  /** The whole data folder, gzipped: what a prepared database is made of (PGlite only). */
  async dump(): Promise<Blob> {
    await this.#db.exec('checkpoint');
    return this.#db.dumpDataDir('gzip');
  }

  close(): Promise<void> {
    return this.#db.close();
  }
}
