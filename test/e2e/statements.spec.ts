// Importing a bank statement on the built-in demo sandbox: the sample camt.053 matched to the
// demo orders, its lines accepted with the keyboard and entered, the payments on the orders,
// the same statement imported again shown done, and a CSV export read through its bank's
// mapping in the column-mapping dialog.
import { join, resolve } from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import type { Harness } from './harness';
import { expectAccessible, goTo, shareDesk, snap } from './support';

test.describe.configure({ mode: 'serial' });

const FIXTURES = resolve(import.meta.dirname, '../fixtures/statements');

let harness: Harness;
let page: Page;

shareDesk(async (opened, openedPage) => {
  harness = opened;
  page = openedPage;
  // The built-in sandbox has started before the first import.
  await harness.desk.sandbox();
});

const lines = () => page.locator('table[aria-label="Statement lines"] tbody tr[data-line]');
const statesOf = async () => lines().evaluateAll((rows) => rows.map((r) => (r as HTMLElement).dataset.state));

async function importStatement(file: string) {
  harness.shell.openPath = join(FIXTURES, file);
  await page.getByRole('button', { name: 'Import a bank statement…' }).click();
}

test('imports the sample camt.053 and proposes each line for its demo order', async () => {
  await goTo(page, /^Payments/);
  await page.getByText('Bank statement', { exact: true }).click();
  await importStatement('demo.camt053.xml');
  await expect(page.getByTestId('statement-file')).toHaveText('camt.053.001.08 from demo.camt053.xml');
  // The fourth line, an agio, pays its order more than it is for: no plain match.
  await expect.poll(statesOf).toEqual(['matched', 'matched', 'suggested', 'overpays', 'unmatched']);
  await expect(lines().nth(3)).toContainText('Matched — overpays');
  const first = lines().first();
  await expect(first).toContainText('OM-B3N0R5T1');
  await expect(first).toContainText('Underpaid: 500.00 to come');
  await expect(lines().nth(1)).toContainText('Paid');
  // Debit, other currency, the same line again, a return: listed apart, never to accept.
  await expect(page.getByText('Listed apart, never proposed: 4 lines that are not incoming payments in EUR')).toBeVisible();
  const apart = page.locator('table[aria-label="Lines listed apart"] tbody tr[data-line]');
  await expect(apart).toHaveCount(4);
  await expect(apart.getByRole('checkbox')).toHaveCount(0);
  await expectAccessible(page, 'the statement view');
});

test('accepts the lines with the keyboard and enters them, each on its order', async () => {
  const table = page.getByRole('region', { name: 'Statement lines' });
  await table.focus();
  // Enter accepts and moves on; the unmatched line cannot be accepted.
  for (let i = 0; i < 5; i++) await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Enter 4 accepted payments' })).toBeEnabled();
  // Space toggles: the suggested line is dropped, then taken again.
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press(' ');
  await expect(page.getByRole('button', { name: 'Enter 3 accepted payments' })).toBeVisible();
  await page.keyboard.press(' ');
  await expect(page.getByRole('checkbox', { name: 'Accept line 3' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Accept line 5' })).toBeDisabled();
  await snap(page, 'payments-statement');

  await page.getByRole('button', { name: 'Enter 4 accepted payments' }).click();
  // Entering the overpaying line asks first, naming its order and the excess.
  const gate = page.getByRole('dialog');
  await expect(gate).toContainText('This line pays its order more than it is for: OM-F5Q1S3V7 (250.00). Enter it all the same?');
  await gate.getByRole('button', { name: 'Enter the overpayment' }).click();
  await expect(page.getByTestId('statement-progress')).toHaveText('4 of 4 entered');
  await expect.poll(statesOf).toEqual(['entered', 'entered', 'entered', 'entered', 'unmatched']);

  // O opens the current line's order: Ben's order has both transfers and is paid now.
  await table.focus();
  await page.keyboard.press('Home');
  await page.keyboard.press('o');
  await expect(page.getByRole('heading', { name: 'Order OM-B3N0R5T1' })).toBeVisible();
  const payments = page.getByRole('main');
  await expect(payments.getByRole('row').filter({ hasText: '2026112000001' })).toBeVisible();
  await expect(payments.getByRole('row').filter({ hasText: '2026112000002' })).toBeVisible();
  await page.getByRole('button', { name: 'All orders' }).click();
  // Back in the statement, as left.
  await expect.poll(statesOf).toEqual(['entered', 'entered', 'entered', 'entered', 'unmatched']);
});

test('shows the lines entered as done when the same statement is imported again', async () => {
  await importStatement('demo.camt053.xml');
  await expect.poll(statesOf).toEqual(['done', 'done', 'done', 'done', 'unmatched']);
  await expect(page.getByRole('button', { name: 'Enter 0 accepted payments' })).toBeDisabled();
  // The filter per state, as typed search.
  await page.getByRole('main').getByLabel('Show', { exact: true }).click();
  await page.getByRole('option', { name: 'Unmatched' }).click();
  await expect(lines()).toHaveCount(1);
  await page.getByRole('main').getByLabel('Show', { exact: true }).click();
  await page.getByRole('option', { name: 'All' }).click();
  await page.getByLabel('Search the lines').fill('nordlicht');
  await expect(lines()).toHaveCount(1);
  await expect(lines()).toContainText('OM-F5Q1S3V7');
  // A line's order code opens its order; the statement is there on return.
  await lines().getByRole('button', { name: 'OM-F5Q1S3V7' }).click();
  await expect(page.getByRole('heading', { name: 'Order OM-F5Q1S3V7' })).toBeVisible();
  await page.getByRole('button', { name: 'All orders' }).click();
  await expect.poll(statesOf).toEqual(['done', 'done', 'done', 'done', 'unmatched']);
  await page.getByLabel('Search the lines').fill('');
});

test('reads a CSV export through its bank’s mapping chosen in the column-mapping dialog', async () => {
  await importStatement('demo-dkb.csv');
  const dialog = page.getByRole('dialog', { name: 'Columns of this CSV export' });
  await expect(dialog.getByTestId('mapping-file')).toHaveText('demo-dkb.csv');
  await expect(dialog.getByRole('table', { name: 'The first rows of the file' })).toContainText('Buchungsdatum');
  await dialog.getByLabel('Bank export').click();
  await page.getByRole('option', { name: 'DKB Umsatzliste' }).click();
  await expect(dialog.getByLabel('Name of the mapping')).toHaveValue('DKB Umsatzliste');
  await expect(dialog.getByLabel('Booking date')).toHaveValue('Buchungsdatum');
  await expect(dialog.getByRole('checkbox', { name: 'Save this mapping for this bank' })).toBeDisabled();
  await expectAccessible(page, 'the column-mapping dialog');
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('statement-file')).toHaveText('DKB Umsatzliste from demo-dkb.csv');
  await expect(page.getByTestId('statement-count')).toHaveText('3 lines');
});

test('saves a mapping of one’s own, offers it for the next file, and deletes it after asking', async () => {
  const dialog = page.getByRole('dialog', { name: 'Columns of this CSV export' });
  await importStatement('demo-dkb.csv');
  await dialog.getByLabel('Bank export').click();
  await page.getByRole('option', { name: 'DKB Umsatzliste' }).click();
  // A shipped mapping cannot be deleted.
  await expect(dialog.getByRole('button', { name: 'Delete this saved mapping' })).toHaveCount(0);
  await dialog.getByLabel('Name of the mapping').fill('DKB Firmenkonto');
  await dialog.getByRole('checkbox', { name: 'Save this mapping for this bank' }).check();
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('statement-file')).toHaveText('DKB Firmenkonto from demo-dkb.csv');

  await importStatement('demo-dkb.csv');
  await dialog.getByLabel('Bank export').click();
  await page.getByRole('option', { name: 'DKB Firmenkonto' }).click();
  await expect(dialog.getByLabel('Booking date')).toHaveValue('Buchungsdatum');
  // Asked first: cancelling keeps it.
  await dialog.getByRole('button', { name: 'Delete this saved mapping' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(confirm).toContainText('Delete the saved mapping “DKB Firmenkonto”?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(dialog.getByLabel('Name of the mapping')).toHaveValue('DKB Firmenkonto');
  await dialog.getByRole('button', { name: 'Delete this saved mapping' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(dialog.getByLabel('Name of the mapping')).toHaveValue('');
  await dialog.getByLabel('Bank export').click();
  await expect(page.getByRole('option', { name: 'DKB Umsatzliste' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'DKB Firmenkonto' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const presets = (await harness.desk.invoke('statements.presets', undefined)) as { ok: true; value: Array<{ name: string }> };
  expect(presets.value.map((p) => p.name)).toEqual(expect.arrayContaining(['DKB Umsatzliste']));
  expect(presets.value.map((p) => p.name)).not.toContain('DKB Firmenkonto');
});
