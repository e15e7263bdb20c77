// The orders table and the statement lines at the two window sizes staff use (1360×860 and
// 1024×700), in English and German: every row is one line (the virtualized rows are laid out
// by that height), nothing scrolls sideways, and the columns a person came for stay while the
// others give way (app.css, `.fit-table`).
import { join, resolve } from 'node:path';
import { type Locator, type Page, expect, test } from '@playwright/test';
import type { Harness } from './harness';
import { goTo, inGerman, shareDesk } from './support';

test.describe.configure({ mode: 'serial' });

let harness: Harness;
let page: Page;
shareDesk(async (opened, openedPage) => {
  harness = opened;
  page = openedPage;
  await harness.desk.sandbox();
});

const SIZES = [
  { width: 1360, height: 860 },
  { width: 1024, height: 700 },
] as const;
/** The tables' row height (OrdersTable, StatementTable): a taller row has wrapped. */
const ROW_HEIGHT = 41;

/** What the table shows: its visible column headers, its widest row's overflow and its tallest row. */
async function layoutOf(table: Locator) {
  return table.evaluate((element) => {
    const pane = element.closest('.fit-pane') as HTMLElement;
    const heads = [...element.querySelectorAll('thead th')].filter((th) => (th as HTMLElement).offsetParent !== null).map((th) => th.textContent?.trim() ?? '');
    const rows = [...element.querySelectorAll('tbody tr[aria-rowindex]')].map((tr) => tr.getBoundingClientRect().height);
    const widths = [...element.querySelectorAll('thead th')].map((th) => `${th.textContent}:${Math.round(th.getBoundingClientRect().width)}`).join(' | ');
    return { widths: `${pane.clientWidth}: ${widths}`, heads, sideways: pane.scrollWidth - pane.clientWidth, tallest: Math.max(...rows), rows: rows.length };
  });
}

async function expectFits(table: Locator, kept: string[], where: string) {
  const layout = await layoutOf(table);
  expect(layout.rows, `${where}: rows shown`).toBeGreaterThan(0);
  expect(layout.sideways, `${where}: sideways overflow (px) ${layout.widths}`).toBeLessThanOrEqual(0);
  expect(layout.tallest, `${where}: tallest row (px)`).toBeLessThanOrEqual(ROW_HEIGHT + 1);
  for (const head of kept) expect(layout.heads, `${where}: columns shown`).toContain(head);
  return layout.heads;
}

/** The switch between the orders and the statement: its label, as a person clicks it. */
const view = (name: string) => page.getByRole('main').locator('label').filter({ hasText: new RegExp(`^${name}$`) });

const WORDS = {
  en: {
    orders: 'Orders',
    statement: 'Bank statement',
    import: 'Import a bank statement…',
    lines: 'Statement lines',
    keptOrders: ['Order code', 'Status', 'Amount', 'Investor', 'Still to come'],
    keptLines: ['State', 'Amount', 'Remittance text', 'Order', 'What it makes of the order'],
  },
  de: {
    orders: 'Zeichnungen',
    statement: 'Kontoauszug',
    import: 'Kontoauszug importieren …',
    lines: 'Umsätze des Kontoauszugs',
    keptOrders: ['Zeichnungscode', 'Status', 'Betrag', 'Investor', 'Noch offen'],
    keptLines: ['Status', 'Betrag', 'Verwendungszweck', 'Zeichnung', 'Auswirkung auf die Zeichnung'],
  },
};

for (const language of ['en', 'de'] as const) {
  // German, as the other language variants, in `npm run test:full`.
  const details = { tag: language === 'de' ? ['@full'] : [] };
  test(`the orders table and the statement lines fit at 1360×860 and 1024×700, one line a row (${language})`, details, async () => {
    if (language === 'de') await inGerman(harness, page);
    const words = WORDS[language];
    await goTo(page, language === 'de' ? /^Zahlungen/ : /^Payments/);
    const shown: Record<string, string[]> = {};
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await view(words.orders).click();
      const orders = page.getByRole('table', { name: words.orders, exact: true });
      await expect(orders.locator('tbody tr[aria-rowindex]').first()).toBeVisible();
      shown[`orders ${size.width}`] = await expectFits(orders, words.keptOrders, `orders at ${size.width} (${language})`);

      await view(words.statement).click();
      const lines = page.getByRole('table', { name: words.lines });
      if (!(await lines.isVisible())) {
        harness.shell.openPath = join(resolve(import.meta.dirname, '../fixtures/statements'), 'demo.camt053.xml');
        await page.getByRole('button', { name: words.import }).click();
      }
      await expect(lines.locator('tbody tr[data-line]')).toHaveCount(5);
      shown[`lines ${size.width}`] = await expectFits(lines, words.keptLines, `statement lines at ${size.width} (${language})`);
    }
    // The narrower window gives way: fewer columns than the wider one, never more.
    expect((shown['orders 1024'] ?? []).length).toBeLessThan((shown['orders 1360'] ?? []).length);
    expect((shown['lines 1024'] ?? []).length).toBeLessThanOrEqual((shown['lines 1360'] ?? []).length);
  });
}
