// Getting around without dead ends: area shortcuts and the palette from inside fields, "/"
// only outside one, Esc leaves a field; Payments keeps its list under a code no order has,
// resets from an empty box or its menu item, opens the only match on Enter; the desk reopens
// on the last area; a narrow window's menu of icons; dialogs without motion when the system
// asks for less; the window's errors in the app log; the palette keeps the first keys typed.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import type { Harness } from './harness';
import { expectAccessible, goTo, shareDesk } from './support';

test.describe.configure({ mode: 'serial' });

let harness: Harness;
let page: Page;

shareDesk((opened, openedPage) => {
  harness = opened;
  page = openedPage;
});

const search = () => page.getByLabel('Order code or amount');
const notFound = () => page.getByTestId('order-not-found');
const count = () => page.getByTestId('orders-count');

test('area shortcuts and the palette work from inside a field; "/" types there; Esc leaves it', async () => {
  await expect(page.getByRole('heading', { name: 'Today', level: 1 })).toBeVisible();
  await goTo(page, /^Investor/);
  await page.getByLabel('Investor email').click();
  await expect(page.getByLabel('Investor email')).toBeFocused();
  await page.keyboard.press('Alt+3');
  await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
  // Payments focuses its search on arrival: Ctrl+K opens the palette from there.
  await expect(search()).toBeFocused();
  await page.keyboard.press('Control+K');
  await expect(page.getByPlaceholder(/Go to an area/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByPlaceholder(/Go to an area/)).toBeHidden();

  await search().focus();
  await page.keyboard.press('/');
  await expect(search()).toHaveValue('/');
  await search().fill('');
  await page.keyboard.press('Escape');
  await expect(search()).not.toBeFocused();
  await page.keyboard.press('/');
  await expect(search()).toBeFocused();
  await expect(search()).toHaveValue('');
});

test('Payments: a code no order has is said above the list, which stays; an empty box or the menu item resets', async () => {
  await search().fill('OM-');
  await expect(count()).toHaveText('10 orders');
  await search().press('Enter');
  await expect(notFound()).toHaveText('No order has the code OM-.');
  await expect(count()).toHaveText('10 orders');
  await expect(page.getByRole('table', { name: 'Orders' })).toBeVisible();
  await expectAccessible(page, 'a code no order has, above the list');

  await search().fill('');
  await expect(notFound()).toBeHidden();
  await expect(count()).toHaveText('10 orders');

  await search().fill('OM-');
  await search().press('Enter');
  await expect(notFound()).toBeVisible();
  await goTo(page, /^Payments/);
  await expect(notFound()).toBeHidden();
  await expect(search()).toHaveValue('');
});

test('Payments: Enter opens the only order the box lists', async () => {
  await search().fill('1000');
  await expect(count()).toHaveText('1 order');
  await search().press('Enter');
  await expect(page.getByRole('heading', { name: 'Order OM-A7K2M9Q4' })).toBeVisible();
});

test('the desk reopens on the area used last', async () => {
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
  const saved = (await harness.desk.invoke('preferences.get', undefined)) as { ok: true; value: { lastArea?: string } };
  expect(saved.value.lastArea).toBe('payments');
  // A value this version does not know is refused at the door.
  const refused = (await harness.desk.invoke('preferences.set', { lastArea: 'elsewhere' })) as { ok: boolean };
  expect(refused.ok).toBe(false);
});

test('a narrow window: the menu shows icons, named for screen readers and in tooltips', async () => {
  await goTo(page, /^Payments/);
  await page.setViewportSize({ width: 1024, height: 700 });
  const nav = page.getByRole('navigation', { name: 'Areas' });
  const payments = nav.getByRole('button', { name: 'Payments' });
  await expect(payments).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByText('Payments')).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Orders' })).toBeVisible();
  await expectAccessible(page, 'a narrow window');
  await nav.getByRole('button', { name: 'Custody' }).hover();
  await expect(page.getByRole('tooltip')).toHaveText('Custody · Alt+5');
  await page.setViewportSize({ width: 1360, height: 860 });
  await expect(nav.getByText('Payments')).toBeVisible();
});

test('letters typed right after Ctrl+K, before the palette has focused its field, are in the field', async () => {
  // In one task, as a fast typist's keys arrive: the palette's dialog has not opened yet.
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    const press = (key: string, ctrlKey = false) =>
      document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, code: `Key${key.toUpperCase()}`, ctrlKey, bubbles: true, cancelable: true }));
    press('k', true);
    for (const key of 'anna') press(key);
  });
  const input = page.getByPlaceholder(/Go to an area/);
  await expect(input).toBeFocused();
  await expect(input).toHaveValue('anna');
  await page.keyboard.type(' s');
  await expect(input).toHaveValue('anna s');
  await page.keyboard.press('Escape');
  await expect(input).toBeHidden();
  // Opened again: nothing is left over from before.
  await page.keyboard.press('Control+K');
  await expect(input).toBeFocused();
  await expect(input).toHaveValue('');
  await page.keyboard.press('Escape');
});

test('with the system set to reduce motion a dialog appears in place; otherwise it slides in', async () => {
  const input = page.getByPlaceholder(/Go to an area/);
  const palette = page.getByRole('dialog').filter({ has: input });
  const transition = async () => {
    await page.keyboard.press('Control+K');
    await expect(input).toBeVisible();
    const duration = await palette.evaluate((dialog) => getComputedStyle(dialog).transitionDuration);
    await page.keyboard.press('Escape');
    await expect(input).toBeHidden();
    return duration;
  };
  // The suite runs as a system that asks for reduced motion (playwright.config.ts).
  expect(await transition()).toBe('0s');
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  try {
    // The window hears of the new setting at its next media-query event: opened until it has.
    await expect.poll(transition).not.toBe('0s');
  } finally {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  }
});

test("the window's uncaught errors and unhandled rejections reach the app log, with their stacks", async () => {
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('thrown in the window for the log');
    }, 0);
    void Promise.reject(new RangeError('rejected in the window for the log'));
  });
  const log = () => readFile(join(harness.userDataDir, 'desk.log'), 'utf8').catch(() => '');
  await expect.poll(log).toContain('error window error: Error: thrown in the window for the log');
  const text = await log();
  expect(text).toContain('error window rejection: RangeError: rejected in the window for the log');
  expect(text).toMatch(/window error: Error: thrown in the window for the log\n {2}Error: thrown in the window for the log\n {6}at /);
});
