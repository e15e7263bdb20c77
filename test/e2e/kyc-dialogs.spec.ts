// KYC dialogs that never save half a record: a checklist gap opens its form on the missing
// field, the form asks for everything a complete part needs, the notice names what the part still lacks, Save stays in view at 1024×700
// (German included), declarations read without double negatives, the PEP status counts, and a
// pending video identification says who acts next. Axe on every view.
import { type Page, expect, test } from '@playwright/test';
import type { Harness } from './harness';
import { answer, choose, openInvestor } from './kyc-support';
import { expectAccessible, goTo, shareDesk } from './support';

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let harness: Harness;
let page: Page;

shareDesk((opened, openedPage) => {
  harness = opened;
  page = openedPage;
});

const check = (name: string) => page.getByTestId(`check-${name}`);

test('a missing field in the checklist opens the form on it, and the form asks for all the KYC needs', async () => {
  await openInvestor(page, 'greta.hoffmann@example.com', 'Greta Hoffmann');
  await check('identity').getByRole('button', { name: 'Tax ID', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Greta Hoffmann' });
  await expect(dialog.getByRole('textbox', { name: 'Tax ID', exact: true })).toBeFocused();

  const before = harness.calls.length;
  await dialog.getByRole('button', { name: 'Save' }).click();
  // The tax ID, its country, the taxation answer and both declarations: nothing is sent.
  await expect(dialog.getByText('Needed for a complete KYC.')).toHaveCount(5);
  expect(harness.calls.slice(before).map((c) => c.channel)).not.toContain('kyc.identities.update');
  await expectAccessible(page, 'identity form asking for what the KYC needs');

  // The tax ID's check digit, by its country's rule: test/component/identity-form.test.tsx.
  await choose(page, dialog, 'Country of taxation', 'Germany (DE)');
  await dialog.getByRole('textbox', { name: 'Tax ID', exact: true }).fill('36574261809');
  await answer(dialog, 'Taxable in the country of taxation only', 'Yes');
  await answer(dialog, 'Politically exposed person (declared by the investor)', 'No');
  await answer(dialog, 'Liable to US income tax (declared by the investor)', 'No');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  // Saved, but the part is not complete: the notice says what is still missing.
  await expect(page.getByText('“Identity” is not complete yet. Still missing: identity terms.')).toBeVisible();
  await expect(check('identity').getByRole('listitem')).toHaveText(['identity terms']);
  const declared = page.getByText('Politically exposed person', { exact: true }).locator('..');
  await expect(declared).toContainText('No (declared by the investor)');
  await expect(page.getByText(/Declares not to be/)).toHaveCount(0);
  await expectAccessible(page, 'identity with its declarations');
});

test('the PEP status counts in the checklist', async () => {
  await expect(check('pep_status')).toHaveAttribute('data-state', 'missing');
  await check('pep_status').getByRole('button', { name: 'the PEP status', exact: true }).click();
  await expect(page.getByRole('tab', { name: 'PEP and terms' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Record PEP status' }).click();
  const pep = page.getByRole('dialog', { name: 'PEP status' });
  await answer(pep, 'Politically exposed person', 'No');
  await pep.getByRole('button', { name: 'Save' }).click();
  await expect(pep).toBeHidden();
  await expect(check('pep_status')).toHaveAttribute('data-state', 'done');
  await expectAccessible(page, 'PEP status counted');
});

test('a pending video identification says who acts next and since when, and its link can be copied', async () => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await openInvestor(page, 'liam.walsh@example.com', 'Liam Walsh');
  await page.getByRole('tab', { name: 'Video identification' }).click();
  const next = page.getByTestId('video-next');
  await expect(next).toContainText('Next: Liam Walsh takes the session with the provider.');
  await expect(next).toContainText(/Waiting since .*\d{4}/);
  await expect(page.getByText('The server cannot send the link again: copy it and send it to Liam Walsh yourself.')).toBeVisible();
  await page.getByRole('button', { name: 'Copy session link' }).click();
  await expect(page.getByRole('button', { name: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^https?:\/\//);
  await expectAccessible(page, 'pending video identification');
});

for (const language of ['English', 'Deutsch'] as const) {
  // German in `npm run test:full`, as the other language variants.
  test(`at 1024×700 the longest form keeps Save and Cancel in view (${language})`, { tag: language === 'Deutsch' ? ['@full'] : [] }, async () => {
    const german = language === 'Deutsch';
    if (german) {
      await goTo(page, /Settings/);
      await page.getByRole('tab', { name: 'Language and theme' }).click();
      await page.getByText('Deutsch').click();
      await expect(page.getByRole('heading', { name: 'Einstellungen' })).toBeVisible();
    }
    await page.setViewportSize({ width: 1024, height: 700 });
    await openInvestor(page, 'greta.hoffmann@example.com', 'Greta Hoffmann');
    await page.getByRole('tab', { name: german ? 'Identität' : 'Identity' }).click();
    await page.getByRole('button', { name: german ? 'Bearbeiten' : 'Edit' }).last().click();
    const dialog = page.getByRole('dialog', { name: german ? 'Greta Hoffmann bearbeiten' : 'Edit Greta Hoffmann' });
    // The form is longer than the window: its end is out of view, the footer is not.
    await expect(dialog.getByText(german ? 'Nur in diesem Staat steuerlich ansässig' : 'Taxable in the country of taxation only')).not.toBeInViewport();
    await expect(dialog.getByRole('button', { name: german ? 'Speichern' : 'Save' })).toBeInViewport();
    await expect(dialog.getByRole('button', { name: german ? 'Abbrechen' : 'Cancel' })).toBeInViewport();
    await expectAccessible(page, `identity form at 1024×700 (${language})`);
    await dialog.getByRole('button', { name: german ? 'Abbrechen' : 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await page.setViewportSize({ width: 1360, height: 860 });
  });
}
