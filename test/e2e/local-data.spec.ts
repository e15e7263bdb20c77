// A connection deleted with its data on this computer: the dialog offers it, its payment
// drafts (left by an earlier version in plain JSON, sealed at the start) are gone from the
// sealed file, another connection's stay, and the audit log says how many went.
import { randomUUID } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import { isSealed, keychainSealer } from '../../src-main/sealed-file';
import { AuditLog } from '../../src-main/workflows/audit';
import { PaymentEntry } from '../../src-main/workflows/payment-entry';
import type { PaymentDraft } from '../../src-shared/domain/payment-entry';
import { draftOf as draft } from '../support/drafts';
import { type Harness, startHarness } from './harness';
import { expectAccessible, goTo, openDesk } from './support';

test.describe.configure({ mode: 'serial' });

const OLD = randomUUID();
const KEPT = randomUUID();
let harness: Harness;
let page: Page;

const drafts = [draft(OLD), draft(OLD), draft(KEPT)];

function profile(id: string, name: string) {
  return { id, name, baseUrl: `https://${name.toLowerCase().replace(/ /g, '-')}.invalid/api/v1`, environment: 'sandbox', signaturePrefix: 'service', signatureKeys: 'raw', currency: 'EUR' };
}

test.beforeAll(async ({ browser }) => {
  harness = await startHarness({
    sandboxSeed: 'none',
    prepare: async (dir) => {
      await writeFile(join(dir, 'profiles.json'), JSON.stringify({ version: 1, activeProfileId: 'sandbox', profiles: [profile(OLD, 'Old platform'), profile(KEPT, 'Kept platform')] }));
      await writeFile(join(dir, 'payment-drafts.json'), JSON.stringify({ drafts }));
    },
  });
  page = await openDesk(browser, harness);
});
test.afterAll(async () => {
  await page.context().close();
  await harness.close();
});

async function draftsOnDisk(): Promise<PaymentDraft[]> {
  const file = join(harness.userDataDir, 'payment-drafts.json');
  expect(isSealed(await readFile(file))).toBe(true);
  const entry = await PaymentEntry.open({ file, audit: new AuditLog(join(harness.userDataDir, 'check.log')), sealer: keychainSealer(harness.keychain) });
  return drafts.flatMap((d) => entry.get(d.draftId) ?? []);
}

test("deleting a connection offers to delete its data on this computer, and does", async () => {
  expect(await draftsOnDisk()).toHaveLength(3);
  await goTo(page, /Settings/);
  const card = page.getByRole('region', { name: 'Old platform' });
  await card.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  const option = dialog.getByRole('checkbox', { name: 'Also delete its data on this computer' });
  await expect(option).toBeChecked();
  await expectAccessible(page, 'delete connection dialog');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(card).toBeHidden();
  expect((await draftsOnDisk()).map((d) => d.profileId)).toEqual([KEPT]);
  const audit = await harness.desk.invoke('audit.list', {});
  expect(audit).toMatchObject({ ok: true });
  const entries = (audit as { ok: true; value: { action: string; phase: string; targets: Record<string, string> }[] }).value;
  expect(entries.find((e) => e.action === 'profiles.deleteLocalData' && e.phase === 'result')?.targets).toEqual({ drafts: '2', bank_lines: '0', recent_investors: '0' });
});

test('without the option, the drafts stay', async () => {
  const card = page.getByRole('region', { name: 'Kept platform' });
  await card.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('checkbox', { name: 'Also delete its data on this computer' }).uncheck();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(card).toBeHidden();
  expect((await draftsOnDisk()).map((d) => d.profileId)).toEqual([KEPT]);
});
