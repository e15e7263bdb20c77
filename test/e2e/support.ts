import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContextOptions, type Page, expect, test } from '@playwright/test';
import { type Harness, startHarness } from './harness';

const ROOT = resolve(import.meta.dirname, '../..');

export async function openDesk(browser: Browser, harness: Harness, options?: BrowserContextOptions): Promise<Page> {
  // A context of its own: axe needs one, and it keeps storage apart between files.
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await harness.attach(page);
  await page.goto(harness.url);
  await expect(page.getByRole('navigation', { name: /areas|bereiche/i })).toBeVisible();
  return page;
}

type Cleanup = () => Promise<unknown>;

/**
 * One desk (its harness and a page) for a whole serial spec: started before the first test,
 * closed after the last. `opened` hands them to the spec; a function it returns is awaited
 * before the desk closes, for what the spec started beside it.
 */
export function shareDesk(opened: (harness: Harness, page: Page) => Promise<Cleanup | void> | Cleanup | void): void {
  let harness: Harness | undefined;
  let page: Page | undefined;
  let cleanup: Cleanup | void;
  test.beforeAll(async ({ browser }) => {
    harness = await startHarness();
    // The flows start on a running sandbox: its first start (and the window meanwhile) is start.spec.ts's.
    await harness.desk.sandbox();
    page = await openDesk(browser, harness);
    cleanup = await opened(harness, page);
  });
  test.afterAll(async () => {
    await page?.context().close();
    await cleanup?.();
    await harness?.close();
  });
}

/** The desk's language set to German, and the window reloaded in it. */
export async function inGerman(harness: Harness, page: Page): Promise<void> {
  await harness.desk.invoke('preferences.set', { language: 'de' });
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Bereiche' })).toBeVisible();
}

/** No serious or critical accessibility violation on what the page shows now. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  const violations = async () => {
    // Half-faded toasts and dialogs have half their contrast: measure what stays on screen.
    // A spinner turns for as long as it waits: its endless animation is not waited for.
    await page.waitForFunction(() =>
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    );
    const results = await new AxeBuilder({ page }).analyze();
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  };
  // A toast that starts to fade while axe measures is caught half-transparent: measure once
  // more when that happened; a real violation is there both times.
  let bad = await violations();
  if (bad.length > 0) bad = await violations();
  expect(bad, `accessibility violations on ${where}`).toEqual([]);
}

/**
 * A screenshot for the README: always written under test-results/, and into docs/screenshots/
 * when UPDATE_SCREENSHOTS=1 (so a normal run leaves the working tree alone).
 */
export async function snap(page: Page, name: string): Promise<void> {
  const folders = [join(ROOT, 'test-results/screenshots')];
  if (process.env.UPDATE_SCREENSHOTS === '1') folders.push(join(ROOT, 'docs/screenshots'));
  for (const folder of folders) {
    await mkdir(folder, { recursive: true });
    await page.screenshot({ path: join(folder, `${name}.png`) });
  }
}

export async function goTo(page: Page, area: RegExp): Promise<void> {
  await page.getByRole('navigation', { name: /areas|bereiche/i }).getByRole('button', { name: area }).click();
}
