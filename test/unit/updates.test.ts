// The update channel against a feed served from this machine: a good newer release is
// downloaded, verified and offered at quit (not while payments are under way); an older
// release, a changed file, a re-labelled older release, changed notes, another key and a feed
// past its signed expiry are refused, and nothing refused stays on disk. The key comes only
// from the build; IT's policy file may name the feed's address, never the key.
import { execFile } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { promisify } from 'node:util';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chmod, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UPDATE_CONFIG_FILE, policyFile, readUpdateConfig } from '../../src-main/updates/config';
import { installUpdate } from '../../src-main/updates/install';
import { type Feed, compareVersions, signFile } from '../../src-main/updates/release';
import { AuditLog } from '../../src-main/workflows/audit';
import { PaymentEntry } from '../../src-main/workflows/payment-entry';
import { type UpdateStatus, Updater } from '../../src-main/updates/updater';

const PLATFORM = 'linux-x64';
const DAY_MS = 24 * 60 * 60 * 1000;
const keys = generateKeyPairSync('ed25519', { publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
const otherKeys = generateKeyPairSync('ed25519', { publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });

let dir: string;
let server: Server;
let base: string;
/** What the server answers, by path. */
const routes = new Map<string, Buffer>();
const requested: string[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'od-updates-'));
  server = createServer((req, res) => {
    requested.push(req.url ?? '');
    const body = routes.get(req.url ?? '');
    res.writeHead(body ? 200 : 404).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
});
beforeEach(() => {
  routes.clear();
  requested.length = 0;
});

/** A release built and signed as a platform does it; its feed served at /latest.json. */
async function publish(version: string, content: string, options: { privateKey?: string; notes?: string; expiresAt?: Date } = {}): Promise<Feed> {
  const name = `Offering-Desk-${version}.AppImage`;
  const path = join(dir, name);
  await writeFile(path, content);
  const notes = options.notes ?? `What is new in ${version}`;
  const expiresAt = options.expiresAt ?? new Date(Date.now() + DAY_MS);
  const file = await signFile(path, name, version, PLATFORM, notes, options.privateKey ?? keys.privateKey, expiresAt);
  routes.set(`/${name}`, Buffer.from(content));
  const feed: Feed = { version, notes, files: { [PLATFORM]: file } };
  serveFeed(feed);
  return feed;
}

function serveFeed(feed: Feed) {
  routes.set('/latest.json', Buffer.from(JSON.stringify(feed)));
}

async function updater(busy = () => false) {
  const downloadDir = await mkdtemp(join(dir, 'downloads-'));
  const seen: UpdateStatus['state'][] = [];
  const u = new Updater({
    feedUrl: `${base}/latest.json`,
    publicKey: keys.publicKey,
    currentVersion: '1.2.0',
    platform: PLATFORM,
    downloadDir,
    busy,
    onChange: (s) => seen.push(s.state),
  });
  return { u, downloadDir, seen };
}

describe('the update channel', () => {
  it('downloads a newer signed release in the background, verifies it, and offers it when the desk quits', async () => {
    await publish('1.3.0', 'the new desk');
    const { u, downloadDir, seen } = await updater();
    const status = await u.check();
    expect(status).toEqual({ state: 'ready', version: '1.3.0', notes: 'What is new in 1.3.0' });
    expect(seen).toEqual(['checking', 'downloading', 'ready']);
    const file = u.installOnQuit() as string;
    expect(file.startsWith(downloadDir)).toBe(true);
    expect(await readFile(file, 'utf8')).toBe('the new desk');
    expect(await readdir(downloadDir)).toEqual(['1.3.0-Offering-Desk-1.3.0.AppImage']);
    // A second check while ready fetches nothing again.
    requested.length = 0;
    await u.check();
    expect(requested).toEqual([]);
  });

  it('does not install while payments are being entered, and does at the quit after', async () => {
    await publish('1.3.1', 'desk 1.3.1');
    let busy = true;
    const { u } = await updater(() => busy);
    expect((await u.check()).state).toBe('ready');
    expect(u.installOnQuit()).toBeUndefined();
    busy = false;
    expect(u.installOnQuit()).toMatch(/1\.3\.1-Offering-Desk-1\.3\.1\.AppImage$/);
  });

  it('waits for the end of a batch of payments (a statement being entered) before it installs', async () => {
    await publish('1.3.2', 'desk 1.3.2');
    const entry = await PaymentEntry.open({ file: join(dir, 'drafts.json'), audit: new AuditLog(join(dir, 'audit.log')) });
    const { u } = await updater(() => entry.busy);
    expect((await u.check()).state).toBe('ready');
    const during = await entry.batch(() => Promise.resolve(u.installOnQuit()));
    expect(during).toBeUndefined();
    expect(u.installOnQuit()).toMatch(/1\.3\.2/);
  });

  it('stays with the version it has when the feed offers an older or the same one', async () => {
    for (const version of ['1.1.9', '1.2.0', '1.2.0-rc.2']) {
      await publish(version, `desk ${version}`);
      const { u, downloadDir } = await updater();
      expect((await u.check()).state).toBe('current');
      expect(u.installOnQuit()).toBeUndefined();
      expect(await readdir(downloadDir)).toEqual([]);
    }
    expect(requested.every((path) => path === '/latest.json')).toBe(true);
  });

  it('refuses a file changed on the server, and keeps nothing of it', async () => {
    await publish('1.4.0', 'the signed desk');
    routes.set('/Offering-Desk-1.4.0.AppImage', Buffer.from('the signed desX'));
    const { u, downloadDir } = await updater();
    expect(await u.check()).toEqual({
      state: 'failed',
      version: '1.4.0',
      message: 'Update 1.4.0 was refused: the file is not the one that was signed (its SHA-512 differs)',
    });
    expect(u.installOnQuit()).toBeUndefined();
    expect(await readdir(downloadDir)).toEqual([]);
  });

  it('refuses a file longer than the signed size as it arrives', async () => {
    await publish('1.4.1', 'short');
    routes.set('/Offering-Desk-1.4.1.AppImage', Buffer.from('short, and then a lot more'));
    const { u, downloadDir } = await updater();
    expect(await u.check()).toMatchObject({ state: 'failed', message: 'Update 1.4.1 was refused: the file is larger than the feed says' });
    expect(await readdir(downloadDir)).toEqual([]);
  });

  it('refuses an older signed release offered as a newer one, before downloading it', async () => {
    const old = await publish('1.1.0', 'the old desk with a known flaw');
    serveFeed({ ...old, version: '9.0.0' });
    const { u, downloadDir } = await updater();
    expect(await u.check()).toEqual({
      state: 'failed',
      version: '9.0.0',
      message: "Update 9.0.0 was refused: its signature does not match this desk's update key.",
    });
    expect(requested).toEqual(['/latest.json']);
    expect(await readdir(downloadDir)).toEqual([]);
  });

  it('refuses notes changed after signing, and a release signed with another key', async () => {
    const feed = await publish('1.5.0', 'desk 1.5.0');
    serveFeed({ ...feed, notes: 'Install this now and enter your key.' });
    expect((await (await updater()).u.check()).state).toBe('failed');
    await publish('1.5.1', 'desk 1.5.1', { privateKey: otherKeys.privateKey });
    expect(await (await updater()).u.check()).toMatchObject({ state: 'failed', message: expect.stringContaining('signature does not match') as string });
  });

  it('refuses a feed past its signed expiry, even one that offers nothing newer', async () => {
    for (const version of ['1.6.0', '1.2.0']) {
      await publish(version, `desk ${version}`, { expiresAt: new Date(Date.now() - 60_000) });
      const { u, downloadDir } = await updater();
      expect(await u.check()).toMatchObject({ state: 'failed', version, message: expect.stringMatching(/^The update feed expired on /) as string });
      expect(await readdir(downloadDir)).toEqual([]);
    }
  });

  it('refuses an expiry moved on the way, and a feed that has nothing signed for this platform', async () => {
    const feed = await publish('1.6.1', 'desk 1.6.1', { expiresAt: new Date(Date.now() - 60_000) });
    const file = feed.files[PLATFORM];
    serveFeed({ ...feed, files: { [PLATFORM]: { ...file!, expires_at: new Date(Date.now() + 365 * DAY_MS).toISOString() } } });
    expect(await (await updater()).u.check()).toMatchObject({ state: 'failed', message: expect.stringContaining('signature does not match') as string });
    serveFeed({ ...feed, files: {} });
    expect(await (await updater()).u.check()).toEqual({ state: 'failed', message: `The update feed has no release for ${PLATFORM}.` });
  });

  it('hashes the file again before installing it: one changed since it was verified is not installed', async () => {
    await publish('1.7.0', 'desk 1.7.0');
    const { u } = await updater();
    expect((await u.check()).state).toBe('ready');
    const file = u.installOnQuit() as string;
    const appImage = join(await mkdtemp(join(dir, 'installed-')), 'Offering-Desk.AppImage');
    await writeFile(appImage, 'desk 1.2.0');
    await writeFile(file, 'desk 1.7.0 with something added');
    await expect(installUpdate(file, 'linux', { APPIMAGE: appImage })).rejects.toThrow('changed after it was verified');
    expect(await readFile(appImage, 'utf8')).toBe('desk 1.2.0');
    expect(await readdir(join(appImage, '..'))).toEqual(['Offering-Desk.AppImage']);
    await writeFile(file, 'desk 1.7.0');
    await installUpdate(file, 'linux', { APPIMAGE: appImage });
    expect(await readFile(appImage, 'utf8')).toBe('desk 1.7.0');
    await writeFile(join(dir, 'never-verified.AppImage'), 'desk 9.9.9');
    await expect(installUpdate(join(dir, 'never-verified.AppImage'), 'linux', { APPIMAGE: appImage })).rejects.toThrow('was not verified');
    expect(await readFile(appImage, 'utf8')).toBe('desk 1.7.0');
  });

  it('says in words when the feed cannot be read', async () => {
    expect(await (await updater()).u.check()).toEqual({ state: 'failed', message: 'The update feed could not be read: the server answered 404' });
    routes.set('/latest.json', Buffer.from('{"version":"x"}'));
    expect(await (await updater()).u.check()).toEqual({ state: 'failed', message: 'The update feed could not be read: the feed is not valid' });
  });

  it('takes an https feed only (plain http to this machine aside)', () => {
    expect(() => new Updater({ feedUrl: 'http://updates.example.com/latest.json', publicKey: keys.publicKey, currentVersion: '1.0.0', platform: PLATFORM, downloadDir: dir, busy: () => false })).toThrow(
      'the update address http://updates.example.com is not https',
    );
  });
});

describe('the signing command', () => {
  it('signs each platform into one feed the desk accepts', async () => {
    const work = await mkdtemp(join(dir, 'sign-'));
    await writeFile(join(work, 'private.pem'), keys.privateKey);
    await writeFile(join(work, 'notes.txt'), 'Payment batches resume after a restart.\n');
    await writeFile(join(work, 'Offering-Desk-2.0.0.AppImage'), 'desk 2.0.0 for linux');
    await writeFile(join(work, 'Offering-Desk-Setup-2.0.0.exe'), 'desk 2.0.0 for windows');
    const sign = (platform: string, file: string) =>
      promisify(execFile)('node_modules/.bin/tsx', [
        'src-main/updates/cli.ts',
        ...['--key', join(work, 'private.pem'), '--version', '2.0.0', '--platform', platform],
        ...['--notes', join(work, 'notes.txt'), '--feed', join(work, 'latest.json'), join(work, file)],
      ]);
    await sign('win32-x64', 'Offering-Desk-Setup-2.0.0.exe');
    await sign(PLATFORM, 'Offering-Desk-2.0.0.AppImage');
    const feed = JSON.parse(await readFile(join(work, 'latest.json'), 'utf8')) as Feed;
    expect(Object.keys(feed.files).sort()).toEqual([PLATFORM, 'win32-x64']);
    serveFeed(feed);
    routes.set('/Offering-Desk-2.0.0.AppImage', Buffer.from('desk 2.0.0 for linux'));
    const { u } = await updater();
    expect(await u.check()).toEqual({ state: 'ready', version: '2.0.0', notes: 'Payment batches resume after a restart.' });
    // Valid for 14 days by default; --expires-in-days sets it.
    const expiresIn = (entry: string) => (Date.parse(feed.files[entry]!.expires_at) - Date.now()) / DAY_MS;
    expect(expiresIn(PLATFORM)).toBeGreaterThan(13.9);
    expect(expiresIn(PLATFORM)).toBeLessThanOrEqual(14);
    await promisify(execFile)('node_modules/.bin/tsx', [
      'src-main/updates/cli.ts',
      ...['--key', join(work, 'private.pem'), '--version', '2.0.0', '--platform', PLATFORM, '--expires-in-days', '3'],
      ...['--notes', join(work, 'notes.txt'), '--feed', join(work, 'latest.json'), join(work, 'Offering-Desk-2.0.0.AppImage')],
    ]);
    const resigned = JSON.parse(await readFile(join(work, 'latest.json'), 'utf8')) as Feed;
    expect((Date.parse(resigned.files[PLATFORM]!.expires_at) - Date.now()) / DAY_MS).toBeCloseTo(3, 1);
  }, 30_000);
});

describe('the channel configuration', () => {
  const BUILT = { feedUrl: 'https://updates.example.com/desk/latest.json', publicKey: keys.publicKey };
  /** No policy file, unless a test writes one. */
  const none = () => ({ env: {}, policy: join(dir, 'no-policy.json') });

  it('is off without a feed file, read from one, and refused in words when incomplete', async () => {
    const resources = await mkdtemp(join(dir, 'resources-'));
    expect(await readUpdateConfig(resources, none())).toBeUndefined();
    await writeFile(join(resources, UPDATE_CONFIG_FILE), JSON.stringify(BUILT));
    expect(await readUpdateConfig(resources, none())).toEqual(BUILT);
    await writeFile(join(resources, UPDATE_CONFIG_FILE), JSON.stringify({ feedUrl: 'https://updates.example.com/desk/latest.json' }));
    await expect(readUpdateConfig(resources, none())).rejects.toThrow('update-feed.json needs a feedUrl and a publicKey (PEM)');
  });

  it('trusts only the built-in key in a packaged desk: the environment is read by development builds only', async () => {
    const resources = await mkdtemp(join(dir, 'resources-'));
    await writeFile(join(resources, UPDATE_CONFIG_FILE), JSON.stringify(BUILT));
    const otherKey = join(resources, 'other.pem');
    await writeFile(otherKey, otherKeys.publicKey);
    const env = { OFFERING_DESK_UPDATE_URL: 'https://evil.example/latest.json', OFFERING_DESK_UPDATE_KEY: otherKey };
    expect(await readUpdateConfig(resources, { ...none(), env })).toEqual(BUILT);
    expect(await readUpdateConfig(await mkdtemp(join(dir, 'empty-')), { ...none(), env })).toBeUndefined();
    expect(await readUpdateConfig(resources, { ...none(), env, packaged: false })).toEqual({ feedUrl: 'https://evil.example/latest.json', publicKey: otherKeys.publicKey });
  });

  it("takes the feed's address from IT's policy file when its owner is the administrator, never a key", async () => {
    const resources = await mkdtemp(join(dir, 'resources-'));
    await writeFile(join(resources, UPDATE_CONFIG_FILE), JSON.stringify(BUILT));
    const policy = join(resources, 'update-policy.json');
    const me = process.getuid?.() as number;
    await writeFile(policy, JSON.stringify({ feedUrl: 'https://mirror.corp.example/desk/latest.json' }), { mode: 0o644 });
    expect(await readUpdateConfig(resources, { env: {}, policy, policyOwner: me })).toEqual({ ...BUILT, feedUrl: 'https://mirror.corp.example/desk/latest.json' });
    // Not the administrator's (these tests do not run as root), or writable by others: refused.
    await expect(readUpdateConfig(resources, { env: {}, policy, policyOwner: me + 1 })).rejects.toThrow(`${policy} must belong to the administrator and be writable by no one else`);
    await chmod(policy, 0o666);
    await expect(readUpdateConfig(resources, { env: {}, policy, policyOwner: me })).rejects.toThrow('writable by no one else');
    await chmod(policy, 0o644);
    await writeFile(policy, JSON.stringify({ feedUrl: 'https://mirror.corp.example/desk/latest.json', publicKey: otherKeys.publicKey }));
    await expect(readUpdateConfig(resources, { env: {}, policy, policyOwner: me })).rejects.toThrow('may name only a feedUrl (the update key is built into the desk)');
  });

  it('looks for the policy file where only an administrator may write', () => {
    expect(policyFile('darwin')).toBe('/Library/Application Support/Offering Desk/update-policy.json');
    expect(policyFile('linux')).toBe('/etc/offering-desk/update-policy.json');
    expect(policyFile('win32', { ProgramData: 'C:\\ProgramData' })).toMatch(/^C:\\ProgramData.Offering Desk.update-policy\.json$/);
  });
});

describe('versions', () => {
  it('orders releases and pre-releases', () => {
    expect(compareVersions('1.10.0', '1.9.9')).toBe(1);
    expect(compareVersions('1.2.0-rc.1', '1.2.0')).toBe(-1);
    expect(compareVersions('1.2.0-rc.10', '1.2.0-rc.9')).toBe(1);
    expect(compareVersions('2.0.0', '2.0.0')).toBe(0);
  });
});
