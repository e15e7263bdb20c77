// Bad input gets the documented status and error body, and the database stays as it was.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { placeOrder } from '../support/fixtures';
import { signedRaw } from '../support/raw';
import { type TestSandbox, startTestSandbox } from '../support/sandbox';

let t: TestSandbox;
let placed: Awaited<ReturnType<typeof placeOrder>>;
let snapshot: unknown;

async function databaseState() {
  const [projects, orders, payments] = await Promise.all([
    t.client.projects.list(),
    t.client.orders.list(),
    t.client.payments.list(),
  ]);
  return { projects, orders, payments, user: await t.client.users.get(placed.user.id) };
}

beforeAll(async () => {
  t = await startTestSandbox();
  placed = await placeOrder(t, '1000.00');
});
afterAll(() => t.close());

const paymentsPath = () =>
  `/api/v1/users/${placed.user.id}/projects/${placed.project.id}/orders/${placed.order.id}/payments`;

function errorBody(status: number, code: string, fields?: Record<string, string[]>) {
  return { error: { status, code, message: expect.any(String) as string, ...(fields ? { fields } : {}) } };
}

describe('bad input', () => {
  beforeEach(async () => {
    snapshot = await databaseState();
  });
  // Every refusal leaves the data as it found it.
  afterEach(async () => {
    expect(await databaseState()).toEqual(snapshot);
  });

  it.each([
    ['malformed JSON', '{"project": {"code": "X"', 'malformed_json'],
    ['a JSON array', '[1, 2]', 'missing_wrapper'],
    ['the wrong wrapper', '{"projekt": {"code": "X"}}', 'missing_wrapper'],
    ['a wrapper that is not an object', '{"project": "X"}', 'missing_wrapper'],
    ['no body at all', '', 'missing_wrapper'],
  ])('answers 400 for %s', async (_name, body, code) => {
    const answer = await signedRaw(t, 'POST', '/api/v1/projects', body);
    expect(answer.status).toBe(400);
    expect(answer.contentType).toMatch(/^application\/json/);
    expect(answer.json).toEqual(errorBody(400, code));
  });

  it('answers 422 with a message per field for wrong types', async () => {
    const body = JSON.stringify({
      project: { code: 42, name: ['x'], start_date: true, end_date: null, min_investment_amount: {}, volume: 'lots' },
    });
    const answer = await signedRaw(t, 'POST', '/api/v1/projects', body);
    expect(answer.status).toBe(422);
    const fields = (answer.json as { error: { fields: Record<string, string[]> } }).error.fields;
    expect(Object.keys(fields).sort()).toEqual(['code', 'end_date', 'min_investment_amount', 'name', 'start_date', 'volume']);
    expect(fields.volume).toEqual(['must be a decimal number']);
  });

  it('answers 404 for unknown ids, malformed ids and unknown routes', async () => {
    for (const path of [
      `/api/v1/users/${randomUUID()}`,
      '/api/v1/users/42',
      `/api/v1/users/${placed.user.id}/projects/${placed.project.id}/orders/${randomUUID()}`,
      `${paymentsPath()}/not-a-uuid`,
      '/api/v1/nothing-here',
    ]) {
      const answer = await signedRaw(t, 'GET', path);
      expect(answer.status).toBe(404);
      expect(answer.json).toEqual(errorBody(404, 'not_found'));
    }
  });

  // Found by the property suite: the router answered these itself, in a shape of its own.
  it('answers in the error shape for a path the router refuses: an id over 100 characters, a broken escape', async () => {
    const tooLong = await signedRaw(t, 'GET', `/api/v1/projects/${'x'.repeat(101)}/snapshots`);
    expect([tooLong.status, tooLong.json]).toEqual([404, errorBody(404, 'not_found')]);
    const broken = await signedRaw(t, 'GET', '/api/v1/projects/%E0%A4%A');
    expect([broken.status, broken.json]).toEqual([400, errorBody(400, 'bad_request')]);
  });

  // Found by the property suite: the database's numeric(18, 2) overflowed, a 500.
  it('answers 422 for an amount with more digits than an amount may have', async () => {
    const answer = await signedRaw(t, 'POST', paymentsPath(), `{"payment": {"amount": "1${'0'.repeat(16)}"}}`);
    expect(answer.json).toEqual(errorBody(422, 'validation_failed', { amount: ['must be at most 9999999999999999.99'] }));
  });

  it('answers 413 for a body over the limit', async () => {
    const body = JSON.stringify({ payment: { amount: '1.00', reference: 'x'.repeat(2 * 1024 * 1024) } });
    const answer = await signedRaw(t, 'POST', paymentsPath(), body);
    expect(answer.status).toBe(413);
    expect(answer.json).toEqual(errorBody(413, 'payload_too_large'));
  });

  it('answers 422 for a payment whose amount is a float with too many digits', async () => {
    const answer = await signedRaw(t, 'POST', paymentsPath(), '{"payment": {"amount": 0.1234}}');
    expect(answer.json).toEqual(errorBody(422, 'validation_failed', { amount: ['must have at most 2 decimal places'] }));
  });
});

describe('lenient input', () => {
  it('ignores unknown fields', async () => {
    const body = JSON.stringify({ payment: { amount: '1.00', colour: 'blue' } });
    const answer = await signedRaw(t, 'POST', paymentsPath(), body);
    expect(answer.status).toBe(201);
    expect(answer.json).not.toHaveProperty('colour');
    await t.client.payments.delete(placed.ref, (answer.json as { id: string }).id);
  });

  it('takes an amount sent as a JSON number exactly', async () => {
    const answer = await signedRaw(t, 'POST', paymentsPath(), '{"payment": {"amount": 10.1}}');
    expect(answer.status).toBe(201);
    expect((answer.json as { amount: string }).amount).toBe('10.10');
    await t.client.payments.delete(placed.ref, (answer.json as { id: string }).id);
  });
});
