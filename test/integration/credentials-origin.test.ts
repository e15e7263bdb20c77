// A key and secret stay with the origin they were entered for, on the real keychain against
// real sandboxes. The forged page: a script in the window repoints a connection that has a key
// to a server of its own, then tests it and calls every channel; that server must never see
// the key. A plain HTTP listener stands in for it and records what arrives.
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../src-main/client';
import { type Desk, startDesk } from '../../src-main/desk';
import { type Log, fileLog } from '../../src-main/log';
import { CHANNELS, type Channel, contract } from '../../src-shared/contract';
import { type Sandbox, startSandbox } from '../../src-main/sandbox/server';
import type { AuditEntry } from '../../src-shared/domain/audit';
import { BAD_IDS, GOOD_SCALARS, shapedLike } from '../property/inputs';
import {
  PNG_BASE64,
  addressForm,
  bankAccountForm,
  businessOwnerForm,
  identityForm,
  legalRepresentativeForm,
  projectForm,
  userForm,
} from '../support/fixtures';
import { ipcOf } from '../support/ipc';
import { waitUntil } from '../support/wait';
import { testKeychain } from '../support/keychain';
import { sandboxProcess } from '../support/sandbox-process';
import { type TestShell, testShell } from '../support/shell';

interface Received {
  method: string;
  url: string;
  authorization?: string;
  signature?: string;
}

/** The forged page's server: answers every request with an empty list and remembers it. */
async function startRecorder(): Promise<{ baseUrl: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    received.push({
      method: request.method ?? '',
      url: request.url ?? '',
      authorization: request.headers.authorization,
      signature: request.headers['x-signature'] as string | undefined,
    });
    request.resume();
    response.writeHead(200, { 'content-type': 'application/json' }).end('[]');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/api/v1`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Channels that never call a host: the profiles themselves, local settings, the audit log, the browser. */
const LOCAL_AREAS = ['profiles.', 'preferences.', 'audit.', 'shell.'];
const HOST_CHANNELS = CHANNELS.filter((c) => !LOCAL_AREAS.some((area) => c.startsWith(area)));

/** Inputs of the forms too rich for generated values to pass their schemas. */
function formInputs(id: () => string): Partial<Record<Channel, unknown>> {
  const ref = { userId: id(), projectId: id(), orderId: id() };
  const identity = { userId: id(), identityId: id() };
  return {
    'projects.create': { project: projectForm() },
    'projects.update': { id: id(), project: projectForm() },
    'users.create': { user: userForm() },
    'kyc.identities.create': { userId: id(), identity: identityForm() },
    'kyc.identities.update': { userId: id(), id: id(), identity: identityForm() },
    'kyc.legalRepresentatives.create': { userId: id(), legal_representative: legalRepresentativeForm() },
    'kyc.legalRepresentatives.update': { userId: id(), id: id(), legal_representative: legalRepresentativeForm() },
    'kyc.businessOwners.create': { userId: id(), business_owner: businessOwnerForm() },
    'kyc.businessOwners.update': { userId: id(), id: id(), business_owner: businessOwnerForm() },
    'kyc.addresses.create': { ...identity, address: addressForm() },
    'kyc.addresses.update': { ...identity, id: id(), address: addressForm() },
    'kyc.identityDocument.set': {
      ...identity,
      identity_document: { type: 'passport', number: 'C01X00T47', issued: '2021-01-01', expires: '2031-01-01', issuing_country: 'DE' },
    },
    'kyc.businessAddresses.create': { userId: id(), businessId: id(), address: addressForm() },
    'kyc.businessAddresses.update': { userId: id(), businessId: id(), id: id(), address: addressForm() },
    'kyc.attachments.upload': {
      holder: 'identity',
      ...identity,
      type: 'passport',
      number: 'C01X00T47',
      attachment: { file_name: 'scan.png', content_type: 'image/png', content_base64: PNG_BASE64, expires: '2031-01-01' },
    },
    'kyc.bankAccount.create': { userId: id(), bank_account: bankAccountForm() },
    'orders.cancel': ref,
    'payments.list': ref,
    'payments.enter': { draftId: randomUUID(), order: { ...ref, orderCode: 'ABC123' }, payment: { amount: '400', booked_at: '2026-11-20' } },
    'payments.delete': { ...ref, id: id() },
    'statements.enter': { importId: randomUUID(), accept: [{ index: 0, draftId: randomUUID() }] },
    'screening.removeList': { sha256: 'a'.repeat(64) },
    'screening.exportCsv': { from: '2026-01-01', to: '2026-12-31' },
  };
}

/** Up to three inputs per channel that pass its schema, so each call gets past the router's check. */
function validInputs(channel: Channel, ids: string[]): unknown[] {
  const schema = contract[channel].input;
  const strings = fc.constantFrom(...ids, ...GOOD_SCALARS.filter((v): v is string => typeof v === 'string'));
  const generated = fc.sample(shapedLike(schema, fc.constantFrom(...ids, ...BAD_IDS), strings), { numRuns: 400, seed: 14 });
  const form = formInputs(() => ids[0] as string)[channel];
  const inputs = [undefined, ...(form === undefined ? [] : [form]), ...generated];
  const valid = inputs.filter((input) => schema.safeParse(input).success);
  return [...new Map(valid.map((v) => [JSON.stringify(v) ?? 'undefined', v])).values()].slice(0, 3);
}

let other: Sandbox;
let recorder: Awaited<ReturnType<typeof startRecorder>>;
let dir: string;
let desk: Desk;
/**
 * The desk indexes the active connection's orders in the background after each change of the
 * connections: counted as they start, and as they end (one that cannot load warns).
 */
const backgroundIndexes = { started: 0, refused: 0 };
/** The desk's own log, counting the background indexes that could not load. */
function countingLog(file: string): Log {
  const log = fileLog(file);
  return {
    ...log,
    warn: (message) => {
      if (message.startsWith('orders not indexed yet')) backgroundIndexes.refused++;
      log.warn(message);
    },
  };
}
let shell: TestShell;
const keychain = testKeychain('origin');
const ipc = ipcOf(() => desk);

async function auditEntries(): Promise<AuditEntry[]> {
  const text = await readFile(join(dir, 'audit.log'), 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as AuditEntry);
}

beforeAll(async () => {
  [other, recorder] = await Promise.all([startSandbox({ seed: 'none' }), startRecorder()]);
  dir = await mkdtemp(join(tmpdir(), 'od-origin-'));
  shell = testShell({ saveFolder: dir });
  desk = await startDesk({ userDataDir: dir, keychain, shell, sandboxSeed: 'none', sandboxProcess, log: countingLog(join(dir, 'desk.log')) });
  desk.onEvent((event) => void (event === 'profiles.changed' && backgroundIndexes.started++));
}, 120_000);
afterAll(async () => {
  const profiles = desk && (await ipc.call('profiles.list', undefined));
  for (const profile of profiles?.ok ? profiles.value : []) {
    if (!profile.builtIn) await desk.invoke('profiles.delete', { id: profile.id });
  }
  await desk?.close();
  await Promise.all([other?.close(), recorder?.close()]);
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('a key bound to its origin', () => {
  it('never reaches the server a forged page repoints a production connection to', { timeout: 180_000 }, async () => {
    const created = await ipc.value('profiles.create', {
      profile: { name: 'Production', baseUrl: other.baseUrl, environment: 'production' },
      credentials: { key: other.key, secret: other.secret },
    });
    await expect(ipc.value('profiles.test', { id: created.id })).resolves.toMatchObject({ ok: true });
    await ipc.value('profiles.activate', { id: created.id });

    // The page repoints it (the user is fooled into saying yes), then uses it every way it can.
    const before = { ...backgroundIndexes };
    await ipc.value('profiles.update', {
      id: created.id,
      profile: { name: 'Production', baseUrl: recorder.baseUrl, environment: 'production' },
    });
    const tested = await ipc.value('profiles.test', { id: created.id });
    const ids = [created.id, randomUUID(), '1'];
    const called: string[] = [];
    for (const channel of HOST_CHANNELS) {
      const inputs = validInputs(channel, ids);
      for (const input of inputs) await ipc.call(channel, input as never);
      if (inputs.length > 0) called.push(channel);
    }
    // Every channel that reaches a host was called with an input its schema takes.
    expect(called).toEqual(HOST_CHANNELS);
    // The background order indexes, too: each one started since has ended, refused.
    await waitUntil(() => backgroundIndexes.refused - before.refused >= backgroundIndexes.started - before.started);
    expect(backgroundIndexes.started).toBeGreaterThan(before.started);

    const withKey = recorder.received.filter((r) => r.authorization?.includes(other.key) || r.signature);
    expect(withKey.map((r) => `${r.method} ${r.url}`)).toEqual([]);
    expect(recorder.received).toEqual([]);
    expect(tested).toMatchObject({ ok: false, kind: 'missing_credentials' });

    // The key is gone with the old address; the connection asks for it again.
    expect(await keychain.get(created.id)).toBeNull();
    const profile = (await ipc.value('profiles.list', undefined)).find((p) => p.id === created.id);
    expect(profile).toMatchObject({ baseUrl: recorder.baseUrl, hasCredentials: false });
    // Entered again, it is bound to the new address and works there (the recorder answers []).
    await ipc.value('profiles.setCredentials', { id: created.id, credentials: { key: 'new-key', secret: 'new-secret' } });
    await expect(ipc.value('projects.list', undefined as never)).resolves.toEqual([]);
    expect(recorder.received.every((r) => r.authorization === 'Bearer new-key')).toBe(true);
    await ipc.value('profiles.activate', { id: 'sandbox' });
  });

  it('refuses to sign when the profiles file was repointed behind the app, and records it', { timeout: 120_000 }, async () => {
    const created = await ipc.value('profiles.create', {
      profile: { name: 'Staging', baseUrl: other.baseUrl, environment: 'staging' },
      credentials: { key: other.key, secret: other.secret },
    });
    await desk.close();
    const file = join(dir, 'profiles.json');
    await writeFile(file, (await readFile(file, 'utf8')).replaceAll(other.baseUrl, recorder.baseUrl));
    desk = await startDesk({ userDataDir: dir, keychain, shell, sandboxSeed: 'none', sandboxProcess, log: countingLog(join(dir, 'desk.log')) });
  desk.onEvent((event) => void (event === 'profiles.changed' && backgroundIndexes.started++));
    const before = recorder.received.length;

    const tested = await ipc.value('profiles.test', { id: created.id });
    expect(tested).toMatchObject({ ok: false, kind: 'wrong_origin' });
    expect(tested.ok ? '' : tested.message).toContain(new URL(other.baseUrl).origin);
    await ipc.value('profiles.activate', { id: created.id });
    await expect(ipc.refusal('projects.list', undefined as never)).resolves.toMatchObject({ kind: 'wrong_origin' });
    const [write] = validInputs('projects.create', [randomUUID()]);
    await expect(ipc.refusal('projects.create', write as never)).resolves.toMatchObject({ kind: 'wrong_origin' });
    expect(recorder.received.length).toBe(before);
    expect((await ipc.value('profiles.list', undefined)).find((p) => p.id === created.id)?.hasCredentials).toBe(false);

    const refusals = (await auditEntries()).filter((e) => e.action === 'sign' && e.profileId === created.id);
    expect(refusals.length).toBeGreaterThan(0);
    expect(refusals[0]).toMatchObject({
      outcome: 'failed',
      detail: 'wrong_origin',
      targets: { origin: new URL(recorder.baseUrl).origin, keyOrigin: new URL(other.baseUrl).origin },
    });
    await ipc.value('profiles.activate', { id: 'sandbox' });
  });

  it('keeps the key on the same origin, and asks before a production profile changes', { timeout: 60_000 }, async () => {
    const profile = { name: 'Live', baseUrl: other.baseUrl, environment: 'production' as const };
    shell.confirmAnswer = false;
    await expect(ipc.refusal('profiles.create', { profile })).resolves.toMatchObject({ kind: 'cancelled' });
    expect((await ipc.value('profiles.list', undefined)).some((p) => p.name === 'Live')).toBe(false);
    shell.confirmAnswer = true;
    const created = await ipc.value('profiles.create', { profile, credentials: { key: other.key, secret: other.secret } });

    shell.confirmAnswer = false;
    const asked = shell.confirmed.length;
    await expect(ipc.refusal('profiles.update', { id: created.id, profile: { ...profile, baseUrl: recorder.baseUrl } })).resolves.toMatchObject({ kind: 'cancelled' });
    await expect(ipc.refusal('profiles.activate', { id: created.id })).resolves.toMatchObject({ kind: 'cancelled' });
    await expect(ipc.refusal('profiles.setCredentials', { id: created.id, credentials: { key: 'k', secret: 's' } })).resolves.toMatchObject({ kind: 'cancelled' });
    await expect(ipc.refusal('profiles.delete', { id: created.id })).resolves.toMatchObject({ kind: 'cancelled' });
    expect(shell.confirmed.length).toBe(asked + 4);
    expect(shell.confirmed.at(-1)).toContain('Delete the production connection “Live”?');
    // The native dialog speaks the language chosen in Settings.
    await ipc.value('preferences.set', { language: 'de' });
    await expect(ipc.refusal('profiles.delete', { id: created.id })).resolves.toMatchObject({ kind: 'cancelled' });
    expect(shell.confirmed.at(-1)).toContain('Soll die Produktivverbindung „Live“ gelöscht werden? Live (Produktion)');
    await ipc.value('preferences.set', { language: 'en' });
    // Nothing changed: same address, same key, not active.
    expect((await ipc.value('profiles.list', undefined)).find((p) => p.id === created.id)).toMatchObject({
      baseUrl: other.baseUrl,
      active: false,
      hasCredentials: true,
    });
    expect(JSON.parse((await keychain.get(created.id)) ?? '{}')).toMatchObject({ key: other.key, secret: other.secret, origin: new URL(other.baseUrl).origin });

    // Another path, name or signature setting on the same origin keeps the key.
    shell.confirmAnswer = true;
    const origin = new URL(other.baseUrl).origin;
    const moved = await ipc.value('profiles.update', { id: created.id, profile: { ...profile, baseUrl: `${origin}/elsewhere` } });
    expect(moved.hasCredentials).toBe(true);
    const back = await ipc.value('profiles.update', { id: created.id, profile: { ...profile, name: 'Live 2', signatureKeys: 'raw' } });
    expect(back).toMatchObject({ name: 'Live 2', hasCredentials: true });
    await expect(ipc.value('profiles.test', { id: created.id })).resolves.toMatchObject({ ok: true });
    await ipc.value('profiles.delete', { id: created.id });

    const actions = (await auditEntries()).filter((e) => e.profileId === created.id && e.phase === 'result').map((e) => `${e.action} ${e.outcome}`);
    expect(actions).toEqual(['profiles.create ok', 'profiles.update ok', 'profiles.update ok', 'profiles.delete ok']);
    const text = await readFile(join(dir, 'audit.log'), 'utf8');
    expect(text).not.toContain(other.secret);
    expect(text).not.toContain(other.key);
  });

  it('a client refuses a request to another origin than its key’s, before anything is sent', async () => {
    const client = createClient({ baseUrl: recorder.baseUrl, key: 'k', secret: 's', keyOrigin: new URL(other.baseUrl).origin });
    const before = recorder.received.length;
    await expect(client.projects.list()).rejects.toMatchObject({ kind: 'wrong_origin' });
    expect(recorder.received.length).toBe(before);
    await client.close();
  });
});
