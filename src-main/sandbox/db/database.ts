// What the queries need of a database, whichever driver (store.ts) serves it.

/** A database or an open transaction. */
export interface Queryable {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[]; affectedRows?: number }>;
}

/** A Queryable that also runs a script of several statements (a migration). */
export interface Session extends Queryable {
  exec(sql: string): Promise<void>;
}

export interface Database extends Session {
  readonly driver: 'pglite' | 'postgres';
  /** Runs `work` in one transaction; on a server, again when it met a deadlock or a serialization failure. */
  transaction<T>(work: (tx: Session) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
