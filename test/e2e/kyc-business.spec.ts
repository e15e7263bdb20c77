// The KYC review of a business investor (the business, its legal representative, two owners
// and their shares), a 422 of the host shown on its field, and the review queue.
import { type Page, expect, test } from '@playwright/test';
import { specimenPdf } from '../../src-main/sandbox/seed-kyc';
import { clientsOn } from '../support/sandbox';
import type { Harness } from './harness';
import { answer, behindTheScreen, choose, dropFile, fillDate, lastResult } from './kyc-support';
import { expectAccessible, goTo, shareDesk } from './support';

// Long flows on a shared machine: each step waits on the real sandbox.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

let harness: Harness;
let page: Page;
const EMAIL = `kontor.${Date.now().toString(36)}@windkontor.example`;

shareDesk((opened, openedPage) => {
  harness = opened;
  page = openedPage;
});

const check = (name: string) => page.getByTestId(`check-${name}`);

test('a business investor: the business and its address', { tag: '@full' }, async () => {
  await goTo(page, /^Investor/);
  await page.getByRole('button', { name: 'New investor' }).click();
  const dialog = page.getByRole('dialog', { name: 'New investor' });
  await dialog.getByLabel('Name').fill('Windkontor Nord GmbH');
  await dialog.getByLabel('Email').fill(EMAIL);
  await dialog.getByLabel('Business investor').check();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name: 'Windkontor Nord GmbH', exact: true })).toBeVisible();
  await expect(check('identity')).toContainText('Does not apply');
  await expect(check('business').getByRole('listitem')).toHaveText(['the business']);
  await expect(check('legal_reps').getByRole('listitem')).toHaveText(['the legal representative']);
  await expect(page.getByRole('tab', { name: 'Business' })).toHaveAttribute('aria-selected', 'true');
  await expectAccessible(page, 'business investor without KYC data');

  await page.getByRole('button', { name: 'Create business' }).click();
  const business = page.getByRole('dialog', { name: 'New business' });
  await business.getByLabel('Legal name').fill('Windkontor Nord GmbH');
  await business.getByLabel('Legal form').fill('GmbH');
  await business.getByLabel('Register number').fill('HRB 4711 (Amtsgericht Kiel)');
  await business.getByRole('textbox', { name: 'Tax ID', exact: true }).fill('15/123/45678');
  await choose(page, business, 'Country of taxation', 'Germany (DE)');
  await answer(business, 'Taxable in the country of taxation only', 'Yes');
  await expectAccessible(page, 'business form');
  await business.getByRole('button', { name: 'Save' }).click();
  await expect(business).toBeHidden();
  await expect(page.getByTestId('tax-residence')).toContainText('Taxable in Germany only.');

  await page.getByRole('button', { name: 'Add address' }).click();
  const address = page.getByRole('dialog', { name: 'Address of Windkontor Nord GmbH' });
  await address.getByLabel('Street').fill('Hafenstraße');
  await address.getByLabel('House number').fill('3');
  await address.getByLabel('Postcode').fill('24103');
  await address.getByLabel('City').fill('Kiel');
  await choose(page, address, 'Country', 'Germany (DE)');
  await address.getByRole('button', { name: 'Save' }).click();
  await expect(address).toBeHidden();
  await expect(check('address')).toHaveAttribute('data-state', 'done');
  await expect(check('business').getByRole('listitem')).toHaveText(['business owners']);
  await expectAccessible(page, 'business');
});

test('the legal representative: the person who identifies for the business', { tag: '@full' }, async () => {
  await check('legal_reps').getByRole('button', { name: 'Legal representative', exact: true }).click();
  await page.getByRole('button', { name: 'Create Legal representative' }).click();
  const dialog = page.getByRole('dialog', { name: 'New: Legal representative' });
  await dialog.getByLabel('First name').fill('Hauke');
  await dialog.getByLabel('Last name').fill('Petersen');
  await fillDate(dialog, 'Date of birth', '1971-02-03');
  await dialog.getByLabel('Place of birth').fill('Husum');
  await choose(page, dialog, 'Country of birth', 'Germany (DE)');
  await choose(page, dialog, 'Citizenship', 'Germany (DE)');
  await answer(dialog, 'Politically exposed person (declared by the investor)', 'No');
  await answer(dialog, 'Liable to US income tax (declared by the investor)', 'No');
  await answer(dialog, 'Sole right of representation', 'Yes');
  await dialog.getByRole('textbox', { name: 'Tax ID', exact: true }).fill('47036892816');
  await choose(page, dialog, 'Country of taxation', 'Germany (DE)');
  await answer(dialog, 'Taxable in the country of taxation only', 'Yes');
  await expectAccessible(page, 'legal representative form');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('tabpanel', { name: 'Legal representative' })).toContainText('Sole right of representationYes');
  await expect(check('legal_reps').getByRole('listitem')).toHaveText(['the address', 'identity terms']);
  await expectAccessible(page, 'legal representative');

  // Its video identification waits for the representative's address, terms and a bank account.
  await page.getByRole('tab', { name: 'Video identification' }).click();
  const gaps = page.getByTestId('video-gaps');
  await expect(gaps).toContainText('The address is missing');
  await expect(gaps).toContainText('The investor has no bank account');
  await expect(gaps).toContainText('The identity terms are not accepted');
  await expect(page.getByRole('button', { name: 'Start video identification' })).toBeDisabled();
  await expectAccessible(page, 'video identification of the representative');
});

test('two owners with their shares and the total; a share that does not fit is refused here', { tag: '@full' }, async () => {
  await check('business').getByRole('button', { name: 'business owners', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'Owners' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No business owners yet.')).toBeVisible();

  const addOwner = async (first: string, last: string, share: string) => {
    await page.getByRole('button', { name: 'Add owner' }).click();
    const dialog = page.getByRole('dialog', { name: 'New business owner' });
    await dialog.getByLabel('First name').fill(first);
    await dialog.getByLabel('Last name').fill(last);
    await fillDate(dialog, 'Date of birth', '1971-02-03');
    await choose(page, dialog, 'Citizenship', 'Germany (DE)');
    await choose(page, dialog, 'Country of taxation', 'Germany (DE)');
    await answer(dialog, 'Politically exposed person (declared by the investor)', 'No');
    await dialog.getByLabel('Share').fill(share);
    return dialog;
  };
  const first = await addOwner('Hauke', 'Petersen', '60');
  await expectAccessible(page, 'owner form');
  await first.getByRole('button', { name: 'Save' }).click();
  await expect(first).toBeHidden();

  const second = await addOwner('Wiebke', 'Petersen', '50,5');
  await second.getByRole('button', { name: 'Save' }).click();
  await expect(second.getByText('Enter an amount like 1,234.56.')).toBeVisible();
  const before = harness.calls.length;
  await second.getByLabel('Share').fill('40.5');
  await second.getByRole('button', { name: 'Save' }).click();
  await expect(second.getByText('The shares of all business owners may total at most 100; the others hold 60.00.')).toBeVisible();
  expect(harness.calls.slice(before).map((c) => c.channel)).not.toContain('kyc.businessOwners.create');
  await second.getByLabel('Share').fill('40');
  await second.getByRole('button', { name: 'Save' }).click();
  await expect(second).toBeHidden();

  const owners = page.getByRole('table', { name: 'Business owners' });
  await expect(owners.getByRole('row', { name: /Hauke Petersen/ })).toContainText('60.00 %');
  await expect(owners.getByRole('row', { name: /Wiebke Petersen/ })).toContainText('40.00 %');
  await expect(page.getByTestId('owners-total')).toHaveText('100.00 %');
  await expect(check('business')).toHaveAttribute('data-state', 'done');
  await expectAccessible(page, 'owners');
});

test('the host’s 422 on the field it names, when a colleague changed the owners meanwhile', { tag: '@full' }, async () => {
  // Another officer, on another desk (straight to the host: this desk hears nothing), moves 40 %
  // from Wiebke to a new owner; this screen still shows 60 / 40.
  const user = lastResult(harness, 'users.create');
  const wiebke = lastResult(harness, 'kyc.businessOwners.create');
  const colleague = clientsOn(await harness.desk.sandbox());
  await colleague.client.kyc.businessOwners.update(user.id, wiebke.id, { first_name: 'Wiebke', last_name: 'Petersen', share: '0' });
  await colleague.client.kyc.businessOwners.create(user.id, { first_name: 'Ole', last_name: 'Petersen', share: '40' });
  await colleague.close();

  // 60 + 30 fits what the screen shows; with Ole's 40 it does not, and the host says so.
  await page.getByRole('button', { name: 'Edit: Wiebke Petersen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Wiebke Petersen' });
  await dialog.getByLabel('Share').fill('30');
  await dialog.getByRole('button', { name: 'Save' }).click();
  const share = dialog.getByRole('textbox', { name: 'Share' });
  await expect(share).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('button', { name: 'Technical details (server message)' }).click();
  await expect(dialog.getByText('the shares of all business owners may total at most 100; the others hold 100.00')).toBeVisible();
  const refused = harness.calls.filter((c) => c.channel === 'kyc.businessOwners.update').at(-1);
  expect(refused?.result).toMatchObject({ ok: false, error: { kind: 'validation', fields: { share: [{ text: expect.any(String) }] } } });
  await expectAccessible(page, 'owner form with the host’s 422');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The refusal made the screen read again: it shows the three owners now.
  const owners = page.getByRole('table', { name: 'Business owners' });
  await expect(owners.getByRole('row', { name: /Ole Petersen/ })).toContainText('40.00 %');
  await expect(owners.getByRole('row', { name: /Wiebke Petersen/ })).toContainText('0.00 %');
  await expect(page.getByTestId('owners-total')).toHaveText('100.00 %');
});

test('a write through another window of this desk shows here at once, nothing clicked', { tag: '@full' }, async () => {
  const user = lastResult(harness, 'users.create');
  const owners = page.getByRole('table', { name: 'Business owners' });
  const ole = (await behindTheScreen(harness, 'kyc.businessOwners.list', { userId: user.id })).find((o) => o.first_name === 'Ole');
  await behindTheScreen(harness, 'kyc.businessOwners.update', {
    userId: user.id,
    id: ole?.id ?? '',
    business_owner: { first_name: 'Ole', last_name: 'Petersen', share: '30' },
  });
  await expect(owners.getByRole('row', { name: /Ole Petersen/ })).toContainText('30.00 %');
  await expect(page.getByTestId('owners-total')).toHaveText('90.00 %');
});

test('business documents and the representative’s, side by side', { tag: '@full' }, async () => {
  await page.getByRole('tab', { name: 'Documents' }).click();
  const zone = page.getByRole('group', { name: 'Upload to Documents of Windkontor Nord GmbH' });
  await dropFile(page, zone, { name: 'handelsregister.pdf', type: 'application/pdf', base64: specimenPdf(['HRB 4711']) });
  const upload = page.getByRole('dialog', { name: 'Upload a document' });
  await choose(page, upload, 'Document type', 'Commercial register extract');
  await expectAccessible(page, 'business upload form');
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(upload).toBeHidden();
  await expect(page.getByRole('table', { name: 'Documents of Windkontor Nord GmbH' })).toContainText('Commercial register extract');
  await expect(check('documents').getByRole('listitem')).toHaveText(['an identity document']);
  await expect(page.getByRole('group', { name: 'Upload to Documents of Hauke Petersen' })).toBeVisible();
  await expectAccessible(page, 'business documents');
});

test('the review queue: investors of a project by order status, with their KYC state', { tag: '@full' }, async () => {
  await page.getByRole('radiogroup', { name: 'Show' }).getByText('Review queue').click();
  const main = page.getByRole('main');
  await choose(page, main, 'Project', 'SOLAR-26 · Solarpark Havelland · on sale');
  await choose(page, main, 'Order status', 'Paid (in full or more)');
  const queue = page.getByRole('table', { name: 'Review queue' });
  for (const name of ['Anna Schmidt', 'Clara Weber', 'Nordlicht Energie GmbH']) {
    const row = queue.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('Approved');
    await expect(row).toContainText('Complete');
  }
  await expect(queue.getByRole('row')).toHaveCount(4); // header + three
  await expectAccessible(page, 'review queue');

  await choose(page, main, 'Order status', 'Open (new or underpaid)');
  await expect(queue.getByRole('row')).toHaveCount(3); // Ben (underpaid), David (new)
  await expect(queue.getByRole('status')).toHaveCount(0); // every row's KYC state is read
  await queue.getByRole('button', { name: 'David Fischer' }).click();
  await expect(page.getByRole('heading', { name: 'David Fischer', exact: true })).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Show' }).getByRole('radio', { name: 'Investor' })).toBeChecked();

  // Back to the queue: it still lists what the officer was working down.
  await page.getByRole('radiogroup', { name: 'Show' }).getByText('Review queue').click();
  await expect(main.getByRole('combobox', { name: 'Order status' })).toHaveValue('Open (new or underpaid)');
  await expect(queue.getByRole('button', { name: 'Ben Müller' })).toBeVisible();
});

test('an investor found from the command palette opens the KYC screen', { tag: '@full' }, async () => {
  await goTo(page, /Projects/);
  await page.keyboard.press('Control+K');
  await page.getByPlaceholder(/Go to an area/).fill('invest@nordlicht-energie.example');
  await page.getByText('Find investor invest@nordlicht-energie.example').click();
  await expect(page.getByRole('heading', { name: 'Nordlicht Energie GmbH', exact: true })).toBeVisible();
  await expect(page.getByTestId('can-invest')).toContainText('Can invest');
  await page.getByRole('tab', { name: 'Owners' }).click();
  await expect(page.getByTestId('owners-total')).toHaveText('100.00 %');
  const { id: userId } = await behindTheScreen(harness, 'users.findByEmail', { email: 'invest@nordlicht-energie.example' });
  const owners = await behindTheScreen(harness, 'kyc.businessOwners.list', { userId });
  expect(owners.map((o) => o.share)).toEqual(['60.00', '40.00']);
  await page.getByRole('tab', { name: 'Legal representative' }).click();
  await expect(page.getByRole('region', { name: 'Address of Jonas Becker' })).toContainText('Rostock');
  await expectAccessible(page, 'demo business investor');
});
