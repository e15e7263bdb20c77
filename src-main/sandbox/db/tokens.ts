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

/** The token printed at start: the one given, else the one generated on the first start. */
export async function primaryToken(q: Queryable, given: Partial<Token>): Promise<Token> {
  if (given.key && given.secret) {
    const token = { key: given.key, secret: given.secret };
    await storeToken(q, token);
    return token;
  }
  const stored = await one<{ value: string }>(q, `select value from meta where key = 'primary_token'`);
  const found = stored && (await one<Token>(q, 'select key, secret from tokens where key = $1', [stored.value]));
  if (found) return found;
  const token = newToken();
  await storeToken(q, token);
  await q.query(
    `insert into meta (key, value) values ('primary_token', $1) on conflict (key) do update set value = $1`,
    [token.key],
  );
  return token;
}
