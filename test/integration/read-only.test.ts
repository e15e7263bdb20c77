// A read-only connection: marked only after the native dialog says yes (and audited), then
// every channel the contract names a host write is refused by the router with `read_only`,
// reads go on, and the client itself sends nothing but GET.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../../src-main/client';
import { type Desk, startDesk } from '../../src-main/desk';
import { CHANNELS, type Channel, writesHost } from '../../src-shared/contract';
import { placeOrder, projectForm } from '../support/fixtures';
import { ipcOf } from '../support/ipc';
import { memoryKeychain } from '../support/keychain';
import { type TestSandbox, clientsOn } from '../support/sandbox';
import { inProcessSandbox } from '../support/sandbox-process';
import { testShell } from '../support/shell';

const shell = testShell({ confirmAnswer: false });
let dir: string;
let desk: Desk;
let t: TestSandbox;
let profileId: string;
const { call, value, refusal } = ipcOf(() => desk);

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'od-read-only-'));
  desk = await startDesk({ userDataDir: dir, keychain: memoryKeychain(), shell, sandboxSeed: 'none', sandboxProcess: inProcessSandbox().start });
  t = clientsOn(await desk.sandbox());
  const profile = await value('profiles.create', {
    profile: { name: 'Production view', baseUrl: t.sandbox.baseUrl, environment: 'staging' },
    credentials: { key: t.sandbox.key, secret: t.sandbox.secret },
  });
  profileId = profile.id;
  await value('profiles.activate', { id: profileId });
});
afterAll(async () => {
  await t?.close();
  await desk?.close();
  await rm(dir, { recursive: true, force: true });
});

const HOST_WRITES = CHANNELS.filter(writesHost);

describe('marking a connection read-only', () => {
  it('changes nothing when the native dialog says no', async () => {
    shell.confirmAnswer = false;
    await expect(refusal('profiles.setReadOnly', { id: profileId, readOnly: true })).resolves.toMatchObject({ kind: 'cancelled' });
    await expect(value('profiles.active', undefined)).resolves.toMatchObject({ readOnly: false });
    expect(shell.confirmed.at(-1)).toContain('Make the connection “Production view” read-only?');
  });

  it('marks it after a yes, and the audit log records who did', async () => {
    shell.confirmAnswer = true;
    await expect(value('profiles.setReadOnly', { id: profileId, readOnly: true })).resolves.toMatchObject({ readOnly: true });
    const entries = (await value('audit.list', {})).filter((e) => e.action === 'profiles.setReadOnly');
    expect(entries.map((e) => [e.phase, e.targets.readOnly, e.outcome])).toEqual(
      expect.arrayContaining([
        ['attempt', 'true', undefined],
        ['result', 'true', 'ok'],
      ]),
    );
    // A change to the profile keeps the mark: only the confirmed channel lifts it.
    await value('profiles.update', { id: profileId, profile: { name: 'Production view', baseUrl: t.sandbox.baseUrl, environment: 'staging' } });
    await expect(value('profiles.active', undefined)).resolves.toMatchObject({ readOnly: true });
  });
});

describe('on a read-only connection', () => {
  it('names the host writes in the contract, the payment entry and deletions among them', () => {
    expect(HOST_WRITES).toEqual(expect.arrayContaining<Channel>(['payments.enter', 'payments.retry', 'statements.enter', 'projects.delete', 'kyc.identities.update', 'custody.withdraw']));
    expect(HOST_WRITES).not.toContain('projects.list');
    expect(HOST_WRITES).not.toContain('profiles.setReadOnly');
  });

  it('refuses every host write with read_only, before its input is even read', async () => {
    for (const channel of HOST_WRITES) {
      const error = await refusal(channel, {});
      expect([channel, error.kind, error.message]).toEqual([channel, 'read_only', expect.stringContaining('is read-only') as string]);
    }
  });

  it('enters no payment and keeps no draft', async () => {
    const placed = await placeOrder(t, '300.00');
    const error = await refusal('payments.enter', {
      draftId: randomUUID(),
      order: { ...placed.ref, orderCode: placed.order.order_code },
      payment: { amount: '300.00' },
    });
    expect(error.kind).toBe('read_only');
    await expect(value('payments.drafts', undefined)).resolves.toEqual([]);
    await expect(t.client.payments.listForOrder(placed.ref)).resolves.toEqual([]);
  });

  it('goes on reading', async () => {
    await expect(call('projects.list', undefined)).resolves.toMatchObject({ ok: true });
  });

  it('writes again once the mark is lifted after a yes', async () => {
    shell.confirmAnswer = true;
    await expect(value('profiles.setReadOnly', { id: profileId, readOnly: false })).resolves.toMatchObject({ readOnly: false });
    expect(shell.confirmed.at(-1)).toContain('“Production view”');
    await expect(value('profiles.active', undefined)).resolves.toMatchObject({ readOnly: false });
    const project = await value('projects.create', { project: projectForm() });
    await expect(t.client.projects.get(project.id)).resolves.toMatchObject({ id: project.id });
    await value('projects.delete', { id: project.id });
    await expect(t.client.projects.get(project.id)).rejects.toMatchObject({ status: 404 });
  });
});

describe('the read-only client', () => {
  it('sends only GET: a write is refused before it is signed and the host sees nothing', async () => {
    const client = createClient({ baseUrl: t.sandbox.baseUrl, key: t.sandbox.key, secret: t.sandbox.secret, readOnly: true });
    const before = (await t.client.projects.list()).length;
    await expect(client.projects.create(projectForm())).rejects.toMatchObject({ kind: 'read_only' });
    await expect(client.projects.list()).resolves.toHaveLength(before);
    await client.close();
  });
});
