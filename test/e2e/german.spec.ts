// The desk in German, area by area: every main screen is walked with the language set to
// German, and the words it shows are checked against the app's own texts. A word that only
// the English texts use is English reaching a German user, unless it is on the allowlist
// (codes, names, brand terms). A server's words may appear only under "Technische Details
// (Server-Meldung)". The screenshots of the German README section are made here.
import { join, resolve } from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import { NAMESPACES } from '../../src-renderer/i18n/all-words';
import type { Words } from '../../src-renderer/i18n/types';
import { de as validationDe } from '../../src-renderer/i18n/validation/de';
import { en as validationEn } from '../../src-renderer/i18n/validation/en';
import type { Harness } from './harness';
import { openInvestor } from './kyc-support';
import { expectAccessible, goTo, inGerman, shareDesk, snap } from './support';

// The German walk is the language matrix of the whole desk: `npm run test:full` runs it; `npm test`
// keeps German where money is typed (payments, projects) and the KYC form's German case.
const FULL = { tag: '@full' };

test.describe.configure({ mode: 'serial' });

let page: Page;
let harness: Harness;

shareDesk(async (opened, openedPage) => {
  harness = opened;
  page = openedPage;
  await inGerman(harness, page);
});

const WORD = /\p{L}+/gu;

function wordsOf(words: Words): string[] {
  return Object.values(words).flatMap((value) =>
    typeof value === 'string' ? (value.replace(/\{\{\w+\}\}/g, ' ').match(WORD) ?? []).map((w) => w.toLowerCase()) : wordsOf(value),
  );
}

const german = new Set([...Object.values(NAMESPACES).flatMap((ns) => wordsOf(ns.de)), ...wordsOf(validationDe)]);

/**
 * Words that stay in a German back office, or are not words: the brand, the sandbox's demo
 * data, file types, a language's name in that language (the language choice), the test
 * machine's user name in the audit log, the name of the sample list shipped with the desk
 * („UN (sample)“, the list's own name, as the screening report and the audit log give it) and
 * the screening engine's version („desk-names-1“, a code).
 */
const ALLOWED = new Set(['offering', 'desk', 'sandbox', 'demo', 'stablecoin', 'english', 'csv', 'json', 'pdf', 'png', 'jpeg', 'root', 'sample', 'names']);

/** Words only the English texts use: what must not reach a German user. */
const ENGLISH_ONLY = new Set(
  [...Object.values(NAMESPACES).flatMap((ns) => wordsOf(ns.en)), ...wordsOf(validationEn)].filter(
    (w) => w.length > 1 && !german.has(w) && !ALLOWED.has(w),
  ),
);

/** English words on screen now, outside the folded technical details. */
async function englishOnScreen(): Promise<string[]> {
  // Emails, addresses, wallet addresses and codes (an audited channel `projects.create`, a
  // target `code=X`) are data, not words.
  const text = (await page.evaluate(() => document.body.innerText)).replace(/\S+@\S+|\w+:\/\/\S+|\b0x[0-9a-f]+\b|\w+(\.\w+)+|\S+=\S*/gi, ' ');
  const found = (text.match(WORD) ?? []).filter((w) => ENGLISH_ONLY.has(w.toLowerCase()));
  return [...new Set(found)];
}

async function expectGerman(where: string): Promise<void> {
  // Wait for the screen to settle (no loader), so the check reads what stays.
  await expect(page.getByTestId('sandbox-opening')).toHaveCount(0, { timeout: 60_000 });
  await expect(page.getByRole('status').filter({ hasText: /Wird geladen/ })).toHaveCount(0, { timeout: 30_000 });
  expect(await englishOnScreen(), `English words on ${where}`).toEqual([]);
}

test('the check finds English words, and the frame speaks German', FULL, async () => {
  expect(ENGLISH_ONLY.has('the')).toBe(true);
  expect(ENGLISH_ONLY.has('orders')).toBe(true);
  expect(ENGLISH_ONLY.has('zeichnung')).toBe(false);
  await expect(page.getByRole('banner').getByText('Strg+K', { exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Bereiche' }).getByText('Alt+1')).toBeVisible();
});

test('Heute: what waits, and the sandbox says it is practice data', FULL, async () => {
  await goTo(page, /Heute/);
  await expect(page.getByRole('heading', { name: 'Heute', level: 1 })).toBeVisible();
  await expect(page.getByTestId('sandbox-banner')).toContainText('Übungsdaten');
  await expect(page.getByTestId('today-orders')).toContainText('OM-B3N0R5T1');
  await expect(page.getByTestId('today-investors')).toContainText('Greta Hoffmann');
  await expectGerman('Today');
  await expectAccessible(page, 'Heute');
  await snap(page, 'today-de');
});

test('KYC: the review queue and an investor', FULL, async () => {
  await goTo(page, /^Investor/);
  await page.getByRole('radiogroup', { name: 'Anzeigen' }).getByText('Prüfliste').click();
  await expectGerman('the KYC review queue');
  await openInvestor(page, 'greta.hoffmann@example.com', 'Greta Hoffmann');
  await expect(page.getByTestId('can-invest')).toContainText('Darf noch nicht zeichnen');
  await expectGerman('an investor');
  await snap(page, 'kyc-de');
});

test('payments: the orders table and an order', FULL, async () => {
  await goTo(page, /Zahlungen/);
  await expect(page.getByRole('heading', { name: 'Zahlungen' })).toBeVisible();
  const orders = page.getByRole('table', { name: 'Zeichnungen' });
  await expect(orders.getByRole('row', { name: /Bezahlt/ }).first()).toBeVisible();
  await expectGerman('the orders table');
  await snap(page, 'payments-de');
  const paid = orders.getByRole('row', { name: /Bezahlt/ }).first().getByRole('button');
  const code = await paid.innerText();
  await paid.click();
  await expect(page.getByRole('heading', { name: new RegExp(code) })).toBeVisible();
  await expectGerman('an order');
});

test('payments: a bank statement, its filters, and the column mapping of a CSV export', FULL, async () => {
  const statements = resolve(import.meta.dirname, '../fixtures/statements');
  await page.getByRole('button', { name: 'Alle Zeichnungen' }).click();
  await page.getByText('Kontoauszug', { exact: true }).click();
  harness.shell.openPath = join(statements, 'demo.camt053.xml');
  await page.getByRole('button', { name: 'Kontoauszug importieren …' }).click();
  await expect(page.getByTestId('statement-file')).toHaveText('camt.053.001.08 aus demo.camt053.xml');
  await expect(page.getByRole('table', { name: 'Umsätze des Kontoauszugs' }).locator('tbody tr[data-line]')).toHaveCount(5);
  await expectGerman('the statement lines');
  await snap(page, 'payments-statement-de');
  // The overpaying line asks in German, with its excess in German numbers; "Abbrechen" enters nothing.
  await page.getByRole('checkbox', { name: 'Umsatz 4 übernehmen' }).check();
  await page.getByRole('button', { name: '1 übernommene Zahlung erfassen' }).click();
  const gate = page.getByRole('dialog');
  await expect(gate).toContainText('Dieser Umsatz ist höher als seine Zeichnung: OM-F5Q1S3V7 (250,00). Trotzdem erfassen?');
  await expect(gate.getByRole('button', { name: 'Überzahlung erfassen' })).toBeVisible();
  await expectGerman('the overpayment question');
  await gate.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(page.getByRole('table', { name: 'Umsätze des Kontoauszugs' }).locator('tbody tr[data-line="3"]')).toHaveAttribute('data-state', 'overpays');
  await page.getByRole('checkbox', { name: 'Umsatz 4 übernehmen' }).uncheck();
  // The filter's choices, open.
  await page.getByRole('main').getByLabel('Anzeigen', { exact: true }).click();
  await expect(page.getByRole('option', { name: 'Nicht zugeordnet' })).toBeVisible();
  await expectGerman('the statement filter');
  await page.keyboard.press('Escape');

  harness.shell.openPath = join(statements, 'demo-dkb.csv');
  await page.getByRole('button', { name: 'Kontoauszug importieren …' }).click();
  const dialog = page.getByRole('dialog', { name: 'Spalten dieses CSV-Exports' });
  await expect(dialog.getByTestId('mapping-file')).toHaveText('demo-dkb.csv');
  await expectGerman('the column-mapping dialog');
  await dialog.getByLabel('Bankexport').click();
  await page.getByRole('option', { name: 'DKB Umsatzliste' }).click();
  await expect(dialog.getByLabel('Buchungstag')).toHaveValue('Buchungsdatum');
  await expectGerman('the column-mapping dialog with a bank’s mapping');
  await dialog.getByRole('button', { name: 'Importieren' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('statement-count')).toHaveText('3 Umsätze');
  await expectGerman('a CSV statement');
});

test('distribution: a project’s preparation and list', FULL, async () => {
  await goTo(page, /Token-Zuteilung/);
  await page.getByRole('combobox', { name: 'Projekt' }).click();
  await page.getByRole('option', { name: /^ROOF-24 · .+ · vorbereitet$/ }).click();
  await expect(page.getByRole('region', { name: 'Vorbereitung' })).toBeVisible();
  await expect(page.getByTestId('distributed')).toHaveText(/^Zugeteilt am .+ — [\d.]+,\d{2} ausgegeben\.$/);
  await expectGerman('the distribution of a project');
  // A distributed project's list: one verdict, in view, in German numbers.
  harness.shell.savePath = join(harness.userDataDir, 'roof-de.csv');
  await page.getByRole('button', { name: 'Liste exportieren…' }).click();
  const report = page.getByRole('region', { name: 'Prüfung der gespeicherten Liste' });
  await expect(report.getByRole('status')).toContainText('Die Liste kann übergeben werden.');
  await expect(report.getByRole('status')).toBeInViewport();
  await expect(report.getByRole('table', { name: 'Erste Zeilen' })).toContainText(/\d,\d{2}/);
  await expectGerman('the check of a distributed project’s list');
  await snap(page, 'distribution-de');
});

test('custody: an investor’s accounts and transactions', FULL, async () => {
  await goTo(page, /Verwahrung/);
  await page.getByLabel('E-Mail des Investors').fill('anna.schmidt@example.com');
  await page.getByRole('button', { name: 'Suchen' }).click();
  const accounts = page.getByRole('table', { name: 'Konten und Salden' });
  await expect(accounts.getByRole('row', { name: /DEUR/ })).toBeVisible();
  await accounts.getByRole('button', { name: 'Transaktionen DEUR' }).click();
  await expect(page.getByRole('table', { name: 'Transaktionen in DEUR' })).toBeVisible();
  await expectGerman('custody');
  await snap(page, 'custody-de');
});

test('projects: the list, a project, and a server’s refusal under its technical details', FULL, async () => {
  await goTo(page, /Projekte/);
  await expect(page.getByRole('heading', { name: 'Projekte' })).toBeVisible();
  await expectGerman('the projects');
  await snap(page, 'projects-de');

  await page.getByRole('button', { name: 'Neues Projekt' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neues Projekt' });
  await dialog.getByLabel('Code').fill('SOLAR-26');
  await dialog.getByLabel('Name').fill('Doppelt');
  await dialog.getByLabel('Beginn').fill('01.01.2026');
  await dialog.getByLabel('Ende').fill('31.12.2029');
  await dialog.getByLabel('Mindestinvestment').fill('100');
  await dialog.getByLabel('Volumen').fill('1.000.000');
  await dialog.getByRole('button', { name: 'Anlegen' }).click();
  await expect(dialog.getByText('Der Server hat diesen Wert abgelehnt.')).toBeVisible();
  await expectGerman('a project form refused by the server');
  const details = dialog.getByRole('button', { name: 'Technische Details (Server-Meldung)' });
  await details.click();
  await expect(details).toHaveAttribute('aria-expanded', 'true');
  await expect(dialog.getByText('has already been taken')).toBeVisible();
  await expectAccessible(page, 'German form with a server message');
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();

  await page.getByRole('button', { name: 'SOLAR-26', exact: true }).click();
  await expect(page.getByRole('heading', { name: /SOLAR-26/ })).toBeVisible();
  await expectGerman('a project');
});

test('screening: an investor screened on opening, the queue and a hit, the sanctions lists', FULL, async () => {
  await openInvestor(page, 'jimmy.cherisier@example.com', 'Jimmy Cherisier');
  await expect(page.getByTestId('screening-standing')).toHaveText('Offene Treffer');
  await expectGerman('the investor page’s screening');
  await goTo(page, /^Sanktionsprüfung/);
  await expect(page.getByTestId('hit-explanation')).toContainText('„Jimmy Cherisier“ stimmt mit dem Namen');
  await expectGerman('the screening queue and a hit');
  await goTo(page, /^Einstellungen/);
  await page.getByRole('tab', { name: 'Sanktionslisten' }).click();
  await expect(page.getByTestId('sanctions-lists')).toContainText('UN (sample)');
  await expectGerman('the sanctions lists');
});

test('settings: connections, language and the audit log', FULL, async () => {
  await goTo(page, /Einstellungen/);
  await expect(page.getByRole('heading', { name: 'Einstellungen' })).toBeVisible();
  await expectGerman('the connections');
  await snap(page, 'settings-de');
  for (const tab of await page.getByRole('tab').all()) {
    await tab.click();
    await expectGerman(`settings, ${await tab.innerText()}`);
  }
  // The audit log in words: the list exported above, one row with its outcome and its check.
  await page.getByRole('tab', { name: 'Audit-Protokoll' }).click();
  const exported = page.getByRole('table', { name: 'Audit-Protokoll' }).getByRole('row').filter({ hasText: 'Zuteilungsliste exportiert' });
  await expect(exported).toHaveCount(1);
  await expect(exported).toContainText('ROOF-24');
  await expect(exported).toContainText('Prüfung: bestanden');
  await expect(exported).toContainText('Erledigt');
  await expectAccessible(page, 'German audit log');
});
