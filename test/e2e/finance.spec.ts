// Finance: prepare a project, export and check its distribution list, payouts; custody
// balances, paged transactions, and a withdrawal whose answer is lost exists once.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import Big from 'big.js';
import { localDay } from '../../src-shared/domain/days';
import type { OfferingClient, SandboxOperatorClient } from '../../src-main/client';
import { startFaultProxy, throughProxy } from '../support/fault-proxy';
import { liveProject, paidOrder, preparation } from '../support/fixtures';
import { type TestSandbox, clientsOn, testVariant } from '../support/sandbox';
import type { Harness } from './harness';
import { expectAccessible, goTo, shareDesk, snap } from './support';

test.describe.configure({ mode: 'serial' });

let harness: Harness;
let page: Page;
let client: OfferingClient;
let operator: SandboxOperatorClient;
let sandbox: TestSandbox;

shareDesk(async (opened, openedPage) => {
  harness = opened;
  page = openedPage;
  const fixtures = clientsOn(await harness.desk.sandbox());
  sandbox = fixtures;
  ({ client, operator } = fixtures);
  return () => fixtures.close();
});

async function chooseProject(code: RegExp) {
  await page.getByRole('combobox', { name: 'Project' }).click();
  await page.getByRole('option', { name: code }).click();
}

const money = (amount: string) => new Intl.NumberFormat('en', { minimumFractionDigits: 2 }).format(amount as Intl.StringNumericLiteral);

test('preparing a project: the progress bar reaches 100 and the app says so', async () => {
  await goTo(page, /Distribution/);
  await expect(page.getByText('Choose a project to prepare')).toBeVisible();
  await chooseProject(/SOLAR-26/);
  const preparation = page.getByRole('region', { name: 'Preparation' });
  await expect(preparation).toContainText('Not prepared yet');
  await expect(preparation).toContainText(/On sale until .+: a preparation now takes only the orders paid so far\./);
  // What the list leaves out: the open orders, counted and summed as the host does.
  const solar = await client.projects.byCode('SOLAR-26');
  const open = await client.projects.stats(solar.id, { status: 'open' });
  const count = open.orders_count ?? 0;
  await expect(page.getByTestId('left-out')).toHaveText(
    `Not in the list: ${count} open order${count === 1 ? '' : 's'}, ${money(open.orders_amount ?? '0')} (new or underpaid, so not paid in full).`,
  );
  await expect(page.getByRole('region', { name: 'Distribution list' }).getByRole('button', { name: 'Export the list…' })).toBeDisabled();
  await preparation.getByRole('button', { name: 'Prepare for distribution' }).click();
  await expect(preparation.getByRole('progressbar', { name: 'Preparation progress' })).toHaveAttribute('aria-valuenow', '100');
  // A host that does not say the preparation's snapshot (minimal): the app says why it shows no figures.
  await expect(preparation.getByRole('status')).toContainText(
    testVariant() === 'minimal' ? 'This server does not say which snapshot' : 'Prepared: 3 orders, 26,500.00 in total.',
  );
  await expect(page.getByText('SOLAR-26 is prepared for distribution.')).toBeVisible();
  // Prepared: exporting is the next step, preparing again a quiet one beside it.
  const list = page.getByRole('region', { name: 'Distribution list' });
  await expect(list.getByRole('button', { name: 'Prepare again' })).toHaveAttribute('data-variant', 'default');
  await expect(preparation.getByRole('button', { name: /^Prepare/ })).toHaveCount(0);
  await expectAccessible(page, 'prepared project');
});

test('exporting the list: saved byte for byte, read back and checked', async () => {
  const path = join(harness.userDataDir, 'export.csv');
  harness.shell.savePath = path;
  const asked = new Date();
  await page.getByRole('button', { name: 'Export the list…' }).click();
  const report = page.getByRole('region', { name: 'Check of the saved list' });
  // One verdict, first, above the file's figures, from the orders the list must contain (on a
  // host whose status does not name its snapshot, the project's only one); where the person is looking.
  const verdict = report.getByRole('status');
  await expect(verdict).toHaveText(
    'No problems found, and the total is that of the 3 orders of the preparation’s snapshot (26,500.00). The list can be handed over.',
  );
  await expect(verdict).toBeInViewport();
  await expect(page.getByTestId('list-result')).toBeFocused();
  const verdictTop = (await verdict.boundingBox())?.y ?? Infinity;
  expect(verdictTop).toBeLessThan((await report.getByText('Total amount').boundingBox())?.y ?? -Infinity);
  await expect(report).toContainText('26,500.00');
  await expect(report.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('Payments received', { exact: true })).toBeVisible();
  // The first rows in the screen's number format.
  const first = report.getByRole('table', { name: 'First rows' });
  await expect(first.getByRole('row')).toHaveCount(4);
  await expect(first).toContainText('25,000.00');
  // With the investor of each address, where the desk knows it (a host that says no wallet: none).
  await expect(first.getByRole('row', { name: /25,000\.00/ })).toContainText(testVariant() === 'minimal' ? '—' : 'Nordlicht Energie GmbH');
  // The local day, as finance sees it on its calendar (the next one if the export ran past midnight).
  const days = new Set([localDay(asked), localDay(new Date())]);
  expect([...days].map((day) => `SOLAR-26-distribution-list-${day}.csv`)).toContain(harness.shell.suggestedNames.at(-1));
  // The list's amounts by size, its numbers as a table too (hidden until asked for).
  const bands = page.getByRole('figure', { name: 'Amounts by size' });
  await bands.getByLabel('Show the numbers as a table').check();
  const bandTable = bands.getByRole('table', { name: 'Amounts by size' });
  await expect(bandTable.getByRole('row')).toHaveCount(6);
  await expect(bandTable.getByRole('row', { name: /^up to 1,000\.00 / })).toHaveText(/up to 1,000\.002\s*1,500\.00/);
  await expect(bandTable.getByRole('row', { name: /^up to 100,000\.00 / })).toHaveText(/up to 100,000\.001\s*25,000\.00/);

  // The file is what the host served, to the byte.
  const project = await client.projects.byCode('SOLAR-26');
  const direct = join(harness.userDataDir, 'direct.csv');
  await client.distribution.downloadList(project.id, direct);
  expect(await readFile(path)).toEqual(await readFile(direct));
  expect((await readFile(path, 'utf8')).split('\r\n').filter(Boolean)).toHaveLength(4);
  await expectAccessible(page, 'check report');
  await snap(page, 'distribution');
});

test('a list with a formula-like cell is flagged before anyone opens it in a spreadsheet', async () => {
  const file = join(harness.userDataDir, 'tampered.csv');
  const address = `0x${'ab'.repeat(20)}`;
  await writeFile(file, `address,amount\r\n${address},100.00\r\n=HYPERLINK("http://evil.example"),50.00\r\n${address},25.00\r\n`);
  harness.shell.openPath = file;
  await page.getByRole('button', { name: 'Check a saved file…' }).click();
  const report = page.getByRole('region', { name: 'Check of the saved list' });
  await expect(report.getByRole('alert')).toContainText('3 problems found');
  await expect(report.getByRole('alert')).toContainText('Excel runs a cell that starts with =');
  const formulas = report.getByRole('table', { name: 'Cells a spreadsheet would run as a formula' });
  await expect(formulas).toContainText('=HYPERLINK');
  await expect(report.getByRole('table', { name: 'Addresses on more than one row' })).toContainText('1, 3');
  await expectAccessible(page, 'flagged list');
});

test('a list whose check failed keeps a name that says so until finance accepts it', async () => {
  const project = await liveProject(client);
  const first = await paidOrder(sandbox, '1000.00', project);
  // The same investor twice: an address on two rows.
  const again = await client.orders.create(first.user.id, project.id, { amount: '250.50' });
  await client.payments.create({ ...first.ref, orderId: again.id }, { amount: '250.50' });
  await client.distribution.prepare(project.id);
  await preparation(sandbox, project.id);
  await page.reload();
  await goTo(page, /distribution/i);
  await chooseProject(new RegExp(project.code));
  const chosen = join(harness.userDataDir, 'held.csv');
  const held = join(harness.userDataDir, 'held-FAILED-CHECK.csv');
  harness.shell.savePath = chosen;
  await page.getByRole('button', { name: 'Export the list…' }).click();
  const report = page.getByRole('region', { name: 'Check of the saved list' });
  await expect(report.getByRole('alert')).toContainText('1 problem found');
  await expect(report).toContainText(held);
  await expect(readFile(chosen)).rejects.toThrow(/ENOENT/);
  await expectAccessible(page, 'held list');
  await report.getByRole('button', { name: 'Accept the list' }).click();
  await expect(report).toContainText(chosen);
  await expect(report.getByRole('button', { name: 'Accept the list' })).toHaveCount(0);
  expect((await readFile(chosen, 'utf8')).startsWith('address,amount')).toBe(true);
  await expect(readFile(held)).rejects.toThrow(/ENOENT/);
});

test('a distributed project says when and how much went out; payouts with their user payouts', async () => {
  await chooseProject(/ROOF-24/);
  const roof = await client.projects.byCode('ROOF-24');
  const paidOut = (await client.distribution.payouts(roof.id)).reduce((sum, p) => sum.plus(p.total_amount ?? '0'), new Big(0));
  const preparation = page.getByRole('region', { name: 'Preparation' });
  await expect(preparation.getByTestId('distributed')).toHaveText(new RegExp(`^Distributed on .+ — ${money(paidOut.toFixed(2)).replace('.', '\\.')} paid out\\.$`));
  // Preparing again stays at hand beside the export, but is not the main action any more.
  await expect(page.getByRole('region', { name: 'Distribution list' }).getByRole('button', { name: 'Prepare again' })).toHaveAttribute('data-variant', 'default');
  await expect(preparation.getByRole('button', { name: /^Prepare/ })).toHaveCount(0);
  // Its orders are settled, not paid: the list is still what its snapshot holds, and says so once.
  harness.shell.savePath = join(harness.userDataDir, 'roof.csv');
  await page.getByRole('button', { name: 'Export the list…' }).click();
  const report = page.getByRole('region', { name: 'Check of the saved list' });
  await expect(report.getByRole('status')).toContainText('The list can be handed over.');
  await expect(report.getByRole('alert')).toHaveCount(0);
  await expect(report).not.toContainText('differ');
  const payouts = page.getByRole('table', { name: 'Payouts' });
  await expect(payouts.getByRole('row')).toHaveCount(2);
  await payouts.getByRole('button', { name: /^Show/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('table', { name: 'Paid out to investors' }).getByRole('row')).toHaveCount(3);
  await expectAccessible(page, 'user payouts');
  await dialog.getByRole('button', { name: 'Close' }).click();
});

test('the project picker names each project’s state', async () => {
  await page.getByRole('combobox', { name: 'Project' }).click();
  await expect(page.getByRole('option', { name: /^ROOF-24 · .+ · prepared$/ })).toBeVisible();
  await expect(page.getByRole('option', { name: /^WIND-27 · .+ · not on sale yet$/ })).toBeVisible();
  await page.keyboard.press('Escape');
});

test('an upcoming project has nothing to prepare yet, and says when it will', async () => {
  await chooseProject(/WIND-27/);
  const preparation = page.getByRole('region', { name: 'Preparation' });
  await expect(preparation.getByTestId('upcoming')).toHaveText(
    /^Nothing to prepare yet: the sale starts on .+\. Prepare the project once its sale has ended on .+\.$/,
  );
  await expect(preparation.getByRole('button')).toHaveCount(0);
  await expectAccessible(page, 'upcoming project');
});

test('custody balances and transactions paged as the list scrolls', async () => {
  // An investor with one account and 60 deposits.
  const user = await client.users.create({ name: 'Paula Pager', email: `paula.${Date.now()}@example.com` });
  await operator.mockKyc(user.id);
  const asset = await operator.createCustodyAsset({ name: 'Page coin', symbol: `PG${Date.now() % 100000}` });
  const holder = await client.custody.createHolder(user.id);
  const account = await client.custody.createAccount({ userId: user.id, holderId: holder.id }, { custody_asset_id: asset.id });
  for (let i = 1; i <= 60; i++) await operator.deposit(account.id, { amount: `${i}.00` });

  await goTo(page, /Custody/);
  await page.getByLabel('Investor email').fill(user.email);
  await page.getByRole('button', { name: 'Find' }).click();
  const accounts = page.getByRole('table', { name: 'Accounts and balances' });
  await expect(accounts.getByRole('row', { name: new RegExp(asset.symbol!) })).toContainText('1,830.00');
  await expect(page.getByText(/An investor has at most one account per asset|The investor has an account for every asset/)).toBeVisible();
  await accounts.getByRole('button', { name: `Transactions ${asset.symbol}` }).click();
  const list = page.getByRole('table', { name: `Transactions of ${asset.symbol}` });
  await expect(list.locator('tbody tr')).toHaveCount(25);
  await expect(list.locator('tbody tr').first()).toContainText('60.00');
  // Each page is awaited before scrolling on: a scroll made while a page loads reaches only the old last row.
  await list.locator('tbody tr').last().scrollIntoViewIfNeeded();
  await expect(list.locator('tbody tr')).toHaveCount(50);
  await list.locator('tbody tr').last().scrollIntoViewIfNeeded();
  await expect(page.getByText('All 60 transactions are shown.')).toBeVisible();
  await expect(list.locator('tbody tr')).toHaveCount(60);
  // Paged by offset where the host sends no cursor; a host without times is said to be one.
  await expect(page.getByText('This server does not send the transactions’ times')).toHaveCount(testVariant() === 'minimal' ? 1 : 0);
  await page.getByRole('radiogroup', { name: 'Order' }).getByText('Oldest first').click();
  await expect(list.locator('tbody tr').first()).toContainText('1.00');
  await expectAccessible(page, 'custody');
  await snap(page, 'custody');
});

test('a withdrawal whose answer is lost is found, not sent again, and exists once', async () => {
  const { baseUrl, key, secret } = await harness.desk.sandbox();
  // The first withdrawal's answer is lost; the network is fine again afterwards.
  let armed = true;
  const proxy = await startFaultProxy(baseUrl);
  proxy.plan = ({ method, path }) => {
    const hit = armed && method === 'POST' && path.includes('/transactions');
    if (hit) armed = false;
    return { fault: hit ? 'lose-answer' : 'pass' };
  };
  try {
    const created = await harness.desk.invoke('profiles.create', {
      profile: { name: 'Flaky sandbox', baseUrl: throughProxy(proxy, baseUrl), environment: 'sandbox' },
      credentials: { key, secret },
    });
    const profileId = (created as { ok: true; value: { id: string } }).value.id;
    await harness.desk.invoke('profiles.activate', { id: profileId });
    await expect(page.getByTestId('profile-switcher')).toContainText('Flaky sandbox');

    await page.getByLabel('Investor email').fill('anna.schmidt@example.com');
    await page.getByRole('button', { name: 'Find' }).click();
    // One Withdraw per account, in its row's menu.
    await page.getByRole('button', { name: 'More actions for DEUR' }).click();
    await page.getByRole('menuitem', { name: 'Withdraw' }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw DEUR' });
    await dialog.getByLabel('Amount').fill('5000');
    await dialog.getByLabel('To wallet address').fill(`0x${'12'.repeat(20)}`);
    await dialog.getByRole('button', { name: 'Review' }).click();
    await expect(dialog.getByText(/is more than the withdrawable/)).toBeVisible();
    await dialog.getByLabel('Amount').fill('10.50');
    await dialog.getByRole('button', { name: 'Review' }).click();
    await dialog.getByRole('button', { name: 'Withdraw' }).click();
    // The answer is lost; the desk finds its withdrawal among the account's transactions and
    // shows no error for a withdrawal that exists.
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Withdrawal of 10.50 DEUR recorded.')).toBeVisible();
    expect(proxy.seen.filter((r) => r.fault === 'lose-answer')).toHaveLength(1);
    await expectAccessible(page, 'withdrawal recorded after a lost answer');

    // Exactly one withdrawal, though its answer was lost.
    const anna = await client.users.findByEmail('anna.schmidt@example.com');
    const [holder] = await client.custody.holders(anna.id);
    const accounts = await client.custody.accounts({ userId: anna.id, holderId: holder!.id });
    const deur = accounts.find((a) => a.symbol === 'DEUR')!;
    const txs = await client.custody.transactions({ userId: anna.id, holderId: holder!.id, accountId: deur.id }, { limit: 100 });
    const sent = harness.calls.filter((c) => c.channel === 'custody.withdraw').map((c) => (c.input as { withdrawal: { idem_key: string } }).withdrawal.idem_key);
    expect(sent).toHaveLength(1);
    expect(txs.filter((tx) => tx.type === 'withdrawal' && tx.idem_key === sent[0])).toHaveLength(1);
    const audit = await harness.desk.invoke('audit.list', { limit: 10 });
    const outcomes = (audit as { ok: true; value: Array<{ action: string; phase: string; outcome?: string }> }).value
      .filter((e) => e.action === 'custody.withdraw' && e.phase === 'result')
      .map((e) => e.outcome);
    expect(outcomes).toEqual(['ok']);
  } finally {
    await proxy.close();
  }
});
