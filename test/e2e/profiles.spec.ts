// Connection profiles: a second sandbox added with its key and secret, tested, used,
// production marked; the secret goes to the keychain and nowhere else.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import { createClient } from '../../src-main/client';
import { type Sandbox, startSandbox } from '../../src-main/sandbox/server';
import { ipcOf } from '../support/ipc';
import type { Harness } from './harness';
import { openInvestor } from './kyc-support';
import { expectAccessible, goTo, shareDesk, snap } from './support';

test.describe.configure({ mode: 'serial' });

let harness: Harness;
let second: Sandbox;
let page: Page;
const consoleLines: string[] = [];

/** Switches connection from the header's menu, and waits until the header names the new one. */
async function switchTo(name: RegExp, header: string): Promise<void> {
  await page.getByTestId('profile-switcher').click();
  await page.getByRole('menuitem', { name }).first().click();
  await expect(page.getByTestId('profile-switcher')).toContainText(header);
}
/** A field whose message is shown is described by it. */
const SAYS_ERROR = /-error\b/;
const WRONG_SECRET = `wrong-${Math.random().toString(36).slice(2)}-Zq9`;

shareDesk(async (opened, openedPage) => {
  harness = opened;
  page = openedPage;
  page.on('console', (message) => consoleLines.push(message.text()));
  second = await startSandbox({ seed: 'none' });
  const client = createClient({ baseUrl: second.baseUrl, key: second.key, secret: second.secret });
  await client.projects.create({
    code: 'SECOND-1',
    name: 'Only on the second sandbox',
    start_date: '2026-01-01',
    end_date: '2030-01-01',
    min_investment_amount: '10',
    volume: '1000',
  });
  await client.close();
  return () => second.close();
});

test('adding a connection: a wrong secret is named as such', async () => {
  await goTo(page, /Settings/);
  await page.getByRole('button', { name: 'New connection' }).click();
  const dialog = page.getByRole('dialog', { name: 'New connection' });
  // An empty form sent: every message at once, in the desk's words (no browser bubble).
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeVisible();
  for (const field of ['Name', 'Base URL', /^Key/, /^Secret/]) await expect(dialog.getByLabel(field)).toHaveAttribute('aria-describedby', SAYS_ERROR);
  // Then each follows its field as it is typed.
  await dialog.getByLabel('Name').fill('Second sandbox');
  await expect(dialog.getByLabel('Name')).not.toHaveAttribute('aria-describedby', SAYS_ERROR);
  await dialog.getByLabel(/^Key/).fill(second.key);
  await dialog.getByLabel(/^Secret/).fill(WRONG_SECRET);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // A fresh form is quiet; a field speaks once it is left with something typed.
  await page.getByRole('button', { name: 'New connection' }).click();
  await expect(dialog.getByLabel('Name')).not.toHaveAttribute('aria-describedby', SAYS_ERROR);
  // Production is a choice made on purpose: a new connection starts as staging.
  await expect(dialog.getByRole('combobox', { name: 'Environment' })).toHaveValue('Staging');
  await dialog.getByLabel('Name').fill('Second sandbox');
  await dialog.getByLabel('Base URL').fill('http://example.com/api/v1');
  await expect(dialog.getByText('Use https (plain http only for this computer).')).toBeHidden();
  await dialog.getByLabel('Base URL').press('Tab');
  await expect(dialog.getByText('Use https (plain http only for this computer).')).toBeVisible();
  await expect(dialog.getByLabel(/^Key/)).not.toHaveAttribute('aria-describedby', SAYS_ERROR);
  await dialog.getByLabel(/^Key/).fill(second.key);
  await dialog.getByLabel(/^Secret/).fill(WRONG_SECRET);
  await dialog.getByLabel('Base URL').fill(second.baseUrl);
  await expect(dialog.getByText('Use https (plain http only for this computer).')).toBeHidden();
  await dialog.getByRole('combobox', { name: 'Environment' }).click();
  await page.getByRole('option', { name: 'Production' }).click();
  await expectAccessible(page, 'connection form');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('region', { name: 'Second sandbox' });
  await expect(card).toContainText('Key and secret stored in the system keychain');
  await card.getByRole('button', { name: 'Test' }).click();
  await expect(card.getByRole('alert')).toContainText('The key or the secret is wrong.');
});

test('replacing the secret, testing, and switching to the connection', async () => {
  const card = page.getByRole('region', { name: 'Second sandbox' });
  await card.getByRole('button', { name: 'Set key and secret' }).click();
  const dialog = page.getByRole('dialog', { name: 'Key and secret for Second sandbox' });
  await expect(dialog.getByLabel(/^Secret/)).toHaveValue(''); // never shown again
  await dialog.getByRole('button', { name: 'Save' }).click();
  for (const field of [/^Key/, /^Secret/]) await expect(dialog.getByLabel(field)).toHaveAttribute('aria-describedby', SAYS_ERROR);
  await dialog.getByLabel(/^Key/).fill(second.key);
  await dialog.getByLabel(/^Secret/).fill(second.secret);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await card.getByRole('button', { name: 'Test' }).click();
  await expect(card.getByRole('status')).toContainText('Connected. Time zone Europe/Berlin');
  await expectAccessible(page, 'connections');
  await snap(page, 'settings-connections');

  await card.getByRole('button', { name: 'Use' }).click();
  await expect(page.getByTestId('profile-switcher')).toContainText('Second sandbox');
  await expect(page.getByRole('banner').getByText('PRODUCTION').first()).toBeVisible();
  await goTo(page, /Projects/);
  const table = page.getByRole('table', { name: 'Projects' });
  await expect(table.getByRole('button', { name: 'SECOND-1' })).toBeVisible();
  await expect(table).not.toContainText('SOLAR-26');
  await expectAccessible(page, 'production connection');
});

test('switching back from the header', async () => {
  await switchTo(/Sandbox/, 'Sandbox');
  await expect(page.getByRole('table', { name: 'Projects' }).getByRole('button', { name: 'SOLAR-26' })).toBeVisible();
});

test('switching connections leaves nothing of the one before on screen: an order open, a statement imported', async () => {
  // An order of the sandbox open: after the switch it is not shown, and Back has no place of the sandbox.
  await page.keyboard.press('Control+K');
  await page.getByPlaceholder(/Go to an area/).fill('OM-B3N0R5T1');
  await page.getByText('Find order OM-B3N0R5T1').click();
  await expect(page.getByRole('heading', { name: 'Order OM-B3N0R5T1' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Back/ })).toBeEnabled();
  await switchTo(/Second sandbox/, 'Second sandbox');
  await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Order OM-B3N0R5T1' })).toBeHidden();
  await expect(page.getByRole('button', { name: /^Back/ })).toBeDisabled();
  await switchTo(/Sandbox/, 'Sandbox');

  // A statement imported on the sandbox: its lines are gone after a switch, and stay gone.
  await goTo(page, /^Payments/);
  await page.getByText('Bank statement', { exact: true }).click();
  harness.shell.openPath = join(import.meta.dirname, '../fixtures/statements/demo.camt053.xml');
  await page.getByRole('button', { name: 'Import a bank statement…' }).click();
  const statementLines = page.locator('table[aria-label="Statement lines"] tbody tr[data-line]');
  await expect(statementLines).toHaveCount(5);
  await switchTo(/Second sandbox/, 'Second sandbox');
  await expect(page.getByRole('button', { name: 'New order' })).toBeVisible();
  await expect(statementLines).toHaveCount(0);
  await switchTo(/Sandbox/, 'Sandbox');
  await expect(page.getByRole('button', { name: 'New order' })).toBeVisible();
  await expect(statementLines).toHaveCount(0);
});

test('switching with work in Distribution, Investors and Custody: each shows the connection in the header, and its own project is chosen at once', async () => {
  const picker = () => page.getByRole('combobox', { name: 'Project' });
  const preparation = page.getByRole('region', { name: 'Preparation' });
  // A project chosen in Distribution and an investor opened on the sandbox.
  await goTo(page, /^Distribution/);
  await picker().click();
  await page.getByRole('option', { name: /ROOF-24/ }).click();
  await expect(preparation).toBeVisible();
  await openInvestor(page, 'anna.schmidt@example.com', 'Anna Schmidt');

  await switchTo(/Second sandbox/, 'Second sandbox');
  // The investor is the sandbox's: the second connection has opened none.
  await goTo(page, /^Custody/);
  await expect(page.getByText('No investor opened on this connection yet. Find one by name or email above.')).toBeVisible();
  await expect(page.getByText('Anna Schmidt')).toHaveCount(0);
  // Distribution starts anew, offers the second sandbox's projects only, and takes one at once.
  await goTo(page, /^Distribution/);
  await expect(page.getByText('Choose a project to prepare')).toBeVisible();
  await picker().click();
  await expect(page.getByRole('option', { name: /ROOF-24/ })).toHaveCount(0);
  await page.getByRole('option', { name: /SECOND-1/ }).click();
  await expect(preparation).toContainText('Not prepared yet');

  await switchTo(/Sandbox/, 'Sandbox');
  await expect(page.getByText('Choose a project to prepare')).toBeVisible();
  await goTo(page, /^Custody/);
  await expect(page.getByRole('button', { name: /Anna Schmidt/ })).toBeVisible();
});

test('ROOF-24 exported and checked on the sandbox, then on a second connection to a host that sends more fields and amounts as numbers: chosen there, its list is checked at once', async () => {
  const extended = await startSandbox({ seed: 'demo', variant: 'extended' });
  try {
    const { value } = ipcOf(() => harness.desk);
    const created = await value('profiles.create', {
      profile: { name: 'Extended host', baseUrl: extended.baseUrl, environment: 'staging' },
      credentials: { key: extended.key, secret: extended.secret },
    });
    const exportAndCheck = async (file: string) => {
      await goTo(page, /^Distribution/);
      await page.getByRole('combobox', { name: 'Project' }).click();
      await page.getByRole('option', { name: /ROOF-24/ }).click();
      await expect(page.getByRole('region', { name: 'Preparation' }).getByTestId('distributed')).toBeVisible();
      harness.shell.savePath = join(harness.userDataDir, file);
      await page.getByRole('button', { name: 'Export the list…' }).click();
      await expect(page.getByRole('region', { name: 'Check of the saved list' }).getByRole('status')).toContainText('The list can be handed over.');
    };
    await exportAndCheck('roof-sandbox.csv');
    await switchTo(/Extended host/, 'Extended host');
    await exportAndCheck('roof-extended.csv');
    await switchTo(/Sandbox/, 'Sandbox');
    await value('profiles.delete', { id: created.id, deleteLocalData: true });
  } finally {
    await extended.close();
  }
});

test('the secret is in the keychain and in no answer, file or log of the app', async () => {
  const profiles = await harness.desk.invoke('profiles.list', undefined);
  const stored = (profiles as { ok: true; value: Array<{ id: string; name: string }> }).value.find((p) => p.name === 'Second sandbox');
  expect(stored).toBeDefined();
  expect(await harness.keychain.get(stored!.id)).toContain(second.secret);

  const answers = JSON.stringify(harness.calls.map((c) => c.result));
  const files = await Promise.all(
    ['profiles.json', 'audit.log', 'desk.log', 'preferences.json'].map((f) => readFile(join(harness.userDataDir, f), 'utf8').catch(() => '')),
  );
  for (const secret of [second.secret, WRONG_SECRET]) {
    expect(answers).not.toContain(secret);
    for (const text of files) expect(text).not.toContain(secret);
    expect(consoleLines.join('\n')).not.toContain(secret);
  }
  // The calls that carried it really happened.
  expect(harness.calls.filter((c) => c.channel === 'profiles.setCredentials' && c.result.ok)).toHaveLength(1);
});

test('deleting the connection deletes its keychain entry', async () => {
  const profiles = await harness.desk.invoke('profiles.list', undefined);
  const stored = (profiles as { ok: true; value: Array<{ id: string; name: string }> }).value.find((p) => p.name === 'Second sandbox')!;
  await goTo(page, /Settings/);
  const card = page.getByRole('region', { name: 'Second sandbox' });
  await card.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(card).toBeHidden();
  expect(await harness.keychain.get(stored.id)).toBeNull();
});
