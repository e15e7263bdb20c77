// Sanctions screening in German, the flow of screening.spec.ts once more: a watchlist loaded,
// an investor screened on opening, the hit decided both ways, the payment refused with the
// reason in German, the report saved. In `npm run test:full`, as the German views of a11y.spec.ts.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import { extractText } from 'unpdf';
import type { Harness } from './harness';
import { openInvestor } from './kyc-support';
import { goTo, inGerman, shareDesk } from './support';

test.describe.configure({ mode: 'serial' });

let harness: Harness;
let page: Page;

shareDesk(async (opened, openedPage) => {
  harness = opened;
  page = openedPage;
  await inGerman(harness, page);
});

const watchlist = (note: string) => `id,name,aliases,birth_date,country,note\nW-001,Benjamin MUELLER,Ben Mueller,1979,DE,${note}\n`;

async function loadList(note: string): Promise<void> {
  const file = join(harness.userDataDir, 'beobachtungsliste.csv');
  await writeFile(file, watchlist(note));
  harness.shell.openPath = file;
  await goTo(page, /^Einstellungen/);
  await page.getByRole('tab', { name: 'Sanktionslisten' }).click();
  await page.getByRole('button', { name: 'Listendatei laden…' }).click();
}

const card = () => page.getByTestId('investor-screening');
const hitView = () => page.getByTestId('hit-view');

test('Sanktionsprüfung: Liste geladen, Investor geprüft, Treffer in beide Richtungen entschieden, Zahlung verweigert, Bericht gespeichert', { tag: '@full' }, async () => {
  await loadList('Geschäftsführer eines gelisteten Unternehmens');
  await expect(page.getByTestId('lists-outcome')).toHaveText('beobachtungsliste: neue oder geänderte Einträge: 1, entfernt: 0.');

  await openInvestor(page, 'ben.mueller@example.com', 'Ben Müller');
  await expect(card().getByTestId('screening-standing')).toHaveText('Offene Treffer');
  await card().getByRole('button', { name: 'In der Sanktionsprüfung öffnen' }).click();
  await expect(hitView().getByTestId('hit-explanation')).toContainText('„Ben Müller“ stimmt mit dem starken Alias „Ben Mueller“ des CUSTOM-Eintrags W-001 (beobachtungsliste)');

  await hitView().getByRole('radio', { name: 'Nicht dieselbe Person' }).check();
  await hitView().getByRole('radio', { name: 'Andere Person laut Unterlagen' }).check();
  await hitView().getByRole('button', { name: 'Entscheidung speichern' }).click();
  await expect(page.getByText('Entscheidung gespeichert: Nicht dieselbe Person.')).toBeVisible();
  await expect(page.getByText('Kein Treffer wartet auf eine Entscheidung.')).toBeVisible();

  await loadList('Geschäftsführer eines gelisteten Unternehmens und seiner Tochter');
  await goTo(page, /^Sanktionsprüfung/);
  await expect(hitView()).toContainText('Früher entschieden (Nicht dieselbe Person');
  await hitView().getByRole('radio', { name: 'Bestätigter Treffer' }).check();
  await hitView().getByRole('button', { name: 'Entscheidung speichern' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Treffer bestätigen und Geld sperren' }).click();
  await expect(page.getByText('Entscheidung gespeichert: Bestätigter Treffer.')).toBeVisible();

  await goTo(page, /^Zahlungen/);
  await page.getByRole('row').filter({ hasText: 'OM-B3N0R5T1' }).getByRole('button', { name: 'OM-B3N0R5T1' }).click();
  await page.getByLabel(/^Betrag/).fill('100');
  await page.getByLabel('Verwendungszweck').fill('Überweisung');
  await page.getByRole('button', { name: 'Zahlung erfassen' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Aktion fehlgeschlagen' })).toContainText('sperrt das Geld von Ben Müller');

  await openInvestor(page, 'ben.mueller@example.com', 'Ben Müller');
  await expect(card().getByTestId('money-stop')).toContainText('Geld gesperrt');
  const path = join(harness.userDataDir, 'pruefbericht.pdf');
  harness.shell.savePath = path;
  await card().getByRole('button', { name: 'Prüfbericht (PDF)…' }).click();
  await expect(page.getByText(/^Bericht gespeichert \(\d+ Seiten?\): /)).toBeVisible();
  const { text } = await extractText(new Uint8Array(await readFile(path)), { mergePages: true });
  for (const said of ['Ben Müller', 'W-001', 'Bestätigter Treffer']) expect(text.replace(/\s+/g, ' ')).toContain(said);
});
