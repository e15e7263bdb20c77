import { randomBytes } from 'node:crypto';
import type { Token } from '../../../src-shared/wire/operator';
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

/** Every key the sandbox accepts, the one printed at start marked; never a secret. */
export async function listTokens(q: Queryable): Promise<{ key: string; primary: boolean }[]> {
  return rows<{ key: string; primary: boolean }>(
    q,
    `select key, key = coalesce((select value from meta where key = 'primary_token'), '') as primary from tokens order by key`,
  );
}

/** Deletes a key: false when there was none. */
export async function revokeToken(q: Queryable, key: string): Promise<boolean> {
  return (await rows(q, 'delete from tokens where key = $1 returning key', [key])).length > 0;
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
  // A second start waits here until the first one's transaction ends; its next statement sees that one's token.
  await q.query('select pg_advisory_xact_lock($1)', [PRIMARY_TOKEN_LOCK]);
  const stored = await one<{ value: string }>(q, `select value from meta where key = 'primary_token'`);
  if (given.key && given.secret) {
    const token = { key: given.key, secret: given.secret };
    // The key it replaces stops working: whoever had it is meant to lose it.
    if (stored && stored.value !== token.key) await revokeToken(q, stored.value);
    await storeToken(q, token);
    await setPrimary(q, token.key);
    return { ...token, generated: false };
  }
  const found = stored && (await one<Token>(q, 'select key, secret from tokens where key = $1', [stored.value]));
  if (found) return { ...found, generated: false };
  const token = newToken();
  await storeToken(q, token);
  await setPrimary(q, token.key);
  return { ...token, generated: true };
}

async function setPrimary(q: Queryable, key: string): Promise<void> {
  await q.query(`insert into meta (key, value) values ('primary_token', $1) on conflict (key) do update set value = $1`, [key]);
}
