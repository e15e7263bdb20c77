// Every file the desk writes with personal data, through the real router of a real desk on
// its demo sandbox: each leaves an audit entry (what, where, how many rows), and none has a
// cell a spreadsheet would run as a formula, read with `,` or `;` as the list separator,
// although payers' names and references were made to smuggle one in.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Desk, startDesk } from '../../src-main/desk';
import { placeOrder } from '../support/fixtures';
import { ipcOf } from '../support/ipc';
import { memoryKeychain } from '../support/keychain';
import { type TestSandbox, clientsOn } from '../support/sandbox';
import { sandboxProcess } from '../support/sandbox-process';
import { formulaCells } from '../support/spreadsheet';
import { type TestShell, testShell } from '../support/shell';

const NAME = 'Müller;=HYPERLINK("http://evil.example","Zahlung")';
const REFERENCE = 'R-1,+cmd|calc';

let dir: string;
let desk: Desk;
let t: TestSandbox;
let shell: TestShell;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'od-exports-ipc-'));
  shell = testShell({ saveFolder: dir });
  desk = await startDesk({ userDataDir: dir, keychain: memoryKeychain(), shell, sandboxSeed: 'demo', sandboxProcess });
  t = clientsOn(await desk.sandbox());
});
afterAll(async () => {
  await t.close();
  await desk.close();
  await rm(dir, { recursive: true, force: true });
});

const { value } = ipcOf(() => desk);

/** The file has no formula cell in either reading, and the log's newest entry records it. */
async function expectSafeAndAudited(action: string, path: string, rows: number, targets: Record<string, string>) {
  const text = await readFile(path, 'utf8');
  expect(formulaCells(text, ',')).toEqual([]);
  expect(formulaCells(text, ';')).toEqual([]);
  const [entry] = await value('audit.list', { limit: 1 });
  expect(entry).toMatchObject({ action, phase: 'result', outcome: 'ok', targets: { ...targets, path, rows: String(rows) } });
  return text;
}

describe('exports of personal data', () => {
  it("an investor's ledger and a project's payments", async () => {
    const placed = await placeOrder(t, '500.00', undefined, { name: NAME });
    await t.client.payments.create(placed.ref, { amount: '200.00', booked_at: '2026-03-02', reference: REFERENCE });
    await t.client.payments.create(placed.ref, { amount: '100.00', booked_at: '2026-03-02', reference: NAME });

    const investor = await value('ledgers.investorCsv', { userId: placed.user.id });
    if (!investor.saved) throw new Error('not saved');
    const text = await expectSafeAndAudited('ledgers.investorCsv', investor.path, investor.lines, { user_id: placed.user.id });
    // Defused where a cell could begin, the rest as sent; amounts stay numbers.
    expect(text).toContain(`"R-1,'+cmd|calc"`);
    expect(text).toContain(`"Müller;'=HYPERLINK(""http://evil.example"",""Zahlung"")"`);
    expect(text).toContain('"200.00"');

    const project = await value('ledgers.projectCsv', { projectId: placed.project.id, filter: {} });
    if (!project.saved) throw new Error('not saved');
    expect(project.lines).toBe(2);
    await expectSafeAndAudited('ledgers.projectCsv', project.path, 2, { project_id: placed.project.id, project_code: placed.project.code });
  });

  it("a statement import's summary, and the audit log that names the statement's file", async () => {
    // A bank's CSV export as the DKB writes it, whose payer and reference came from whoever sent money.
    const statement = join(dir, 'Umsatzliste;=1+1.csv');
    const demo = await readFile(join(import.meta.dirname, '../fixtures/statements/demo-dkb.csv'), 'utf8');
    await writeFile(statement, demo.replaceAll('"Ben Müller"', `"${NAME.replaceAll('"', '""')}"`).replace('"BM-2026-11-REST"', `"${REFERENCE}"`));
    shell.openPath = statement;
    const mapping = (await value('statements.presets', undefined)).find((p) => p.name === 'DKB Umsatzliste');
    const imported = await value('statements.import', { mapping });
    if (!imported.opened || imported.csv) throw new Error('no statement was read');
    expect(imported.proposals.map((p) => p.line.payer_name)).toContain(NAME);

    const summary = await value('statements.saveSummary', { importId: imported.importId });
    if (!summary.saved) throw new Error('not saved');
    expect(summary.lines).toBe(imported.proposals.length);
    const text = await expectSafeAndAudited('statements.saveSummary', summary.path, summary.lines, { import_id: imported.importId });
    expect(text).toContain(`"R-1,'+cmd|calc"`);

    const csv = await value('audit.export', { format: 'csv' });
    if (!csv.saved) throw new Error('not saved');
    const log = await expectSafeAndAudited('audit.export', csv.path, csv.entries, { format: 'csv' });
    expect(log).toContain("file=Umsatzliste;'=1+1.csv");

    const json = await value('audit.export', { format: 'json' });
    if (!json.saved) throw new Error('not saved');
    // One entry more than the CSV export held: that export's own.
    expect(json.entries).toBe(csv.entries + 1);
    const [entry] = await value('audit.list', { limit: 1 });
    expect(entry).toMatchObject({ action: 'audit.export', targets: { format: 'json', path: json.path, rows: String(json.entries) } });
  });
});
