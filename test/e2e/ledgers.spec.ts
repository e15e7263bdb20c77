// The ledgers on the built-in sandbox: the investor page's tabs (KYC by default, orders and
// payments, custody), the investor ledger's totals, terms, custody line and CSV, "delete all
// payments" from its ⋯ menu with what it deletes shown first; the project ledger's payments,
// filter, charts and its link back to the investor.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Locator, type Page, expect, test } from '@playwright/test';
import { investorWithLedger } from '../support/fixtures';
import { type TestSandbox, clientsOn } from '../support/sandbox';
import type { Harness } from './harness';
import { openInvestor } from './kyc-support';
import { expectAccessible, goTo, shareDesk, snap } from './support';

test.describe.configure({ mode: 'serial' });

let harness: Harness;
let page: Page;
let t: TestSandbox;
let money: Awaited<ReturnType<typeof investorWithLedger>>;

shareDesk(async (opened, openedPage) => {
  harness = opened;
  page = openedPage;
  t = clientsOn(await harness.desk.sandbox());
  money = await investorWithLedger(t);
  return () => t.close();
});

const main = () => page.getByRole('main');
const tabs = () => main().getByRole('tablist', { name: 'Parts of the investor page' });
const total = (scope: ReturnType<Page['getByRole']>, key: string) => scope.locator(`[data-total="${key}"]`);

/** The investor's delete, in the ⋯ menu of the page's header, is disabled with the reason. */
async function expectDeleteRefused(reason: RegExp) {
  await main().getByRole('button', { name: 'More actions', exact: true }).click();
  const item = page.getByRole('menuitem', { name: /^Delete/ });
  await expect(item).toBeDisabled();
  await expect(item).toContainText('The server does not delete an investor with orders');
  await expect(item).toContainText(reason);
  await page.keyboard.press('Escape');
  await expect(item).toBeHidden();
}

test('the investor page opens on KYC; its Orders tab is the investor ledger', async () => {
  await openInvestor(page, money.user.email, money.user.name);
  await expect(tabs().getByRole('tab', { name: 'KYC' })).toHaveAttribute('aria-selected', 'true');
  await expect(main().getByRole('tablist', { name: /sections|Bereiche/i })).toBeVisible();
  // The KYC tab's projects say there are orders: deleting the investor is not offered, and why.
  await expectDeleteRefused(/this one has orders in 2 projects\.$/);

  await tabs().getByRole('tab', { name: 'Orders and payments' }).click();
  const all = main().getByRole('group', { name: 'Orders and payments' });
  await expect(total(all, 'ordered')).toHaveText('1,700.00');
  // The ledger counts them, the cancelled one too (the server refuses for any order).
  await expectDeleteRefused(/this one has 4 orders\.$/);
  await expect(total(all, 'received')).toHaveText('1,600.00');
  await expect(total(all, 'toCome')).toHaveText('200.00');
  await expect(total(all, 'overpaid')).toHaveText('100.00');

  const a = main().getByRole('region', { name: money.a.code });
  await expect(total(a.getByRole('group', { name: money.a.code }), 'received')).toHaveText('1,300.00');
  await expect(a.getByText(/^Investment terms accepted on /)).toBeVisible();
  await expect(a.locator(`[data-order="${money.part.order_code}"]`)).toContainText('Underpaid');
  await expect(a.locator('[data-payment]')).toHaveCount(3);
  // A payment's amount stands under "Received", not under "Ordered".
  const received = await a.getByRole('columnheader', { name: 'Received' }).boundingBox();
  const amount = await a.locator('[data-payment]').first().locator('td').nth(2).boundingBox();
  expect(amount?.x).toBe(received?.x);
  await expect(a.locator('[data-payment]').first().locator('td').nth(2)).toHaveText(/^\d[\d,]*\.\d{2}$/);
  const b = main().getByRole('region', { name: money.b.code });
  await expect(b.locator(`[data-order="${money.cancelled.order_code}"]`)).toContainText('Cancelled');

  const custody = main().getByRole('region', { name: 'Custody accounts' });
  await expect(custody.locator(`[data-custody-account="${money.account.id}"]`)).toContainText(`${money.account.symbol}: 12.50`);
  await expectAccessible(page, 'investor ledger');
  await snap(page, 'investor-ledger');

  // CSV: the file chosen in the save dialog, with a BOM and the formula defused.
  harness.shell.savePath = join(harness.userDataDir, 'ledger.csv');
  await main().getByRole('button', { name: 'Export CSV' }).click();
  await expect(page.getByText(`12 lines written to ${harness.shell.savePath}.`)).toBeVisible();
  const csv = await readFile(harness.shell.savePath, 'utf8');
  // Every cell quoted (the CSV writer's rule), the header too.
  expect(csv.startsWith('\uFEFF"line","project_code"')).toBe(true);
  expect(csv).toContain("'=cmd|calc");

  // The custody tab is the Custody area's view of the same investor.
  await tabs().getByRole('tab', { name: 'Custody' }).click();
  await expect(main().getByRole('table', { name: 'Accounts' })).toContainText(money.account.symbol ?? '');
});

test('the project ledger: payments filtered, charts with their numbers, and back to the investor', async () => {
  await goTo(page, /^Projects/);
  await main().getByRole('button', { name: money.a.code, exact: true }).click();
  await expect(page.getByTestId('ledger-received')).toHaveText('1,300.00');
  const table = main().getByRole('table', { name: 'Payments of the project' });
  await expect(table.locator('tbody tr[aria-rowindex]')).toHaveCount(3);
  await main().getByLabel('Amount from').fill('350');
  await expect(page.getByTestId('ledger-shown')).toHaveText('2 payments shown, 1,000.00');
  await main().getByLabel('Reference contains').fill('FIRST');
  await expect(page.getByTestId('ledger-shown')).toHaveText('1 payment shown, 600.00');
  await main().getByLabel('Amount from').fill('35x');
  await expect(main().getByText('An amount like 1,234.56')).toBeVisible();

  // The charts' numbers, for a screen reader and on request.
  const funding = main().getByRole('figure', { name: 'Funding over time' });
  const fundingNumbers = funding.getByRole('table', { name: 'Funding over time', includeHidden: true });
  await expect(fundingNumbers).toContainText('1,300.00');
  await expect(fundingNumbers).toContainText('1,500.00');
  await funding.getByLabel('Show the numbers as a table').check();
  await expect(funding.getByRole('table', { name: 'Funding over time' })).toBeVisible();
  await expect(main().getByRole('figure', { name: 'Orders by status' })).toBeVisible();
  await expectAccessible(page, 'project ledger');
  await snap(page, 'project-ledger');

  // An investor's name opens the investor page on the ledger.
  await main().getByLabel('Amount from').fill('');
  await main().getByLabel('Reference contains').fill('');
  await table.getByRole('button', { name: money.user.name }).first().click();
  await expect(page.getByRole('heading', { name: money.user.name, exact: true })).toBeVisible();
  await expect(tabs().getByRole('tab', { name: 'Orders and payments' })).toHaveAttribute('aria-selected', 'true');
});

test('delete all payments: what it deletes, then done; a settled order makes it unavailable', async () => {
  await main().getByRole('button', { name: 'More actions on the payments' }).click();
  await page.getByRole('menuitem', { name: 'Delete all payments of this investor' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('It deletes these 5 payments, 1,600.00 in all:')).toBeVisible();
  await expect(dialog.getByTestId('destroy-preview').locator('tbody tr')).toHaveCount(5);
  await expectAccessible(page, 'delete all payments');
  await dialog.getByLabel('Type the investor’s email to confirm').fill(money.user.email);
  await dialog.getByRole('button', { name: 'Delete all payments' }).click();
  await expect(dialog).toBeHidden();
  const all = main().getByRole('group', { name: 'Orders and payments' });
  await expect(total(all, 'received')).toHaveText('0.00');
  await expect(total(all, 'toCome')).toHaveText('1,700.00');

  // A settled order with a payment: the server would refuse, so the dialog says so and offers nothing.
  await t.client.payments.create({ userId: money.user.id, projectId: money.a.id, orderId: money.full.id }, { amount: '1000.00' });
  await t.operator.setOrderStatus(money.full.id, { status: 'settled' });
  await page.reload();
  await openInvestor(page, money.user.email, money.user.name);
  await tabs().getByRole('tab', { name: 'Orders and payments' }).click();
  await main().getByRole('button', { name: 'More actions on the payments' }).click();
  await page.getByRole('menuitem', { name: 'Delete all payments of this investor' }).click();
  await expect(dialog.getByText('The server will refuse this')).toBeVisible();
  await expect(dialog.getByText(money.full.order_code)).toHaveCount(2);
  await expect(dialog.getByRole('button', { name: 'Delete all payments' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});

/** The lowest contrast between a chart's texts (axis ticks, legend, the volume's label) and its card. */
function lowestTextContrast(figure: Locator): Promise<number> {
  return figure.evaluate((card) => {
    const luminance = (color: string) => {
      const [r = 0, g = 0, b = 0] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
        const c = Number(v) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const background = luminance(getComputedStyle(card).backgroundColor);
    const ratios = [...card.querySelectorAll('svg text, .recharts-legend-item-text')].map((text) => {
      const style = getComputedStyle(text);
      const [light, dark] = [luminance(text instanceof SVGElement ? style.fill : style.color), background].sort((a, b) => b - a) as [number, number];
      return (light + 0.05) / (dark + 0.05);
    });
    return ratios.length === 0 ? 0 : Math.min(...ratios);
  });
}

// The dark theme is a variant of the light flow before it: `npm run test:full` runs it.
test('the project charts in dark mode: their texts readable on the card, the view axe clean', { tag: '@full' }, async () => {
  await goTo(page, /^Settings/);
  await main().getByRole('tab', { name: 'Language and theme' }).click();
  await main().getByRole('radiogroup', { name: 'Theme' }).getByText('Dark', { exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  try {
    await goTo(page, /^Projects/);
    await main().getByRole('button', { name: money.a.code, exact: true }).click();
    for (const name of ['Funding over time', 'Orders by status']) {
      const figure = main().getByRole('figure', { name });
      await expect(figure.locator('svg text').first()).toBeVisible();
      expect(await lowestTextContrast(figure), `text contrast in “${name}”`).toBeGreaterThanOrEqual(4.5);
    }
    await expectAccessible(page, 'project ledger, dark');
    await snap(page, 'project-ledger-dark');
  } finally {
    await goTo(page, /^Settings/);
    await main().getByRole('tab', { name: 'Language and theme' }).click();
    await main().getByRole('radiogroup', { name: 'Theme' }).getByText('Light', { exact: true }).click();
  }
});
