// Pausing while a statement's lines are entered: the second payment is held back on the way to
// the sandbox until the desk has taken the pause, so the pause lands between lines whatever the
// machine's speed; going on enters the rest, and every accepted line is a payment on its order
// exactly once.
import { join, resolve } from 'node:path';
import { type Page, expect, test } from '@playwright/test';
import type { Proposal } from '@contract';
import { startFaultProxy, throughProxy, type FaultProxy } from '../support/fault-proxy';
import { clientsOn } from '../support/sandbox';
import type { Harness } from './harness';
import { goTo, shareDesk } from './support';

test.describe.configure({ mode: 'serial' });

let harness: Harness;
let page: Page;
let proxy: FaultProxy;
/** Lets the payments after the first go on to the sandbox. */
let release: () => void = () => undefined;

shareDesk(async (opened, openedPage) => {
  harness = opened;
  page = openedPage;
  const { baseUrl, key, secret } = await harness.desk.sandbox();
  proxy = await startFaultProxy(baseUrl);
  const held = new Promise<void>((done) => (release = done));
  let payments = 0;
  proxy.plan = ({ method, path }) => (method === 'POST' && path.includes('/payments') && ++payments > 1 ? { fault: 'pass', hold: held } : { fault: 'pass' });
  const created = await harness.desk.invoke('profiles.create', {
    profile: { name: 'Slow sandbox', baseUrl: throughProxy(proxy, baseUrl), environment: 'sandbox' },
    credentials: { key, secret },
  });
  await harness.desk.invoke('profiles.activate', { id: (created as { ok: true; value: { id: string } }).value.id });
  await expect(page.getByTestId('profile-switcher')).toContainText('Slow sandbox');
  return () => proxy.close();
});

const lines = () => page.locator('table[aria-label="Statement lines"] tbody tr[data-line]');
const statesOf = async () => lines().evaluateAll((rows) => rows.map((r) => (r as HTMLElement).dataset.state));

test('pauses entering a statement, goes on, and enters every accepted line exactly once', { tag: '@full' }, async () => {
  await goTo(page, /^Payments/);
  await page.getByText('Bank statement', { exact: true }).click();
  harness.shell.openPath = join(resolve(import.meta.dirname, '../fixtures/statements'), 'demo.camt053.xml');
  await page.getByRole('button', { name: 'Import a bank statement…' }).click();
  await expect.poll(statesOf).toEqual(['matched', 'matched', 'suggested', 'overpays', 'unmatched']);
  // "Accept all matched" leaves the overpaying line; it is taken on its own and entering asks.
  await page.getByRole('button', { name: 'Accept all matched lines' }).click();
  await expect(page.getByRole('button', { name: 'Enter 2 accepted payments' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Accept line 3' }).check();
  await page.getByRole('checkbox', { name: 'Accept line 4' }).check();
  await page.getByRole('button', { name: 'Enter 4 accepted payments' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Enter the overpayment' }).click();

  await expect(page.getByTestId('statement-progress')).toHaveText('1 of 4 entered', { timeout: 30_000 });
  await page.getByRole('button', { name: 'Pause' }).click();
  // The second line is on its way; it goes on once the desk has taken the pause.
  await expect.poll(() => harness.calls.some((c) => c.channel === 'statements.pause' && c.result.ok)).toBe(true);
  release();
  await expect(page.getByText('Paused: the lines not sent yet stay accepted.')).toBeVisible({ timeout: 30_000 });
  const paused = await statesOf();
  const enteredBefore = paused.filter((s) => s === 'entered').length;
  expect(enteredBefore).toBeGreaterThan(0);
  expect(enteredBefore).toBeLessThan(4);
  const postsAtPause = proxy.seen.filter((r) => r.method === 'POST' && r.path.includes('/payments')).length;
  expect(postsAtPause).toBe(enteredBefore);

  await page.getByRole('button', { name: 'Go on' }).click();
  await expect.poll(statesOf, { timeout: 30_000 }).toEqual(['entered', 'entered', 'entered', 'entered', 'unmatched']);
  expect(proxy.seen.filter((r) => r.method === 'POST' && r.path.includes('/payments'))).toHaveLength(4);

  // On the orders: each accepted line's payment, once.
  const imported = harness.calls.find((c) => c.channel === 'statements.import')?.result as { ok: true; value: { proposals: Proposal[] } };
  const accepted = imported.value.proposals.slice(0, 4);
  const { client } = clientsOn(await harness.desk.sandbox());
  for (const { line, order } of accepted) {
    const payments = await client.payments.listForOrder({ userId: order!.user_id!, projectId: order!.project_id!, orderId: order!.id });
    expect(payments.filter((p) => p.reference === line.bank_reference), `payments of line ${line.bank_reference}`).toHaveLength(1);
  }
});
