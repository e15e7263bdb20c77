// Details the API has and the desk now shows: the investor's fields an edit may send (partner
// attributes as a table), a person opened by id from the audit log and what an edit of it
// changed, a custody transaction by
// the id a notice names, and the server's countries in the KYC country pickers.
import { type Page, expect, test } from '@playwright/test';
import type { User } from '../../src-shared/wire/users';
import { identityForm, uniqueSymbol, userForm } from '../support/fixtures';
import { ipcOf } from '../support/ipc';
import { type TestSandbox, clientsOn } from '../support/sandbox';
import type { Harness } from './harness';
import { expectAccessible, goTo, shareDesk } from './support';

test.describe.configure({ mode: 'serial' });

let harness: Harness;
let page: Page;
let t: TestSandbox;
let user: User;

shareDesk(async (opened, openedPage) => {
  harness = opened;
  page = openedPage;
  t = clientsOn(await harness.desk.sandbox());
  user = await t.client.users.create(userForm({ name: 'Dora Detail' }));
  return () => t.close();
});

async function findInvestor(email: string) {
  await goTo(page, /^Investor/);
  await page.getByLabel('Investor email').fill(email);
  await page.getByRole('button', { name: 'Find' }).click();
}

test('an edit sends the invitation code, signed up as and the partner attributes typed into their table', async () => {
  await findInvestor(user.email);
  await page.getByRole('button', { name: 'Edit', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: `Edit ${user.name}` });
  await dialog.getByLabel('Invitation code').fill('FRIENDS-24');
  await dialog.getByLabel('Signed up as').fill('partner');
  await dialog.getByRole('button', { name: 'Add an attribute' }).click();
  await dialog.getByRole('button', { name: 'Add an attribute' }).click();
  await dialog.getByLabel('Key').nth(0).fill('crm_id');
  await dialog.getByLabel('Value').nth(0).fill('4711');
  await dialog.getByLabel('Key').nth(1).fill('tier');
  await dialog.getByLabel('Value').nth(1).fill('gold');
  await expectAccessible(page, 'investor form with partner attributes');
  const before = harness.calls.length;
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const update = harness.calls.slice(before).find((c) => c.channel === 'users.update');
  expect(update?.input).toMatchObject({
    id: user.id,
    user: { invitation_code: 'FRIENDS-24', signed_up_as: 'partner', partner_attributes: { crm_id: '4711', tier: 'gold' } },
  });
  // Not ticked: the platform terms are left as the server has them.
  expect((update?.input as { user: object }).user).not.toHaveProperty('terms_acceptance');
});

test('the KYC country picker puts the server’s countries first and marks the others', async () => {
  await page.getByRole('button', { name: 'Create Identity' }).click();
  const dialog = page.getByRole('dialog', { name: 'New: Identity' });
  await dialog.getByRole('combobox', { name: 'Country of birth', exact: true }).click();
  await expect(page.getByRole('option', { name: 'Germany (DE)', exact: true })).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Country of birth', exact: true }).fill('United States');
  await expect(page.getByRole('option', { name: 'United States (US) · not supported by this server' })).toBeVisible();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});

test('the audit log opens the identity a KYC write touched, and its investor from there, and says what an edit changed', async () => {
  const { value: call } = ipcOf(() => harness.desk);
  const form = identityForm({ first_name: 'Dora', last_name: 'Detail' });
  const identity = await call('kyc.identities.create', { userId: user.id, identity: form });
  await call('kyc.identities.update', { userId: user.id, id: identity.id, identity: { ...form, place_of_birth: 'Köln' } });
  await goTo(page, /Settings/);
  await page.getByRole('tab', { name: 'Audit log' }).click();
  // The edit's row: the field it changed, before and after; none of those it sent unchanged.
  const changed = page.getByRole('row').filter({ hasText: 'Identity changed' }).filter({ hasText: user.name }).first();
  await expect(changed).toContainText('Place of birth: İzmir → Köln');
  await expect(changed).not.toContainText('Last name');
  // The newest row: the write in words, its investor by name.
  const row = page.getByRole('row').filter({ hasText: 'Identity added' }).filter({ hasText: user.name }).first();
  await row.getByRole('button', { name: 'Show the person' }).click();
  const dialog = page.getByRole('dialog', { name: 'Identity' });
  await expect(dialog).toContainText('Dora Detail');
  await expectAccessible(page, 'identity by id');
  await dialog.getByRole('button', { name: 'Dora Detail' }).click();
  await expect(page.getByRole('heading', { name: user.name, level: 2 })).toBeVisible();
});

test('a custody transaction opened by its id', async () => {
  const approved = await t.operator.mockKyc((await t.client.users.create(userForm({ name: 'Tim Transaction' }))).id);
  const asset = await t.operator.createCustodyAsset({ name: 'Id coin', symbol: uniqueSymbol() });
  const holder = await t.client.custody.createHolder(approved.id);
  const account = await t.client.custody.createAccount({ userId: approved.id, holderId: holder.id }, { custody_asset_id: asset.id });
  await t.operator.deposit(account.id, { amount: '5.00' });
  const deposit = await t.operator.deposit(account.id, { amount: '12.50' });
  await t.operator.deposit(account.id, { amount: '7.00' });

  await goTo(page, /Custody/);
  await page.getByLabel('Investor email').fill(approved.email);
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('table', { name: 'Accounts and balances' }).getByRole('button', { name: `Transactions ${asset.symbol}` }).click();
  await page.getByLabel('Transaction by id').fill(deposit.id);
  await page.getByRole('button', { name: 'Open', exact: true }).click();
  const found = page.getByTestId('transaction-by-id');
  // The amounts are matched as whole texts: "7.00" is also a substring of a time such as
  // 04:00:07.000Z in the server's fields.
  await expect(found).toContainText(deposit.id);
  await expect(found.getByText('12.50', { exact: true })).toBeVisible();
  await expect(found.getByText('7.00', { exact: true })).toHaveCount(0);
  await expectAccessible(page, 'custody transaction by id');
});
