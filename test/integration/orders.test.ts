// The order state machine exactly as the spec's table, and the payments that drive it.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatus } from '../../src-shared/wire/orders';
import { approvedInvestor, daysFromNow, liveProject, placeOrder, readyInvestor, userForm } from '../support/fixtures';
import { type TestSandbox, startTestSandbox } from '../support/sandbox';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

describe('creating an order', () => {
  it('makes a new order with a unique order code', async () => {
    const project = await liveProject(t.client);
    const user = await readyInvestor(t, project);
    const codes = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const order = await t.client.orders.create(user.id, project.id, { amount: 150.5 });
      expect(order).toMatchObject({ status: 'new', amount: '150.50', user_id: user.id, project_id: project.id });
      expect(order.order_code).toMatch(/^OM-[0-9A-HJKMNP-TV-Z]{8}$/);
      codes.add(order.order_code);
    }
    expect(codes.size).toBe(5);
  });

  it('refuses a user who is not approved (400)', async () => {
    const project = await liveProject(t.client);
    const user = await t.client.users.create(userForm());
    await t.client.investmentTerms.accept(user.id, project.id);
    await expect(t.client.orders.create(user.id, project.id, { amount: '500' })).rejects.toMatchObject({
      kind: 'bad_request',
      status: 400,
      code: 'user_not_approved',
    });
  });

  it.each([
    ['upcoming', daysFromNow(2), daysFromNow(30)],
    ['ended', daysFromNow(-30), daysFromNow(-2)],
  ])('refuses a project that is %s (405)', async (_name, start_date, end_date) => {
    const project = await liveProject(t.client, { start_date, end_date });
    const user = await readyInvestor(t, project);
    await expect(t.client.orders.create(user.id, project.id, { amount: '500' })).rejects.toMatchObject({
      kind: 'not_allowed',
      status: 405,
      code: 'project_not_on_sale',
    });
  });

  it('refuses without accepted investment terms (422)', async () => {
    const project = await liveProject(t.client);
    const user = await approvedInvestor(t);
    await expect(t.client.orders.create(user.id, project.id, { amount: '500' })).rejects.toMatchObject({
      kind: 'validation',
      fields: { investment_terms: ['must be accepted for this project'] },
    });
    const terms = await t.client.investmentTerms.accept(user.id, project.id);
    expect(terms).toMatchObject({ accepted: true, user_id: user.id, project_id: project.id });
    expect(await t.client.investmentTerms.list(user.id, project.id)).toEqual([terms]);
    await expect(t.client.orders.create(user.id, project.id, { amount: '500' })).resolves.toMatchObject({ status: 'new' });
  });

  it('refuses terms that are not accepted (422)', async () => {
    const project = await liveProject(t.client);
    const user = await approvedInvestor(t);
    await expect(
      t.client.investmentTerms.accept(user.id, project.id, { accepted: false as true }),
    ).rejects.toMatchObject({ fields: { accepted: ['must be accepted'] } });
  });

  it('refuses an amount not greater than the project minimum (422), the minimum itself included', async () => {
    const project = await liveProject(t.client, { min_investment_amount: '500.00' });
    const user = await readyInvestor(t, project);
    for (const amount of ['500.00', '499.99', '10']) {
      await expect(t.client.orders.create(user.id, project.id, { amount })).rejects.toMatchObject({
        kind: 'validation',
        fields: { amount: ['must be greater than the project minimum of 500.00'] },
      });
    }
    await expect(t.client.orders.create(user.id, project.id, { amount: '500.01' })).resolves.toMatchObject({ amount: '500.01' });
  });

  it.each([
    [{ amount: '-5' }, 'must be greater than 0'],
    [{ amount: '0' }, 'must be greater than 0'],
    [{ amount: 'ten' }, 'must be a decimal number'],
    [{ amount: '10.001' }, 'must have at most 2 decimal places'],
    [{}, 'is required'],
  ])('refuses the amount %j (422)', async (form, message) => {
    const project = await liveProject(t.client);
    const user = await readyInvestor(t, project);
    await expect(t.client.orders.create(user.id, project.id, form as { amount: string })).rejects.toMatchObject({
      kind: 'validation',
      fields: { amount: [message] },
    });
  });

  it('refuses an order beyond the volume (405); cancelled orders free their share', async () => {
    const project = await liveProject(t.client, { volume: '1000.00', min_investment_amount: '0' });
    const a = await placeOrder(t, '600.00', project);
    const b = await readyInvestor(t, project);
    await expect(t.client.orders.create(b.id, project.id, { amount: '400.01' })).rejects.toMatchObject({
      kind: 'not_allowed',
      status: 405,
      code: 'volume_limit_reached',
    });
    const exact = await t.client.orders.create(b.id, project.id, { amount: '400.00' });
    await expect(t.client.orders.create(b.id, project.id, { amount: '0.01' })).rejects.toMatchObject({ status: 405 });
    await t.client.orders.cancel(a.user.id, project.id, a.order.id);
    await expect(t.client.orders.create(b.id, project.id, { amount: '600.00' })).resolves.toMatchObject({ status: 'new' });
    expect(exact.status).toBe('new');
  });

  it('never lets concurrent orders exceed the volume', async () => {
    const project = await liveProject(t.client, { volume: '1000.00', min_investment_amount: '0' });
    const users = await Promise.all(Array.from({ length: 8 }, () => readyInvestor(t, project)));
    const results = await Promise.allSettled(users.map((u) => t.client.orders.create(u.id, project.id, { amount: '300.00' })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    const refusals = results.flatMap((r) => (r.status === 'rejected' ? [r.reason as { status?: number }] : []));
    expect(refusals.map((e) => e.status)).toEqual([405, 405, 405, 405, 405]);
  });

  it('answers 404 for an unknown user or project', async () => {
    const project = await liveProject(t.client);
    const user = await readyInvestor(t, project);
    await expect(t.client.orders.create(randomUUID(), project.id, { amount: '500' })).rejects.toMatchObject({ status: 404 });
    await expect(t.client.orders.create(user.id, randomUUID(), { amount: '500' })).rejects.toMatchObject({ status: 404 });
  });
});

describe('payments drive the status', () => {
  const status = async (p: Awaited<ReturnType<typeof placeOrder>>) =>
    (await t.client.orders.get(p.user.id, p.project.id, p.order.id)).status;

  it.each<[string, OrderStatus, string[]]>([
    ['an equal payment', 'paid', ['1000.00']],
    ['a lower payment', 'underpaid', ['999.99']],
    ['a larger payment', 'overpaid', ['1000.01']],
    ['two payments that add up', 'paid', ['400.00', '600.00']],
    ['three payments that go over', 'overpaid', ['400', '400', '400']],
  ])('%s makes a new order %s', async (_name, expected, amounts) => {
    const placed = await placeOrder(t, '1000.00');
    for (const amount of amounts) await t.client.payments.create(placed.ref, { amount });
    expect(await status(placed)).toBe(expected);
  });

  it('stores the payment with its booking date and reference', async () => {
    const placed = await placeOrder(t, '1000.00');
    const payment = await t.client.payments.create(placed.ref, {
      amount: '250.00',
      booked_at: '2026-11-20',
      reference: `  ${placed.order.order_code} Überweisung  `,
    });
    expect(payment).toMatchObject({
      order_id: placed.order.id,
      user_id: placed.user.id,
      project_id: placed.project.id,
      amount: '250.00',
      booked_at: '2026-11-20',
      reference: `${placed.order.order_code} Überweisung`,
    });
    expect(await t.client.payments.get(placed.ref, payment.id)).toEqual(payment);
    expect(await t.client.payments.listForOrder(placed.ref)).toEqual([payment]);
  });

  it('recalculates on delete: overpaid -> paid -> underpaid -> new', async () => {
    const placed = await placeOrder(t, '1000.00');
    const p1 = await t.client.payments.create(placed.ref, { amount: '500' });
    const p2 = await t.client.payments.create(placed.ref, { amount: '500' });
    const p3 = await t.client.payments.create(placed.ref, { amount: '1' });
    expect(await status(placed)).toBe('overpaid');
    await expect(t.client.payments.delete(placed.ref, p3.id)).resolves.toEqual(p3);
    expect(await status(placed)).toBe('paid');
    await t.client.payments.delete(placed.ref, p2.id);
    expect(await status(placed)).toBe('underpaid');
    await t.client.payments.delete(placed.ref, p1.id);
    expect(await status(placed)).toBe('new');
    await expect(t.client.payments.get(placed.ref, p1.id)).rejects.toMatchObject({ status: 404 });
  });

  it('leaves cancelled and settled orders where they are', async () => {
    const cancelled = await placeOrder(t, '1000.00');
    await t.client.orders.cancel(cancelled.user.id, cancelled.project.id, cancelled.order.id);
    await t.client.payments.create(cancelled.ref, { amount: '1000' });
    expect(await status(cancelled)).toBe('cancelled');

    const settled = await placeOrder(t, '1000.00');
    const payment = await t.client.payments.create(settled.ref, { amount: '1000' });
    await t.operator.setOrderStatus(settled.order.id, { status: 'settled' });
    // The same rule as destroy_payments: a settled order's payments stay.
    await expect(t.client.payments.delete(settled.ref, payment.id)).rejects.toMatchObject({ status: 422, code: 'orders_settled' });
    expect(await t.client.payments.listForOrder(settled.ref)).toEqual([payment]);
    expect(await status(settled)).toBe('settled');
  });

  it('refuses bad payments (422) and records nothing', async () => {
    const placed = await placeOrder(t, '1000.00');
    await expect(t.client.payments.create(placed.ref, { amount: '0' })).rejects.toMatchObject({ fields: { amount: ['must be greater than 0'] } });
    await expect(
      t.client.payments.create(placed.ref, { amount: '10', booked_at: '20.11.2026' }),
    ).rejects.toMatchObject({ fields: { booked_at: ['must be a date (YYYY-MM-DD)'] } });
    expect(await t.client.payments.listForOrder(placed.ref)).toEqual([]);
  });

  it('answers 404 for a payment of another order, or an order under another user or project', async () => {
    const a = await placeOrder(t, '1000.00');
    const b = await placeOrder(t, '1000.00');
    const payment = await t.client.payments.create(a.ref, { amount: '10' });
    await expect(t.client.payments.get(b.ref, payment.id)).rejects.toMatchObject({ status: 404 });
    await expect(t.client.payments.delete(b.ref, payment.id)).rejects.toMatchObject({ status: 404 });
    await expect(t.client.orders.get(b.user.id, a.project.id, a.order.id)).rejects.toMatchObject({ status: 404 });
    await expect(t.client.orders.get(a.user.id, b.project.id, a.order.id)).rejects.toMatchObject({ status: 404 });
    await expect(t.client.payments.create({ ...a.ref, userId: b.user.id }, { amount: '5' })).rejects.toMatchObject({ status: 404 });
    expect(await t.client.payments.listForOrder(a.ref)).toHaveLength(1);
  });

  it('keeps every one of 20 concurrent payments on one order: the status matches the sum', async () => {
    const placed = await placeOrder(t, '1000.00');
    const amounts = Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? '49.99' : '50.02'));
    const created = await Promise.all(amounts.map((amount) => t.client.payments.create(placed.ref, { amount })));
    const stored = await t.client.payments.listForOrder(placed.ref);
    expect(stored.map((p) => p.id).sort()).toEqual(created.map((p) => p.id).sort());
    // 10 x 49.99 + 10 x 50.02 = 1000.10
    expect(await status(placed)).toBe('overpaid');
    await t.client.payments.delete(placed.ref, created[1]!.id);
    await t.client.payments.delete(placed.ref, created[3]!.id);
    await t.client.payments.create(placed.ref, { amount: '99.94' });
    expect(await status(placed)).toBe('paid');
  });
});

describe('cancel', () => {
  it('cancels (201), then refuses a second cancel and a settled order (400)', async () => {
    const placed = await placeOrder(t, '1000.00');
    const cancel = () => t.client.orders.cancel(placed.user.id, placed.project.id, placed.order.id);
    await expect(cancel()).resolves.toMatchObject({ status: 'cancelled' });
    await expect(cancel()).rejects.toMatchObject({ kind: 'bad_request', status: 400, code: 'order_cancelled' });
    const settled = await placeOrder(t, '1000.00');
    await t.operator.setOrderStatus(settled.order.id, { status: 'settled' });
    await expect(t.client.orders.cancel(settled.user.id, settled.project.id, settled.order.id)).rejects.toMatchObject({
      status: 400,
      code: 'order_settled',
    });
  });
});

describe('listing orders', () => {
  it('filters a user\'s orders in a project by status, distributable, order code and update time', async () => {
    const project = await liveProject(t.client);
    const user = await readyInvestor(t, project);
    const make = (amount: string) => t.client.orders.create(user.id, project.id, { amount });
    const paid = await make('500.00');
    const open = await make('600.00');
    const cancelled = await make('700.00');
    const ref = { userId: user.id, projectId: project.id };
    await t.client.payments.create({ ...ref, orderId: paid.id }, { amount: '500.00' });
    await t.client.orders.cancel(user.id, project.id, cancelled.id);
    const ids = async (query: Parameters<typeof t.client.orders.listForUser>[2]) =>
      (await t.client.orders.listForUser(user.id, project.id, query)).map((o) => o.id);

    expect(await ids({})).toEqual([paid.id, open.id, cancelled.id]);
    expect(await ids({ status: 'paid' })).toEqual([paid.id]);
    expect(await ids({ status: 'open' })).toEqual([open.id]);
    expect(await ids({ status: 'cancelled' })).toEqual([cancelled.id]);
    expect(await ids({ distributable: true })).toEqual([paid.id]);
    expect(await ids({ distributable: false })).toEqual([open.id, cancelled.id]);
    expect(await ids({ order_code: open.order_code })).toEqual([open.id]);

    const before = new Date(Date.now() - 1).toISOString();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await t.client.payments.create({ ...ref, orderId: open.id }, { amount: '600.00' });
    expect(await ids({ updated_at: before })).toEqual([open.id]);
  });

  it('lists orders across users with GET /orders and its filters', async () => {
    const since = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const a = await placeOrder(t, '500.00');
    const b = await placeOrder(t, '500.00');
    await t.client.payments.create(b.ref, { amount: '100.00' });
    const recent = (await t.client.orders.list({ updated_at: since })).map((o) => o.id);
    expect(recent).toEqual(expect.arrayContaining([a.order.id, b.order.id]));
    const underpaid = (await t.client.orders.list({ status: 'underpaid', updated_at: since })).map((o) => o.id);
    expect(underpaid).toEqual([b.order.id]);
    await expect(t.client.orders.list({ status: 'lost' as 'paid' })).rejects.toMatchObject({ status: 400 });
    await expect(t.client.orders.list({ updated_at: 'yesterday' })).rejects.toMatchObject({ status: 400 });
  });

  it('lists payments by project, by user, and 404 for an unknown one', async () => {
    const project = await liveProject(t.client);
    const a = await placeOrder(t, '500.00', project);
    const b = await placeOrder(t, '500.00', project);
    const pa = await t.client.payments.create(a.ref, { amount: '10' });
    const pb = await t.client.payments.create(b.ref, { amount: '20' });
    expect(await t.client.payments.list({ project_id: project.id })).toEqual([pa, pb]);
    expect(await t.client.payments.list({ user_id: b.user.id })).toEqual([pb]);
    expect(await t.client.payments.list({ project_id: project.id, user_id: a.user.id })).toEqual([pa]);
    await expect(t.client.payments.list({ project_id: randomUUID() })).rejects.toMatchObject({ status: 404 });
    await expect(t.client.payments.list({ user_id: randomUUID() })).rejects.toMatchObject({ status: 404 });
  });
});

describe('manual status update (operator)', () => {
  it('sets any status and 404s an unknown order', async () => {
    const placed = await placeOrder(t, '1000.00');
    await expect(t.operator.setOrderStatus(placed.order.id, { status: 'paid' })).resolves.toMatchObject({ status: 'paid' });
    await expect(t.operator.setOrderStatus(randomUUID(), { status: 'paid' })).rejects.toMatchObject({ status: 404 });
    await expect(t.operator.setOrderStatus(placed.order.id, { status: 'lost' as 'paid' })).rejects.toMatchObject({
      status: 422,
    });
  });
});
