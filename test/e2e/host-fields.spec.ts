// A host that sends only the fields the spec names (the sandbox's minimal variant): a detail
// view finds what the spec's paths tell (the order's investor), shows a dash for the rest,
// and shows every field the host sent, and only those; a project's payments, which do not say
// their order, are placed through the orders' own payment lists.
import { type Page, expect, test } from '@playwright/test';
import { investorWithLedger } from '../support/fixtures';
import { clientsOn } from '../support/sandbox';
import { inProcessSandbox } from '../support/sandbox-process';
import { type Harness, startHarness } from './harness';
import { goTo, openDesk } from './support';

test.describe.configure({ mode: 'serial' });

let harness: Harness;
let page: Page;

test.beforeAll(async ({ browser }) => {
  harness = await startHarness({ sandboxProcess: inProcessSandbox({ variant: 'minimal' }).start });
  page = await openDesk(browser, harness);
});

test.afterAll(async () => {
  await page?.context().close();
  await harness?.close();
});

test('an order without its investor and project: the investor found, dashes, and all fields from the host', async () => {
  const t = clientsOn(await harness.desk.sandbox());
  const [order] = await t.client.orders.list();
  await t.close();
  const code = order!.order_code;

  await goTo(page, /Payments/);
  // The screen's script loads on first use: the palette opens once it is there.
  await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: /^Search/ }).click();
  await page.getByPlaceholder(/Go to an area/).fill(code.toLowerCase());
  await page.getByText(`Find order ${code}`).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: `Order ${code}` })).toBeVisible();

  // The list does not say the investor: the desk found it on the spec's paths.
  await expect(main.getByText('Investor', { exact: true }).locator('..')).toContainText(/\(\S+@\S+\)/);
  await expect(main.getByText('Ordered', { exact: true }).locator('..')).toContainText('—');

  // The order's panel is the last: the payments (now read on the found path) have their own.
  await main.getByRole('button', { name: 'All fields from the server' }).last().click();
  const raw = main.getByTestId('host-fields').last();
  await expect(raw).toContainText(`"order_code": "${code}"`);
  await expect(raw).toContainText(`"id": "${order!.id}"`);
  await expect(raw).not.toContainText('user_id');
});

test('the project ledger: each payment with its order and investor, found in the orders’ own payment lists', async () => {
  const t = clientsOn(await harness.desk.sandbox());
  const { user, a, full, part } = await investorWithLedger(t);
  await t.close();

  await goTo(page, /^Projects/);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: a.code, exact: true }).click();
  await expect(page.getByTestId('ledger-received')).toHaveText('1,300.00');
  await expect(page.getByTestId('ledger-grouping')).toHaveText(/payments do not say their order/);
  const rows = main.getByRole('table', { name: 'Payments of the project' }).locator('tbody tr[aria-rowindex]');
  await expect(rows).toHaveCount(3);
  for (const [amount, order] of [
    ['600.00', full],
    ['400.00', full],
    ['300.00', part],
  ] as const) {
    const row = rows.filter({ hasText: amount });
    await expect(row).toContainText(order.order_code);
    await expect(row.getByRole('button', { name: user.name })).toBeVisible();
  }
});
