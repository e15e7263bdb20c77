// Sanctions screening at the desk, on the demo sandbox: a watchlist loaded in Settings, an
// investor screened when their page opens, the hit decided both ways in the Screening area
// (not the same person; then, after the list changed the entry and the hit opened again, a
// confirmed match), the money that match stops refused at payment entry with its reason, and
// the investor's screening report saved as PDF and read back.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import { extractText } from 'unpdf';
import { ipcOf } from '../support/ipc';
import type { Harness } from './harness';
import { openInvestor } from './kyc-support';
import { expectAccessible, goTo, shareDesk, snap } from './support';

test.describe.configure({ mode: 'serial' });

let harness: Harness;
let page: Page;

shareDesk((opened, openedPage) => {
  harness = opened;
  page = openedPage;
});

/** A platform's watchlist naming Ben Müller of the demo (born 1979, German) the way a list would. */
const watchlist = (note: string) => `id,name,aliases,birth_date,country,note\nW-001,Benjamin MUELLER,Ben Mueller,1979,DE,${note}\n`;

async function loadList(version: string): Promise<void> {
  const file = join(harness.userDataDir, 'watchlist.csv');
  await writeFile(file, watchlist(version));
  harness.shell.openPath = file;
  await goTo(page, /^Settings/);
  await page.getByRole('tab', { name: 'Sanctions lists' }).click();
  await page.getByRole('button', { name: 'Load a list file…' }).click();
}

const card = () => page.getByTestId('investor-screening');
const hitView = () => page.getByTestId('hit-view');

test('a list file loaded in Settings is in use, with what it changed', async () => {
  await loadList('Director of a sanctioned company');
  await expect(page.getByTestId('lists-outcome')).toHaveText('watchlist: new or changed entries: 1, removed: 0.');
  const row = page.getByTestId('sanctions-lists').locator('tr[data-list="watchlist"]');
  await expect(row).toContainText('watchlist');
  await expect(row.getByRole('cell').nth(2)).toHaveText('1');
  await expectAccessible(page, 'the sanctions lists');
});

/**
 * Holds the answer of the next lookup by email in the page until the screening has been asked
 * for: a screening that waited for that answer would never be asked, and the page never open.
 */
async function holdLookupUntilScreening(): Promise<void> {
  await page.evaluate(() => {
    const own = window.__deskInvoke.bind(window);
    let asked: () => void = () => undefined;
    const screening = new Promise<void>((resolve) => (asked = resolve));
    window.__deskInvoke = async (ipcChannel, ...args) => {
      if (args[0] === 'screening.investor') {
        window.__deskInvoke = own;
        asked();
      }
      const answer = own(ipcChannel, ...args);
      if (args[0] === 'users.findByEmail') await screening;
      return answer;
    };
  });
}

test('an investor is screened when their page opens, asked beside the lookup by email', async () => {
  await holdLookupUntilScreening();
  await openInvestor(page, 'ben.mueller@example.com', 'Ben Müller');
  await expect(card().getByTestId('screening-standing')).toHaveText('Open hits');
  await expect(card()).toContainText('Ben Müller · watchlist W-001');
  expect(harness.calls.some((call) => call.channel === 'screening.investor')).toBe(true);
  await expect(page.getByRole('navigation', { name: 'Areas' }).getByTestId('screening-menu-count')).toHaveText('1');
});

test('the hit shows the person beside the entry, and is decided not the same person with a reason', async () => {
  await card().getByRole('button', { name: 'Open in Screening' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Screening' })).toBeVisible();
  await expect(hitView().getByTestId('marked-person').locator('mark')).not.toHaveCount(0);
  // The list's alias matched; its name is beside it.
  await expect(hitView().getByTestId('marked-entry')).toHaveText('Ben Mueller');
  await expect(hitView()).toContainText('Benjamin MUELLER');
  await expect(hitView().getByTestId('hit-explanation')).toContainText('"Ben Müller" matches the strong alias "Ben Mueller" of CUSTOM entry W-001 (watchlist)');
  // The money at stake: Ben's underpaid order with its payment.
  await expect(hitView().getByRole('button', { name: /OM-B3N0R5T1/ })).toBeVisible();
  await expectAccessible(page, 'a hit');
  await snap(page, 'screening-hit');

  // "Other" wants a note (the form's rules: test/component/screening-decision.test.tsx).
  await hitView().getByRole('radio', { name: 'Not the same person' }).check();
  await hitView().getByRole('radio', { name: 'Other (say why in the note)' }).check();
  await hitView().getByLabel(/^Note/).fill('Passport on the record: born 2 November 1979 in Hamburg; the list’s entry is another man.');
  await hitView().getByRole('button', { name: 'Record decision' }).click();
  await expect(page.getByText('Decision recorded: Not the same person.')).toBeVisible();
  await expect(page.getByText('No hit is waiting for a decision.')).toBeVisible();
  await expect(page.getByTestId('screening-menu-count')).toHaveCount(0);
});

test('a list update that changes the entry opens the hit again, showing the earlier decision', async () => {
  await loadList('Director of a sanctioned company; since 2026 also of its subsidiary');
  await expect(page.getByTestId('lists-outcome')).toContainText('watchlist: new or changed entries: 1');
  // Today names the investor; its line opens the hit.
  await goTo(page, /^Today/);
  await page.getByTestId('today-hits').getByRole('button', { name: /^Ben Müller: Ben Müller, watchlist W-001/ }).click();
  await expect(hitView()).toContainText('Decided earlier (Not the same person');
  await expect(page.getByTestId('screening-menu-count')).toHaveText('1');
});

test('a confirmed match asks first, then stops the money: the payment is refused with the reason', async () => {
  await hitView().getByRole('radio', { name: 'Confirmed match' }).check();
  await hitView().getByRole('button', { name: 'Record decision' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('refuses payment entry, statement entry and custody withdrawals for Ben Müller');
  await dialog.getByRole('button', { name: 'Confirm match and stop money' }).click();
  await expect(page.getByText('Decision recorded: Confirmed match.')).toBeVisible();

  await goTo(page, /^Today/);
  await expect(page.getByTestId('today-money-stops')).toContainText('Ben Müller');
  await goTo(page, /^Payments/);
  const row = page.getByRole('row').filter({ hasText: 'OM-B3N0R5T1' });
  await expect(row.getByTestId('money-stopped')).toHaveText('Money stopped');
  await row.getByRole('button', { name: 'OM-B3N0R5T1' }).click();
  await expect(page.getByTestId('payment-money-stop')).toContainText('A confirmed screening match with Benjamin MUELLER (W-001) on the list watchlist stops the money of Ben Müller');
  const payments = harness.calls.filter((call) => call.channel === 'payments.enter').length;
  await page.getByLabel(/^Amount/).fill('100');
  await page.getByLabel('Bank reference').fill('Transfer');
  await page.getByRole('button', { name: 'Enter payment' }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'That did not work' });
  await expect(notice).toContainText('stops the money of Ben Müller: the desk refuses payments for this investor');
  // Asked, and refused by the desk: no payment reached the order.
  await expect.poll(() => harness.calls.filter((call) => call.channel === 'payments.enter').length).toBe(payments + 1);
  const entered = harness.calls.filter((call) => call.channel === 'payments.enter').at(-1);
  expect(entered?.result.ok).toBe(false);
});

test('the investor page states the money stop, and saves the screening report as PDF', async () => {
  await openInvestor(page, 'ben.mueller@example.com', 'Ben Müller');
  await expect(card().getByTestId('screening-standing')).toHaveText('Confirmed match');
  await expect(card().getByTestId('money-stop')).toContainText('A confirmed match (W-001, watchlist) stops this investor’s money');
  await snap(page, 'screening-investor');
  const path = join(harness.userDataDir, 'ben-mueller-screening.pdf');
  harness.shell.savePath = path;
  await card().getByRole('button', { name: 'Screening report (PDF)…' }).click();
  const saved = page.getByText(/^Report saved \(\d+ pages?\): /);
  await expect(saved).toBeVisible();
  // Read back (lines break where the layout wants): the pages it said, the person, the entry, the decision.
  const { totalPages, text } = await extractText(new Uint8Array(await readFile(path)), { mergePages: true });
  expect(await saved.textContent()).toContain(`(${totalPages} page`);
  const words = text.replace(/\s+/g, ' ');
  for (const said of ['Ben Müller', 'W-001', 'watchlist', 'Confirmed match']) expect(words).toContain(said);
});

test('everyone the desk knows is screened with progress, and the auditor gets every result and decision as CSV', async () => {
  await goTo(page, /^Screening/);
  await page.getByRole('button', { name: 'Screen everyone the desk knows' }).click();
  const run = page.getByTestId('screening-run');
  await expect(run).toHaveAttribute('data-state', 'done');
  await expect(run).toContainText('Screening everyone the desk knows: done');
  const { known } = await ipcOf(() => harness.desk).value('screening.queue', undefined);
  await expect(run).toContainText(`${known} of ${known} investors`);
  await expect(page.getByTestId('screening-counts')).toContainText(`investors screened: ${known} of ${known}`);

  const path = join(harness.userDataDir, 'screening-evidence.csv');
  harness.shell.savePath = path;
  await page.getByRole('button', { name: 'Export for the auditor (CSV)…' }).click();
  await expect(page.getByText(/^\d+ rows saved to /)).toBeVisible();
  const csv = await readFile(path, 'utf8');
  expect(csv).toContain('Ben Müller');
  expect(csv).toContain('confirmed');
  expect(csv).toContain('not_same');
});
