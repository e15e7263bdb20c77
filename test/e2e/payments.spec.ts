// The Payments area on the built-in demo sandbox: finding orders, entering and deleting
// payments with the status they lead to, cancelling, the refusals of a new order in words,
// the orders table, German amounts, and a lost answer that is never sent blindly again.
import { type Page, expect, test } from '@playwright/test';
import { type FaultProxy, startFaultProxy, throughProxy } from '../support/fault-proxy';
import { type PlacedOrder, approvedInvestor, liveProject, placeOrder } from '../support/fixtures';
import { type TestSandbox, clientsOn, testVariant } from '../support/sandbox';
import type { Harness } from './harness';
import { expectAccessible, goTo, shareDesk, snap } from './support';

test.describe.configure({ mode: 'serial' });

let harness: Harness;
let page: Page;
/** The harness's own sandbox, for the fixtures. */
let t: TestSandbox;

shareDesk(async (opened, openedPage) => {
  harness = opened;
  page = openedPage;
  t = clientsOn(await harness.desk.sandbox());
  return () => t.close();
});

const detail = () => page.getByRole('main');
const statusOf = () => detail().getByRole('heading', { level: 2, name: /^(Order|Zeichnung) / }).locator('..');

/** Opens an order with the search box: "/" focuses it from anywhere in the area. */
async function openOrder(code: string) {
  await page.locator('body').click({ position: { x: 5, y: 300 } });
  await page.keyboard.press('/');
  await expect(page.getByLabel('Order code or amount')).toBeFocused();
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: `Order ${code}` })).toBeVisible();
}

/** Types a payment into the entry form (the amount field has the focus) and checks the preview. */
async function enterPayment(amount: string, preview: string | RegExp, reference = 'Transfer') {
  const form = detail();
  await expect(form.getByLabel(/^Amount/)).toBeFocused();
  await page.keyboard.type(amount);
  await form.getByLabel('Bank reference').fill(reference);
  await expect(page.getByTestId('payment-preview')).toHaveText(preview);
  await form.getByLabel('Bank reference').press('Enter');
  // Entered: the form is empty for the next transfer, the amount field ready.
  await expect(form.getByLabel(/^Amount/)).toHaveValue('');
  await expect(form.getByLabel(/^Amount/)).toBeFocused();
}

let underpaid: PlacedOrder;

test('finds an order from the command palette and enters a payment that makes it paid', async () => {
  const placed = await placeOrder(t, '750.00');
  await page.keyboard.press('Control+K');
  await page.getByPlaceholder(/Go to an area/).fill(placed.order.order_code.toLowerCase());
  await page.getByText(`Find order ${placed.order.order_code}`).click();
  await expect(page.getByRole('heading', { name: `Order ${placed.order.order_code}` })).toBeVisible();
  await expect(statusOf()).toContainText('New');
  await expect(detail().getByText('No payments yet.')).toBeVisible();
  await expectAccessible(page, 'order without payments');
  await enterPayment('750', 'This makes the order paid.');
  await expect(statusOf()).toContainText('Paid');
  const payments = page.getByRole('table', { name: 'Payments' });
  await expect(payments.getByRole('row')).toHaveCount(2);
  await expect(payments).toContainText('750.00');
  // A host whose payments carry only id and amount (minimal) does not send the reference back.
  if (testVariant() === 'minimal') await expect(payments.getByRole('row').nth(1).getByRole('cell').nth(2)).toHaveText('—');
  else await expect(payments).toContainText('Transfer');
  const sent = harness.calls.filter((c) => c.channel === 'payments.enter');
  expect(sent.at(-1)?.input).toMatchObject({ payment: { amount: '750', reference: 'Transfer' } });
});

test('a payment that leaves the order underpaid, then a second that makes it paid', async () => {
  underpaid = await placeOrder(t, '1000.00');
  await openOrder(underpaid.order.order_code);
  await enterPayment('400', 'This makes the order underpaid: 600.00 still to come.');
  await expect(statusOf()).toContainText('Underpaid');
  await expect(detail().getByText('Still to come')).toBeVisible();
  await enterPayment('600.00', 'This makes the order paid.', 'Second transfer');
  await expect(statusOf()).toContainText('Paid');
  await expect(page.getByRole('table', { name: 'Payments' }).getByRole('row')).toHaveCount(3);
  await expectAccessible(page, 'order with payments');
  await snap(page, 'payments-order');
});

test('deleting a payment says what the order becomes, and the status follows', async () => {
  await page.getByRole('button', { name: 'Delete the payment of 600.00' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Delete the payment of 600.00 booked on');
  await expect(confirm).toContainText('Deleting it makes the order underpaid: 600.00 still to come.');
  await expectAccessible(page, 'delete payment confirmation');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(statusOf()).toContainText('Underpaid');
  await expect(page.getByRole('table', { name: 'Payments' }).getByRole('row')).toHaveCount(2);
});

test('an overpayment, said before it is entered; the same transfer twice is pointed out', async () => {
  const placed = await placeOrder(t, '1000.00');
  await openOrder(placed.order.order_code);
  // Overpaying is a gate: the excess named in a warning, then a confirmation; "Cancel" sends nothing.
  await expect(detail().getByLabel(/^Amount/)).toBeFocused();
  await page.keyboard.type('1,010.00');
  await detail().getByLabel('Bank reference').fill('Transfer');
  await expect(page.getByTestId('payment-preview')).toHaveText('This makes the order overpaid by 10.00.');
  await expect(page.getByTestId('payment-preview')).toHaveAttribute('data-warning', 'true');
  const sentBefore = harness.calls.filter((c) => c.channel === 'payments.enter').length;
  await detail().getByLabel('Bank reference').press('Enter');
  const gate = page.getByRole('dialog');
  await expect(gate).toContainText('This payment of 1,010.00 pays 10.00 more than the order is for. Enter it all the same?');
  await expectAccessible(page, 'overpayment confirmation');
  await gate.getByRole('button', { name: 'Cancel' }).click();
  await expect(gate).toBeHidden();
  expect(harness.calls.filter((c) => c.channel === 'payments.enter')).toHaveLength(sentBefore);
  await detail().getByLabel('Bank reference').press('Enter');
  await page.getByRole('dialog').getByRole('button', { name: 'Enter the overpayment' }).click();
  await expect(detail().getByLabel(/^Amount/)).toHaveValue('');
  await expect(statusOf()).toContainText('Overpaid');
  await expect(detail().getByText('Paid too much')).toBeVisible();
  await detail().getByLabel(/^Amount/).fill('1010');
  await detail().getByLabel('Bank reference').fill('Transfer');
  await expect(detail().getByText(/already has a payment of 1,010.00 with this date and reference/)).toBeVisible();
});

test('cancelling an order, after a confirmation', async () => {
  await openOrder(underpaid.order.order_code);
  await detail().getByRole('button', { name: 'Cancel order' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(`Cancel order ${underpaid.order.order_code}?`);
  await confirm.getByRole('button', { name: 'Cancel order' }).click();
  await expect(statusOf()).toContainText('Cancelled');
  await expect(detail().getByRole('button', { name: 'Cancel order' })).toBeDisabled();
  await detail().getByLabel(/^Amount/).fill('5');
  await expect(page.getByTestId('payment-preview')).toHaveText('The order is Cancelled; a payment does not change its status.');
});

test('a new order helps early: projects on sale only, the investor looked up on leaving the email, the amount checked as typed', async () => {
  await goTo(page, /Payments/);
  // An order screen no longer offers to delete all of an investor's payments.
  await openOrder(underpaid.order.order_code);
  await expect(detail().getByRole('button', { name: /Delete all payments/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'All orders' }).click();
  await page.getByRole('button', { name: 'New order' }).click();
  const dialog = page.getByRole('dialog', { name: 'New order' });
  const email = dialog.getByLabel('Investor email');
  const amount = dialog.getByLabel(/^Amount/);

  // Nothing said while typing; leaving the field checks the format, then the investor.
  await email.fill('greta hoffmann');
  await expect(dialog.getByText('Enter an email address like name@example.com.')).toBeHidden();
  await email.blur();
  await expect(dialog.getByText('Enter an email address like name@example.com.')).toBeVisible();
  await email.fill('greta.hoffmann@example.com');
  await expect(dialog.getByText('Enter an email address like name@example.com.')).toBeHidden();
  await email.blur();
  await expect(dialog.getByTestId('order-investor')).toHaveText('Greta Hoffmann: not approved yet. The server takes orders only from approved investors.');
  await email.fill('anna.schmidt@example.com');
  await email.blur();
  await expect(dialog.getByTestId('order-investor')).toHaveText('Anna Schmidt: approved, may invest.');
  await email.fill('nobody@example.com');
  await email.blur();
  await expect(dialog.getByText('No investor has this email.')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');

  // Only projects on sale; the amount's hint is the project's minimum.
  await dialog.getByRole('combobox', { name: 'Project' }).click();
  await expect(page.getByRole('option', { name: /SOLAR-26/ })).toBeVisible();
  await expect(page.getByRole('option', { name: /WIND-27|ROOF-24/ })).toHaveCount(0);
  await page.getByRole('option', { name: /SOLAR-26/ }).click();
  await expect(dialog.getByText('More than 100.00, the project’s minimum investment; e.g. 1,000.00')).toBeVisible();
  await amount.fill('12,5,0');
  await amount.blur();
  await expect(dialog.getByText('Enter an amount like 1,234.56.')).toBeVisible();
  // Live from then on: each change is checked again.
  await amount.fill('100');
  await expect(dialog.getByText('Enter more than 100.00, the project’s minimum investment.')).toBeVisible();
  await amount.fill('150');
  await expect(dialog.getByText('Enter more than 100.00, the project’s minimum investment.')).toBeHidden();

  // A submit shows every message at once and sends nothing.
  await email.fill('');
  await amount.fill('');
  const before = harness.calls.length;
  await dialog.getByRole('button', { name: 'Create order' }).click();
  await expect(dialog.getByText('Enter an email address like name@example.com.')).toBeVisible();
  await expect(dialog.getByText('Enter an amount like 1,234.56.')).toBeVisible();
  expect(harness.calls.slice(before).map((c) => c.channel)).not.toContain('orders.create');
  await expectAccessible(page, 'new order with messages');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});

test('a new order: each refusal of the host in words, the terms accepted in place', async () => {
  const small = await liveProject(t.client, { code: 'TINY-1', name: 'Small roof', volume: '1000.00' });
  const fresh = await approvedInvestor(t);
  await t.client.investmentTerms.accept(fresh.id, small.id);
  const unaccepted = await approvedInvestor(t);
  await goTo(page, /Payments/);
  await page.getByRole('button', { name: 'New order' }).click();
  const dialog = page.getByRole('dialog', { name: 'New order' });
  const create = async (email: string, project: RegExp, amount: string) => {
    await dialog.getByLabel('Investor email').fill(email);
    await dialog.getByRole('combobox', { name: 'Project' }).click();
    await page.getByRole('option', { name: project }).click();
    await dialog.getByLabel(/^Amount/).fill(amount);
    await dialog.getByRole('button', { name: 'Create order' }).click();
  };
  await create('greta.hoffmann@example.com', /SOLAR-26/, '500');
  await expect(dialog.getByRole('alert')).toContainText('The investor is not approved yet');
  await expect(dialog.getByRole('alert').getByRole('button', { name: 'Open the investor' })).toBeVisible();
  await expectAccessible(page, 'order refused');
  await create(fresh.email, /TINY-1/, '1000.01');
  await expect(dialog.getByRole('alert')).toContainText('The project’s volume is reached');
  await create('nobody@example.com', /SOLAR-26/, '500');
  await expect(dialog.getByText('No investor has this email.')).toBeVisible();

  await create(unaccepted.email, /SOLAR-26/, '500');
  await expect(dialog.getByRole('alert')).toContainText('has not accepted the investment terms of this project');
  await dialog.getByRole('button', { name: 'Record the investor’s consent to the investment terms' }).click();
  await expect(page.getByText('The investor’s consent is recorded. Create the order now.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Create order' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: /^Order OM-/ })).toBeVisible();
  await expect(statusOf()).toContainText('New');
  await expect(detail()).toContainText(unaccepted.email);
  const actions = harness.calls.filter((c) => c.channel === 'investmentTerms.accept' || c.channel === 'orders.create').map((c) => [c.channel, c.result.ok]);
  expect(actions.slice(-2)).toEqual([
    ['investmentTerms.accept', true],
    ['orders.create', true],
  ]);
});

test('browsing orders: all of them, a project’s, an investor’s; filtered and sorted in place', async () => {
  await page.getByRole('button', { name: 'All orders' }).click();
  const table = page.getByRole('table', { name: 'Orders' });
  await expect(table).toBeVisible();
  const total = (await t.client.orders.list()).length;
  await expect(page.getByTestId('orders-count')).toHaveText(`${total} orders`);
  await expect(table).toHaveAttribute('aria-rowcount', String(total + 1));
  await snap(page, 'payments-orders');

  // The search box filters in place: part of a code, or an amount in the user's notation.
  const search = page.getByLabel('Order code or amount');
  await search.fill(underpaid.order.order_code.slice(3, 9));
  await expect(page.getByTestId('orders-count')).toHaveText('1 order');
  await expect(table.getByRole('row').nth(1)).toContainText(underpaid.order.order_code);
  await search.fill('25,000.00');
  await expect(table.getByRole('row').nth(1)).toContainText('25,000.00');
  await search.fill('');

  await page.getByRole('radiogroup', { name: 'Show' }).getByText('A project', { exact: true }).click();
  await expect(page.getByText('Choose a project (and an investor) to see their orders.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Project' }).click();
  await page.getByRole('option', { name: /ROOF-24/ }).click();
  await expect(page.getByTestId('orders-count')).toHaveText('2 orders');
  await table.getByRole('button', { name: 'Amount' }).click();
  await expect(table.getByRole('columnheader', { name: 'Amount' })).toHaveAttribute('aria-sort', 'descending');
  await expect(table.getByRole('row').nth(1)).toContainText('2,000.00');
  await table.getByRole('button', { name: 'Amount' }).click();
  await expect(table.getByRole('row').nth(1)).toContainText('1,500.00');

  await page.getByRole('radiogroup', { name: 'Show' }).getByText('An investor in a project').click();
  await page.getByLabel('Investor email').fill('clara.weber@example.com');
  await expect(page.getByTestId('orders-count')).toHaveText('1 order');
  await page.getByLabel('Only orders paid in full (distributable)').check();
  await expect(page.getByTestId('orders-count')).toHaveText('0 orders');
  await page.getByRole('radiogroup', { name: 'Show' }).getByText('All orders').click();
  await table.getByRole('button', { name: underpaid.order.order_code }).click();
  await expect(page.getByRole('heading', { name: `Order ${underpaid.order.order_code}` })).toBeVisible();
  await page.getByRole('button', { name: 'All orders' }).click();
});

test('German: amounts typed the German way, the preview and the statuses in German', async () => {
  const placed = await placeOrder(t, '1234.56');
  await goTo(page, /Settings/);
  await page.getByRole('tab', { name: 'Language and theme' }).click();
  await page.getByText('Deutsch').click();
  await expect(page.getByRole('heading', { name: 'Einstellungen' })).toBeVisible();
  await goTo(page, /Zahlungen/);
  await page.getByLabel('Zeichnungscode oder Betrag').fill(placed.order.order_code);
  await page.getByLabel('Zeichnungscode oder Betrag').press('Enter');
  await expect(page.getByRole('heading', { name: `Zeichnung ${placed.order.order_code}` })).toBeVisible();
  await detail().getByLabel(/^Betrag/).fill('1.234,5');
  await expect(page.getByTestId('payment-preview')).toHaveText('Damit ist die Zeichnung teilweise bezahlt: 0,06 noch offen.');
  await detail().getByLabel(/^Betrag/).fill('1.234,56');
  await detail().getByLabel('Gebucht am').fill('20.11.2026');
  await expect(page.getByTestId('payment-preview')).toHaveText('Damit ist die Zeichnung bezahlt.');
  await detail().getByLabel(/^Betrag/).fill('1.234,567');
  await detail().getByLabel(/^Betrag/).press('Enter');
  await expect(detail().getByText('Geben Sie höchstens 2 Nachkommastellen ein, z. B. 1.234,56.')).toBeVisible();
  // Read differently in the two conventions: asked, never sent before the person chose (the
  // field's question itself: test/component/amount-field.test.tsx).
  await detail().getByLabel(/^Betrag/).fill('1234.56');
  await expect(page.getByTestId('payment-preview')).toHaveText('');
  const sentBefore = harness.calls.filter((c) => c.channel === 'payments.enter').length;
  await detail().getByLabel(/^Betrag/).press('Enter');
  await expect(detail().getByText('Bitte wählen Sie, welchen Betrag Sie meinen.')).toBeVisible();
  expect(harness.calls.filter((c) => c.channel === 'payments.enter')).toHaveLength(sentBefore);
  await detail().getByRole('alert').filter({ hasText: 'Meinten Sie 1.234,56?' }).getByRole('button', { name: '1.234,56' }).click();
  await expect(detail().getByLabel(/^Betrag/)).toHaveValue('1.234,56');
  await expect(detail().getByText('Gelesen als 1.234,56.')).toBeVisible();
  await expect(page.getByTestId('payment-preview')).toHaveText('Damit ist die Zeichnung bezahlt.');
  await detail().getByLabel(/^Betrag/).press('Enter');
  await expect(statusOf()).toContainText('Bezahlt');
  await expect(page.getByRole('table', { name: 'Zahlungen' })).toContainText('1.234,56');
  await expect(page.getByRole('table', { name: 'Zahlungen' })).toContainText('20.11.2026');
  await expectAccessible(page, 'German order');
  const entered = harness.calls.filter((c) => c.channel === 'payments.enter' && c.result.ok).at(-1);
  expect(entered?.input).toMatchObject({ payment: { amount: '1234.56', booked_at: '2026-11-20' } });
  await goTo(page, /Einstellungen/);
  await page.getByRole('tab', { name: 'Sprache und Darstellung' }).click();
  await page.getByText('English').click();
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
});

test.describe('a lost answer', () => {
  let proxy: FaultProxy;
  test.beforeAll(async () => {
    const sandbox = await harness.desk.sandbox();
    proxy = await startFaultProxy(sandbox.baseUrl);
    const created = await harness.desk.invoke('profiles.create', {
      profile: { name: 'Flaky network', baseUrl: throughProxy(proxy, sandbox.baseUrl), environment: 'staging' },
      credentials: { key: sandbox.key, secret: sandbox.secret },
    });
    if (!created.ok) throw new Error(created.error.message);
    await harness.desk.invoke('profiles.activate', { id: (created.value as { id: string }).id });
  });
  test.afterAll(async () => {
    await harness.desk.invoke('profiles.activate', { id: 'sandbox' });
    await proxy.close();
  });

  test('is not sent blindly again: the draft waits, is checked, and is entered once', async () => {
    await expect(page.getByTestId('profile-switcher')).toContainText('Flaky network');
    const placed = await placeOrder(t, '200.00');
    await goTo(page, /Payments/);
    await openOrder(placed.order.order_code);
    // Every POST is dropped before it reaches the host.
    proxy.plan = ({ method }) => ({ fault: method === 'POST' ? 'drop-before' : 'pass' });
    await detail().getByLabel(/^Amount/).fill('200');
    await detail().getByLabel(/^Amount/).press('Enter');
    await expect(detail().getByRole('alert')).toContainText('The server’s answer was lost');
    const drafts = page.getByRole('table', { name: 'Payment drafts' });
    await expect(drafts).toContainText(placed.order.order_code);
    await expect(drafts).toContainText('Outcome unknown');
    await expect(statusOf()).toContainText('New');
    await expectAccessible(page, 'a payment with a lost answer');
    await snap(page, 'payments-draft-unknown');

    // A second Enter on the same values is the same draft: checked again, sent again, lost again.
    const entered = () => harness.calls.filter((c) => c.channel === 'payments.enter').length;
    const before = entered();
    await detail().getByLabel(/^Amount/).press('Enter');
    await expect.poll(entered).toBe(before + 1);
    await expect(drafts).toContainText('Outcome unknown');
    expect(await t.client.payments.listForOrder(placed.ref)).toEqual([]);

    proxy.plan = () => ({ fault: 'pass' });
    await detail().getByRole('button', { name: 'Check and send again' }).click();
    await expect(page.getByText('Payment entered.').first()).toBeVisible();
    await expect(statusOf()).toContainText('Paid');
    await expect(drafts).toBeHidden();
    expect(await t.client.payments.listForOrder(placed.ref)).toHaveLength(1);
    const posts = proxy.seen.filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.fault)).toEqual(['drop-before', 'drop-before', 'pass']);
  });
});
