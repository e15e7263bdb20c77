// The embedded driver: PGlite (PostgreSQL in WASM), in memory or in a data folder. One
// connection, so statements and transactions run one after another.
import { PGlite, type Transaction, types } from '@electric-sql/pglite';
import type { Database, Session } from './database';
import type { PgliteFiles } from './pglite-files';

const session = (tx: Transaction): Session => ({
  query: (sql, params) => tx.query(sql, params),
  exec: async (sql) => {
    await tx.exec(sql);
  },
});

export class PgliteDatabase implements Database {
  readonly driver = 'pglite';
  readonly #db: PGlite;

  private constructor(db: PGlite) {
    this.#db = db;
  }

  /** `loadDataDir`: a dump (`dump()`) a new database starts from. `files`: PGlite's own, read ahead. */
  static async open(dataDir: string | undefined, loadDataDir?: Blob, files?: PgliteFiles): Promise<PgliteDatabase> {
    const db = await PGlite.create(dataDir, {
      ...files,
      // Dates stay `YYYY-MM-DD` text; NUMERIC already arrives as exact decimal text.
      parsers: { [types.DATE]: (value: string) => value },
      ...(loadDataDir ? { loadDataDir } : {}),
    });
    await db.exec(`set timezone = 'UTC'`);
    return new PgliteDatabase(db);
  }

  query<T>(sql: string, params?: unknown[]) {
    return this.#db.query<T>(sql, params);
  }

  async exec(sql: string): Promise<void> {
    await this.#db.exec(sql);
  }

  transaction<T>(work: (tx: Session) => Promise<T>): Promise<T> {
    return this.#db.transaction((tx) => work(session(tx)));
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
