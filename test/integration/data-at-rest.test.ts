// Payment drafts and the record of entered bank lines at rest, with the real keychain: sealed
// with AES-256-GCM under a key the keychain keeps, a plain file from before sealed on first
// read, a changed file or another user's key refused in words with the file kept, done drafts
// dropped after the retention.
import { createCipheriv, randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Keychain } from '../../src-main/keychain';
import { DATA_KEY_ACCOUNT, SealBroken, type Sealer, dataVersionAccount, isSealed, keychainSealer } from '../../src-main/sealed-file';
import { AuditLog } from '../../src-main/workflows/audit';
import { CSV_PRESETS } from '../../src-main/workflows/bank-statements/csv-presets';
import { StatementsStore } from '../../src-main/workflows/bank-statements/store';
import { PaymentEntry } from '../../src-main/workflows/payment-entry';
import type { PaymentDraft } from '../../src-shared/domain/payment-entry';
import { draftOf } from '../support/drafts';
import { testKeychain } from '../support/keychain';

const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-23T03:00:00.000Z');

function draft(profileId: string, state: PaymentDraft['state'], ageDays: number): PaymentDraft {
  return draftOf(profileId, state, new Date(NOW.getTime() - ageDays * DAY_MS));
}

let dir: string;
const keychains: Keychain[] = [];
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'od-data-at-rest-'));
});
afterAll(async () => {
  await Promise.all(keychains.map((k) => k.delete(DATA_KEY_ACCOUNT)));
  await rm(dir, { recursive: true, force: true });
});

function keychain(): Keychain {
  const k = testKeychain('data-at-rest');
  keychains.push(k);
  return k;
}


/** A drafts file as the desk wrote it before drafts were sealed. */
async function plainFile(name: string, drafts: PaymentDraft[]): Promise<string> {
  const file = join(dir, name);
  await writeFile(file, `${JSON.stringify({ drafts }, null, 2)}\n`);
  return file;
}

function open(file: string, k: Keychain, notices: string[] = [], keepDoneMs?: number, now = () => NOW) {
  return PaymentEntry.open({
    file,
    audit: new AuditLog(join(dir, `${randomUUID()}.log`)),
    sealer: keychainSealer(k),
    now,
    keepDoneMs,
    onNotice: (m) => notices.push(m),
  });
}

describe('payment drafts sealed at rest', () => {
  it('seals a plain drafts file on first read, keeps every draft, and reads it back sealed', async () => {
    const k = keychain();
    const drafts = [draft('a', 'pending', 1), draft('a', 'unknown', 2), draft('b', 'failed', 3)];
    const file = await plainFile('plain.json', drafts);
    expect((await open(file, k)).open('a')).toHaveLength(2);
    const bytes = await readFile(file);
    expect(isSealed(bytes)).toBe(true);
    // Nothing about the investor is readable on disk any more.
    expect(bytes.toString('latin1')).not.toMatch(/ORD-RA-1|Anna Investor|1250/);
    expect(await k.get(DATA_KEY_ACCOUNT)).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    const again = await open(file, k);
    expect([...again.open('a'), ...again.open('b')].map((d) => d.draftId).sort()).toEqual(drafts.map((d) => d.draftId).sort());
  });

  it('refuses a changed file in words, keeps its bytes aside, and loses nothing once restored', async () => {
    const k = keychain();
    const kept = draft('a', 'unknown', 1);
    const file = await plainFile('tampered.json', [kept]);
    await open(file, k);
    const sealed = await readFile(file);
    const tampered = Buffer.from(sealed);
    const at = tampered.length - 3;
    tampered.writeUInt8(tampered.readUInt8(at) ^ 0x01, at);
    await writeFile(file, tampered);

    const notices: string[] = [];
    const entry = await open(file, k, notices);
    expect(entry.open('a')).toEqual([]);
    expect(notices).toEqual([
      expect.stringMatching(/^tampered\.json could not be decrypted: it was changed on disk, or encrypted with another key.*; it was kept unchanged as tampered\.json\.unreadable-\d+$/),
    ]);
    const aside = (await readdir(dir)).find((n) => n.startsWith('tampered.json.unreadable-')) as string;
    expect(await readFile(join(dir, aside))).toEqual(tampered);
    // The one flipped bit put back, the same key opens the file with the draft in it.
    await writeFile(file, sealed);
    expect((await open(file, k)).open('a')).toEqual([kept]);
  });

  it("refuses a file sealed under another user's key, and makes no key for it", async () => {
    const mine = keychain();
    const file = await plainFile('other-key.json', [draft('a', 'pending', 1)]);
    await open(file, mine);
    const sealed = await readFile(file);
    const other = keychain();
    await expect(keychainSealer(other).open(sealed, 'other-key.json')).rejects.toThrow(SealBroken);
    const notices: string[] = [];
    expect((await open(file, other, notices)).open('a')).toEqual([]);
    expect(notices[0]).toMatch(/encrypted with another key/);
    expect(await other.get(DATA_KEY_ACCOUNT)).toBeNull();
    const aside = (await readdir(dir)).find((n) => n.startsWith('other-key.json.unreadable-')) as string;
    expect(await readFile(join(dir, aside))).toEqual(sealed);
    // Put back under its name, the file opens with its own user's key, the draft in it.
    await rename(join(dir, aside), file);
    expect((await open(file, mine)).open('a')).toHaveLength(1);
  });

  it('refuses a sealed file copied over another one (the name is part of the seal)', async () => {
    const k = keychain();
    const file = await plainFile('one.json', [draft('a', 'pending', 1)]);
    await open(file, k);
    await expect(keychainSealer(k).open(await readFile(file), 'two.json')).rejects.toThrow('two.json could not be decrypted');
  });
});

describe("the bank statements' record sealed at rest", () => {
  const line = { profile_id: 'a', bank_reference: 'SEPA-REF-4711', order_id: 'o-1', payment_id: 'p-1', entered_at: NOW.toISOString() };
  const openSealed = (file: string, sealer: Sealer, notices: string[] = []) => StatementsStore.open(file, (m) => notices.push(m), sealer);
  const openRecord = (file: string, k: Keychain, notices: string[] = []) => openSealed(file, keychainSealer(k), notices);
  const asideOf = async (name: string) => readFile(join(dir, (await readdir(dir)).find((n) => n.startsWith(`${name}.unreadable-`)) as string));

  it('seals a plain record on first read, keeps its lines and presets, and seals what is added', async () => {
    const k = keychain();
    const file = join(dir, 'bank-statements.json');
    const preset = { ...(CSV_PRESETS[0] as (typeof CSV_PRESETS)[number]), name: 'Hausbank' };
    await writeFile(file, JSON.stringify({ presets: [preset], entered: [line] }));
    const notices: string[] = [];
    expect((await openRecord(file, k, notices)).enteredOn('a')).toEqual([line]);
    const bytes = await readFile(file);
    expect(isSealed(bytes)).toBe(true);
    expect(bytes.toString('latin1')).not.toMatch(/SEPA-REF-4711|p-1|Hausbank/);

    const again = await openRecord(file, k, notices);
    expect(again.presets().map((p) => p.name)).toEqual(['Hausbank']);
    await again.recordEntered([{ ...line, bank_reference: 'SEPA-REF-4712', payment_id: 'p-2' }]);
    const written = await readFile(file);
    expect(isSealed(written)).toBe(true);
    expect(written.toString('latin1')).not.toMatch(/SEPA-REF-4712/);
    expect((await openRecord(file, k, notices)).enteredOn('a').map((e) => e.payment_id)).toEqual(['p-1', 'p-2']);
    expect(notices).toEqual([]);
  });

  it('refuses a plain record put in place of the sealed one once the first sealing is over, and keeps it aside', async () => {
    const k = keychain();
    const file = join(dir, 'forged-bank-statements.json');
    const first = keychainSealer(k);
    await (await openSealed(file, first)).recordEntered([line]);
    await first.endFirstSealing();
    // Someone without the key writes a record in which a payment that came in looks entered.
    const forged = JSON.stringify({ entered: [line, { ...line, bank_reference: 'SEPA-REF-9999', payment_id: 'p-forged' }] });
    await writeFile(file, forged);
    const notices: string[] = [];
    expect((await openRecord(file, k, notices)).enteredOn('a')).toEqual([]);
    expect(notices).toEqual([
      expect.stringMatching(/^forged-bank-statements\.json is not encrypted although this desk encrypts its files.*; it was kept unchanged as forged-bank-statements\.json\.unreadable-\d+$/),
    ]);
    expect((await asideOf('forged-bank-statements.json')).toString('utf8')).toBe(forged);
  });

  it('reads the plain files of an earlier version during the first sealing, also in the start after one that stopped midway', async () => {
    const k = keychain();
    const drafts = await plainFile('first-drafts.json', [draft('a', 'pending', 1)]);
    const record = join(dir, 'first-bank-statements.json');
    await writeFile(record, JSON.stringify({ entered: [line] }));
    // The first start seals the drafts, making the key, and stops before it reads the record.
    expect((await open(drafts, k)).open('a')).toHaveLength(1);
    const next = keychainSealer(k);
    expect((await openSealed(record, next)).enteredOn('a')).toEqual([line]);
    expect(isSealed(await readFile(record))).toBe(true);
    await next.endFirstSealing();
    await writeFile(record, JSON.stringify({ entered: [line] }));
    expect((await openRecord(record, k)).enteredOn('a')).toEqual([]);
  });

  it('refuses an older sealed copy put back in place of the newest, and keeps it aside', async () => {
    const k = keychain();
    const file = join(dir, 'rolled-bank-statements.json');
    const sealer = keychainSealer(k);
    const record = await openSealed(file, sealer);
    await record.recordEntered([line]);
    const older = await readFile(file);
    await record.recordEntered([{ ...line, bank_reference: 'SEPA-REF-4712', payment_id: 'p-2' }]);
    await sealer.written();
    expect(await k.get(dataVersionAccount('rolled-bank-statements.json'))).toBe('2');
    await writeFile(file, older);
    const notices: string[] = [];
    expect((await openRecord(file, k, notices)).enteredOn('a')).toEqual([]);
    expect(notices).toEqual([
      expect.stringMatching(/^rolled-bank-statements\.json is an older copy \(version 1\) than the one the desk last wrote \(version 2\): .*kept unchanged as rolled-bank-statements\.json\.unreadable-\d+$/),
    ]);
    expect(await asideOf('rolled-bank-statements.json')).toEqual(older);
  });

  it('opens a record sealed in the first format (no version), and refuses it once a newer one was written', async () => {
    const k = keychain();
    const file = join(dir, 'v1-bank-statements.json');
    const sealer = keychainSealer(k);
    await (await openSealed(file, sealer)).recordEntered([line]); // makes the key
    await sealer.written();
    // As the desk sealed files before they carried a version: the name alone authenticated.
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', Buffer.from((await k.get(DATA_KEY_ACCOUNT)) as string, 'base64'), iv);
    cipher.setAAD(Buffer.from('v1-bank-statements.json', 'utf8'));
    const body = Buffer.concat([cipher.update(JSON.stringify({ entered: [line] })), cipher.final()]);
    const firstFormat = Buffer.concat([Buffer.from('ODSEAL1\n', 'utf8'), iv, cipher.getAuthTag(), body]);
    await k.delete(dataVersionAccount('v1-bank-statements.json')); // as before versions were counted
    await writeFile(file, firstFormat);
    const notices: string[] = [];
    const record = await openRecord(file, k, notices);
    expect(record.enteredOn('a')).toEqual([line]);
    const next = keychainSealer(k);
    await (await openSealed(file, next, notices)).recordEntered([{ ...line, bank_reference: 'SEPA-REF-4713', payment_id: 'p-3' }]);
    await next.written();
    expect(notices).toEqual([]);
    await writeFile(file, firstFormat);
    expect((await openRecord(file, k, notices)).enteredOn('a')).toEqual([]);
    expect(notices).toEqual([expect.stringMatching(/^v1-bank-statements\.json is an older copy \(version 0\) than the one the desk last wrote \(version 1\)/)]);
  });

  it("refuses a record sealed under another user's key, and keeps it aside", async () => {
    const file = join(dir, 'other-bank-statements.json');
    await (await openRecord(file, keychain())).recordEntered([line]);
    const notices: string[] = [];
    expect((await openRecord(file, keychain(), notices)).enteredOn('a')).toEqual([]);
    expect(notices).toEqual([expect.stringMatching(/^other-bank-statements\.json could not be decrypted: .*kept unchanged as other-bank-statements\.json\.unreadable-\d+$/)]);
  });
});

describe('retention', () => {
  it('drops done drafts older than the retention, keeps newer ones and every draft not done', async () => {
    const k = keychain();
    const oldDone = draft('a', 'done', 91);
    const newDone = draft('a', 'done', 89);
    const oldUnknown = draft('a', 'unknown', 400);
    const file = await plainFile('retention.json', [oldDone, newDone, oldUnknown]);
    const entry = await open(file, k, [], 90 * DAY_MS);
    expect(entry.get(oldDone.draftId)).toBeUndefined();
    expect(entry.get(newDone.draftId)).toEqual(newDone);
    expect(entry.get(oldUnknown.draftId)).toEqual(oldUnknown);
    // What was dropped is gone from the disk too.
    const reread = await open(file, k, [], 3650 * DAY_MS);
    expect(reread.get(oldDone.draftId)).toBeUndefined();
    expect(reread.get(newDone.draftId)).toEqual(newDone);
  });

  describe('while the desk runs', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('drops a draft that passes the retention once a day, with the retention of that day', async () => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      const k = keychain();
      const done = draft('a', 'done', 85);
      const pending = draft('a', 'pending', 400);
      const file = await plainFile('daily.json', [done, pending]);
      let today = NOW;
      let keepDays = 90;
      const entry = await open(file, k, [], 90 * DAY_MS, () => today);
      const stop = entry.dropExpiredDaily(() => keepDays * DAY_MS);

      // Three days on, 88 days old: within 90 days, kept.
      today = new Date(NOW.getTime() + 3 * DAY_MS);
      await vi.advanceTimersByTimeAsync(DAY_MS);
      expect(entry.get(done.draftId)).toEqual(done);
      // The retention shortened in Settings: the next day's run follows it.
      keepDays = 30;
      await vi.advanceTimersByTimeAsync(DAY_MS);
      expect(entry.get(done.draftId)).toBeUndefined();
      expect(entry.get(pending.draftId)).toEqual(pending);
      // Gone from the disk too, once the write is through.
      await vi.waitFor(async () => expect((await open(file, k, [], 3650 * DAY_MS)).get(done.draftId)).toBeUndefined());

      // Stopped with the desk: no run after.
      stop();
      expect(vi.getTimerCount()).toBe(0);
    });
  });

  it('follows a shorter retention', async () => {
    const k = keychain();
    const done = draft('a', 'done', 10);
    const file = await plainFile('short.json', [done]);
    expect((await open(file, k, [], 7 * DAY_MS)).get(done.draftId)).toBeUndefined();
  });
});

describe("a connection's local data", () => {
  it("deletes every draft of one connection, on disk too, and no other connection's", async () => {
    const k = keychain();
    const mine = [draft('gone', 'pending', 1), draft('gone', 'done', 1), draft('gone', 'unknown', 1)];
    const other = draft('stays', 'pending', 1);
    const file = await plainFile('forget.json', [...mine, other]);
    const entry = await open(file, k);
    expect(await entry.forgetProfile('gone')).toBe(3);
    const reread = await open(file, k);
    expect(mine.map((d) => reread.get(d.draftId))).toEqual([undefined, undefined, undefined]);
    expect(reread.get(other.draftId)).toEqual(other);
    expect(await reread.forgetProfile('gone')).toBe(0);
  });
});
