// Signatures per second on one core, against one bare HMAC-SHA1 of the same body.
import { createHmac } from 'node:crypto';
import { sign } from '../src-main/wire/signature';
import { fmt, opsPerSecond, report } from './measure';

export async function signatureBench(): Promise<void> {
  const body = Buffer.from(JSON.stringify({ payment: { amount: '1234.56', booked_at: '2026-11-20', reference: 'OM-7K3F9QXD Überweisung' } }));
  const parts = {
    method: 'POST',
    path: '/api/v1/users/3f0e8f9e-5d4c-4b6a-9f1e-2d3c4b5a6978/projects/3f0e8f9e-5d4c-4b6a-9f1e-2d3c4b5a6979/orders/3f0e8f9e-5d4c-4b6a-9f1e-2d3c4b5a6970/payments',
    body,
    date: '2026-11-21',
  };
  const signatures = opsPerSecond(() => sign('f3a9c1d2e4b5a6978877665544332211ffeeddcc', parts));
  const hmac = opsPerSecond(() => createHmac('sha1', 'k').update(body).digest('hex'));
  report('Signature (one core)', [
    ['signatures/s', fmt(signatures)],
    ['baseline: one HMAC-SHA1/s', fmt(hmac)],
    ['signature cost in HMACs', fmt(hmac / signatures, 2)],
  ]);
}
