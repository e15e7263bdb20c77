// Settings → Audit log shows a log broken on disk: someone without the keychain deletes an
// audited change and links the chain again; the desk's next change records the break instead
// of anchoring the rewritten log, and the screen shows it as it shows a break the check finds.
import { join } from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import { logLines, rewriteLog } from '../support/audit-tamper';
import { type Harness, startHarness } from './harness';
import { expectAccessible, goTo, openDesk } from './support';

test.describe.configure({ mode: 'serial' });

let harness: Harness;
let page: Page;

test.beforeAll(async ({ browser }) => {
  harness = await startHarness({ sandboxSeed: 'none' });
  page = await openDesk(browser, harness);
});
test.afterAll(async () => {
  await page.context().close();
  await harness.close();
});

/** One audited change: its attempt and its result. */
async function connection(name: string): Promise<string> {
  const profile = { name, baseUrl: `https://${name.toLowerCase()}.invalid/api/v1`, environment: 'staging' };
  const created = await harness.desk.invoke('profiles.create', { profile });
  expect(created).toMatchObject({ ok: true });
  return (created as { ok: true; value: { id: string } }).value.id;
}

test('a change deleted from the audit log on disk shows in Settings after the next change', async () => {
  const [first] = [await connection('First'), await connection('Second'), await connection('Third')];
  const file = join(harness.userDataDir, 'audit.log');
  const written = (await logLines(file)).length;
  // The second change's attempt and result taken out, every link after them computed again.
  await rewriteLog(file, (lines) => [...lines.slice(0, -4), ...lines.slice(-2)]);
  expect(await harness.desk.invoke('profiles.activate', { id: first })).toMatchObject({ ok: true });

  await goTo(page, /Settings/);
  await page.getByRole('tab', { name: 'Audit log' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'The audit log was changed' });
  await expect(alert).toContainText(`The log ends before entry ${written}, which the system keychain records as its last`);
  await expect(alert).toContainText(`(Found when entry ${written - 1} was written,`);
  await expect(page.getByRole('table', { name: 'Audit log' })).toContainText('audit.break');
  await expectAccessible(page, 'audit log with a break');
});
