// The desk in a company's network, on loopback: a sandbox served over https with a certificate
// of a CA made here (as IT's own root), reached through a forward proxy with and without Basic
// authentication. Every area's main read and the payment entry go through the tunnel; a wrong
// CA, another host's certificate and a wrong proxy password are refused in words. A key is
// bound to the proxy and the CA file (its contents too) it was entered over.
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Desk, startDesk } from '../../src-main/desk';
import type { ProfileInput } from '../../src-shared/contract';
import { placeOrder } from '../support/fixtures';
import { type ForwardProxy, type TestCa, type TlsFront, makeTestCa, startForwardProxy, startTlsFront } from '../support/forward-proxy';
import { ipcOf } from '../support/ipc';
import { testKeychain } from '../support/keychain';
import { inProcessSandbox } from '../support/sandbox-process';
import { type TestSandbox, startTestSandbox } from '../support/sandbox';
import { type TestShell, testShell } from '../support/shell';
import type { AuditEntry } from '../../src-shared/domain/audit';

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
let shell: TestShell;
const savedEnv: Record<string, string | undefined> = {};
const { value, refusal } = ipcOf(() => desk);

const httpsBase = (port: number) => `https://localhost:${port}/api/v1`;

/** A CA file as the user picks it in the native dialog: the id the window sends with the profile. */
async function chooseCa(path: string): Promise<string> {
  shell.openPath = path;
  const choice = await value('profiles.chooseCaFile', undefined);
  if (!choice.chosen) throw new Error('the dialog was cancelled');
  expect(choice.label).toBe(path);
  return choice.caFileId;
}

async function auditEntries(): Promise<AuditEntry[]> {
  const text = await readFile(join(dir, 'audit.log'), 'utf8');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as AuditEntry);
}

/** A stored profile for the TLS sandbox (its CA file chosen in the dialog), made active. */
async function connect(profile: Partial<ProfileInput>, proxyCredentials?: typeof STAFF): Promise<string> {
  const caFile = profile.caFile && (await chooseCa(profile.caFile));
  const created = await value('profiles.create', {
    profile: { name: `Office ${randomUUID().slice(0, 6)}`, baseUrl: httpsBase(front.port), environment: 'staging', ...profile, caFile },
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
  shell = testShell();
  desk = await startDesk({
    userDataDir: dir,
    keychain: testKeychain('network'),
    shell,
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
      profile: { name: 'Stranger', baseUrl: httpsBase(strangerFront.port), environment: 'staging', proxyMode: 'direct', caFile: await chooseCa(ca.caFile) },
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

  it('refuses a CA file without a certificate when it is chosen', async () => {
    shell.openPath = join(dir, 'profiles.json');
    const error = await refusal('profiles.chooseCaFile', undefined);
    expect(error).toMatchObject({ kind: 'validation', fields: { caFile: [{ code: 'ca_file' }] } });
  });
});

describe('a CA file is chosen in the native dialog, never named by the window', () => {
  it('refuses a path the window sends, a network share and a relative path; a cancelled dialog chooses nothing', async () => {
    const profile = { name: 'Named', baseUrl: httpsBase(front.port), environment: 'staging' as const, caFile: ca.caFile };
    await expect(refusal('profiles.create', { profile })).resolves.toMatchObject({ kind: 'validation', fields: { caFile: [{ code: 'ca_file_chosen' }] } });
    for (const path of ['\\\\fileserver\\it\\ca.pem', '//fileserver/it/ca.pem', 'certs/ca.pem']) {
      shell.openPath = path;
      await expect(refusal('profiles.chooseCaFile', undefined)).resolves.toMatchObject({ kind: 'validation', fields: { caFile: [{ code: 'ca_file_path' }] } });
    }
    shell.openPath = undefined;
    await expect(value('profiles.chooseCaFile', undefined)).resolves.toEqual({ chosen: false });
    expect((await value('profiles.list', undefined)).some((p) => p.name === 'Named')).toBe(false);
  });

  it('keeps the CA file a profile has when the window sends it back unchanged', async () => {
    const id = await connect({ proxyMode: 'direct', caFile: ca.caFile });
    const kept = await value('profiles.update', { id, profile: { name: 'Renamed', baseUrl: httpsBase(front.port), environment: 'staging', proxyMode: 'direct', caFile: ca.caFile } });
    expect(kept).toMatchObject({ name: 'Renamed', caFile: ca.caFile, hasCredentials: true });
    await expect(value('projects.list', undefined)).resolves.toBeInstanceOf(Array);
  });
});

describe('a key bound to its proxy and CA file', () => {
  const staging = (caFile: string, extra: Partial<ProfileInput> = {}) => ({ name: 'Routed', baseUrl: httpsBase(front.port), environment: 'staging' as const, caFile, ...extra });

  it('is deleted when the proxy or the CA file changes, asked for again, and the change is audited', async () => {
    const id = await connect(staging(ca.caFile, { proxyMode: 'direct' }));
    await expect(value('projects.list', undefined)).resolves.toBeInstanceOf(Array);
    const tunnels = openProxy.tunnels.length;

    const proxied = await value('profiles.update', { id, profile: staging(ca.caFile, { proxyMode: 'manual', proxyUrl: openProxy.url }) });
    expect(proxied.hasCredentials).toBe(false);
    await expect(refusal('projects.list', undefined)).resolves.toMatchObject({ kind: 'missing_credentials' });
    // Nothing went out through the new proxy.
    expect(openProxy.tunnels.length).toBe(tunnels);
    await value('profiles.setCredentials', { id, credentials: { key: t.sandbox.key, secret: t.sandbox.secret } });
    await expect(value('projects.list', undefined)).resolves.toBeInstanceOf(Array);
    expect(openProxy.tunnels.length).toBeGreaterThan(tunnels);

    const recaed = await value('profiles.update', { id, profile: staging(await chooseCa(otherCa.caFile), { proxyMode: 'manual', proxyUrl: openProxy.url }) });
    expect(recaed).toMatchObject({ caFile: otherCa.caFile, hasCredentials: false });
    const updates = (await auditEntries()).filter((e) => e.profileId === id && e.action === 'profiles.update' && e.phase === 'result');
    expect(updates.map((e) => e.targets)).toEqual([
      expect.objectContaining({ proxy: `manual ${openProxy.url}`, caFile: ca.caFile, credentials: 'deleted' }),
      expect.objectContaining({ proxy: `manual ${openProxy.url}`, caFile: otherCa.caFile, credentials: 'deleted' }),
    ]);
  });

  it('refuses to sign when the CA file changed on disk, until the key is entered again', async () => {
    const file = join(dir, 'company-ca.pem');
    await writeFile(file, ca.caPem);
    const id = await connect(staging(file, { proxyMode: 'direct' }));
    await expect(value('projects.list', undefined)).resolves.toBeInstanceOf(Array);

    // Still trusts the host's CA, and now another one too: a proxy with that one could read everything.
    await writeFile(file, `${ca.caPem}\n${otherCa.caPem}`);
    const error = await refusal('projects.list', undefined);
    expect(error).toMatchObject({ kind: 'missing_credentials', message: expect.stringContaining('changed since its key was entered') as string });
    await expect(value('profiles.test', { id })).resolves.toMatchObject({ ok: false, kind: 'missing_credentials' });
    expect((await value('profiles.list', undefined)).find((p) => p.id === id)?.hasCredentials).toBe(false);
    const refusals = (await auditEntries()).filter((e) => e.profileId === id && e.action === 'sign');
    expect(refusals.at(-1)).toMatchObject({ outcome: 'failed', detail: 'changed_route', targets: { proxy: 'direct', caFile: file } });

    await value('profiles.setCredentials', { id, credentials: { key: t.sandbox.key, secret: t.sandbox.secret } });
    await expect(value('projects.list', undefined)).resolves.toBeInstanceOf(Array);
  });

  it("names the proxy and the CA file in a production connection's confirmation, and that the key goes", async () => {
    const production = { name: 'Live office', baseUrl: httpsBase(front.port), environment: 'production' as const, proxyMode: 'direct' as const };
    const created = await value('profiles.create', {
      profile: { ...production, caFile: await chooseCa(ca.caFile) },
      credentials: { key: t.sandbox.key, secret: t.sandbox.secret },
    });
    expect(shell.confirmed.at(-1)).toContain(`Proxy: none (direct)\nCA file: ${ca.caFile}`);
    shell.confirmAnswer = false;
    const change = { ...production, proxyMode: 'manual' as const, proxyUrl: openProxy.url, caFile: await chooseCa(otherCa.caFile) };
    await expect(refusal('profiles.update', { id: created.id, profile: change })).resolves.toMatchObject({ kind: 'cancelled' });
    shell.confirmAnswer = true;
    const asked = shell.confirmed.at(-1) ?? '';
    expect(asked).toContain(`Proxy: none (direct) → set by hand: ${openProxy.url}`);
    expect(asked).toContain(`CA file: ${ca.caFile} → ${otherCa.caFile}`);
    expect(asked).toContain('The key and secret are deleted');
    expect(asked).not.toContain('Base URL:');
    expect((await value('profiles.list', undefined)).find((p) => p.id === created.id)).toMatchObject({ proxyMode: 'direct', caFile: ca.caFile, hasCredentials: true });
    await value('profiles.delete', { id: created.id });
  });
});
