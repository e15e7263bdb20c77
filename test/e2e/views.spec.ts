// Screens that open on something useful and fit: the investor areas without an investor show
// the recent investors (and Investors the review queue's count), in English and German; codes
// stay on one line; toasts cover no button; project pickers say each project's state.
import { type Page, expect, test } from '@playwright/test';
import type { Harness } from './harness';
import { openInvestor } from './kyc-support';
import { expectAccessible, goTo, inGerman, shareDesk } from './support';

test.describe.configure({ mode: 'serial' });

let harness: Harness;
let page: Page;
const EMAIL = `mara.lenz.${Date.now().toString(36)}@example.com`;
const OTHER_EMAIL = `jonas.beck.${Date.now().toString(36)}@example.com`;

shareDesk((opened, openedPage) => {
  harness = opened;
  page = openedPage;
});

const recent = () => page.getByRole('region', { name: /^(Recently opened investors|Zuletzt geöffnete Investoren)$/ });

test('Investors without an investor: no one is recent for Today’s checks; the review queue’s count and the way to it', async () => {
  // Today's review reads every demo investor (Greta waits once it has): checked, not opened.
  await expect(page.getByTestId('today-investors')).toContainText('Greta Hoffmann');
  await goTo(page, /^Investor/);
  await expect(page.getByText('No investor opened on this connection yet.', { exact: false })).toBeVisible();
  // The demo's investors not approved are waiting; the menu's count and the area's say the same.
  const queueCount = page.getByTestId('queue-count');
  await expect(queueCount).toHaveText(/^\d+ investors wait for review\./);
  const count = (await queueCount.textContent())?.match(/^\d+/)?.[0] ?? '';
  await expect(page.getByTestId('kyc-menu-count')).toHaveText(count);
  await page.getByTestId('queue-count').getByRole('button', { name: 'Open the review queue' }).click();
  await expect(page.getByRole('radio', { name: 'Review queue' })).toBeChecked();
  await page.getByRole('radiogroup', { name: 'Show' }).getByText('Investor', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Investor' })).toBeChecked();
});

test('in German: no recent investor yet, and the review queue’s count', async () => {
  await inGerman(harness, page);
  await goTo(page, /^Investor/);
  await expect(page.getByText('Über diese Verbindung wurde noch kein Investor geöffnet.', { exact: false })).toBeVisible();
  await expect(page.getByTestId('queue-count')).toHaveText(/^\d+ Investoren warten auf Prüfung\./);
  await expect(page.getByTestId('queue-count').getByRole('button', { name: 'Prüfliste öffnen' })).toBeVisible();
  await expectAccessible(page, 'investors without an investor, in German');
  await harness.desk.invoke('preferences.set', { language: 'en' });
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Areas' })).toBeVisible();
});

test('Custody without an investor opens on the recent investors, not a lone field', async () => {
  await openInvestor(page, 'anna.schmidt@example.com', 'Anna Schmidt');
  await goTo(page, /^Custody/);
  await expect(recent().getByRole('button', { name: 'Anna Schmidt' })).toBeVisible();
  await expect(recent()).toContainText('anna.schmidt@example.com');
});

test('the investor opened last comes first: one click to its accounts in Custody', async () => {
  await goTo(page, /^Investor/);
  await page.getByRole('button', { name: 'New investor' }).click();
  const dialog = page.getByRole('dialog', { name: 'New investor' });
  await dialog.getByLabel('Name').fill('Mara Lenz');
  await dialog.getByLabel('Email').fill(EMAIL);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name: 'Mara Lenz', exact: true })).toBeVisible();
  await goTo(page, /^Custody/);
  const mara = recent().getByRole('button').first();
  await expect(mara).toHaveText('Mara Lenz');
  await expect(recent()).toContainText(EMAIL);
  await expectAccessible(page, 'custody with recent investors');
  await mara.click();
  await expect(page.getByRole('heading', { level: 2, name: /^Mara Lenz/ })).toBeVisible();
  await expect(recent()).toHaveCount(0);
});


test('a toast covers no button: not the header’s, not the screen’s, not a dialog’s', async () => {
  await goTo(page, /^Investor/);
  await page.getByRole('button', { name: 'New investor' }).click();
  const dialog = page.getByRole('dialog', { name: 'New investor' });
  await dialog.getByLabel('Name').fill('Jonas Beck');
  await dialog.getByLabel('Email').fill(OTHER_EMAIL);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name: 'Jonas Beck', exact: true })).toBeVisible();
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'Saved' }).last();
  await expect(toast).toBeVisible();
  // Every button, link or button-like element under any toast shown.
  const covered = () =>
    page.evaluate(() => {
      const toasts = [...document.querySelectorAll('.mantine-Notification-root')];
      const boxes = toasts.map((t) => t.getBoundingClientRect());
      return [...document.querySelectorAll('button, a[href], [role="button"]')]
        .filter((b) => !toasts.some((t) => t.contains(b)) && b.getClientRects().length > 0)
        .filter((b) => {
          const r = b.getBoundingClientRect();
          return r.width > 0 && boxes.some((t) => r.left < t.right && r.right > t.left && r.top < t.bottom && r.bottom > t.top);
        })
        .map((b) => b.textContent?.trim() || b.getAttribute('aria-label'));
    });
  expect(await covered()).toEqual([]);
  // Over a dialog too: its buttons are at its top right and at its foot.
  await page.getByRole('button', { name: 'New investor' }).click();
  await expect(page.getByRole('dialog', { name: 'New investor' })).toBeVisible();
  await expect(toast).toBeVisible();
  expect(await covered()).toEqual([]);
  await page.keyboard.press('Escape');
});

test('every project picker names each project’s state; the demo has an ended project waiting for preparation', async () => {
  const states = async () => {
    await expect(page.getByRole('option', { name: /^HEAT-25 · .+ · ended, not prepared$/ })).toBeVisible();
    await expect(page.getByRole('option', { name: /^ROOF-24 · .+ · prepared$/ })).toBeVisible();
    await expect(page.getByRole('option', { name: /^SOLAR-26 · .+ · on sale$/ })).toBeVisible();
    await page.keyboard.press('Escape');
  };
  await goTo(page, /^Distribution/);
  await page.getByRole('combobox', { name: 'Project' }).click();
  await states();
  await goTo(page, /^Payments/);
  await page.getByRole('radiogroup', { name: 'Show' }).getByText('A project', { exact: true }).click();
  await page.getByRole('combobox', { name: 'Project' }).click();
  await states();
  await goTo(page, /^Investor/);
  await page.getByRole('radiogroup', { name: 'Show' }).getByText('Review queue').click();
  await page.getByRole('combobox', { name: 'Project' }).click();
  await states();
  await page.getByRole('radiogroup', { name: 'Show' }).getByText('Investor', { exact: true }).click();
});

test('order codes never break over two lines, even in a narrow window', async () => {
  await page.setViewportSize({ width: 1024, height: 700 });
  await goTo(page, /^Payments/);
  await page.getByRole('radiogroup', { name: 'Show' }).getByText('All orders', { exact: true }).click();
  const code = page.getByRole('button', { name: 'OM-D9H3J7K0', exact: true });
  await expect(code).toBeVisible();
  const lines = await code.evaluate((el) => {
    const style = getComputedStyle(el);
    return { whiteSpace: style.whiteSpace, height: el.getBoundingClientRect().height, lineHeight: parseFloat(style.lineHeight) };
  });
  expect(lines.whiteSpace).toBe('nowrap');
  expect(lines.height).toBeLessThan(lines.lineHeight * 2);
});
