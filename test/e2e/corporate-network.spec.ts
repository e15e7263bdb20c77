// At a customer's office: a connection set up in Settings to reach its host over https through
// an authenticating proxy, trusting the company's CA (made here); the desk reads through it.
// Then the connection is made read-only, and the screens show writes as unavailable.
import { type Page, expect, test } from '@playwright/test';
import { createClient } from '../../src-main/client';
import { type Sandbox, startSandbox } from '../../src-main/sandbox/server';
import { projectForm, userForm } from '../support/fixtures';
import { type ForwardProxy, type TestCa, type TlsFront, makeTestCa, startForwardProxy, startTlsFront } from '../support/forward-proxy';
import { openInvestor } from './kyc-support';
import { expectAccessible, goTo, shareDesk } from './support';

// Two desks' worth of servers (the harness's and the office's) start before the first test.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const STAFF = { username: 'staff', password: 'office-pw' };
const INVESTOR = userForm({ name: 'Hafenkontor GmbH', business_investor: true });
let page: Page;
let office: Sandbox;
let ca: TestCa;
let front: TlsFront;
let proxy: ForwardProxy;
let baseUrl: string;

// The office's network: its own CA, the host behind a TLS front, the proxy.
test.beforeAll(async () => {
  ca = makeTestCa();
  front = await startTlsFront(ca.issue('localhost'));
  office = await startSandbox({ seed: 'none', hostNames: [`localhost:${front.port}`] });
  front.target(new URL(office.baseUrl).origin);
  proxy = await startForwardProxy(STAFF);
  baseUrl = `https://localhost:${front.port}/api/v1`;
  const client = createClient({ baseUrl: office.baseUrl, key: office.key, secret: office.secret });
  await client.projects.create(projectForm({ code: 'OFFICE-1', name: 'Behind the company proxy' }));
  await client.users.create(INVESTOR);
  await client.close();
});
test.afterAll(async () => {
  await proxy?.close();
  await front?.close();
  await office?.close();
  ca?.remove();
});

let shell: { openPath?: string };
shareDesk((harness, openedPage) => {
  page = openedPage;
  shell = harness.shell;
});

test('a connection through the authenticating proxy, trusting the company CA', { tag: '@full' }, async () => {
  await goTo(page, /Settings/);
  await page.getByRole('button', { name: 'New connection' }).click();
  const dialog = page.getByRole('dialog', { name: 'New connection' });
  await dialog.getByLabel('Name').fill('Office');
  await dialog.getByLabel('Base URL').fill(baseUrl);
  await dialog.getByRole('combobox', { name: 'Environment' }).click();
  await page.getByRole('option', { name: 'Staging' }).click();
  await dialog.getByLabel(/^Key/).fill(office.key);
  await dialog.getByLabel(/^Secret/).fill(office.secret);
  await dialog.getByRole('combobox', { name: 'Proxy', exact: true }).click();
  await page.getByRole('option', { name: 'This proxy' }).click();
  await dialog.getByLabel(/^Proxy URL/).fill(proxy.url);
  // Chosen in the native dialog (answered by the harness), never typed.
  shell.openPath = ca.caFile;
  await dialog.getByRole('button', { name: 'Choose…' }).click();
  await expect(dialog.getByLabel(/^Certificate authority file/)).toHaveValue(ca.caFile);
  await expectAccessible(page, 'connection form with network settings');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('region', { name: 'Office' });
  // No password yet: the proxy says no, and the desk says it in words.
  await card.getByRole('button', { name: 'Test' }).click();
  await expect(card.getByRole('alert')).toContainText('The proxy refused the connection');
  await card.getByRole('button', { name: 'Technical details (server message)' }).click();
  await expect(card.getByRole('alert')).toContainText('407 Proxy Authentication Required');

  await card.getByRole('button', { name: 'Set proxy password' }).click();
  const credentials = page.getByRole('dialog', { name: 'Proxy user name and password for Office' });
  await credentials.getByLabel(/^Proxy user name/).fill(STAFF.username);
  await credentials.getByLabel(/^Proxy password/).fill(STAFF.password);
  await credentials.getByRole('button', { name: 'Save' }).click();
  await expect(credentials).toBeHidden();
  await card.getByRole('button', { name: 'Test' }).click();
  await expect(card.getByRole('status')).toContainText('Connected.');

  await card.getByRole('button', { name: 'Use' }).click();
  await goTo(page, /Projects/);
  await expect(page.getByRole('button', { name: 'OFFICE-1' })).toBeVisible();
  expect(proxy.tunnels).toContainEqual({ target: `localhost:${front.port}`, status: 200 });
  expect(proxy.tunnels).toContainEqual({ target: `localhost:${front.port}`, status: 407 });
});

test('a read-only connection shows writes as unavailable, with the reason', { tag: '@full' }, async () => {
  await goTo(page, /Settings/);
  const card = page.getByRole('region', { name: 'Office' });
  await card.getByRole('switch', { name: /Read-only/ }).click();
  await expect(card.getByRole('switch', { name: /Read-only/ })).toBeChecked();

  await goTo(page, /Projects/);
  const reason = '“Office” is read-only: changes are unavailable.';
  await expect(page.getByRole('status').filter({ hasText: 'Read-only connection' })).toContainText(reason);
  const create = page.getByRole('button', { name: 'New project' });
  await expect(create).toBeDisabled();
  const because = new RegExp(reason.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  await expect(create).toHaveAccessibleDescription(because);
  await expect(page.getByRole('button', { name: 'OFFICE-1' })).toBeVisible();
  await expectAccessible(page, 'projects on a read-only connection');

  // The KYC cards' buttons that open a form which writes: unavailable for the same reason.
  await openInvestor(page, INVESTOR.email, INVESTOR.name);
  const unavailable = async (name: string) => {
    const button = page.getByRole('button', { name, exact: true });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(because);
  };
  await unavailable('Create business');
  await page.getByRole('tab', { name: 'Owners' }).click();
  await unavailable('Add owner');
  await page.getByRole('tab', { name: 'Bank account' }).click();
  await unavailable('Add bank account');
  await page.getByRole('tab', { name: 'Surveys' }).click();
  await unavailable('Record survey');
});
