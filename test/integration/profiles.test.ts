// Connection profiles on the real OS keychain (Secret Service here) against real sandboxes.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeskError } from '../../src-shared/errors';
import { Connections, SANDBOX_PROFILE_ID } from '../../src-main/profiles/connections';
import { type Sandbox, startSandbox } from '../../src-main/sandbox/server';
import { testKeychain } from '../support/keychain';

const keychain = testKeychain('profiles');
let builtIn: Sandbox;
let other: Sandbox;
let dir: string;
/** How often a Connections asked where the built-in sandbox listens (which may start it). */
let sandboxAsked = 0;

beforeAll(async () => {
  [builtIn, other] = await Promise.all([startSandbox({ seed: 'none' }), startSandbox({ seed: 'none' })]);
  dir = await mkdtemp(join(tmpdir(), 'od-profiles-'));
});
afterAll(async () => {
  await Promise.all([builtIn.close(), other.close()]);
  await rm(dir, { recursive: true, force: true });
});

async function open(file = join(dir, `profiles-${randomUUID()}.json`), now?: () => Date) {
  const notices: string[] = [];
  const connections = await Connections.open({
    file,
    keychain,
    sandbox: () => {
      sandboxAsked++;
      return Promise.resolve({ baseUrl: builtIn.baseUrl, key: builtIn.key, secret: builtIn.secret });
    },
    onNotice: (m) => notices.push(m),
    now,
  });
  return { connections, file, notices };
}

const otherProfile = () => ({ name: 'Other', baseUrl: other.baseUrl, environment: 'staging' as const });

describe('connection profiles', () => {
  it('starts on the built-in sandbox, which works without any set-up', async () => {
    const { connections } = await open();
    const active = await connections.active();
    expect(active).toMatchObject({ id: SANDBOX_PROFILE_ID, builtIn: true, environment: 'sandbox', active: true });
    await expect(connections.test(SANDBOX_PROFILE_ID)).resolves.toMatchObject({ ok: true, timezone: 'Europe/Berlin' });
    await connections.close();
  });

  it('asks for the built-in sandbox only when its client is needed, not to list or show profiles', async () => {
    const { connections } = await open();
    const asked = sandboxAsked;
    await connections.list();
    await expect(connections.active()).resolves.toMatchObject({ id: SANDBOX_PROFILE_ID, baseUrl: 'http://127.0.0.1/api/v1' });
    const created = await connections.create(otherProfile(), { key: other.key, secret: other.secret });
    await connections.activate(created.id);
    await connections.client();
    expect(sandboxAsked).toBe(asked);
    await connections.activate(SANDBOX_PROFILE_ID);
    const { client } = await connections.client();
    expect(sandboxAsked).toBe(asked + 1);
    expect(client.baseUrl).toBe(builtIn.baseUrl);
    await expect(connections.active()).resolves.toMatchObject({ baseUrl: builtIn.baseUrl });
    await connections.remove(created.id);
    await connections.close();
  });

  it('keeps the key and secret in the keychain and only the rest in the file', async () => {
    const { connections, file } = await open();
    const created = await connections.create(otherProfile(), { key: other.key, secret: other.secret });
    expect(created).toMatchObject({ name: 'Other', hasCredentials: true, builtIn: false, signaturePrefix: 'service' });
    expect(JSON.stringify(created)).not.toContain(other.secret);
    // With the origin they were entered for: they sign for no other.
    expect(JSON.parse((await keychain.get(created.id)) ?? '{}')).toEqual({
      key: other.key,
      secret: other.secret,
      origin: new URL(other.baseUrl).origin,
      route: expect.stringMatching(/^[0-9a-f]{64}$/) as string,
    });
    const text = await readFile(file, 'utf8');
    expect(text).toContain(other.baseUrl);
    expect(text).not.toContain(other.secret);
    expect(text).not.toContain(other.key);
    // Written atomically: no temporary file is left beside it.
    expect((await readdir(dir)).filter((f) => f.endsWith('.tmp'))).toEqual([]);

    await expect(connections.test(created.id)).resolves.toMatchObject({ ok: true });
    await connections.activate(created.id);
    const { profile, client } = await connections.client();
    expect(profile.id).toBe(created.id);
    await expect(client.projects.list()).resolves.toEqual([]);

    // A second app start reads the same profiles and the same active one.
    const again = await open(file);
    expect((await again.connections.active()).id).toBe(created.id);
    await again.connections.close();

    await connections.remove(created.id);
    expect(await keychain.get(created.id)).toBeNull();
    expect((await connections.active()).id).toBe(SANDBOX_PROFILE_ID);
    await connections.close();
  });

  it("reads the keychain when a connection's client is made, not on every call", async () => {
    const reads: string[] = [];
    const counted = { ...keychain, get: (account: string) => (reads.push(account), keychain.get(account)) };
    const connections = await Connections.open({
      file: join(dir, `profiles-${randomUUID()}.json`),
      keychain: counted,
      sandbox: () => Promise.resolve({ baseUrl: builtIn.baseUrl, key: builtIn.key, secret: builtIn.secret }),
      onNotice: () => undefined,
    });
    const created = await connections.create(otherProfile(), { key: other.key, secret: other.secret });
    await connections.activate(created.id);
    reads.length = 0;
    const first = await connections.client();
    expect(reads).toEqual([created.id]); // the key and secret, to sign with
    const again = await Promise.all([connections.client(), connections.client()]);
    expect(again.map((c) => c.client)).toEqual([first.client, first.client]);
    expect(connections.calling()).toMatchObject({ id: created.id, name: 'Other', readOnly: false, builtIn: false, active: true });
    expect(reads).toHaveLength(1);
    // Read-only from now on: the next call's profile says so at once.
    await connections.setReadOnly(created.id, true);
    expect((await connections.client()).profile.readOnly).toBe(true);
    await connections.remove(created.id);
    expect(connections.calling().id).toBe(SANDBOX_PROFILE_ID);
    await connections.close();
  });

  it("keeps the account's currency, EUR unless set, through an edit that does not name it", async () => {
    const { connections } = await open();
    expect((await connections.active()).currency).toBe('EUR');
    const created = await connections.create({ ...otherProfile(), currency: 'CHF' });
    expect(created.currency).toBe('CHF');
    await expect(connections.update(created.id, { ...otherProfile(), name: 'Renamed' })).resolves.toMatchObject({ name: 'Renamed', currency: 'CHF' });
    await expect(connections.update(created.id, { ...otherProfile(), currency: 'euro' })).rejects.toBeInstanceOf(DeskError);
    await connections.remove(created.id);
    await connections.close();
  });

  it('tells a wrong secret (401) from a clock that is off', async () => {
    const { connections } = await open();
    const wrong = await connections.create(otherProfile(), { key: other.key, secret: 'wrong' });
    await expect(connections.test(wrong.id)).resolves.toEqual({
      ok: false,
      kind: 'unauthorized',
      message: expect.stringContaining('401') as string,
    });
    await connections.setCredentials(wrong.id, { key: other.key, secret: other.secret });
    await expect(connections.test(wrong.id)).resolves.toMatchObject({ ok: true });

    // Our clock two days ahead (one could pass within five minutes of midnight): the signature's
    // date is wrong, and the host's Date header says why.
    const skewed = await open(undefined, () => new Date(Date.now() + 2 * 24 * 60 * 60 * 1000));
    const profile = await skewed.connections.create(otherProfile(), { key: other.key, secret: other.secret });
    const result = await skewed.connections.test(profile.id);
    expect(result).toMatchObject({ ok: false, kind: 'unauthorized' });
    expect(result.ok ? 0 : result.clockSkewMinutes).toBeGreaterThanOrEqual(2 * 24 * 60 - 1);
    await skewed.connections.remove(profile.id);
    await connections.remove(wrong.id);
    await skewed.connections.close();
    await connections.close();
  });

  it('answers a profile without key and secret with a clear error', async () => {
    const { connections } = await open();
    const bare = await connections.create(otherProfile());
    expect(bare.hasCredentials).toBe(false);
    await connections.activate(bare.id);
    await expect(connections.client()).rejects.toMatchObject({ kind: 'missing_credentials' });
    await expect(connections.test(bare.id)).resolves.toMatchObject({ ok: false, kind: 'missing_credentials' });
    await connections.remove(bare.id);
    await connections.close();
  });

  it('refuses plain http to another machine, and changes to the built-in profile', async () => {
    const { connections } = await open();
    await expect(
      connections.create({ name: 'X', baseUrl: 'http://api.example.com/api/v1', environment: 'production' }),
    ).rejects.toMatchObject({ kind: 'validation', fields: { baseUrl: [{ code: 'https' }] } });
    await expect(
      connections.create({ name: 'X', baseUrl: 'https://u:p@api.example.com', environment: 'production' }),
    ).rejects.toMatchObject({ fields: { baseUrl: [{ code: 'url_parts' }] } });
    await expect(
      connections.create({ name: 'Local', baseUrl: 'http://127.0.0.1:9/api/v1/', environment: 'sandbox' }),
    ).resolves.toMatchObject({ baseUrl: 'http://127.0.0.1:9/api/v1' });
    await expect(connections.setCredentials(SANDBOX_PROFILE_ID, { key: 'k', secret: 's' })).rejects.toBeInstanceOf(DeskError);
    await expect(connections.remove(SANDBOX_PROFILE_ID)).rejects.toMatchObject({ kind: 'bad_request' });
    await expect(connections.activate(randomUUID())).rejects.toMatchObject({ kind: 'not_found' });
    expect((await connections.list()).map((p) => p.name)).toEqual(['Sandbox', 'Local']);
    await connections.close();
  });

  it('moves an unreadable profiles file aside instead of overwriting it', async () => {
    const file = join(dir, 'broken.json');
    await writeFile(file, '{"version": 1, "profiles": [oops');
    const { connections, notices } = await open(file);
    expect((await connections.active()).id).toBe(SANDBOX_PROFILE_ID);
    expect(notices[0]).toMatch(/could not be read and was moved to broken\.json\.invalid-\d+/);
    const aside = (await readdir(dir)).find((f) => f.startsWith('broken.json.invalid-'));
    expect(await readFile(join(dir, aside as string), 'utf8')).toContain('oops');
    await connections.close();
  });

  it('stores nothing when the keychain is unavailable, and says so', async () => {
    const child = spawnSync(
      process.execPath,
      ['--import', 'tsx', resolve(import.meta.dirname, '../support/keychain-unavailable.ts'), dir],
      { env: { ...process.env, DBUS_SESSION_BUS_ADDRESS: 'unix:path=/nonexistent/bus' }, encoding: 'utf8', timeout: 30_000 },
    );
    const outcome = JSON.parse(child.stdout.trim().split('\n').pop() ?? '{}') as {
      error?: { kind: string; message: string };
      profiles: string[];
      file: string | null;
    };
    expect(outcome.error?.kind).toBe('keychain');
    expect(outcome.error?.message).toMatch(/keychain is not available, so nothing was stored/);
    expect(outcome.profiles).toEqual(['Sandbox']);
    expect(outcome.file).toBeNull();
  });
});
