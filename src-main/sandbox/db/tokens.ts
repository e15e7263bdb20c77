import { randomBytes } from 'node:crypto';
import type { Token } from '../../wire/operator';
import { type Queryable, one, rows } from './store';

export function newToken(): Token {
  return { key: `om_${randomBytes(12).toString('hex')}`, secret: randomBytes(20).toString('hex') };
}

export async function storeToken(q: Queryable, token: Token): Promise<void> {
  await q.query('insert into tokens (key, secret) values ($1, $2) on conflict (key) do update set secret = $2', [
    token.key,
    token.secret,
  ]);
}

export async function loadTokens(q: Queryable): Promise<Map<string, string>> {
  const found = await rows<Token>(q, 'select key, secret from tokens');
  return new Map(found.map((t) => [t.key, t.secret]));
}

/** The secret of a key another instance on the same database issued after this one started. */
export async function findSecret(q: Queryable, key: string): Promise<string | undefined> {
  return (await one<Pick<Token, 'secret'>>(q, 'select secret from tokens where key = $1', [key]))?.secret;
}

/** Any value; it names this lock among the database's advisory locks. */
const PRIMARY_TOKEN_LOCK = 0x6f6d_0002;

/**
 * The token printed at start: the one given, else the one generated on the first start
 * (`generated`: by this start). Run it in a transaction: of instances starting together on
 * one database, one generates and the others wait for its commit and find it.
 */
export async function primaryToken(q: Queryable, given: Partial<Token>): Promise<Token & { generated: boolean }> {
  if (given.key && given.secret) {
    const token = { key: given.key, secret: given.secret };
    await storeToken(q, token);
    return { ...token, generated: false };
  }
  // A second start waits here until the first one's transaction ends; its next statement sees that one's token.
  await q.query('select pg_advisory_xact_lock($1)', [PRIMARY_TOKEN_LOCK]);
  const stored = await one<{ value: string }>(q, `select value from meta where key = 'primary_token'`);
  const found = stored && (await one<Token>(q, 'select key, secret from tokens where key = $1', [stored.value]));
  if (found) return { ...found, generated: false };
  const token = newToken();
  await storeToken(q, token);
  await q.query(
    `insert into meta (key, value) values ('primary_token', $1) on conflict (key) do update set value = $1`,
    [token.key],
  );
  return { ...token, generated: true };
}
