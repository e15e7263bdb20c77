// The connection check over real HTTP: the field report against each host variant of the
// sandbox (one demo database), the signature trial counted at a proxy, a host whose clock is
// off, and a name that does not resolve and a certificate nobody vouches for, in words.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { type Server as HttpServer, createServer as createHttpServer } from 'node:http';
import { type Server as HttpsServer, createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels } from '../../src-shared/contract/profiles';
import type { ConnectionReport, FieldSample } from '../../src-shared/domain/connection-check';
import { Connections, SANDBOX_PROFILE_ID } from '../../src-main/profiles/connections';
import type { HostVariant } from '../../src-main/sandbox/variants';
import { AuditLog } from '../../src-main/workflows/audit';
import { initI18n } from '../../src-renderer/i18n';
import { reportText } from '../../src-renderer/screens/settings/connection-report';
import { startFaultProxy } from '../support/fault-proxy';
import { memoryKeychain } from '../support/keychain';
import { type TestSandbox, startTestSandbox } from '../support/sandbox';

const keychain = memoryKeychain();
let dir: string;
let dataDir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'od-check-'));
  dataDir = join(dir, 'demo');
  const seeded = await startTestSandbox({ dataDir, seed: 'demo' });
  await seeded.close();
}, 120_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Connections whose built-in sandbox is `sandbox` (if any); every write audited to a log of its own. */
async function open(sandbox?: TestSandbox['sandbox']) {
  const audit = new AuditLog(join(dir, `audit-${randomUUID()}.log`));
  const connections = await Connections.open({
    file: join(dir, `profiles-${randomUUID()}.json`),
    keychain,
    sandbox: () => (sandbox ? Promise.resolve(sandbox) : Promise.reject(new Error('no sandbox here'))),
    onNotice: () => undefined,
    audit,
  });
  return { connections, audit };
}

const byRead = (report: ConnectionReport) => Object.fromEntries(report.samples.map((s) => [s.read, s])) as Record<string, FieldSample>;
const absent = (s: FieldSample | undefined) => [...(s?.missing ?? []), ...(s?.missingRequired ?? [])];
const impactCodes = (report: ConnectionReport) => report.impacts.map((i) => `${i.read}:${i.code}`);

/** The built-in sandbox profile checked against a sandbox on the demo data in `variant`. */
function checked(variant: HostVariant) {
  const host = {} as { report: ConnectionReport; baseUrl: string };
  beforeAll(async () => {
    const t = await startTestSandbox({ dataDir, variant });
    host.baseUrl = t.sandbox.baseUrl;
    const { connections } = await open(t.sandbox);
    try {
      host.report = await connections.check(SANDBOX_PROFILE_ID);
    } finally {
      await connections.close();
      await t.close();
    }
  }, 60_000);
  return host;
}

describe('the field report', () => {
  describe('standard', () => {
    const host = checked('standard');
    it('reaches the host, signs, and finds every field the desk reads', () => {
      const { report } = host;
      // The first call starts the built-in sandbox: the report names where it listens.
      expect(report.profile).toMatchObject({ name: 'Sandbox', baseUrl: host.baseUrl, prefix: 'service', keys: 'raw' });
      expect(report.reach).toMatchObject({ hostname: '127.0.0.1', answer: { ok: true, status: 200 } });
      expect(report.reach.dns).toBeUndefined(); // an address: nothing to look up
      expect(report.reach.tls).toBeUndefined(); // plain http to this computer
      expect(Math.abs(report.reach.clockSkewSeconds ?? Infinity)).toBeLessThanOrEqual(5);
      expect(report.signature).toBe('accepted');
      expect(report.samples.map((s) => [s.read, s.outcome])).toEqual([
        ['config', 'read'],
        ['projects', 'read'],
        ['orders', 'read'],
        ['payments', 'read'],
        ['kyc_status', 'read'],
      ]);
      for (const s of report.samples) expect([s.read, absent(s), s.unknown]).toEqual([s.read, [], []]);
      expect(byRead(report).orders?.present).toEqual(expect.arrayContaining(['id', 'order_code', 'user_id', 'project_id']));
      expect(report.impacts).toEqual([]);
    });
  });

  describe('minimal', () => {
    const host = checked('minimal');
    it('names what orders and payments lack and what that means, finding a payment the spec’s way', () => {
      const { report } = host;
      const samples = byRead(report);
      expect(report.samples.every((s) => s.outcome === 'read')).toBe(true);
      expect(absent(samples.orders)).toEqual(expect.arrayContaining(['user_id', 'project_id', 'created_at', 'updated_at']));
      expect(samples.orders?.present).toEqual(expect.arrayContaining(['id', 'order_code', 'status', 'amount']));
      expect(absent(samples.payments)).toEqual(expect.arrayContaining(['booked_at', 'reference', 'order_id']));
      expect(absent(samples.projects)).toEqual(expect.arrayContaining(['created_at', 'updated_at']));
      expect(absent(samples.config)).toEqual([]);
      expect(absent(samples.kyc_status)).toEqual([]);
      expect(impactCodes(report)).toEqual(
        expect.arrayContaining(['orders:orders_without_investor', 'orders:orders_without_times', 'payments:payments_without_details']),
      );
      expect(report.impacts.find((i) => i.code === 'orders_without_investor')?.fields).toEqual(['user_id', 'project_id']);
      expect(report.samples.flatMap((s) => s.unknown)).toEqual([]);
    });
  });

  describe('extended', () => {
    const host = checked('extended');
    it('lists the fields the desk does not know, kept, and misses nothing', () => {
      const { report } = host;
      for (const s of report.samples) {
        expect([s.read, s.outcome, absent(s)]).toEqual([s.read, 'read', []]);
        expect(s.unknown).toEqual(['host_labels', 'host_meta', 'host_revision']);
      }
      expect(impactCodes(report)).toEqual(report.samples.map((s) => `${s.read}:unknown_kept`));
    });
  });
});

describe('the signature trial', () => {
  it('is refused by the channel without the user’s explicit yes', () => {
    const input = channels['profiles.trySignatures'].input;
    expect(input.safeParse({ id: 'p1' }).success).toBe(false);
    expect(input.safeParse({ id: 'p1', consent: false }).success).toBe(false);
    expect(input.safeParse({ id: 'p1', consent: true }).success).toBe(true);
  });

  it('finds and saves the settings the host signs with, in at most four requests counted at a proxy', async () => {
    const t = await startTestSandbox({ signature: { prefix: 'acme', keys: 'hex' } });
    const proxy = await startFaultProxy(t.sandbox.baseUrl);
    const { connections, audit } = await open();
    try {
      const baseUrl = `${proxy.origin}/api/v1`;
      const created = await connections.create({ name: 'Acme', baseUrl, environment: 'staging' }, { key: t.sandbox.key, secret: t.sandbox.secret });
      const before = await connections.check(created.id);
      expect(before.signature).toBe('rejected');
      expect(before.samples).toEqual([]);

      const seen = proxy.seen.length;
      const trial = await connections.trySignatures(created.id, 'acme');
      const sent = proxy.seen.slice(seen);
      expect(trial.found).toEqual({ prefix: 'acme', keys: 'hex' });
      expect(trial.tries).toEqual([
        { prefix: 'acme', keys: 'raw', status: 401 },
        { prefix: 'acme', keys: 'hex', status: 200 },
      ]);
      expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/v1/config', 'GET /api/v1/config']);
      expect(await connections.get(created.id)).toMatchObject({ signaturePrefix: 'acme', signatureKeys: 'hex' });
      const entries = await audit.list();
      const signatureEntries = entries.filter((e) => e.action === 'profiles.signature').reverse(); // the log lists newest first
      expect(signatureEntries.map((e) => [e.phase, e.targets])).toEqual([
        ['attempt', { prefix: 'acme', keys: 'hex', tries: '2' }],
        ['result', { prefix: 'acme', keys: 'hex', tries: '2' }],
      ]);

      const after = await connections.check(created.id);
      expect(after.signature).toBe('accepted');
      expect(after.profile).toMatchObject({ prefix: 'acme', keys: 'hex' });

      // Neither the report nor its text in either language carries the key or the secret.
      const i18n = await initI18n('en');
      // The settings' words load with their screen: here, in both languages, before they are read.
      await i18n.loadNamespaces('settings');
      await i18n.loadLanguages('de');
      const texts = [before, after].flatMap((r) => [JSON.stringify(r), ...(['en', 'de'] as const).map((l) => reportText(i18n.getFixedT(l, 'settings'), r))]);
      expect(texts.join('\n')).toContain('Acme');
      for (const text of texts) {
        expect(text).not.toContain(t.sandbox.key);
        expect(text).not.toContain(t.sandbox.secret);
      }
      await connections.remove(created.id);
    } finally {
      await connections.close();
      await proxy.close();
      await t.close();
    }
  });

  it('stops after four requests and changes nothing when no setting works', async () => {
    const t = await startTestSandbox({ signature: { prefix: 'other', keys: 'hex' } });
    const proxy = await startFaultProxy(t.sandbox.baseUrl);
    const { connections } = await open();
    try {
      const created = await connections.create(
        { name: 'Wrong', baseUrl: `${proxy.origin}/api/v1`, environment: 'staging', signaturePrefix: 'mine' },
        { key: t.sandbox.key, secret: t.sandbox.secret },
      );
      const trial = await connections.trySignatures(created.id, 'guess');
      expect(trial.found).toBeUndefined();
      expect(trial.tries.map((x) => x.status)).toEqual([401, 401, 401, 401]);
      expect(proxy.seen).toHaveLength(4);
      expect(await connections.get(created.id)).toMatchObject({ signaturePrefix: 'mine', signatureKeys: 'raw' });
      await connections.remove(created.id);
    } finally {
      await connections.close();
      await proxy.close();
      await t.close();
    }
  });
});

/** A stored profile for `baseUrl`, checked, then removed. */
async function checkOf(baseUrl: string): Promise<ConnectionReport> {
  const { connections } = await open();
  const created = await connections.create({ name: 'Host', baseUrl, environment: 'staging' }, { key: 'k', secret: 's' });
  try {
    return await connections.check(created.id);
  } finally {
    await connections.remove(created.id);
    await connections.close();
  }
}

describe('reaching the host', () => {
  let skewed: HttpServer;
  let selfSigned: HttpsServer;

  beforeAll(async () => {
    // A host five minutes ahead that accepts anything: the signature date is not its concern.
    skewed = createHttpServer((request, response) => {
      const body = request.url?.endsWith('/config') ? '[{"timezone":"UTC","supported_countries":["DE"]}]' : '[]';
      response.sendDate = false;
      response.writeHead(200, { 'content-type': 'application/json', date: new Date(Date.now() + 300_000).toUTCString() }).end(body);
    });
    const [key, cert] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=localhost'], {
      stdio: 'ignore',
    });
    selfSigned = createHttpsServer({ key: await readFile(key), cert: await readFile(cert) }, (_q, response) => response.end('[]'));
    await Promise.all([
      new Promise<void>((resolve) => skewed.listen(0, '127.0.0.1', resolve)),
      new Promise<void>((resolve) => selfSigned.listen(0, '127.0.0.1', resolve)),
    ]);
  });
  afterAll(async () => {
    for (const server of [skewed, selfSigned]) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('measures the host’s clock against ours from its Date header', async () => {
    const report = await checkOf(`http://127.0.0.1:${(skewed.address() as AddressInfo).port}/api/v1`);
    expect(report.reach.answer).toMatchObject({ ok: true, status: 200 });
    // Ours is five minutes behind the host's (a second either way for the header's resolution).
    expect(report.reach.clockSkewSeconds).toBeGreaterThanOrEqual(-302);
    expect(report.reach.clockSkewSeconds).toBeLessThanOrEqual(-298);
  });

  it('checks a connection without key and secret up to the signature, and says why it stops there', async () => {
    const { connections } = await open();
    const port = (skewed.address() as AddressInfo).port;
    const created = await connections.create({ name: 'No key', baseUrl: `http://127.0.0.1:${port}/api/v1`, environment: 'staging' });
    try {
      const report = await connections.check(created.id);
      expect(report.reach.answer).toMatchObject({ ok: false, code: 'missing_credentials' });
      expect([report.signature, report.samples]).toEqual(['unknown', []]);
    } finally {
      await connections.remove(created.id);
      await connections.close();
    }
  });

  it('names a name that does not resolve, and sends nothing', async () => {
    const report = await checkOf('https://no-such-host.invalid/api/v1');
    expect(report.reach.dns).toMatchObject({ ok: false, code: expect.stringMatching(/^(ENOTFOUND|EAI_AGAIN)$/) as string });
    expect(report.reach.tls).toBeUndefined();
    expect(report.reach.answer).toBeUndefined();
    expect(report.signature).toBe('unknown');
  });

  it('names a certificate nobody vouches for, with what it says, and sends nothing', async () => {
    const report = await checkOf(`https://localhost:${(selfSigned.address() as AddressInfo).port}/api/v1`);
    expect(report.reach.dns).toMatchObject({ ok: true });
    expect(report.reach.tls).toMatchObject({ ok: false, code: 'DEPTH_ZERO_SELF_SIGNED_CERT', seen: { subject: 'CN=localhost', issuer: 'CN=localhost' } });
    expect(report.reach.answer).toBeUndefined();
  });
});
