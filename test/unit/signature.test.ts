import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { Transport } from '../../src-main/client/transport';
import { type SignedParts, acceptedDates, sign, verify } from '../../src-main/signature';

/** HMAC-SHA1 by the openssl command line: an independent implementation. */
function opensslHmac(key: { text: string } | { hex: string }, message: Buffer): string {
  const macopt = 'text' in key ? `key:${key.text}` : `hexkey:${key.hex}`;
  const out = execFileSync('openssl', ['dgst', '-sha1', '-mac', 'HMAC', '-macopt', macopt], { input: message });
  return out.toString().trim().split(' ').pop() as string;
}

/** The spec's chain with raw intermediate keys, computed by openssl. */
function opensslSignature(secret: string, parts: SignedParts, prefix = 'service'): string {
  const k1 = opensslHmac({ text: prefix + secret }, Buffer.from(parts.date));
  const k2 = opensslHmac({ hex: k1 }, Buffer.from(parts.method));
  const k3 = opensslHmac({ hex: k2 }, Buffer.from(parts.path));
  return opensslHmac({ hex: k3 }, Buffer.from(parts.body ?? ''));
}

/** The same chain with each intermediate key passed on as its hex text. */
function opensslHexKeySignature(secret: string, parts: SignedParts, prefix = 'service'): string {
  const k1 = opensslHmac({ text: prefix + secret }, Buffer.from(parts.date));
  const k2 = opensslHmac({ text: k1 }, Buffer.from(parts.method));
  const k3 = opensslHmac({ text: k2 }, Buffer.from(parts.path));
  return opensslHmac({ text: k3 }, Buffer.from(parts.body ?? ''));
}

const SECRET = 'f3a9c1d2e4b5a6978877665544332211ffeeddcc';

const CASES: Array<[string, SignedParts]> = [
  ['GET without a body', { method: 'GET', path: '/api/v1/projects', date: '2026-11-21' }],
  [
    'POST with a non-ASCII JSON body',
    {
      method: 'POST',
      path: '/api/v1/users',
      body: Buffer.from(JSON.stringify({ user: { name: 'Jörg Ünal – 日本', email: 'j@example.com' } }), 'utf8'),
      date: '2026-11-21',
    },
  ],
  [
    'a path with a query string',
    { method: 'GET', path: '/api/v1/orders?status=open&updated_at=2026-01-01T00%3A00%3A00Z', date: '2026-02-28' },
  ],
];

describe('signature', () => {
  it.each(CASES)('matches openssl for %s', (_name, parts) => {
    const signature = sign(SECRET, parts);
    expect(signature).toMatch(/^[0-9a-f]{40}$/);
    expect(signature).toBe(opensslSignature(SECRET, parts));
  });

  it.each(CASES)('matches openssl with hex intermediate keys and another prefix for %s', (_name, parts) => {
    expect(sign(SECRET, parts, { prefix: 'acme', keys: 'hex' })).toBe(opensslHexKeySignature(SECRET, parts, 'acme'));
    expect(sign(SECRET, parts, { prefix: 'acme', keys: 'hex' })).not.toBe(sign(SECRET, parts));
  });

  it('takes a string body and its UTF-8 bytes alike', () => {
    const body = '{"name":"Müller"}';
    const parts = { method: 'POST', path: '/api/v1/users', date: '2026-11-21' };
    expect(sign(SECRET, { ...parts, body })).toBe(sign(SECRET, { ...parts, body: Buffer.from(body, 'utf8') }));
  });

  describe('verify', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    const parts = {
      method: 'POST',
      path: '/api/v1/users/1/projects/2/orders?x=1',
      body: Buffer.from('{"order":{"amount":"500.00"}}'),
    };
    const good = sign(SECRET, { ...parts, date: '2026-11-21' });

    it('accepts the genuine signature', () => {
      expect(verify(SECRET, parts, good, now)).toBe(true);
    });

    it.each([
      ['method', { ...parts, method: 'PUT' }, SECRET, now],
      ['path', { ...parts, path: '/api/v1/users/1/projects/3/orders?x=1' }, SECRET, now],
      ['query', { ...parts, path: '/api/v1/users/1/projects/2/orders?x=2' }, SECRET, now],
      ['body', { ...parts, body: Buffer.from('{"order":{"amount":"5000.00"}}') }, SECRET, now],
      ['date', parts, SECRET, new Date('2026-11-22T12:00:00Z')],
      ['secret', parts, `${SECRET.slice(0, -1)}0`, now],
    ])('refuses a tampered %s', (_what, tampered, secret, at) => {
      expect(verify(secret, tampered, good, at)).toBe(false);
    });

    it('refuses malformed signatures', () => {
      expect(verify(SECRET, parts, good.toUpperCase(), now)).toBe(false);
      expect(verify(SECRET, parts, good.slice(1), now)).toBe(false);
      expect(verify(SECRET, parts, '', now)).toBe(false);
    });

    it('accepts yesterday only within five minutes after midnight', () => {
      const yesterday = sign(SECRET, { ...parts, date: '2026-11-20' });
      expect(verify(SECRET, parts, yesterday, new Date('2026-11-21T00:04:00Z'))).toBe(true);
      expect(verify(SECRET, parts, yesterday, new Date('2026-11-21T00:06:00Z'))).toBe(false);
    });
  });

  describe('the day keys, computed once per day and secret', () => {
    const parts = { method: 'POST', path: '/api/v1/users', body: Buffer.from('{"user":{}}') };

    it('still change at the UTC date change', () => {
      const before = sign(SECRET, { ...parts, date: '2026-11-21' });
      // Again, now from the cache: the same day gives the same signature.
      expect(sign(SECRET, { ...parts, date: '2026-11-21' })).toBe(before);
      const after = sign(SECRET, { ...parts, date: '2026-11-22' });
      expect(after).not.toBe(before);
      expect(after).toBe(opensslSignature(SECRET, { ...parts, date: '2026-11-22' }));
      // And the earlier day's keys are not mixed up with the later ones.
      expect(sign(SECRET, { ...parts, date: '2026-11-21' })).toBe(opensslSignature(SECRET, { ...parts, date: '2026-11-21' }));
    });

    it('are kept apart per secret, prefix, key form and method', () => {
      const date = '2026-11-21';
      const other = `${SECRET.slice(0, -1)}0`;
      sign(SECRET, { ...parts, date });
      expect(sign(other, { ...parts, date })).toBe(opensslSignature(other, { ...parts, date }));
      expect(sign(SECRET, { ...parts, date }, { prefix: 'acme', keys: 'raw' })).toBe(opensslSignature(SECRET, { ...parts, date }, 'acme'));
      expect(sign(SECRET, { ...parts, date }, { prefix: 'service', keys: 'hex' })).toBe(opensslHexKeySignature(SECRET, { ...parts, date }));
      expect(sign(SECRET, { ...parts, method: 'PUT', date })).toBe(opensslSignature(SECRET, { ...parts, method: 'PUT', date }));
    });

    it('keep a bodiless signature per method and path, and past their bound still sign right', () => {
      const date = '2026-11-23';
      const get = (path: string) => ({ method: 'GET', path, date });
      const first = sign(SECRET, get('/api/v1/projects/a'));
      // More paths than are kept: the first is signed again from its keys, the same as openssl's.
      for (let i = 0; i < 300; i++) sign(SECRET, get(`/api/v1/orders/${i}`));
      expect(sign(SECRET, get('/api/v1/projects/a'))).toBe(first);
      expect(first).toBe(opensslSignature(SECRET, get('/api/v1/projects/a')));
      expect(sign(SECRET, get('/api/v1/orders/299'))).toBe(opensslSignature(SECRET, get('/api/v1/orders/299')));
      // Kept apart from the same path with another method, an empty body, another secret or key form.
      expect(sign(SECRET, { ...get('/api/v1/projects/a'), method: 'DELETE' })).toBe(opensslSignature(SECRET, { ...get('/api/v1/projects/a'), method: 'DELETE' }));
      expect(sign(SECRET, { ...get('/api/v1/projects/a'), body: Buffer.alloc(0) })).toBe(first);
      expect(sign(`${SECRET}1`, get('/api/v1/projects/a'))).toBe(opensslSignature(`${SECRET}1`, get('/api/v1/projects/a')));
      expect(sign(SECRET, get('/api/v1/projects/a'), { prefix: 'service', keys: 'hex' })).toBe(opensslHexKeySignature(SECRET, get('/api/v1/projects/a')));
      // A body is never answered from the bodiless signatures.
      expect(sign(SECRET, { ...get('/api/v1/projects/a'), body: '{}' })).toBe(opensslSignature(SECRET, { ...get('/api/v1/projects/a'), body: Buffer.from('{}') }));
    });

    it('follow the transport clock across midnight UTC', async () => {
      let now = new Date('2026-11-21T23:59:59.900Z');
      const transport = new Transport({ baseUrl: 'http://127.0.0.1:9/api/v1', key: 'k', secret: SECRET, now: () => now });
      try {
        const target = transport.target('/projects');
        const late = transport.headers('GET', target, undefined)['x-signature'];
        expect(transport.headers('GET', target, undefined)['x-signature']).toBe(late);
        now = new Date('2026-11-22T00:00:00.100Z');
        const early = transport.headers('GET', target, undefined)['x-signature'];
        expect(early).not.toBe(late);
        expect(late).toBe(opensslSignature(SECRET, { method: 'GET', path: target, date: '2026-11-21' }));
        expect(early).toBe(opensslSignature(SECRET, { method: 'GET', path: target, date: '2026-11-22' }));
      } finally {
        await transport.close();
      }
    });
  });

  it('accepts the neighbouring date near midnight only', () => {
    expect(acceptedDates(new Date('2026-11-21T12:00:00Z'))).toEqual(['2026-11-21']);
    expect(acceptedDates(new Date('2026-11-21T23:57:00Z'))).toEqual(['2026-11-21', '2026-11-22']);
    expect(acceptedDates(new Date('2026-11-21T00:02:00Z'))).toEqual(['2026-11-21', '2026-11-20']);
  });
});
