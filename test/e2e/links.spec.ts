// Links between the areas and Back: an order's investor, the investor's project, the
// project's payout, the payout's investor, and Back (button and Alt+Left) through every one
// of them to the orders table with the filters it had.
import { type Page, expect, test } from '@playwright/test';
import type { Order } from '../../src-shared/wire/orders';
import type { User } from '../../src-shared/wire/users';
import { type TestSandbox, clientsOn } from '../support/sandbox';
import type { Harness } from './harness';
import { expectAccessible, goTo, shareDesk } from './support';

test.describe.configure({ mode: 'serial' });

let harness: Harness;
let page: Page;
let t: TestSandbox;

shareDesk(async (opened, openedPage) => {
  harness = opened;
  page = openedPage;
  t = clientsOn(await harness.desk.sandbox());
  return () => t.close();
});

/** An investor of the demo's distributed project, with their settled order there. */
async function paidOutInvestor(): Promise<{ user: User; order: Order }> {
  const roof = (await t.client.projects.list()).find((p) => p.code === 'ROOF-24');
  if (!roof) throw new Error('the demo has no ROOF-24');
  const [payout] = await t.client.distribution.payouts(roof.id);
  const [paid] = payout ? await t.client.distribution.userPayouts(payout.id) : [];
  if (!paid?.user_id) throw new Error('the demo payout paid nobody');
  const user = await t.client.users.get(paid.user_id);
  const [order] = await t.client.orders.listForUser(user.id, roof.id);
  if (!order) throw new Error('the paid investor has no order in ROOF-24');
  return { user, order };
}

const back = () => page.getByTestId('history-back');

test('order → investor → project → payout → investor, and Back through each to the filtered orders', async () => {
  const { user, order } = await paidOutInvestor();
  await expect(back()).toBeDisabled();

  // The orders table, filtered to the project's settled orders.
  await goTo(page, /Payments/);
  await page.getByRole('radiogroup', { name: 'Show' }).getByText('A project', { exact: true }).click();
  await page.getByRole('combobox', { name: 'Project' }).click();
  await page.getByRole('option', { name: /ROOF-24/ }).click();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Settled' }).click();
  const table = page.getByRole('table', { name: 'Orders' });
  await table.getByRole('button', { name: order.order_code }).click();
  await expect(page.getByRole('heading', { name: `Order ${order.order_code}` })).toBeVisible();

  // Its investor.
  await page.getByRole('main').getByRole('button', { name: `${user.name} (${user.email})` }).click();
  await expect(page.getByRole('heading', { name: user.name, level: 2 })).toBeVisible();
  const received = page.getByRole('region', { name: 'Received from distributions' });
  await expect(received).toContainText('ROOF-24');
  await expectAccessible(page, 'investor with payouts');

  // The investor's project, and the project's payout.
  await page.getByRole('button', { name: /^ROOF-24 · / }).click();
  await expect(page.getByRole('heading', { name: /^ROOF-24 · / })).toBeVisible();
  await page.getByRole('region', { name: 'Payouts' }).getByRole('button', { name: /^Payout of / }).click();
  const dialog = page.getByRole('dialog');
  const userPayouts = dialog.getByRole('table', { name: 'Paid out to investors' });
  await expect(userPayouts).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Areas' }).getByRole('button', { name: /Distribution/ })).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page, 'payout opened from its project');

  // One user payout read again by its id.
  await userPayouts.getByRole('button', { name: /^Details/ }).first().click();
  await expect(dialog.getByRole('region', { name: 'This user payout on the server' })).toBeVisible();

  // The payout's investor, by the name the desk knows already (opened above).
  await userPayouts.getByRole('button', { name: user.name, exact: true }).first().click();
  await expect(page.getByRole('heading', { name: user.name, level: 2 })).toBeVisible();

  // Back, by the button and by Alt+Left, through every place.
  await back().click();
  await expect(page.getByRole('dialog').getByRole('table', { name: 'Paid out to investors' })).toBeVisible();
  await page.keyboard.press('Alt+ArrowLeft');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /^ROOF-24 · / })).toBeVisible();
  await page.keyboard.press('Alt+ArrowLeft');
  await expect(page.getByRole('heading', { name: user.name, level: 2 })).toBeVisible();
  await back().click();
  await expect(page.getByRole('heading', { name: `Order ${order.order_code}` })).toBeVisible();
  await back().click();
  await expect(table).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Project' })).toHaveValue(/ROOF-24/);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Settled');
  await expect(table.getByRole('button', { name: order.order_code })).toBeVisible();
});

test('an investor’s custody accounts one click away, the project found by its code in the palette', async () => {
  const { user } = await paidOutInvestor();
  await goTo(page, /^Investor/);
  await page.getByLabel('Investor email').fill(user.email);
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('button', { name: 'Custody accounts' }).click();
  await expect(page.getByRole('heading', { name: new RegExp(user.name) })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Areas' }).getByRole('button', { name: /Custody/ })).toHaveAttribute('aria-current', 'page');
  await back().click();
  await expect(page.getByRole('heading', { name: user.name, level: 2 })).toBeVisible();

  await page.keyboard.press('Control+K');
  await page.getByPlaceholder(/Go to an area/).fill('roof');
  await page.getByRole('dialog').getByText(/^ROOF-24 · /).click();
  await expect(page.getByRole('heading', { name: /^ROOF-24 · / })).toBeVisible();
});
