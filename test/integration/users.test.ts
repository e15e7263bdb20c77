import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveProject, placeOrder, userForm } from '../support/fixtures';
import { type TestSandbox, startTestSandbox } from '../support/sandbox';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

describe('users', () => {
  it('creates with the defaults, finds by email, reads, updates and deletes', async () => {
    const form = userForm({
      name: 'Jörg Ünal',
      referral_channel: 'newsletter',
      invitation_code: 'INV-1',
      signed_up_as: 'investor',
      terms_acceptance: true,
      wallet_address: '0x52908400098527886E0F7030069857D2E4169EE7',
    });
    const user = await t.client.users.create(form);
    expect(user).toMatchObject({
      name: 'Jörg Ünal',
      email: form.email,
      locale: 'en',
      business_investor: false,
      referral_channel: 'newsletter',
      approved: false,
      approved_at: null,
      wallet_address: '0x52908400098527886E0F7030069857D2E4169EE7',
    });
    expect(user).not.toHaveProperty('invitation_code');
    expect(await t.client.users.findByEmail(form.email.toUpperCase())).toEqual(user);
    expect(await t.client.users.get(user.id)).toEqual(user);

    const updated = await t.client.users.update(user.id, { locale: 'de', partner_attributes: { crm_id: 7 } });
    expect(updated).toMatchObject({ locale: 'de', name: 'Jörg Ünal', referral_channel: 'newsletter' });

    await expect(t.client.users.delete(user.id)).resolves.toEqual({ success: true });
    await expect(t.client.users.get(user.id)).rejects.toMatchObject({ kind: 'not_found' });
  });

  it.each([
    ['an unknown locale', { locale: 'fr' as 'en' }, 'locale', 'must be en or de'],
    ['a missing email', { email: undefined as unknown as string }, 'email', 'is required'],
    ['a malformed email', { email: 'nobody' }, 'email', 'must be an email address'],
    ['an empty name', { name: '  ' }, 'name', 'must not be empty'],
    ['a malformed wallet address', { wallet_address: '0x123' }, 'wallet_address', 'must be 0x followed by 40 hex digits'],
  ])('refuses %s with 422', async (_name, overrides, field, message) => {
    await expect(t.client.users.create(userForm(overrides))).rejects.toMatchObject({
      kind: 'validation',
      fields: { [field]: [message] },
    });
  });

  it('refuses an email that is taken, in any case', async () => {
    const user = await t.client.users.create(userForm());
    await expect(t.client.users.create(userForm({ email: user.email.toUpperCase() }))).rejects.toMatchObject({
      kind: 'validation',
      fields: { email: ['has already been taken'] },
    });
    const other = await t.client.users.create(userForm());
    await expect(t.client.users.update(other.id, { email: user.email })).rejects.toMatchObject({ status: 422 });
  });

  it('answers 400 without an email and 404 for an unknown one or an unknown id', async () => {
    await expect(t.client.users.findByEmail('')).rejects.toMatchObject({ kind: 'bad_request', status: 400 });
    await expect(t.client.users.findByEmail('nobody@example.com')).rejects.toMatchObject({ status: 404 });
    for (const call of [
      () => t.client.users.get(randomUUID()),
      () => t.client.users.update(randomUUID(), { name: 'x' }),
      () => t.client.users.delete(randomUUID()),
      () => t.client.users.destroyPayments(randomUUID()),
      () => t.client.users.projects(randomUUID()),
    ]) {
      await expect(call()).rejects.toMatchObject({ kind: 'not_found', status: 404 });
    }
  });

  it('refuses to delete a user with orders (422)', async () => {
    const { user } = await placeOrder(t, '500.00');
    await expect(t.client.users.delete(user.id)).rejects.toMatchObject({ status: 422, code: 'user_has_orders' });
  });

  it("lists the user's projects: those with orders", async () => {
    const { user, project } = await placeOrder(t, '500.00');
    await liveProject(t.client);
    expect((await t.client.users.projects(user.id)).map((p) => p.id)).toEqual([project.id]);
  });

  it('lists the users of a project by order status', async () => {
    const project = await liveProject(t.client);
    const paid = await placeOrder(t, '500.00', project);
    const open = await placeOrder(t, '700.00', project);
    await t.client.payments.create(paid.ref, { amount: '500.00' });
    const ids = async (status: Parameters<typeof t.client.users.byOrderStatus>[1]) =>
      (await t.client.users.byOrderStatus(project.id, status)).map((u) => u.id);
    expect(await ids('paid')).toEqual([paid.user.id]);
    expect(await ids('open')).toEqual([open.user.id]);
    expect(await ids('new')).toEqual([open.user.id]);
    expect(await ids('cancelled')).toEqual([]);
    await expect(t.client.users.byOrderStatus(project.id, 'lost' as 'paid')).rejects.toMatchObject({ status: 400 });
    await expect(t.client.users.byOrderStatus(randomUUID(), 'paid')).rejects.toMatchObject({ status: 404 });
  });

  it("deletes all of a user's payments and the statuses follow", async () => {
    const project = await liveProject(t.client);
    const first = await placeOrder(t, '500.00', project);
    await t.client.payments.create(first.ref, { amount: '500.00' });
    const secondOrder = await t.client.orders.create(first.user.id, project.id, { amount: '300.00' });
    const secondRef = { ...first.ref, orderId: secondOrder.id };
    await t.client.payments.create(secondRef, { amount: '100.00' });
    const bystander = await placeOrder(t, '500.00', project);
    await t.client.payments.create(bystander.ref, { amount: '500.00' });

    await expect(t.client.users.destroyPayments(first.user.id)).resolves.toEqual({ success: true });
    expect(await t.client.payments.list({ user_id: first.user.id })).toEqual([]);
    expect((await t.client.orders.get(first.user.id, project.id, first.order.id)).status).toBe('new');
    expect((await t.client.orders.get(first.user.id, project.id, secondOrder.id)).status).toBe('new');
    expect((await t.client.orders.get(bystander.user.id, project.id, bystander.order.id)).status).toBe('paid');
  });

  it('refuses to delete the payments of a settled order (422) and deletes nothing', async () => {
    const { user, order, ref } = await placeOrder(t, '500.00');
    await t.client.payments.create(ref, { amount: '500.00' });
    await t.operator.setOrderStatus(order.id, { status: 'settled' });
    await expect(t.client.users.destroyPayments(user.id)).rejects.toMatchObject({ status: 422, code: 'orders_settled' });
    expect(await t.client.payments.listForOrder(ref)).toHaveLength(1);
  });
});
