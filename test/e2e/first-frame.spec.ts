// The frame the main process draws into the page (src-main/frame-shell.ts), shown before the
// window's script has run: in the user's language and colours with the last area marked, laid
// out where the rendered frame comes, hidden from assistive technology, and gone once React has
// rendered the frame. Today, the first screen, comes without the contract's schemas.
import { type Browser, type Page, type Response, expect, test } from '@playwright/test';
import { type Harness, startHarness } from './harness';

let harness: Harness;

test.beforeAll(async () => {
  harness = await startHarness({ sandboxSeed: 'none' });
  const set = await harness.desk.invoke('preferences.set', { language: 'de', theme: 'dark', lastArea: 'payments' });
  expect(set.ok).toBe(true);
});
test.afterAll(async () => harness?.close());

/** A page of the desk; `scripts: false` refuses the page's scripts, so that only what the page itself draws shows. */
async function open(browser: Browser, scripts: boolean): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1360, height: 860 } })).newPage();
  await harness.attach(page);
  if (!scripts) await page.route('**/*.js', (route) => route.abort());
  await page.goto(harness.url);
  return page;
}

/** Where the header, the menu and the marked area are, and the name's and the marked area's text. */
async function layout(page: Page, marked: string) {
  const box = async (selector: string) => {
    const found = await page.locator(selector).boundingBox();
    if (!found) throw new Error(`${selector} is not on screen`);
    return found;
  };
  return { header: await box('.frame-header'), nav: await box('.frame-nav'), marked: await box(marked) };
}

test('the page comes with the frame in the user language and colours, where the rendered frame replaces it', async ({ browser }) => {
  const drawn = await open(browser, false);
  const rendered = await open(browser, true);
  try {
    // Only the page's own frame: no script has run.
    await expect(drawn.locator('.frame-nav')).toContainText('HeuteInvestorenZahlungenToken-ZuteilungVerwahrungProjekteSanktionsprüfungEinstellungen');
    await expect(drawn.locator('.frame-header')).toHaveText('Offering Desk');
    await expect(drawn.locator('html')).toHaveAttribute('lang', 'de');
    await expect(drawn.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(drawn.locator('.frame-nav [data-active]')).toHaveText('Zahlungen');
    // Dark: the body's colour is Mantine's dark body (dark-7), not white.
    expect(await drawn.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(36, 36, 36)');
    // Not a menu anyone can use yet: hidden from screen readers, no input.
    await expect(drawn.getByRole('navigation')).toHaveCount(0);
    await expect(drawn.locator('#root > .frame')).toHaveAttribute('inert', '');

    // The rendered frame: one frame, the page's own gone, the same places.
    await expect(rendered.getByRole('navigation', { name: 'Bereiche' }).getByRole('button', { name: /^Zahlungen/ })).toHaveAttribute('aria-current', 'page');
    await expect(rendered.locator('.frame')).toHaveCount(1);
    await expect(rendered.locator('[inert]')).toHaveCount(0);
    const before = await layout(drawn, '.frame-nav [data-active]');
    const after = await layout(rendered, '.frame-nav [aria-current="page"]');
    expect(after.header).toEqual(before.header);
    expect(after.nav).toEqual(before.nav);
    expect(after.marked.y).toBeCloseTo(before.marked.y, 0);
    expect(after.marked.height).toBeCloseTo(before.marked.height, 0);
  } finally {
    await drawn.context().close();
    await rendered.context().close();
  }
});

test("Today, the screen a first start opens on, shows without the contract's schemas: no script the window loads for it carries zod", async ({ browser }) => {
  const set = await harness.desk.invoke('preferences.set', { lastArea: 'today' });
  expect(set.ok).toBe(true);
  const page = await (await browser.newContext()).newPage();
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response);
  });
  try {
    await harness.attach(page);
    await page.goto(harness.url);
    // Today's heading is its chunk's: the chunk and everything it imports statically have come.
    await expect(page.getByRole('heading', { name: 'Heute', level: 1 })).toBeVisible();
    // Zod's error class keeps its name through minification: the chunk that has it has zod.
    const loaded = await Promise.all(scripts.map(async (response) => ({ url: response.url(), zod: (await response.text()).includes('ZodError') })));
    expect(loaded.some(({ url }) => /\/TodayScreen-[^/]+\.js$/.test(url))).toBe(true);
    expect(loaded.filter(({ zod }) => zod).map(({ url }) => url)).toEqual([]);
  } finally {
    await page.context().close();
  }
});
