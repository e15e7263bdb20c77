// The sandbox's statements on PGlite run prepared, in one pass each (pglite-statements.ts):
// they must answer what PGlite's own query() answers, keep text as it was stored, fail as it
// fails, and keep to the transaction they belong to.
import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { PgliteDatabase } from '../../src-main/sandbox/db/pglite';
import { MAX_STATEMENTS } from '../../src-main/sandbox/db/pglite-statements';

let db: PgliteDatabase;
/** PGlite as it comes, with the sandbox's one parser: what `db` must answer alike. */
let plain: PGlite;

const TABLE = `create table kinds (
  id serial primary key, word text, amount numeric(18, 2), big bigint, flag boolean, day date,
  at timestamptz, doc jsonb, tags text[], bytes bytea, gap interval)`;
const INSERT = 'insert into kinds (word, amount, big, flag, day, at, doc, tags, bytes, gap) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning *';
const ROWS: unknown[][] = [
  ['Grüße, "quoted" \\ and \'single\'', '1234567890123456.78', 9007199254740991, true, '2026-11-27', new Date('2026-11-27T10:11:12.345Z'), { a: [1, 'two', null], b: { c: true } }, ['x', 'y z', 'with,comma', '"q"'], Buffer.from([0, 1, 254, 255]), '1 day 02:03:04'],
  [null, 0, -5, false, null, null, null, [], Buffer.alloc(0), null],
  ['', '-0.01', 0, null, '1999-12-31', new Date(0), [], ['only'], null, '00:00:01'],
];

beforeAll(async () => {
  db = await PgliteDatabase.open(undefined);
  plain = await PGlite.create({ parsers: { [types.DATE]: (value: string) => value } });
  await plain.exec(`set timezone = 'UTC'`);
  await db.exec(TABLE);
  await plain.exec(TABLE);
});
afterAll(async () => {
  await db.close();
  await plain.close();
});

test('answers the rows, values and counts PGlite\'s own query() answers, the first time and after', async () => {
  for (let pass = 0; pass < 2; pass++) {
    for (const row of ROWS) {
      const ours = await db.query(INSERT, row);
      const theirs = await plain.query(INSERT, row);
      expect(ours.rows).toEqual(theirs.rows);
      expect(ours.affectedRows).toBe(1);
    }
  }
  const select = 'select * from kinds where id > $1 and tags && $2 order by id';
  const ours = await db.query(select, [0, ['x', 'only']]);
  expect(ours.rows).toEqual((await plain.query(select, [0, ['x', 'only']])).rows);
  expect(ours.rows).toHaveLength(4);
  expect(ours.rows[0]).toMatchObject({ amount: '1234567890123456.78', day: '2026-11-27', doc: { a: [1, 'two', null], b: { c: true } } });
  const update = 'update kinds set flag = not coalesce(flag, false) where amount >= $1';
  expect((await db.query(update, ['0'])).affectedRows).toBe((await plain.query(update, ['0'])).affectedRows);
  expect((await db.query(update, ['0'])).affectedRows).toBe(4);
});

test('a failing statement fails with its code and text, is not kept when it cannot be parsed, and the next one runs', async () => {
  await db.exec('create table codes (code text primary key)');
  await db.query('insert into codes (code) values ($1)', ['A']);
  const taken = await db.query('insert into codes (code) values ($1)', ['A']).catch((error: unknown) => error);
  expect(taken).toMatchObject({ code: '23505', query: 'insert into codes (code) values ($1)', params: ['A'] });

  const prepared = async () => (await db.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0]!.n;
  const kept = await prepared();
  const broken = await db.query('selec 1 from codes where code = $1', ['A']).catch((error: unknown) => error);
  expect(broken).toMatchObject({ code: '42601' });
  expect(await prepared()).toBe(kept);
  expect((await db.query('select count(*)::int as n from codes where code = $1', ['A'])).rows).toEqual([{ n: 1 }]);
});

test('statements keep to their transaction: a rollback takes its writes, a write beside it stays', async () => {
  await db.exec('create table moves (what text)');
  const rolledBack = db.transaction(async (tx) => {
    await tx.query('insert into moves (what) values ($1)', ['inside']);
    // Asked while the transaction is open: it must run after it, not inside it.
    const beside = db.query('insert into moves (what) values ($1)', ['beside']);
    await tx.query('insert into moves (what) values ($1)', ['inside too']);
    throw Object.assign(new Error('stop'), { beside });
  });
  const error = (await rolledBack.catch((e: unknown) => e)) as { message: string; beside: Promise<unknown> };
  expect(error.message).toBe('stop');
  await error.beside;
  const committed = await db.transaction(async (tx) => {
    // Several at once in one transaction: each answers its own.
    return Promise.all(['one', 'two', 'three'].map((what) => tx.query<{ what: string }>('insert into moves (what) values ($1) returning what', [what])));
  });
  expect(committed.map((r) => r.rows[0]?.what)).toEqual(['one', 'two', 'three']);
  expect((await db.query<{ what: string }>('select what from moves order by what')).rows.map((r) => r.what)).toEqual(['beside', 'one', 'three', 'two']);
});

test(`past ${MAX_STATEMENTS} statements the least recently used are closed, and answer again when asked`, async () => {
  const distinct = (i: number) => `select $1::int + ${i} as n`;
  for (let i = 0; i < MAX_STATEMENTS + 50; i++) expect((await db.query(distinct(i), [1])).rows).toEqual([{ n: i + 1 }]);
  // The count itself is one more statement, and closes the last one let go on its way in.
  const open = await db.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements');
  expect(open.rows[0]!.n).toBe(MAX_STATEMENTS);
  expect((await db.query(distinct(0), [41])).rows).toEqual([{ n: 41 }]);
});

test('after a script changes a table, its statements answer the table as it is', async () => {
  await db.exec('create table shapes (id int)');
  await db.query('insert into shapes (id) values ($1)', [1]);
  expect((await db.query('select * from shapes where id = $1', [1])).rows).toEqual([{ id: 1 }]);
  await db.exec('alter table shapes add column name text default $$new$$');
  expect((await db.query('select * from shapes where id = $1', [1])).rows).toEqual([{ id: 1, name: 'new' }]);
});

test('text reads back as it was stored: a leading byte order mark stays (PGlite\'s own reader drops it), and a column named __proto__ is a field', async () => {
  const marked = '\uFEFFMüller \u{1F600} \u00A0end';
  await db.exec('create table names (name text)');
  await db.query('insert into names (name) values ($1)', [marked]);
  const { rows } = await db.query<{ name: string }>('select name, length(name) as chars from names where name = $1', [marked]);
  expect(rows).toEqual([{ name: marked, chars: [...marked].length }]);
  expect(rows[0]!.name.codePointAt(0)).toBe(0xfeff);

  const [row] = (await db.query<Record<string, unknown>>('select 1 as "__proto__", 2 as other')).rows;
  expect(Object.keys(row!)).toEqual(['__proto__', 'other']);
  expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
});
