// The Chromium every end-to-end test and bench drives (scripts/browser.mjs): Chromium keeps only
// the last `--disable-features` it is given, so ours must name Playwright's own as well as the
// address bar's pop-ups that a full Chromium would load for each window (Electron has none).
import { expect, test } from '@playwright/test';

test('the browser runs without the address bar’s pop-ups and without any feature Playwright turns off', async ({ page }) => {
  await page.goto('chrome://version');
  const commandLine = await page.locator('#command_line').innerText();
  const lists = [...commandLine.matchAll(/--disable-features=(\S+)/g)].map((match) => (match[1] ?? '').split(','));
  expect(lists.length).toBeGreaterThan(1);
  const kept = lists.at(-1) ?? [];
  expect(kept).toEqual(expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup']));
  // Playwright's list comes first: a feature it adds in a later version and ours lacks would be on again.
  expect(lists.flat().filter((feature) => !kept.includes(feature))).toEqual([]);
});
