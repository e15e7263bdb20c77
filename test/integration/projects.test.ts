import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError } from '../../src-main/client';
import { daysFromNow, liveProject, placeOrder, preparation, projectForm, unique } from '../support/fixtures';
import { type TestSandbox, startTestSandbox } from '../support/sandbox';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('projects', () => {
  it('creates, reads, lists, updates and deletes', async () => {
    const form = projectForm({
      name: 'Solarpark Süd',
      partner_customer_id: 'C-1',
      partner_iban: 'de89 3704 0044 0532 0130 00',
      partner_bic: 'cobadeffxxx',
      min_investment_amount: 250,
      volume: '50000',
    });
    const created = await t.client.projects.create(form);
    expect(created).toMatchObject({
      code: form.code,
      name: 'Solarpark Süd',
      min_investment_amount: '250.00',
      volume: '50000.00',
      has_investment_survey: false,
      partner_customer_id: 'C-1',
      partner_iban: 'DE89370400440532013000',
      partner_bic: 'COBADEFFXXX',
    });
    expect(await t.client.projects.get(created.id)).toEqual(created);
    expect(await t.client.projects.byCode(form.code)).toEqual(created);
    expect((await t.client.projects.list()).map((p) => p.id)).toContain(created.id);

    const updated = await t.client.projects.update(created.id, { name: 'Solarpark Nord', has_investment_survey: true });
    expect(updated).toMatchObject({ name: 'Solarpark Nord', has_investment_survey: true, code: form.code, volume: '50000.00' });
    expect(Date.parse(updated.updated_at!)).toBeGreaterThanOrEqual(Date.parse(created.updated_at!));

    await expect(t.client.projects.delete(created.id)).resolves.toEqual({ success: true });
    await expect(t.client.projects.get(created.id)).rejects.toMatchObject({ kind: 'not_found', status: 404 });
  });

  it.each([
    ['a missing code', { code: undefined }, 'code', 'is required'],
    ['a code with spaces', { code: 'A B' }, 'code', "may contain only letters, digits, '-', '_' and '.'"],
    ['an end before the start', { start_date: daysFromNow(5), end_date: daysFromNow(1) }, 'end_date', 'must be after the start date'],
    ['a date that is not a date', { start_date: 'tomorrow' }, 'start_date', 'must be an ISO 8601 date or date-time'],
    ['three decimals', { min_investment_amount: '10.005' }, 'min_investment_amount', 'must have at most 2 decimal places'],
    ['a float-like text', { volume: '1e5' }, 'volume', 'must be a decimal number'],
    ['a zero volume', { volume: '0' }, 'volume', 'must be greater than 0'],
    ['a minimum above the volume', { min_investment_amount: '500', volume: '400' }, 'min_investment_amount', 'must be below the volume'],
    ['a bad IBAN', { partner_iban: 'DE00370400440532013000' }, 'partner_iban', 'is not a valid IBAN'],
    ['a bad BIC', { partner_bic: 'NOTABIC' }, 'partner_bic', 'is not a valid BIC'],
    ['a boolean as text', { has_investment_survey: 'yes' as unknown as boolean }, 'has_investment_survey', expect.any(String)],
  ])('refuses %s with 422 naming the field', async (_name, overrides, field, message) => {
    const error = await failure(t.client.projects.create(projectForm(overrides)));
    expect(error).toMatchObject({ kind: 'validation', status: 422 });
    expect(error.fields?.[field]).toEqual([message]);
  });

  it('refuses a second project with the same code', async () => {
    const first = await liveProject(t.client);
    const error = await failure(t.client.projects.create(projectForm({ code: first.code })));
    expect(error.fields).toEqual({ code: ['has already been taken'] });
  });

  it('validates an update against the whole resource, and changes nothing on refusal', async () => {
    const project = await liveProject(t.client, { volume: '1000' });
    const error = await failure(t.client.projects.update(project.id, { min_investment_amount: '2000' }));
    expect(error.fields).toEqual({ min_investment_amount: ['must be below the volume'] });
    expect(await t.client.projects.get(project.id)).toEqual(project);
  });

  it('answers 404 for unknown ids and codes', async () => {
    // One after another: a call started before its expect would reject unhandled.
    for (const call of [
      () => t.client.projects.get(randomUUID()),
      () => t.client.projects.get('not-a-uuid'),
      () => t.client.projects.byCode(unique('nothing')),
      () => t.client.projects.update(randomUUID(), { name: 'x' }),
      () => t.client.projects.delete(randomUUID()),
      () => t.client.projects.stats(randomUUID()),
    ]) {
      await expect(call()).rejects.toMatchObject({ kind: 'not_found', status: 404 });
    }
  });

  it('refuses to delete a project with orders (422)', async () => {
    const { project } = await placeOrder(t, '500.00');
    await expect(t.client.projects.delete(project.id)).rejects.toMatchObject({ kind: 'validation', status: 422, code: 'project_has_orders' });
  });

  it('refuses to delete a project prepared for distribution (422), even one without orders', async () => {
    const project = await liveProject(t.client);
    await t.client.distribution.prepare(project.id);
    await preparation(t, project.id);
    await expect(t.client.projects.delete(project.id)).rejects.toMatchObject({
      kind: 'validation',
      status: 422,
      code: 'project_prepared_for_distribution',
    });
    await expect(t.client.projects.get(project.id)).resolves.toMatchObject({ id: project.id });
  });

  it('reports stats per status, and for a status filter', async () => {
    const project = await liveProject(t.client);
    const a = await placeOrder(t, '1000.00', project);
    const b = await placeOrder(t, '500.00', project);
    await placeOrder(t, '250.50', project);
    await t.client.payments.create(a.ref, { amount: '1000.00' });
    await t.client.payments.create(b.ref, { amount: '600.10' });

    const all = await t.client.projects.stats(project.id);
    expect(all).toMatchObject({ project_id: project.id, status: null, orders_count: 3, orders_amount: '1750.50', paid_amount: '1600.10' });
    expect(all.by_status).toContainEqual({ status: 'paid', count: 1, amount: '1000.00', paid_amount: '1000.00' });
    expect(all.by_status).toContainEqual({ status: 'overpaid', count: 1, amount: '500.00', paid_amount: '600.10' });
    expect(all.by_status).toContainEqual({ status: 'new', count: 1, amount: '250.50', paid_amount: '0.00' });
    expect(all.by_status).toContainEqual({ status: 'settled', count: 0, amount: '0.00', paid_amount: '0.00' });

    const paid = await t.client.projects.stats(project.id, { status: 'paid' });
    expect(paid).toMatchObject({ status: 'paid', orders_count: 2, orders_amount: '1500.00', paid_amount: '1600.10' });
    expect(paid.by_status!.map((s) => s.status)).toEqual(['paid', 'overpaid']);

    const open = await t.client.projects.stats(project.id, { status: 'open' });
    expect(open).toMatchObject({ orders_count: 1, orders_amount: '250.50' });
  });

  it('refuses an unknown stats filter with 400', async () => {
    const project = await liveProject(t.client);
    await expect(
      t.client.projects.stats(project.id, { status: 'lost' as 'paid' }),
    ).rejects.toMatchObject({ kind: 'bad_request', status: 400 });
  });
});

describe('config', () => {
  it('answers an array with the timezone and the supported countries', async () => {
    const [config] = await t.client.config.get();
    expect(config?.timezone).toBe('Europe/Berlin');
    expect(config?.supported_countries).toContain('DE');
  });
});
