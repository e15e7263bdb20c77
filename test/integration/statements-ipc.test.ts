// The statements channels through the real router of a real desk on its demo sandbox: a
// statement file chosen in the (test) open dialog, proposals back, the import audited.
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Desk, startDesk } from '../../src-main/desk';
import { isSealed, keychainSealer } from '../../src-main/sealed-file';
import { StatementsStore } from '../../src-main/workflows/bank-statements/store';
import { ipcOf } from '../support/ipc';
import { memoryKeychain } from '../support/keychain';
import { sandboxProcess } from '../support/sandbox-process';
import { testShell } from '../support/shell';

const FIXTURES = join(import.meta.dirname, '../fixtures/statements');
const shell = testShell({ confirmAnswer: false });

let dir: string;
let desk: Desk;
const keychain = memoryKeychain();
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'od-statements-ipc-'));
  desk = await startDesk({ userDataDir: dir, keychain, shell, sandboxSeed: 'demo', sandboxProcess });
  // The built-in sandbox starts in the hook's time, not in the first test's.
  await desk.sandbox();
});
afterAll(async () => {
  await desk.close();
  await rm(dir, { recursive: true, force: true });
});

const { call, value } = ipcOf(() => desk);

/** An import that read a statement (not a cancelled dialog, not a CSV waiting for its mapping). */
async function statementOf(input: Parameters<typeof value<'statements.import'>>[1]) {
  const imported = await value('statements.import', input);
  if (!imported.opened || imported.csv) throw new Error('no statement was read');
  return imported;
}

it('imports a statement chosen in the open dialog, proposes its lines, and audits the import', async () => {
  shell.openPath = join(FIXTURES, 'demo.camt053.xml');
  const imported = await statementOf({});
  expect(imported).toMatchObject({
    format: 'camt.053',
    variant: 'camt.053.001.08',
    account_iban: 'DE89370400440532013000',
    referencesOnHost: true,
  });
  expect(imported.proposals.map((p) => [p.status, p.order?.order_code ?? p.reason])).toEqual([
    ['matched', 'OM-B3N0R5T1'],
    ['matched', 'OM-B3N0R5T1'],
    ['suggested', 'OM-D9H3J7K0'],
    ['matched', 'OM-F5Q1S3V7'],
    ['unmatched', 'no_code'],
    ['not_candidate', 'debit'],
    ['not_candidate', 'currency'],
    ['not_candidate', 'duplicate'],
    ['not_candidate', 'reversal'],
  ]);
  const [entry] = await value('audit.list', { limit: 1 });
  expect(entry).toMatchObject({
    action: 'statements.import',
    targets: { file: 'demo.camt053.xml', format: 'camt.053.001.08' },
    detail: 'matched=3 suggested=1 unmatched=1 not_candidate=4',
  });
});

it('reads a CSV export through a shipped preset, and shows its first rows to map rather than guessing', async () => {
  const presets = await value('statements.presets', undefined);
  expect(presets.map((p) => [p.name, p.saved])).toEqual([
    ['Sparkasse CSV-CAMT V2', false],
    ['DKB Umsatzliste', false],
  ]);
  shell.openPath = join(FIXTURES, 'demo-dkb.csv');
  const imported = await statementOf({ mapping: presets[1] });
  expect(imported.proposals.map((p) => p.status)).toEqual(['matched', 'matched', 'matched', 'not_candidate']);
  const chosen = await value('statements.import', {});
  if (!chosen.opened || !chosen.csv) throw new Error('no rows to map');
  expect(chosen.csv).toMatchObject({ delimiter: ';', path: shell.openPath });
  expect(chosen.csv.rows.some((row) => row.includes('Buchungsdatum') && row.includes('Betrag (€)'))).toBe(true);
  // The same file, now with its mapping, without the open dialog.
  shell.openPath = undefined;
  const mapped = await statementOf({ fileId: chosen.csv.fileId, mapping: presets[1] });
  expect(mapped.proposals).toHaveLength(4);
  await expect(call('statements.import', { fileId: randomUUID(), mapping: presets[1] })).resolves.toMatchObject({ ok: false, error: { kind: 'not_found' } });
});

it('saves a mapping under a name of its own for every connection, never over a shipped one', async () => {
  const [sparkasse] = await value('statements.presets', undefined);
  const mine = { ...sparkasse!, name: 'Volksbank', saved: undefined };
  await expect(value('statements.savePreset', mine)).resolves.toHaveLength(3);
  expect((await value('statements.presets', undefined)).at(-1)).toMatchObject({ name: 'Volksbank', saved: true, delimiter: ';' });
  await expect(call('statements.savePreset', sparkasse!)).resolves.toMatchObject({ ok: false, error: { kind: 'bad_request' } });
  await expect(call('statements.deletePreset', { name: 'DKB Umsatzliste' })).resolves.toMatchObject({ ok: false, error: { kind: 'bad_request' } });
  await expect(value('statements.deletePreset', { name: 'Volksbank' })).resolves.toHaveLength(2);
});

it('refuses a mapping that is not one, and opens nothing when the dialog is cancelled', async () => {
  const mapping = { name: 'Broken', delimiter: '|', decimal_separator: ',', date_format: 'DD.MM.YY', columns: {} };
  await expect(call('statements.import', { mapping } as never)).resolves.toMatchObject({ ok: false, error: { kind: 'validation' } });
  shell.openPath = undefined;
  await expect(value('statements.import', {})).resolves.toEqual({ opened: false });
});

it('enters the accepted lines of an import with progress, refuses lines not proposed, and proposes nothing twice', async () => {
  shell.openPath = join(FIXTURES, 'demo.camt053.xml');
  const imported = await statementOf({});
  const progress: unknown[] = [];
  const stop = desk.onEvent((event, payload) => {
    if (event === 'statements.enterProgress') progress.push(payload);
  });
  const draftIds = [0, 1, 2, 3].map(() => randomUUID());
  const accept = draftIds.map((draftId, index) => ({ index, draftId }));

  await expect(call('statements.enter', { importId: imported.importId, accept: [{ index: 5, draftId: randomUUID() }] })).resolves.toMatchObject({
    ok: false,
    error: { kind: 'bad_request', message: 'Line 6 of the statement is not proposed for an order.' },
  });
  await expect(call('statements.enter', { importId: randomUUID(), accept })).resolves.toMatchObject({ ok: false, error: { kind: 'not_found' } });

  const entered = await value('statements.enter', { importId: imported.importId, accept });
  stop();
  expect(entered.map((e) => [e.index, e.outcome])).toEqual([
    [0, 'done'],
    [1, 'done'],
    [2, 'done'],
    [3, 'done'],
  ]);
  expect(entered.every((e) => typeof e.payment_id === 'string')).toBe(true);
  expect(progress).toEqual([0, 1, 2, 3].map((index) => ({ importId: imported.importId, index, outcome: 'done', done: index + 1, total: 4 })));
  // A draft id of another line's payment is not that line's: refused, not reported done.
  const [reused] = await value('statements.enter', { importId: imported.importId, accept: [{ index: 3, draftId: draftIds[0] as string }] });
  expect(reused).toMatchObject({ index: 3, outcome: 'refused', error: 'This draft was entered with other values; enter the payment anew.' });
  // The same lines sent again join their done drafts; the statement imported again is done.
  const again = await value('statements.enter', { importId: imported.importId, accept });
  expect(again.map((e) => e.payment_id)).toEqual(entered.map((e) => e.payment_id));
  const reimported = await statementOf({});
  expect(reimported.proposals.slice(0, 4).map((p) => p.status)).toEqual(['done', 'done', 'done', 'done']);
  // The desk's own record of the lines it entered, for hosts whose payments lack the reference:
  // sealed at rest, since it names investors' payments.
  const file = join(dir, 'bank-statements.json');
  expect(isSealed(await readFile(file))).toBe(true);
  const profileId = (await value('profiles.active', undefined)).id;
  const record = (await StatementsStore.open(file, (m) => expect.fail(m), keychainSealer(keychain))).enteredOn(profileId);
  expect(record.map((e) => e.payment_id).sort()).toEqual(entered.map((e) => e.payment_id).sort());
  expect(record.map((e) => e.bank_reference)).toEqual(imported.proposals.slice(0, 4).map((p) => p.line.bank_reference));
  await expect(value('statements.pause', { importId: imported.importId })).resolves.toEqual({ paused: false });

  // The bookkeeper's summary: every line, its status and how its entering ended.
  shell.savePath = join(dir, 'summary.csv');
  await expect(value('statements.saveSummary', { importId: imported.importId })).resolves.toEqual({ saved: true, path: shell.savePath, lines: 9 });
  const text = await readFile(shell.savePath, 'utf8');
  // UTF-8 with a byte-order mark, as every CSV file of the desk.
  expect(text.startsWith('\uFEFF')).toBe(true);
  const rows: string[][] = parse(text, { bom: true });
  expect(rows[0]).toEqual(['line', 'booking_date', 'amount', 'currency', 'direction', 'payer', 'bank_reference', 'status', 'reason', 'order_code', 'entered', 'payment_id']);
  expect(rows.slice(1).map((r) => [r[0], r[2], r[7], r[8], r[9], r[10]])).toEqual([
    ['1', '1000.00', 'matched', '', 'OM-B3N0R5T1', 'done'],
    ['2', '500.00', 'matched', '', 'OM-B3N0R5T1', 'done'],
    ['3', '750.00', 'suggested', '', 'OM-D9H3J7K0', 'done'],
    ['4', '250.00', 'matched', '', 'OM-F5Q1S3V7', 'done'],
    ['5', '300.00', 'unmatched', 'no_code', '', 'skipped'],
    ['6', '12.50', 'not_candidate', 'debit', '', 'skipped'],
    ['7', '750.00', 'not_candidate', 'currency', '', 'skipped'],
    ['8', '1000.00', 'not_candidate', 'duplicate', '', 'skipped'],
    ['9', '500.00', 'not_candidate', 'reversal', '', 'skipped'],
  ]);
  expect(rows.slice(1).every((r, i) => (i < 4 ? entered[i]?.payment_id === r[11] : r[11] === ''))).toBe(true);
});

it('forgets a statement and a CSV file waiting for its mapping when the connection switches: nothing read on one is entered or saved on another', async () => {
  const sandboxId = (await value('profiles.active', undefined)).id;
  shell.openPath = join(FIXTURES, 'demo.camt053.xml');
  const imported = await statementOf({});
  shell.openPath = join(FIXTURES, 'demo-dkb.csv');
  const chosen = await value('statements.import', {});
  if (!chosen.opened || !chosen.csv) throw new Error('the CSV file was not kept for its mapping');
  const [mapping] = (await value('statements.presets', undefined)).slice(1);
  const accept = [{ index: 0, draftId: randomUUID() }];
  const other = await value('profiles.create', {
    profile: { name: 'Elsewhere', baseUrl: 'https://elsewhere.invalid/api/v1', environment: 'staging' },
    credentials: { key: 'elsewhere-key', secret: 'elsewhere-secret' },
  });
  await value('profiles.activate', { id: other.id });
  await expect(call('statements.enter', { importId: imported.importId, accept })).resolves.toMatchObject({ ok: false, error: { kind: 'not_found' } });
  shell.savePath = join(dir, 'elsewhere.csv');
  await expect(call('statements.saveSummary', { importId: imported.importId })).resolves.toMatchObject({ ok: false, error: { kind: 'not_found' } });
  await expect(call('statements.import', { fileId: chosen.csv.fileId, mapping })).resolves.toMatchObject({ ok: false, error: { kind: 'not_found' } });
  // Back on the sandbox, they were forgotten at the switch, not only hidden.
  await value('profiles.activate', { id: sandboxId });
  await expect(call('statements.enter', { importId: imported.importId, accept })).resolves.toMatchObject({ ok: false, error: { kind: 'not_found' } });
  await expect(call('statements.import', { fileId: chosen.csv.fileId, mapping })).resolves.toMatchObject({ ok: false, error: { kind: 'not_found' } });
  await value('profiles.delete', { id: other.id, deleteLocalData: true });
});
