// Deleting a connection with its data on this machine, through the desk and the real keychain:
// its payment drafts and the bank lines it entered go (sealed files rewritten), another
// connection's stay, the deletion is audited; without the option the drafts stay. A plain
// drafts file put in place of the sealed one is refused, kept aside, and said in the log.
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Desk, startDesk } from '../../src-main/desk';
import { DATA_KEY_ACCOUNT, isSealed, keychainSealer, writeSealedJson } from '../../src-main/sealed-file';
import { AuditLog } from '../../src-main/workflows/audit';
import { type EnteredBankLine, StatementsStore } from '../../src-main/workflows/bank-statements/store';
import { PaymentEntry } from '../../src-main/workflows/payment-entry';
import type { PaymentDraft } from '../../src-shared/domain/payment-entry';
import { ipcOf } from '../support/ipc';
import { draftOf as draft } from '../support/drafts';
import { testKeychain } from '../support/keychain';
import { sandboxProcess } from '../support/sandbox-process';
import { testShell } from '../support/shell';

let dir: string;
let desk: Desk;
const keychain = testKeychain('local-data');
const open = () => startDesk({ userDataDir: dir, keychain, shell: testShell(), sandboxSeed: 'none', sandboxProcess });

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'od-local-data-'));
  desk = await open();
});
afterAll(async () => {
  await desk.close();
  await keychain.delete(DATA_KEY_ACCOUNT);
  await rm(dir, { recursive: true, force: true });
});

const { value, refusal } = ipcOf(() => desk);


async function connection(name: string): Promise<string> {
  return (await value('profiles.create', { profile: { name, baseUrl: 'https://desk-test.invalid/api/v1', environment: 'staging' } })).id;
}

/** Drafts and entered bank lines of these connections, as the desk leaves them (sealed, their versions in the keychain). */
async function reopenWithDrafts(drafts: PaymentDraft[], entered: EnteredBankLine[] = []): Promise<void> {
  await desk.close();
  const sealer = keychainSealer(keychain);
  await writeSealedJson(join(dir, 'payment-drafts.json'), { drafts }, sealer);
  await writeSealedJson(join(dir, 'bank-statements.json'), { entered }, sealer);
  await sealer.written();
  desk = await open();
}

const bankLine = (profileId: string, n: number): EnteredBankLine => ({
  profile_id: profileId,
  bank_reference: `REF-${n}`,
  order_id: `order-${n}`,
  payment_id: `payment-${n}`,
  entered_at: '2026-11-01T09:00:00.000Z',
});

describe("deleting a connection's local data", () => {
  it('deletes its drafts with it when asked, keeps the others, and records it', async () => {
    const gone = await connection('Going');
    const stays = await connection('Staying');
    const [a, b, c] = [draft(gone), draft(gone), draft(stays)];
    await reopenWithDrafts([a, b, c] as PaymentDraft[], [bankLine(gone, 1), bankLine(stays, 2), bankLine(gone, 3)]);

    expect(await value('profiles.delete', { id: gone, deleteLocalData: true })).toEqual({ success: true });
    const file = await readFile(join(dir, 'payment-drafts.json'));
    expect(isSealed(file)).toBe(true);
    const statementsFile = join(dir, 'bank-statements.json');
    expect(isSealed(await readFile(statementsFile))).toBe(true);
    const record = await StatementsStore.open(statementsFile, (m) => expect.fail(m), keychainSealer(keychain));
    expect(record.enteredOn(gone)).toEqual([]);
    expect(record.enteredOn(stays)).toEqual([bankLine(stays, 2)]);
    await desk.close();
    desk = await open();
    const audit = await value('audit.list', {});
    expect(audit.find((e) => e.action === 'profiles.deleteLocalData' && e.phase === 'result')).toMatchObject({
      profileId: gone,
      profileName: 'Going',
      outcome: 'ok',
      targets: { drafts: '2', bank_lines: '2' },
    });
    await value('profiles.activate', { id: stays });
    expect((await value('payments.drafts', undefined)).map((d) => d.draftId)).toEqual([c?.draftId]);
  });

  it('keeps the drafts when the connection is deleted without its local data', async () => {
    const kept = await connection('Kept data');
    const d = draft(kept);
    await reopenWithDrafts([d]);
    await value('profiles.delete', { id: kept });
    expect((await value('audit.list', {})).some((e) => e.action === 'profiles.deleteLocalData' && e.profileId === kept)).toBe(false);
    const onDisk = await PaymentEntry.open({ file: join(dir, 'payment-drafts.json'), audit: new AuditLog(join(dir, 'other.log')), sealer: keychainSealer(keychain) });
    expect(onDisk.get(d.draftId)).toEqual(d);
  });

  it('refuses a plain drafts file put there once the desk seals its files, keeps it aside and says so', async () => {
    const id = await connection('Forged');
    await reopenWithDrafts([]); // the desk seals its files from here on
    await desk.close();
    const forged = JSON.stringify({ drafts: [draft(id)] });
    await writeFile(join(dir, 'payment-drafts.json'), forged);
    desk = await open();
    await value('profiles.activate', { id });
    expect(await value('payments.drafts', undefined)).toEqual([]);
    const aside = (await readdir(dir)).find((n) => n.startsWith('payment-drafts.json.unreadable-')) as string;
    expect(await readFile(join(dir, aside), 'utf8')).toBe(forged);
    expect(await readFile(join(dir, 'desk.log'), 'utf8')).toMatch(/payment-drafts\.json is not encrypted although this desk encrypts its files.*kept unchanged as payment-drafts\.json\.unreadable-\d+/);
  });

  it('refuses an option that is not a yes or no', async () => {
    const id = await connection('Checked');
    await expect(refusal('profiles.delete', { id, deleteLocalData: 'yes' as unknown as boolean })).resolves.toMatchObject({ kind: 'validation' });
    expect((await value('profiles.list', undefined)).some((p) => p.id === id)).toBe(true);
  });
});

describe('closing the desk', () => {
  it('ends the writes the window asked for just before, so the folder is whole and can be removed', async () => {
    // Calls the window made and left unanswered as the desk quits: each queues a write of the file.
    const areas = ['custody', 'ledgers', 'payments', 'kyc', 'distribution', 'projects'] as const;
    const asked = areas.map((lastArea) => desk.invoke('preferences.set', { lastArea }));
    await desk.close();
    expect(JSON.parse(await readFile(join(dir, 'preferences.json'), 'utf8'))).toMatchObject({ lastArea: 'projects' });
    await Promise.all(asked);
    desk = await open();
    await expect(value('preferences.get', undefined)).resolves.toMatchObject({ lastArea: 'projects' });
  });
});
