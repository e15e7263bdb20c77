// A host that sends only the fields the spec names (the sandbox's minimal variant): a detail
// view shows a dash for what is missing, says what it keeps the desk from, and shows every
// field the host sent.
import { type Page, expect, test } from '@playwright/test';
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

test('an order without its investor and project: dashes, the reason, and all fields from the host', async () => {
  const t = clientsOn(await harness.desk.sandbox());
  const [order] = await t.client.orders.list();
  await t.close();
  const code = order!.order_code;

  await goTo(page, /Payments/);
  await page.getByRole('banner').getByRole('button', { name: /^Search/ }).click();
  await page.getByPlaceholder(/Go to an area/).fill(code.toLowerCase());
  await page.getByText(`Find order ${code}`).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: `Order ${code}` })).toBeVisible();

  await expect(main.getByText('Investor', { exact: true }).locator('..')).toContainText('—');
  await expect(main.getByText('Ordered', { exact: true }).locator('..')).toContainText('—');
  await expect(main.getByText(/This server does not send the order’s investor and project/).first()).toBeVisible();

  await main.getByRole('button', { name: 'All fields from the server' }).click();
  const raw = main.getByTestId('host-fields');
  await expect(raw).toContainText(`"order_code": "${code}"`);
  await expect(raw).toContainText(`"id": "${order!.id}"`);
  await expect(raw).not.toContainText('user_id');
});
