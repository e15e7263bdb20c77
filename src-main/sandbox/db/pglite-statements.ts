// PGlite's own query() goes into PostgreSQL six times for one statement (parse, describe,
// bind, describe, execute, sync), each with its own pass over the answer. The sandbox runs a
// few hundred statements over and over: each is parsed and described once, as a named prepared
// statement, then bound and run in one pass. Values are serialized for the parameter types
// PostgreSQL gave, as PGlite's query() does (its exported protocol). The answer is read by
// pglite-answer.ts: PGlite's reader copied each message and each field before decoding it,
// and read the columns' names again every time.
import { type PGlite, messages, parse, protocol } from '@electric-sql/pglite';
import { type Answer, type Column, readAnswer } from './pglite-answer';

const { serialize } = protocol;

/** Statements kept prepared at most: past it the least recently used one is closed. */
export const MAX_STATEMENTS = 500;

interface Statement {
  name: string;
  /** The parameters' type OIDs, as PostgreSQL inferred them. */
  types: number[];
  /** The rows' columns, as PostgreSQL described them ([] when it answers none). */
  columns: Column[];
}

export class PreparedStatements {
  readonly #db: PGlite;
  /** By text, least recently used first. */
  #byText = new Map<string, Statement>();
  /** Close messages of statements let go, sent ahead of the next statement. */
  #closing: Uint8Array[] = [];
  #named = 0;

  constructor(db: PGlite) {
    this.#db = db;
  }

  /**
   * Runs `sql` in one pass (two the first time), holding PGlite's query lock as its query()
   * does; the caller holds the transaction lock outside a transaction. `inTransaction`: the
   * files are synced at COMMIT, not after each statement.
   */
  async query<T>(sql: string, params: unknown[], inTransaction: boolean): Promise<Answer<T>> {
    await this.#db._checkReady();
    return this.#db._runExclusiveQuery(async () => {
      try {
        const statement = this.#byText.get(sql) ?? (await this.#prepare(sql));
        this.#used(sql, statement);
        const values = params.map((value, i) => {
          if (value === null || value === undefined) return null;
          const serializer = this.#db.serializers[statement.types[i] ?? 0];
          // eslint-disable-next-line @typescript-eslint/no-base-to-string -- as PGlite's query(): a number's or a Big's own text
          return serializer ? serializer(value) : String(value);
        });
        const chunks: Buffer[] = [];
        await this.#db.execProtocolRawStream(
          Buffer.concat([...this.#closing.splice(0), serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()]),
          // A view into PostgreSQL's memory, valid only during the call.
          { syncToFs: !inTransaction, onRawData: (data) => chunks.push(Buffer.from(data)) },
        );
        return readAnswer<T>(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks), statement.columns, this.#db.parsers);
      } catch (error) {
        // As PGlite's query() tells it: the statement and its values on the error.
        if (error instanceof Error) Object.assign(error, { query: sql, params });
        throw error;
      }
    });
  }

  /** After a script (a migration may change what a statement answers): every statement prepared again. */
  forget(): void {
    for (const { name } of this.#byText.values()) this.#closing.push(serialize.close({ type: 'S', name }));
    this.#byText.clear();
  }

  async #prepare(sql: string): Promise<Statement> {
    const name = `sandbox_${++this.#named}`;
    const { messages: answer } = await this.#db.execProtocol(
      Buffer.concat([...this.#closing.splice(0), serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const described = answer.find((message) => message instanceof messages.RowDescriptionMessage);
    const columns = (described?.fields ?? []).map(({ name: column, dataTypeID }) => ({ name: column, type: dataTypeID }));
    const statement = { name, types: parse.parseDescribeStatementResults(answer), columns };
    if (this.#byText.size >= MAX_STATEMENTS) {
      const [oldest] = this.#byText;
      if (oldest) {
        this.#byText.delete(oldest[0]);
        this.#closing.push(serialize.close({ type: 'S', name: oldest[1].name }));
      }
    }
    return statement;
  }

  #used(sql: string, statement: Statement): void {
    this.#byText.delete(sql);
    this.#byText.set(sql, statement);
  }
}
