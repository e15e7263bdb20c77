// The desk in a company's network, on loopback: a sandbox served over https with a certificate
// of a CA made here (as IT's own root), reached through a forward proxy with and without Basic
// authentication. Every area's main read and the payment entry go through the tunnel; a wrong
// CA, another host's certificate and a wrong proxy password are refused in words.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Desk, startDesk } from '../../src-main/desk';
import type { ProfileInput } from '../../src-main/ipc/contract';
import { placeOrder } from '../support/fixtures';
import { type ForwardProxy, type TestCa, type TlsFront, makeTestCa, startForwardProxy, startTlsFront } from '../support/forward-proxy';
import { ipcOf } from '../support/ipc';
import { testKeychain } from '../support/keychain';
import { inProcessSandbox } from '../support/sandbox-process';
import { type TestSandbox, startTestSandbox } from '../support/sandbox';
import { testShell } from '../support/shell';

const STAFF = { username: 'staff', password: 'office-pw' };
const PROXY_VARIABLES = ['HTTPS_PROXY', 'https_proxy', 'HTTP_PROXY', 'http_proxy', 'NO_PROXY', 'no_proxy'];

let dir: string;
let desk: Desk;
let t: TestSandbox;
let ca: TestCa;
let otherCa: TestCa;
let front: TlsFront;
let strangerFront: TlsFront;
let proxy: ForwardProxy;
let openProxy: ForwardProxy;
let systemAnswer = 'DIRECT';
const savedEnv: Record<string, string | undefined> = {};
const { value, refusal } = ipcOf(() => desk);

const httpsBase = (port: number) => `https://localhost:${port}/api/v1`;

/** A stored profile for the TLS sandbox, made active. */
async function connect(profile: Partial<ProfileInput>, proxyCredentials?: typeof STAFF): Promise<string> {
  const created = await value('profiles.create', {
    profile: { name: `Office ${randomUUID().slice(0, 6)}`, baseUrl: httpsBase(front.port), environment: 'staging', ...profile },
    credentials: { key: t.sandbox.key, secret: t.sandbox.secret },
  });
  if (proxyCredentials) await value('profiles.setProxyCredentials', { id: created.id, credentials: proxyCredentials });
  await value('profiles.activate', { id: created.id });
  return created.id;
}

beforeAll(async () => {
  for (const name of PROXY_VARIABLES) {
    savedEnv[name] = process.env[name];
    delete process.env[name];
  }
  dir = await mkdtemp(join(tmpdir(), 'od-network-'));
  ca = makeTestCa();
  otherCa = makeTestCa('Someone Else Root CA');
  front = await startTlsFront(ca.issue('localhost'));
  // A certificate of the right CA for another name: as if the proxy led to the wrong host.
  strangerFront = await startTlsFront(ca.issue('api.example.org'));
  t = await startTestSandbox({ hostNames: [`localhost:${front.port}`, `localhost:${strangerFront.port}`] });
  front.target(new URL(t.sandbox.baseUrl).origin);
  strangerFront.target(new URL(t.sandbox.baseUrl).origin);
  proxy = await startForwardProxy(STAFF);
  openProxy = await startForwardProxy();
  desk = await startDesk({
    userDataDir: dir,
    keychain: testKeychain('network'),
    shell: testShell(),
    sandboxSeed: 'none',
    sandboxProcess: inProcessSandbox().start,
    resolveProxy: () => Promise.resolve(systemAnswer),
  });
});
afterAll(async () => {
  await desk?.close();
  await Promise.all([t?.close(), front?.close(), strangerFront?.close(), proxy?.close(), openProxy?.close()]);
  ca?.remove();
  otherCa?.remove();
  await rm(dir, { recursive: true, force: true });
  for (const name of PROXY_VARIABLES) {
    if (savedEnv[name] === undefined) delete process.env[name];
    else process.env[name] = savedEnv[name];
  }
});

describe('through an authenticating proxy, trusting the company CA', () => {
  it('reads every area and enters a payment, all through the tunnel', async () => {
    const placed = await placeOrder(t, '800.00');
    await connect({ proxyMode: 'manual', proxyUrl: proxy.url, caFile: ca.caFile }, STAFF);
    const before = proxy.tunnels.length;

    await expect(value('projects.list', undefined)).resolves.toEqual(expect.arrayContaining([expect.objectContaining({ id: placed.project.id })]));
    await expect(value('users.findByEmail', { email: placed.user.email })).resolves.toMatchObject({ id: placed.user.id });
    await expect(value('kyc.status', { userId: placed.user.id })).resolves.toBeDefined();
    await expect(value('orders.findByCode', { code: placed.order.order_code })).resolves.toMatchObject({ id: placed.order.id });
    await expect(value('distribution.status', { projectId: placed.project.id })).resolves.toBeDefined();
    await expect(value('custody.assets', undefined)).resolves.toBeInstanceOf(Array);
    const draft = await value('payments.enter', {
      draftId: randomUUID(),
      order: { ...placed.ref, orderCode: placed.order.order_code },
      payment: { amount: '800.00', booked_at: '2026-11-20' },
    });
    expect(draft).toMatchObject({ state: 'done' });
    await expect(t.client.payments.listForOrder(placed.ref)).resolves.toEqual([expect.objectContaining({ id: draft.payment_id, amount: '800.00' })]);

    const tunnels = proxy.tunnels.slice(before);
    expect(tunnels.length).toBeGreaterThan(0);
    expect(tunnels.every((tunnel) => tunnel.target === `localhost:${front.port}` && tunnel.status === 200)).toBe(true);
    // Some fifteen calls through TLS and a tunnel each way, on a machine that may be busy.
  }, 120_000);

  it('says so when the proxy refuses the password, and sends nothing to the host', async () => {
    const id = await connect({ proxyMode: 'manual', proxyUrl: proxy.url, caFile: ca.caFile }, { username: 'staff', password: 'wrong' });
    const error = await refusal('projects.list', undefined);
    expect(error).toMatchObject({ kind: 'proxy', message: expect.stringContaining('the proxy refused the user name or password') as string });
    expect(proxy.tunnels.at(-1)).toEqual({ target: `localhost:${front.port}`, status: 407 });
    await expect(value('profiles.test', { id })).resolves.toMatchObject({ ok: false, kind: 'proxy' });
  });

  it('keeps the proxy password in the keychain, not in the profiles file', async () => {
    const { readFile } = await import('node:fs/promises');
    const file = await readFile(join(dir, 'profiles.json'), 'utf8');
    expect(file).toContain(proxy.url);
    expect(file).not.toContain(STAFF.password);
    const profiles = await value('profiles.list', undefined);
    expect(profiles.some((p) => p.hasProxyCredentials)).toBe(true);
    expect(JSON.stringify(profiles)).not.toContain(STAFF.password);
  });
});

describe('without proxy authentication', () => {
  it('reads through an open proxy set by hand', async () => {
    await connect({ proxyMode: 'manual', proxyUrl: openProxy.url, caFile: ca.caFile });
    const before = openProxy.tunnels.length;
    await expect(value('projects.list', undefined)).resolves.toBeInstanceOf(Array);
    expect(openProxy.tunnels.slice(before)).toContainEqual({ target: `localhost:${front.port}`, status: 200 });
  });

  it('takes HTTPS_PROXY from the environment, and the system settings without it', async () => {
    process.env.HTTPS_PROXY = openProxy.url;
    try {
      await connect({ proxyMode: 'system', caFile: ca.caFile });
      const before = openProxy.tunnels.length;
      await expect(value('projects.list', undefined)).resolves.toBeInstanceOf(Array);
      expect(openProxy.tunnels.length).toBeGreaterThan(before);
    } finally {
      delete process.env.HTTPS_PROXY;
    }
    systemAnswer = `PROXY ${new URL(openProxy.url).host}; DIRECT`;
    await connect({ proxyMode: 'system', caFile: ca.caFile });
    const before = openProxy.tunnels.length;
    await expect(value('projects.list', undefined)).resolves.toBeInstanceOf(Array);
    expect(openProxy.tunnels.length).toBeGreaterThan(before);
  });
});

describe('certificates', () => {
  it('refuses the host when the connection trusts another CA, naming the certificate and why', async () => {
    await connect({ proxyMode: 'manual', proxyUrl: proxy.url, caFile: otherCa.caFile }, STAFF);
    const error = await refusal('projects.list', undefined);
    expect(error.kind).toBe('certificate');
    expect(error.message).toContain(`the certificate of localhost:${front.port} (CN=localhost, O=Office Test, issued by CN=Office Test Root CA, O=Office Test) was refused`);
    expect(error.message).toMatch(/not signed by a certificate authority this computer trusts|issuer is not among/);
  });

  it('refuses it without the company CA (it is not among the system roots)', async () => {
    await connect({ proxyMode: 'direct' });
    const error = await refusal('projects.list', undefined);
    expect(error).toMatchObject({ kind: 'certificate', message: expect.stringContaining('issued by CN=Office Test Root CA') as string });
  });

  it('refuses a certificate issued for another host name', async () => {
    const created = await value('profiles.create', {
      profile: { name: 'Stranger', baseUrl: httpsBase(strangerFront.port), environment: 'staging', proxyMode: 'direct', caFile: ca.caFile },
      credentials: { key: t.sandbox.key, secret: t.sandbox.secret },
    });
    await value('profiles.activate', { id: created.id });
    const error = await refusal('projects.list', undefined);
    expect(error).toMatchObject({ kind: 'certificate' });
    expect(error.message).toContain('(CN=api.example.org, O=Office Test, issued by CN=Office Test Root CA');
    expect(error.message).toContain('it was not issued for this host name');
  });

  it('the connection check trusts the company CA as the client does, and refuses the host without it', async () => {
    const trusting = await connect({ proxyMode: 'direct', caFile: ca.caFile });
    const report = await value('profiles.check', { id: trusting });
    expect(report.reach.tls).toMatchObject({ ok: true, certificate: { subject: 'CN=localhost, O=Office Test', issuer: 'CN=Office Test Root CA, O=Office Test' } });
    expect(report.reach.answer).toMatchObject({ ok: true, status: 200 });

    const without = await connect({ proxyMode: 'direct' });
    const refused = await value('profiles.check', { id: without });
    expect(refused.reach.tls).toMatchObject({ ok: false, code: 'UNABLE_TO_VERIFY_LEAF_SIGNATURE', seen: { issuer: 'CN=Office Test Root CA, O=Office Test' } });
    expect(refused.reach.answer).toBeUndefined();
  });

  it('refuses a CA file without a certificate when the profile is saved', async () => {
    const error = await refusal('profiles.create', {
      profile: { name: 'No CA', baseUrl: httpsBase(front.port), environment: 'staging', caFile: join(dir, 'profiles.json') },
    });
    expect(error).toMatchObject({ kind: 'validation', fields: { caFile: [{ code: 'ca_file' }] } });
  });
});
