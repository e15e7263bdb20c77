// axe on every view of the desk, each scanned once: the eight areas, the screens Today's
// lines open (an order, an investor, a project) and a screening hit. The flows check what they do; this checks
// what each view shows. A matrix (two languages at two sizes), so all of it in
// `npm run test:full` (@full); `npm test`'s flows scan the views and dialogs they reach.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import { de } from '../../src-renderer/i18n/common/de';
import { en } from '../../src-renderer/i18n/common/en';
import { SCREEN_AREAS } from '../../src-shared/contract/screen-areas';
import { startHarness } from './harness';
import { openInvestor } from './kyc-support';
import { expectAccessible, openDesk } from './support';

// Each test has a desk of its own: the two workers share them out.
test.describe.configure({ mode: 'parallel', timeout: 180_000 });

const TEXTS = { en, de } as const;
const SIZES = [
  { width: 1024, height: 700 },
  { width: 1920, height: 1080 },
] as const;

const line = (page: Page, section: string, name: RegExp) => page.getByTestId(`today-${section}`).getByRole('button', { name });

/** Every read of an area has answered: no loading status left in the main region. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('main').getByRole('status')).toHaveCount(0, { timeout: 30_000 });
}

for (const language of ['en', 'de'] as const) {
  for (const size of SIZES) {
    const at = `${language}, ${size.width}×${size.height}`;
    const details = { tag: ['@full'] };

    test(`every view passes axe (${at})`, details, async ({ browser }) => {
      const nav = TEXTS[language].nav;
      const harness = await startHarness({
        prepare: (folder) => (language === 'de' ? writeFile(join(folder, 'preferences.json'), JSON.stringify({ language })) : Promise.resolve()),
      });
      await harness.desk.sandbox();
      const page = await openDesk(browser, harness, { viewport: size });
      const menu = page.getByRole('navigation', { name: nav.label });
      const area = async (name: string) => {
        await menu.getByRole('button', { name: new RegExp(`^${name}`) }).click();
        await expect(menu.getByRole('button', { name: new RegExp(`^${name}`) })).toHaveAttribute('aria-current', 'page');
        await settled(page);
      };
      try {
        for (const name of SCREEN_AREAS) {
          await area(nav[name]);
          await expectAccessible(page, `${nav[name]} (${at})`);
        }
        // The screens behind Today's lines, each shown once its heading and its last read are.
        await area(nav.today);
        await line(page, 'orders', /^OM-B3N0R5T1/).click();
        await expect(page.getByRole('heading', { level: 2, name: /OM-B3N0R5T1/ })).toBeVisible();
        await expectAccessible(page, `the order (${at})`);
        await area(nav.today);
        await line(page, 'investors', /^Greta Hoffmann/).click();
        await expect(page.getByTestId('can-invest')).toBeVisible();
        await expectAccessible(page, `the investor (${at})`);
        await area(nav.projects);
        await page.getByRole('table').getByRole('button', { name: 'SOLAR-26' }).click();
        await expect(page.getByRole('heading', { name: /SOLAR-26/ })).toBeVisible();
        await settled(page);
        await expectAccessible(page, `the project (${at})`);
        // The demo's near match of the sample UN list: screened as its page opens, its hit in the queue.
        await openInvestor(page, 'jimmy.cherisier@example.com', 'Jimmy Cherisier');
        await page.getByTestId('investor-screening').getByRole('button', { name: language === 'de' ? 'In der Sanktionsprüfung öffnen' : 'Open in Screening' }).click();
        await expect(page.getByTestId('hit-view')).toBeVisible();
        await settled(page);
        await expectAccessible(page, `a screening hit (${at})`);
      } finally {
        await page.context().close();
        await harness.close();
      }
    });
  }
}
