// The connection check's report as text: each finding in words, in English and German.
import { beforeAll, describe, expect, it } from 'vitest';
import type { ConnectionReport } from '../../src-shared/domain/connection-check';
import { impactsOf } from '../../src-main/profiles/host-fields';
import { type TFunction, initI18n } from '../../src-renderer/i18n';
import { reportSections, reportText } from '../../src-renderer/screens/settings/connection-report';

let en: TFunction<'settings'>;
let de: TFunction<'settings'>;
beforeAll(async () => {
  const i18n = await initI18n('en');
  // The settings' words load with their screen: here, in both languages, before they are read.
  await i18n.loadNamespaces('settings');
  await i18n.loadLanguages('de');
  en = i18n.getFixedT('en', 'settings');
  de = i18n.getFixedT('de', 'settings');
});

/** Every line is in the text. */
function expectAll(text: string, lines: string[]): void {
  for (const line of lines) expect(text).toContain(line);
}

const NOW = new Date('2026-11-23T03:00:00Z');

function report(overrides: Partial<ConnectionReport> = {}): ConnectionReport {
  return {
    profile: { name: 'Acme live', baseUrl: 'https://api.acme.example/api/v1', environment: 'production', prefix: 'service', keys: 'raw' },
    checkedAt: NOW.toISOString(),
    reach: {
      hostname: 'api.acme.example',
      dns: { ok: true, addresses: ['192.0.2.10'], ms: 12 },
      tls: { ok: true, protocol: 'TLSv1.3', certificate: { subject: 'CN=api.acme.example', issuer: 'CN=R11, O=Let’s Encrypt', validTo: '2027-02-01T00:00:00.000Z' } },
      answer: { ok: true, status: 200, ms: 85 },
      hostDate: 'Mon, 23 Nov 2026 03:00:01 GMT',
      clockSkewSeconds: -1,
    },
    signature: 'accepted',
    samples: [],
    impacts: [],
    ...overrides,
  };
}

describe('the connection report as text', () => {
  it('names the connection, the name lookup, TLS with its certificate, the answer and the clock', () => {
    const text = reportText(en, report(), NOW);
    expectAll(text, [
      'Offering Desk connection check, 2026-11-23 03:00:00 UTC',
      'Connection: Acme live (production), https://api.acme.example/api/v1',
      'Signature settings: prefix “service”, raw keys',
      '- Name lookup: api.acme.example is 192.0.2.10 (12 ms).',
      '- TLS: TLSv1.3; certificate for CN=api.acme.example, issued by CN=R11, O=Let’s Encrypt, valid until 2027-02-01 00:00:00 UTC.',
      '- Answer: GET /config answered 200 in 85 ms.',
      '- Clock: the server’s and this computer’s agree (1 s apart).\n- The server’s Date header: Mon, 23 Nov 2026 03:00:01 GMT',
      'Signature: accepted.',
    ]);
    expect(text).toContain('Not read: the signature was not accepted.');
    expect(reportSections(en, report(), NOW).every((s) => !s.warn)).toBe(true);
  });

  it('warns of a clock more than a minute off, and of a certificate about to expire', () => {
    const behind = report({ reach: { ...report().reach, clockSkewSeconds: -300 } });
    expect(reportText(en, behind, NOW)).toContain('Clock: this computer’s clock is 300 s behind the server’s.');
    expect(reportText(en, behind, NOW)).toContain('near midnight requests will fail');
    const ahead = report({ reach: { ...report().reach, clockSkewSeconds: 61 } });
    expect(reportText(de, ahead, NOW)).toContain('Die Uhr dieses Computers geht 61\u00a0s vor');
    expect(reportText(en, report({ reach: { ...report().reach, clockSkewSeconds: 60 } }), NOW)).not.toContain('near midnight');

    const expiring = report();
    if (expiring.reach.tls?.ok) expiring.reach.tls.certificate.validTo = '2026-11-30T00:00:00.000Z';
    expect(reportText(en, expiring, NOW)).toContain('The certificate expires within 14 days');
    expect(reportSections(en, expiring, NOW).find((s) => s.title === 'Reaching the server')?.warn).toBe(true);
  });

  it('says in words why the name or the certificate failed, and what the host showed', () => {
    const unresolved = report({
      reach: { hostname: 'api.acme.example', dns: { ok: false, code: 'ENOTFOUND', message: 'getaddrinfo ENOTFOUND api.acme.example' } },
      signature: 'unknown',
    });
    const text = reportText(en, unresolved, NOW);
    expect(text).toContain('Name lookup failed: the name does not exist; check the base URL (ENOTFOUND).');
    expect(text).not.toContain('TLS:');
    expect(text).toContain('Answer: not asked, the server was not reached.');
    expect(reportText(de, unresolved, NOW)).toContain('Namensauflösung fehlgeschlagen: Der Name existiert nicht; bitte prüfen Sie die Basis-URL (ENOTFOUND).');

    const seen = { subject: 'CN=localhost', issuer: 'CN=localhost', validTo: '2026-11-24T00:00:00.000Z' };
    const untrusted = report({
      reach: { hostname: 'localhost', dns: { ok: true, addresses: ['127.0.0.1'], ms: 1 }, tls: { ok: false, code: 'DEPTH_ZERO_SELF_SIGNED_CERT', message: 'self-signed certificate', seen } },
      signature: 'unknown',
    });
    expect(reportText(en, untrusted, NOW)).toContain(
      'TLS failed: the server’s certificate is self-signed: no authority vouches for it (DEPTH_ZERO_SELF_SIGNED_CERT).\n- The server showed a certificate for CN=localhost, issued by CN=localhost, valid until 2026-11-24 00:00:00 UTC.',
    );
    const odd = report({ reach: { ...report().reach, answer: { ok: false, code: 'EPROTO', message: 'write EPROTO' } } });
    expect(reportText(en, odd, NOW)).toContain('No answer to GET /config: the system says “write EPROTO” (EPROTO).');
  });

  it('lists per read what is sent, missing and unknown, and what it means for the areas', () => {
    const samples: ConnectionReport['samples'] = [
      { read: 'config', path: '/config', outcome: 'read', present: ['timezone', 'supported_countries'], missing: [], missingRequired: [], unknown: [] },
      {
        read: 'orders',
        path: '/orders',
        outcome: 'read',
        present: ['id', 'order_code', 'status', 'amount'],
        missing: ['user_id', 'project_id', 'created_at', 'updated_at'],
        missingRequired: [],
        unknown: ['host_meta'],
      },
      { read: 'payments', path: '/users/{id}/projects/{id}/orders/{id}/payments', outcome: 'empty', present: [], missing: [], missingRequired: [], unknown: [] },
      { read: 'kyc_status', path: '/users/{id}/kyc', outcome: 'failed', message: 'GET /api/v1/users/1/kyc: 404 not found', present: [], missing: [], missingRequired: [], unknown: [] },
    ];
    const minimal = report({ samples, impacts: impactsOf(samples) });
    const text = reportText(en, minimal, NOW);
    expectAll(text, [
      '- Orders (GET /orders): sent: id, order_code, status, amount; not sent: user_id, project_id, created_at, updated_at; unknown to the desk, kept: host_meta',
      '- Payments of an order (GET /users/{id}/projects/{id}/orders/{id}/payments): empty, nothing to look at',
      '- KYC status of an investor (GET /users/{id}/kyc): failed: GET /api/v1/users/1/kyc: 404 not found',
      '- Orders lack the investor (user_id, project_id): finding an order by code searches project by project.',
      '- Orders lack their times (created_at, updated_at): the orders table sorts by code and reloads on a timer.',
      '- Orders: host_meta unknown to the desk, kept and shown under “All fields from the server”.',
    ]);
    expect(reportText(de, minimal, NOW)).toContain(
      'Zeichnungen nennen ihren Investor nicht (user_id, project_id): Die Suche nach einem Zeichnungscode geht Projekt für Projekt vor.',
    );

    const complete = report({ samples: samples.slice(0, 1), impacts: [] });
    expect(reportText(en, complete, NOW)).toContain('What it means\n- Every field the desk reads is there.');
  });

  it('calls a field the spec names and the host leaves out unreadable, and warns', () => {
    const samples: ConnectionReport['samples'] = [
      { read: 'config', path: '/config', outcome: 'read', present: ['timezone'], missing: [], missingRequired: ['supported_countries'], unknown: [] },
    ];
    const broken = report({ samples, impacts: impactsOf(samples) });
    expect(reportText(en, broken, NOW)).toContain(
      'Configuration: supported_countries not sent. The desk cannot read these answers without them',
    );
    expect(reportSections(en, broken, NOW).filter((s) => s.warn).map((s) => s.title)).toEqual(['What the server sends', 'What it means']);
  });

  it('offers nothing of the refused signature but says so', () => {
    expect(reportText(en, report({ signature: 'rejected' }), NOW)).toContain('Signature: refused (401).');
    expect(reportText(de, report({ signature: 'rejected' }), NOW)).toContain('Signatur: abgelehnt (401).');
  });
});
