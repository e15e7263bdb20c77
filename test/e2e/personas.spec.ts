// Each kind of staff from a first start: the desk opens on Today, a line there opens the task,
// the task is done, and Today no longer asks for it. Every flow at 1024×700 and 1920×1080, in
// English and German; the README's Today and narrow-window screenshots. axe scans each of these
// views (and every other) once, in a11y.spec.ts, at the same sizes and languages.
// Every flow but English at 1024×700 carries the tag @full: `npm run test:full` runs those (German
// screens are in german.spec.ts in every `npm test`), which keeps `npm test` within its time.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Browser, type Page, expect, test } from '@playwright/test';
import { daysFromNow, liveProject, unique } from '../support/fixtures';
import { clientsOn } from '../support/sandbox';
import { type Harness, startHarness } from './harness';
import { openDesk, snap } from './support';

// Each flow has a desk of its own: the two workers share them out.
test.describe.configure({ mode: 'parallel', timeout: 150_000 });

const WORDS = {
  en: {
    today: 'Today',
    paid: 'Paid',
    amount: /^Amount/,
    reference: 'Bank reference',
    order: 'Order',
    bankAccount: 'Bank account',
    addBank: 'Add bank account',
    newBank: 'New bank account',
    holder: 'Account holder',
    save: 'Save',
    done: 'Done',
    project: 'Project',
    prepare: 'Prepare for distribution',
    prepared: /is prepared for distribution/,
  },
  de: {
    today: 'Heute',
    paid: 'Bezahlt',
    amount: /^Betrag/,
    reference: 'Verwendungszweck',
    order: 'Zeichnung',
    bankAccount: 'Bankkonto',
    addBank: 'Bankkonto hinzufügen',
    newBank: 'Neues Bankkonto',
    holder: 'Kontoinhaber',
    save: 'Speichern',
    done: 'Erledigt',
    project: 'Projekt',
    prepare: 'Token-Zuteilung vorbereiten',
    prepared: /ist für die Token-Zuteilung vorbereitet/,
  },
} as const;
type Language = keyof typeof WORDS;

const SIZES = [
  { width: 1024, height: 700 },
  { width: 1920, height: 1080 },
] as const;

interface Start {
  harness: Harness;
  page: Page;
  words: (typeof WORDS)[Language];
}

/** A first start: a new user data folder (in German, its language chosen), the demo sandbox, the window at `size`. */
async function firstStart(browser: Browser, language: Language, size: (typeof SIZES)[number]): Promise<Start> {
  const harness = await startHarness({
    prepare: (folder) => (language === 'de' ? writeFile(join(folder, 'preferences.json'), JSON.stringify({ language })) : Promise.resolve()),
  });
  await harness.desk.sandbox();
  const page = await openDesk(browser, harness, { viewport: size });
  const words = WORDS[language];
  await expect(page.getByRole('heading', { level: 1, name: words.today })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('button', { name: new RegExp(`^${words.today}`) })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('sandbox-banner')).toContainText('Greta Hoffmann');
  // Every section has read its lines.
  await expect(page.getByRole('main').getByRole('status')).toHaveCount(0, { timeout: 30_000 });
  return { harness, page, words };
}

async function close({ harness, page }: Start) {
  await page.context().close();
  await harness.close();
}

/** Back to Today with Alt+1, from wherever the focus is (a field included). */
async function backToToday({ page, words }: Start) {
  await page.keyboard.press('Alt+1');
  await expect(page.getByRole('heading', { level: 1, name: words.today })).toBeVisible();
}

const line = (page: Page, section: string, name: string | RegExp) => page.getByTestId(`today-${section}`).getByRole('button', { name });

for (const language of ['en', 'de'] as const) {
  for (const size of SIZES) {
    const at = `${language}, ${size.width}×${size.height}`;
    const details = { tag: language === 'de' || size.width === 1920 ? ['@full'] : [] };

    test(`support (${at}): an underpaid order from Today, its missing payment entered, gone from Today`, details, async ({ browser }) => {
      const start = await firstStart(browser, language, size);
      const { page, words } = start;
      try {
        if (size.width === 1920 && language === 'en') await snap(page, 'today');
        const order = line(page, 'orders', /^OM-B3N0R5T1/);
        await order.click();
        await expect(page.getByRole('heading', { name: `${words.order} OM-B3N0R5T1` })).toBeVisible();
        await expect(page.getByRole('main').getByLabel(words.amount)).toBeFocused();
        await page.keyboard.type(language === 'de' ? '1500,00' : '1500.00');
        await page.getByRole('main').getByLabel(words.reference).fill('OM-B3N0R5T1');
        await page.getByRole('main').getByLabel(words.reference).press('Enter');
        await expect(page.getByRole('main').getByLabel(words.amount)).toHaveValue('');
        await expect(page.getByRole('heading', { level: 2, name: `${words.order} OM-B3N0R5T1` }).locator('..')).toContainText(words.paid);
        await backToToday(start);
        await expect(line(page, 'orders', /^OM-D9H3J7K0/)).toBeVisible();
        await expect(line(page, 'orders', /^OM-B3N0R5T1/)).toHaveCount(0);
      } finally {
        await close(start);
      }
    });

    test(`compliance (${at}): an investor with gaps from Today, the bank account added, the check done`, details, async ({ browser }) => {
      const start = await firstStart(browser, language, size);
      const { page, words } = start;
      try {
        const greta = line(page, 'investors', 'Greta Hoffmann');
        await expect(greta).toContainText(words.bankAccount);
        await greta.click();
        await expect(page.getByRole('heading', { name: 'Greta Hoffmann', exact: true })).toBeVisible();
        const check = page.getByTestId('check-bank_account');
        await check.getByRole('button', { name: words.bankAccount, exact: true }).click();
        await page.getByRole('button', { name: words.addBank }).click();
        const bank = page.getByRole('dialog', { name: words.newBank });
        await bank.getByLabel('IBAN').fill('DE18 4306 0967 1234 5678 00');
        await bank.getByLabel('BIC').fill('GENODEM1GLS');
        await bank.getByLabel(words.holder).fill('Greta Hoffmann');
        await bank.getByRole('button', { name: words.save }).click();
        await expect(bank).toBeHidden();
        await expect(check).toContainText(words.done);
        if (size.width === 1024 && language === 'en') {
          await page.evaluate(() => window.scrollTo(0, 0));
          await snap(page, 'narrow-window');
        }
        await backToToday(start);
        await expect(line(page, 'investors', 'Greta Hoffmann')).toBeVisible();
        await expect(line(page, 'investors', 'Greta Hoffmann')).not.toContainText(words.bankAccount);
      } finally {
        await close(start);
      }
    });

    test(`finance (${at}): an ended project from Today, prepared, gone from Today`, details, async ({ browser }) => {
      const start = await firstStart(browser, language, size);
      const { page, words, harness } = start;
      const fixtures = clientsOn(await harness.desk.sandbox());
      try {
        // The demo's ended project is distributed already: one more ended project, not prepared.
        const code = unique('ENDED');
        await liveProject(fixtures.client, { code, start_date: daysFromNow(-90), end_date: daysFromNow(-2) });
        await page.reload();
        await expect(page.getByRole('heading', { level: 1, name: words.today })).toBeVisible();
        const project = line(page, 'projects', new RegExp(`^${code}`));
        await project.click();
        await expect(page.getByRole('combobox', { name: words.project })).toHaveValue(new RegExp(code));
        await page.getByRole('button', { name: words.prepare }).click();
        await expect(page.getByText(words.prepared)).toBeVisible({ timeout: 30_000 });
        await backToToday(start);
        await expect(page.getByTestId('today-projects').getByRole('status')).toHaveCount(0);
        await expect(line(page, 'projects', new RegExp(`^${code}`))).toHaveCount(0);
      } finally {
        await fixtures.close();
        await close(start);
      }
    });
  }
}
