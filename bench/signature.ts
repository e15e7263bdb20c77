// Signatures per second on one core, against one bare HMAC-SHA1 of the same body.
import { createHmac } from 'node:crypto';
import { type SignedParts, sign } from '../src-main/signature';
import { fmt, opsPerSecond, report } from './measure';

/** The whole four-HMAC chain on every request: what signing cost before the day keys were kept. */
function wholeChain(secret: string, parts: SignedParts): string {
  const k1 = createHmac('sha1', `service${secret}`).update(parts.date).digest();
  const k2 = createHmac('sha1', k1).update(parts.method).digest();
  const k3 = createHmac('sha1', k2).update(parts.path).digest();
  return createHmac('sha1', k3).update(parts.body ?? '').digest('hex');
}

export async function signatureBench(): Promise<void> {
  const body = Buffer.from(JSON.stringify({ payment: { amount: '1234.56', booked_at: '2026-11-20', reference: 'OM-7K3F9QXD Überweisung' } }));
  const parts = {
    method: 'POST',
    path: '/api/v1/users/3f0e8f9e-5d4c-4b6a-9f1e-2d3c4b5a6978/projects/3f0e8f9e-5d4c-4b6a-9f1e-2d3c4b5a6979/orders/3f0e8f9e-5d4c-4b6a-9f1e-2d3c4b5a6970/payments',
    body,
    date: '2026-11-21',
  };
  const secret = 'f3a9c1d2e4b5a6978877665544332211ffeeddcc';
  const signatures = opsPerSecond(() => sign(secret, parts));
  const chain = opsPerSecond(() => wholeChain(secret, parts));
  const hmac = opsPerSecond(() => createHmac('sha1', 'k').update(body).digest('hex'));
  report('Signature (one core)', [
    ['signatures/s (day keys kept)', fmt(signatures)],
    ['signatures/s (whole chain, before)', fmt(chain)],
    ['baseline: one HMAC-SHA1/s', fmt(hmac)],
    ['signature cost in HMACs (target <= 4)', fmt(hmac / signatures, 2)],
    ['whole chain cost in HMACs', fmt(hmac / chain, 2)],
  ]);
}
