// The Offering Manager request signature (spec "Authentication", docs/sandbox.md):
//   K1 = HMAC-SHA1(PREFIX + SECRET, date), K2 = HMAC-SHA1(K1, method),
//   K3 = HMAC-SHA1(K2, path with query), signature = hex HMAC-SHA1(K3, raw body or "").
// The spec leaves the prefix and the form of K1..K3 open, so both are parameters.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const DEFAULT_SIGNATURE_PREFIX = 'service';

/** Whether K1..K3 are passed on as raw 20-byte digests or as their hex text. */
export type SignatureKeys = 'raw' | 'hex';

export interface SignatureScheme {
  prefix: string;
  keys: SignatureKeys;
}

export const DEFAULT_SIGNATURE_SCHEME: SignatureScheme = {
  prefix: DEFAULT_SIGNATURE_PREFIX,
  keys: 'raw',
};

export interface SignedParts {
  method: string;
  /** Path as sent, including `/api/v1` and the query string. */
  path: string;
  /** Raw body bytes; absent for requests without a body. */
  body?: Uint8Array | string;
  /** UTC date, `YYYY-MM-DD`. */
  date: string;
}

export function signatureDate(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * K1..K3 are kept as text: hex, or a raw digest as 'binary' (Node's name for latin1 here: one
 * character per byte), and given to the next HMAC in that encoding. Node 24 takes a Buffer as
 * an HMAC's key ~7 times slower than a string (~115,000 against ~790,000 HMACs/s here; Node 20
 * takes both alike): with Buffers a signature cost ~14 bare HMACs on Node 24, as text ~2.3 on both.
 */
function hmacStep(keys: SignatureKeys, key: string, message: string, keyEncoding: 'utf8' | 'binary' = 'binary'): string {
  return createHmac('sha1', key, { encoding: keyEncoding })
    .update(message, 'utf8')
    .digest(keys === 'hex' ? 'hex' : 'binary');
}

/** K1 of one secret and date, the K2 of each method derived from it, and bodiless signatures. */
interface DayKeys {
  k1: string;
  byMethod: Map<string, string>;
  /** `METHOD path` → signature of a request without a body (a GET's holds all day). */
  bodiless: Map<string, string>;
}

/**
 * K1 and K2 depend only on the secret, the date and the method, so they are computed once
 * per day and secret (the sandbox verifies with a few secrets, the desk signs with one per
 * profile); a signature then costs two HMACs. A request without a body depends on nothing
 * else, so its signature is kept too: the desk reads the same resources again and again, and
 * two HMACs were ~6% of a GET on loopback. Both bounded, oldest entry out first.
 */
const dayKeys = new Map<string, DayKeys>();
const DAY_KEYS_LIMIT = 64;
const BODILESS_LIMIT = 256;

/** The keys asked for last: one secret signs call after call, and the map's key is a string to build and hash. */
let last: { secret: string; date: string; scheme: SignatureScheme; day: DayKeys } | undefined;

function keysOf(secret: string, date: string, scheme: SignatureScheme): DayKeys {
  if (last && last.secret === secret && last.date === date && last.scheme === scheme) return last.day;
  // NUL cannot occur in a date or the scheme's key form, so the cache key is unambiguous.
  const id = `${scheme.keys}\0${date}\0${scheme.prefix}${secret}`;
  let day = dayKeys.get(id);
  if (day === undefined) {
    day = { k1: hmacStep(scheme.keys, scheme.prefix + secret, date, 'utf8'), byMethod: new Map(), bodiless: new Map() };
    bounded(dayKeys, DAY_KEYS_LIMIT);
    dayKeys.set(id, day);
  }
  last = { secret, date, scheme, day };
  return day;
}

function bounded(map: Map<string, unknown>, limit: number): void {
  if (map.size >= limit) map.delete(map.keys().next().value as string);
}

function methodKey(day: DayKeys, method: string, scheme: SignatureScheme): string {
  let k2 = day.byMethod.get(method);
  if (k2 === undefined) {
    k2 = hmacStep(scheme.keys, day.k1, method);
    day.byMethod.set(method, k2);
  }
  return k2;
}

function signWith(day: DayKeys, method: string, path: string, body: Uint8Array | string, scheme: SignatureScheme): string {
  const k3 = hmacStep(scheme.keys, methodKey(day, method, scheme), path);
  return createHmac('sha1', k3, { encoding: 'binary' }).update(body).digest('hex');
}

export function sign(
  secret: string,
  parts: SignedParts,
  scheme: SignatureScheme = DEFAULT_SIGNATURE_SCHEME,
): string {
  const day = keysOf(secret, parts.date, scheme);
  const method = parts.method.toUpperCase();
  if (parts.body !== undefined && parts.body.length > 0) return signWith(day, method, parts.path, parts.body, scheme);
  // A method has no space: `METHOD path` names one request.
  const id = `${method} ${parts.path}`;
  let signature = day.bodiless.get(id);
  if (signature === undefined) {
    signature = signWith(day, method, parts.path, '', scheme);
    bounded(day.bodiless, BODILESS_LIMIT);
    day.bodiless.set(id, signature);
  }
  return signature;
}

const MIDNIGHT_GRACE_MS = 5 * 60 * 1000;

/**
 * Dates a server accepts at `now`: today (UTC), and the neighbouring date when `now` is
 * within five minutes of midnight, so a request signed just before midnight still passes.
 */
export function acceptedDates(now: Date): string[] {
  const dates = [signatureDate(now)];
  const earlier = signatureDate(new Date(now.getTime() - MIDNIGHT_GRACE_MS));
  const later = signatureDate(new Date(now.getTime() + MIDNIGHT_GRACE_MS));
  for (const d of [earlier, later]) if (!dates.includes(d)) dates.push(d);
  return dates;
}

const SIGNATURE_FORMAT = /^[0-9a-f]{40}$/;

/** Constant-time check of `signature` against every accepted date. */
export function verify(
  secret: string,
  parts: Omit<SignedParts, 'date'>,
  signature: string,
  now: Date,
  scheme: SignatureScheme = DEFAULT_SIGNATURE_SCHEME,
): boolean {
  const given = Buffer.from(SIGNATURE_FORMAT.test(signature) ? signature : '0'.repeat(40), 'hex');
  let ok = false;
  for (const date of acceptedDates(now)) {
    const expected = Buffer.from(sign(secret, { ...parts, date }, scheme), 'hex');
    // Evaluate every date, so the time taken does not tell which one matched.
    ok = timingSafeEqual(expected, given) || ok;
  }
  return ok && SIGNATURE_FORMAT.test(signature);
}
