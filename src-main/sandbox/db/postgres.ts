// The team driver: a PostgreSQL server (14 or newer) through `pg`'s connection pool. Several
// sandbox processes may share the database; what must happen once among them takes a lock
// in the database (store.ts, webhooks.ts, preparation.ts).
import pg from 'pg';
import type { Database, Session } from './database';

const { Pool, types } = pg;

/** text[]: its parser gives the elements' text, as PGlite does for numeric[]. */
const TEXT_ARRAY = types.getTypeParser(1009 as Parameters<typeof types.getTypeParser>[0]) as (value: string) => string[];
/**
 * Values as PGlite gives them, so both drivers answer the same JS values: dates as
 * `YYYY-MM-DD` text, bigint as number (counts and sequence numbers, far below 2^53),
 * timestamps without zone read as UTC, intervals as text, numeric (also in arrays) as exact
 * decimal text. The rest (timestamptz as Date, json, arrays of text and uuid) is alike already.
 */
const PARSERS: Record<number, (value: string) => unknown> = {
  20: Number, // int8
  1016: (value) => TEXT_ARRAY(value).map(Number), // int8[]
  1082: (value) => value, // date
  1114: (value) => new Date(`${value.replace(' ', 'T')}Z`), // timestamp
  1186: (value) => value, // interval
  1231: TEXT_ARRAY, // numeric[]
};

const TYPES = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    (format ?? 'text') === 'text' && PARSERS[oid]
      ? PARSERS[oid]
      : (types.getTypeParser(oid, format) as (value: string) => unknown)) as typeof types.getTypeParser,
};

/** Errors a transaction that ran alone would not have met: running it again is right. */
const RETRY = new Set(['40001', '40P01']); // serialization_failure, deadlock_detected
const MAX_ATTEMPTS = 5;

const sessionOf = (client: pg.PoolClient | pg.Pool): Session => ({
  query: async <T>(sql: string, params?: unknown[]) => {
    const result = await client.query(sql, params);
    return { rows: result.rows as T[], affectedRows: result.rowCount ?? undefined };
  },
  exec: async (sql: string) => {
    await client.query(sql);
  },
});

export class PostgresDatabase implements Database {
  readonly driver = 'postgres';
  readonly #pool: pg.Pool;
  readonly #session: Session;

  constructor(url: string, maxConnections = 10) {
    this.#pool = new Pool({ connectionString: url, max: maxConnections, types: TYPES, options: '-c TimeZone=UTC' });
    // An idle connection the server dropped (a restart) is replaced at the next checkout.
    this.#pool.on('error', (error) => console.error('sandbox: database connection:', error.message));
    this.#session = sessionOf(this.#pool);
  }

  query<T>(sql: string, params?: unknown[]) {
    return this.#session.query<T>(sql, params);
  }

  exec(sql: string): Promise<void> {
    return this.#session.exec(sql);
  }

  async transaction<T>(work: (tx: Session) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      const client = await this.#pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('begin');
        const result = await work(sessionOf(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch((rollback: Error) => (broken = rollback));
        if (attempt < MAX_ATTEMPTS && RETRY.has((error as { code?: string }).code ?? '')) continue;
        throw error;
      } finally {
        client.release(broken);
      }
    }
  }

  close(): Promise<void> {
    return this.#pool.end();
  }
}
