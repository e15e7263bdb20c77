// Finding people and things on the demo sandbox: the palette and the lookups find investors
// by name with a typo (no browser validation bubble), the palette finds projects, the orders
// table shows each order's investor, what it received and what is still to come, and its
// search finds orders by investor name; the KYC review queue lists the investors the desk
// knows that are not approved, and checks a pasted list of emails.
import { type Page, expect, test } from '@playwright/test';
import type { User } from '@wire/users';
import { userForm } from '../support/fixtures';
import { clientsOn } from '../support/sandbox';
import { expectAccessible, goTo, shareDesk } from './support';

test.describe.configure({ mode: 'serial' });

let page: Page;

/** An investor the desk has never seen: no orders, never opened (the demo's are known from Today). */
let unseen: User;

shareDesk(async (harness, openedPage) => {
  page = openedPage;
  const t = clientsOn(await harness.desk.sandbox());
  unseen = await t.client.users.create(userForm({ name: 'Nora Neverseen' }));
  return () => t.close();
});

const palette = () => page.getByPlaceholder(/Go to an area/);
const paletteAction = (name: string | RegExp) => page.getByRole('dialog').getByRole('button', { name });

test('the palette finds an investor of an order by name with a typo, and a project by its name', async () => {
  await page.keyboard.press('Control+K');
  await palette().fill('anna schmit');
  await paletteAction(/Anna Schmidt/).click();
  await expect(page.getByRole('heading', { name: 'Anna Schmidt', exact: true })).toBeVisible();

  await page.keyboard.press('Control+K');
  await palette().fill('havelland');
  await paletteAction('SOLAR-26 · Solarpark Havelland').click();
  await expect(page.getByRole('heading', { name: /Solarpark Havelland/ }).first()).toBeVisible();
});

test('a lookup by a name nobody matches says so in words; an investor opened once is suggested by name', async () => {
  await goTo(page, /^Investor/);
  const field = page.getByRole('combobox', { name: 'Investor email or name' });
  // Not a name of the demo (Today has made its investors known by now).
  await field.fill('xavier quixote');
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'No investor known' })).toHaveText(
    'No investor known on this computer matches “xavier quixote”. Enter the investor’s email to ask the server.',
  );
  // A plain text field: the browser has nothing to object to.
  expect(await field.evaluate((input: HTMLInputElement) => input.type)).toBe('text');

  await field.fill('greta.hoffmann@example.com');
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Greta Hoffmann', exact: true })).toBeVisible();

  await field.fill('gret hofman');
  await page.getByRole('option', { name: /Greta Hoffmann/ }).click();
  await expect(page.getByRole('heading', { name: 'Greta Hoffmann', exact: true })).toBeVisible();
  await expect(field).toHaveValue('greta.hoffmann@example.com');

  // In the custody area too, and Enter takes the best fit.
  await goTo(page, /Custody/);
  const custody = page.getByRole('combobox', { name: 'Investor email or name' });
  await custody.fill('anna schmidt');
  await expect(page.getByRole('option', { name: /Anna Schmidt/ })).toBeVisible();
  await custody.press('Enter');
  await expect(custody).toHaveValue('anna.schmidt@example.com');
});

test('the orders table shows investor, received and still to come, and its search finds investor names', async () => {
  await goTo(page, /Payments/);
  const table = page.getByRole('table', { name: 'Orders' });
  for (const column of ['Investor', 'Received', 'Still to come']) await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
  // Ben Müller's order of 2,500.00 has 1,000.00 received.
  const ben = table.getByRole('row', { name: /OM-B3N0R5T1/ });
  await expect(ben).toContainText('Ben Müller');
  await expect(ben).toContainText('1,000.00');
  await expect(ben).toContainText('1,500.00');
  await expect(table.getByRole('row', { name: /OM-E2G6M8N4/ })).toContainText('Emma Wagner');

  await page.getByLabel('Order code or amount').fill('muller');
  await expect(page.getByTestId('orders-count')).toHaveText('1 order');
  await expect(table.getByRole('row').nth(1)).toContainText('OM-B3N0R5T1');
  await page.getByLabel('Order code or amount').fill('schmidt');
  await expect(page.getByTestId('orders-count')).toHaveText('2 orders');
  await expectAccessible(page, 'orders table with investors');
  await page.getByLabel('Order code or amount').fill('');
});

test('the review queue lists the known investors not approved, and checks a pasted list of emails', async () => {
  await goTo(page, /^Investor/);
  await page.getByRole('radiogroup', { name: 'Show' }).getByText('Review queue').click();
  const toReview = page.getByRole('table', { name: 'Investors to review' });
  // Greta was opened above; the new investor has neither orders nor was opened: not listed yet.
  await expect(toReview.getByRole('row', { name: /Greta Hoffmann/ })).toBeVisible();
  await expect(toReview.getByRole('row', { name: /Nora Neverseen/ })).toHaveCount(0);
  await expect(page.getByText('Investors this computer has never seen')).toBeVisible();
  const count = page.getByTestId('kyc-menu-count');
  await expect(count).toHaveText(/^\d+$/);
  const before = Number(await count.textContent());

  await page.getByLabel('Emails to check').fill(`${unseen.email}\nnobody@example.com\nnot an email`);
  await page.getByRole('button', { name: 'Check the emails' }).click();
  const results = page.getByRole('table', { name: 'Checked emails' });
  await expect(results.getByRole('row')).toHaveCount(4);
  await expect(results.getByRole('row').nth(1)).toContainText('Nora Neverseen');
  await expect(results.getByRole('row').nth(1)).toContainText('Not approved');
  await expect(results.getByRole('row').nth(2)).toContainText('No investor has this email.');
  await expect(results.getByRole('row').nth(3)).toContainText('This line holds no email.');
  await expect(page.getByText('3 of 3 lines checked')).toBeVisible();

  await expect(toReview.getByRole('row', { name: /Nora Neverseen/ })).toBeVisible();
  await expect(count).toHaveText(String(before + 1));
  await expectAccessible(page, 'review queue from the investor index');
  await toReview.getByRole('button', { name: 'Nora Neverseen' }).click();
  await expect(page.getByRole('heading', { name: 'Nora Neverseen', exact: true })).toBeVisible();
});
