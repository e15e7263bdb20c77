// Settings → Check connection: the report on the built-in sandbox, copied as text without key
// or secret; a connection whose host signs otherwise, fixed by the trial the user agrees to;
// and a host that does not answer, said once above the screen with a way out.
import { type Locator, type Page, expect, test } from '@playwright/test';
import { type Sandbox, startSandbox } from '../../src-main/sandbox/server';
import type { Harness } from './harness';
import { expectAccessible, goTo, shareDesk } from './support';

test.describe.configure({ mode: 'serial' });

let harness: Harness;
let page: Page;
let hexHost: Sandbox;

shareDesk(async (opened, openedPage) => {
  harness = opened;
  page = openedPage;
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(harness.url).origin });
  hexHost = await startSandbox({ seed: 'none', signature: { keys: 'hex' } });
  return () => hexHost.close();
});

/** Settings → the connection `name` → Check connection: the report, once it shows each of `lines`. */
async function checked(name: string, lines: string[]): Promise<Locator> {
  await goTo(page, /Settings/);
  const card = page.getByRole('region', { name });
  await card.getByRole('button', { name: 'Check connection' }).click();
  const report = card.getByRole('region', { name: 'Connection check' });
  for (const line of lines) await expect(report).toContainText(line);
  return report;
}

test('checking the sandbox connection shows the report and copies it without key or secret', async () => {
  const report = await checked('Sandbox', [
    'Signature: accepted.',
    'Answer: GET /config answered 200',
    'Name lookup: not needed, 127.0.0.1 is an address.',
    'Orders (GET /orders): sent: id, order_code, status, amount',
    'Every field the desk reads is there.',
  ]);
  await expectAccessible(page, 'connection check');

  await report.getByRole('button', { name: 'Copy report' }).click();
  await expect(report.getByRole('status')).toHaveText('Report copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('Offering Desk connection check');
  expect(copied).toContain('What the server sends\n- Configuration (GET /config): sent: timezone, supported_countries');
  await expect(report.getByLabel(/The report as text/)).toHaveValue(copied);
  const { key, secret } = await harness.desk.sandbox();
  expect(copied).not.toContain(key);
  expect(copied).not.toContain(secret);
});

test('a host that signs with hex keys: the check finds the 401, the trial runs only on yes and saves the setting', async () => {
  const created = await harness.desk.invoke('profiles.create', {
    profile: { name: 'Hex host', baseUrl: hexHost.baseUrl, environment: 'staging' },
    credentials: { key: hexHost.key, secret: hexHost.secret },
  });
  const id = created.ok ? (created.value as { id: string }).id : '';
  expect(id).not.toBe('');
  await page.reload();
  const report = await checked('Hex host', ['Signature: refused (401).', 'Not read: the signature was not accepted.']);
  const trials = () => harness.calls.filter((c) => c.channel === 'profiles.trySignatures').length;
  expect(trials()).toBe(0);

  await report.getByRole('button', { name: 'Yes, try them' }).click();
  await expect(report.getByRole('status')).toContainText('The server accepts prefix “service” with hex keys. Saved in the connection.');
  expect(harness.calls.filter((c) => c.channel === 'profiles.trySignatures').map((c) => c.input)).toEqual([
    { id, consent: true },
  ]);
  await report.getByRole('button', { name: 'Check connection' }).click();
  const again = page.getByRole('region', { name: 'Hex host' }).getByRole('region', { name: 'Connection check' });
  await expect(again).toContainText('Signature: accepted.');
  await expect(again).toContainText('Signature settings: prefix “service”, hex keys');
  await expectAccessible(page, 'settings with a staging connection');
});

test('a host that does not answer: one message naming the connection, its host and the cause, with a way to check or switch', async () => {
  // Port 9 on this computer: nothing listens, so the connection is refused at once.
  const created = await harness.desk.invoke('profiles.create', {
    profile: { name: 'Nowhere', baseUrl: 'http://127.0.0.1:9/api/v1', environment: 'staging' },
    credentials: { key: 'om_nowhere', secret: 'nowhere-secret' },
  });
  const id = created.ok ? (created.value as { id: string }).id : '';
  expect(id).not.toBe('');
  expect((await harness.desk.invoke('profiles.activate', { id })).ok).toBe(true);
  await page.reload();
  await goTo(page, /Today/);

  const main = page.getByRole('main');
  const problem = main.getByRole('alert', { name: /does not answer/ });
  await expect(problem).toHaveCount(1);
  await expect(problem).toContainText('“Nowhere” does not answer');
  await expect(problem).toContainText('Server: 127.0.0.1:9');
  await expect(problem).toContainText('The server cannot be reached.');
  // Today's parts wait for it in a line each, not in boxes of their own.
  await expect(main.getByText('Not loaded: the connection does not answer (see above).').first()).toBeVisible();
  await expect(page.getByTestId('kyc-menu-count')).toBeHidden();
  await expectAccessible(page, 'a host that does not answer');

  await problem.getByRole('button', { name: 'Switch to “Sandbox”' }).click();
  await expect(page.getByTestId('profile-switcher')).toContainText('Sandbox');
  await expect(main.getByText('Practice data')).toBeVisible();
  await expect(main.getByRole('alert').filter({ hasText: 'does not answer' })).toHaveCount(0);
  await expect(main.getByText('Not loaded: the connection does not answer (see above).')).toHaveCount(0);
  expect((await harness.desk.invoke('profiles.delete', { id })).ok).toBe(true);
});
