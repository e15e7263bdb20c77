// Every /api/v1 and /sandbox request is signed; anything missing or wrong is 401.
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createOperatorClient } from '../../src-main/client';
import { sign, signatureDate } from '../../src-main/signature';
import { type TestSandbox, startTestSandbox } from '../support/sandbox';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

function origin() {
  return new URL(t.sandbox.baseUrl).origin;
}

async function raw(path: string, headers: Record<string, string>, method = 'GET', body?: string) {
  const response = await request(origin() + path, { method, headers, body });
  return { status: response.statusCode, body: (await response.body.json()) as Record<string, unknown> };
}

function signed(method: string, path: string, body = '', at = new Date(), secret = t.sandbox.secret) {
  return {
    authorization: `Bearer ${t.sandbox.key}`,
    'x-signature': sign(secret, { method, path, body, date: signatureDate(at) }),
  };
}

/** Every KYC endpoint of the spec, and the content of a single attachment (a sandbox addition). */
function kycEndpoints(id: string): Array<[string, string]> {
  const kyc = `/api/v1/users/${id}/kyc`;
  const identity = `${kyc}/identities/${id}`;
  const people = ['identities', 'legal_representatives', 'business_owners'].flatMap((path): Array<[string, string]> => [
    ['GET', `${kyc}/${path}`],
    ['POST', `${kyc}/${path}`],
    ['GET', `${kyc}/${path}/${id}`],
    ['PATCH', `${kyc}/${path}/${id}`],
    ['DELETE', `${kyc}/${path}/${id}`],
  ]);
  return [
    ['GET', kyc],
    ...people,
    ['GET', `${identity}/identity_terms`],
    ['POST', `${identity}/identity_terms`],
    ['GET', `${identity}/pep_status`],
    ['POST', `${identity}/pep_status`],
    ['GET', `${identity}/addresses`],
    ['POST', `${identity}/addresses`],
    ['PATCH', `${identity}/addresses/${id}`],
    ['GET', `${kyc}/businesses`],
    ['POST', `${kyc}/businesses`],
    ['PATCH', `${kyc}/businesses/${id}`],
    ['GET', `${kyc}/businesses/${id}/addresses`],
    ['POST', `${kyc}/businesses/${id}/addresses`],
    ['PATCH', `${kyc}/businesses/${id}/addresses/${id}`],
    ['POST', `${identity}/file/passport/X1?issued=2020-01-01`],
    ['GET', `${identity}/file`],
    ['GET', `${identity}/file/${id}`],
    ['POST', `${kyc}/businesses/file/other`],
    ['GET', `${kyc}/businesses/file`],
    ['GET', `${kyc}/businesses/file/${id}`],
    ['POST', `${identity}/video_identifications`],
    ['GET', `${identity}/video_identifications/${id}`],
    ['POST', `${identity}/kyc_verification`],
    ['GET', `${identity}/kyc_verification`],
    ['GET', `${identity}/kyc_verification/identity_document`],
    ['POST', `${identity}/kyc_verification/identity_document`],
  ];
}

const UNAUTHORIZED = { error: { status: 401, code: 'unauthorized', message: expect.any(String) as string } };

describe('request signature', () => {
  it('accepts a correctly signed request', async () => {
    const answer = await raw('/api/v1/projects', signed('GET', '/api/v1/projects'));
    expect(answer.status).toBe(200);
  });

  it.each([
    ['no headers at all', {}],
    ['a bearer without signature', { authorization: 'Bearer x' }],
    ['an unknown key', { authorization: 'Bearer nobody', 'x-signature': '0'.repeat(40) }],
  ])('refuses %s', async (_name, headers) => {
    const answer = await raw('/api/v1/projects', headers);
    expect(answer).toEqual({ status: 401, body: UNAUTHORIZED });
  });

  it('refuses a signature made for another path, method, date, body or secret', async () => {
    const path = '/api/v1/projects';
    // Two days back: a server takes the neighbouring date within five minutes of midnight.
    const dayBeforeYesterday = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    for (const headers of [
      signed('GET', '/api/v1/users'),
      signed('POST', path),
      signed('GET', path, '', dayBeforeYesterday),
      signed('GET', path, '{}'),
      signed('GET', path, '', new Date(), 'not-the-secret'),
    ]) {
      expect((await raw(path, headers)).status).toBe(401);
    }
  });

  it('covers the query string', async () => {
    const headers = signed('GET', '/api/v1/orders?status=open');
    expect((await raw('/api/v1/orders?status=open', headers)).status).toBe(200);
    expect((await raw('/api/v1/orders?status=paid', headers)).status).toBe(401);
  });

  it('covers the body, so a changed body is refused before it is read', async () => {
    const body = JSON.stringify({ project: { code: 'X' } });
    const headers = { ...signed('POST', '/api/v1/projects', body), 'content-type': 'application/json' };
    const answer = await raw('/api/v1/projects', headers, 'POST', body.replace('X', 'Y'));
    expect(answer.status).toBe(401);
    expect(await t.client.projects.list()).toEqual([]);
  });

  it('answers 401 on every endpoint in scope when the signature is wrong', async () => {
    const id = '3f0e8f9e-5d4c-4b6a-9f1e-2d3c4b5a6978';
    const order = `/api/v1/users/${id}/projects/${id}/orders/${id}`;
    const holders = `/api/v1/users/${id}/custody_account_holders`;
    const accounts = `${holders}/${id}/custody_accounts`;
    const endpoints: Array<[string, string]> = [
      ['GET', '/api/v1/projects'],
      ['POST', '/api/v1/projects'],
      ['GET', `/api/v1/projects/${id}`],
      ['PUT', `/api/v1/projects/${id}`],
      ['DELETE', `/api/v1/projects/${id}`],
      ['GET', '/api/v1/projects/by_code/X'],
      ['GET', `/api/v1/projects/${id}/stats`],
      ['GET', '/api/v1/config'],
      ['POST', '/api/v1/users'],
      ['GET', '/api/v1/users?email=a@example.com'],
      ['GET', `/api/v1/users/${id}`],
      ['PUT', `/api/v1/users/${id}`],
      ['DELETE', `/api/v1/users/${id}`],
      ['DELETE', `/api/v1/users/${id}/destroy_payments`],
      ['GET', `/api/v1/users/projects/${id}/by_order_status/paid`],
      ['GET', `/api/v1/users/${id}/projects`],
      ['GET', '/api/v1/orders'],
      ['GET', `/api/v1/users/${id}/projects/${id}/orders`],
      ['POST', `/api/v1/users/${id}/projects/${id}/orders`],
      ['GET', order],
      ['POST', `${order}/cancel`],
      ['GET', '/api/v1/payments'],
      ['GET', `${order}/payments`],
      ['POST', `${order}/payments`],
      ['GET', `${order}/payments/${id}`],
      ['DELETE', `${order}/payments/${id}`],
      ['GET', `/api/v1/users/${id}/projects/${id}/investment_terms`],
      ['POST', `/api/v1/users/${id}/projects/${id}/investment_terms`],
      ...kycEndpoints(id),
      ['GET', `/api/v1/users/${id}/bank_accounts`],
      ['POST', `/api/v1/users/${id}/bank_accounts`],
      ['PATCH', `/api/v1/users/${id}/bank_accounts/${id}`],
      ['GET', `/api/v1/users/${id}/surveys?name=x`],
      ['POST', `/api/v1/users/${id}/surveys`],
      ['POST', `/sandbox/video_identifications/${id}/complete`],
      ['GET', `/api/v1/projects/${id}/distribution_list`],
      ['POST', `/api/v1/projects/${id}/prepare_for_distribution`],
      ['GET', `/api/v1/projects/${id}/prepare_for_distribution_status`],
      ['GET', `/api/v1/projects/${id}/payouts`],
      ['GET', `/api/v1/projects/${id}/payouts/${id}`],
      ['GET', `/api/v1/projects/${id}/snapshots`],
      ['GET', `/api/v1/projects/${id}/snapshots/${id}`],
      ['GET', `/api/v1/payouts/${id}/user_payouts`],
      ['GET', `/api/v1/payouts/${id}/user_payouts/${id}`],
      ['GET', '/api/v1/custody_assets'],
      ['GET', `${holders}`],
      ['POST', `${holders}`],
      ['GET', `${holders}/${id}`],
      ['GET', `${accounts}`],
      ['POST', `${accounts}`],
      ['GET', `${accounts}/${id}`],
      ['GET', `${accounts}/${id}/balance`],
      ['GET', `${accounts}/${id}/transactions?limit=1`],
      ['POST', `${accounts}/${id}/transactions`],
      ['GET', `${accounts}/${id}/${id}`],
      ['GET', `${accounts}/${id}/transactions/withdrawable_balance`],
      ['GET', `${accounts}/${id}/transactions/estimated_fee`],
      ['GET', `${holders}/${id}/custody_balances`],
    ];
    for (const [method, path] of endpoints) {
      const answer = await raw(path, { ...signed(method, `${path}x`), 'content-type': 'application/json' }, method, method === 'GET' || method === 'DELETE' ? undefined : '{}');
      expect([method, path, answer.status]).toEqual([method, path, 401]);
    }
  });

  it('guards the operator API too', async () => {
    expect((await raw('/sandbox/webhooks', {})).status).toBe(401);
    for (const path of ['/sandbox/projects/x/distribute', '/sandbox/custody_assets', '/sandbox/custody_accounts/x/deposit']) {
      expect((await raw(path, {}, 'POST')).status).toBe(401);
    }
    expect((await raw('/sandbox/webhooks', signed('GET', '/sandbox/webhooks'))).status).toBe(200);
  });

  it("leaves only the video identification's redirect page to a browser without a signature", async () => {
    const id = '3f0e8f9e-5d4c-4b6a-9f1e-2d3c4b5a6978';
    const page = await request(`${origin()}/sandbox/video/${id}`);
    expect(page.statusCode).toBe(404); // no such session, but no 401: the page answers
    expect(await page.body.text()).toContain('<!doctype html>');
    const form = await request(`${origin()}/sandbox/video/${id}`, { method: 'POST', body: 'status=success' });
    expect(form.statusCode).toBe(404);
    await form.body.dump();
    expect((await raw(`/sandbox/video_identifications/${id}/complete`, {}, 'POST', '{"status":"success"}')).status).toBe(401);
  });

  it('gives the client an unauthorized error for a wrong secret', async () => {
    const wrong = createClient({ baseUrl: t.sandbox.baseUrl, key: t.sandbox.key, secret: 'wrong' });
    await expect(wrong.projects.list()).rejects.toMatchObject({ kind: 'unauthorized', status: 401 });
    await wrong.close();
  });

  it('accepts a token issued by the operator', async () => {
    const token = await t.operator.issueToken();
    const other = createClient({ baseUrl: t.sandbox.baseUrl, ...token });
    await expect(other.config.get()).resolves.toHaveLength(1);
    await other.close();
  });
});

describe('a host that answers the open details the other way', () => {
  let hex: TestSandbox;
  beforeAll(async () => {
    hex = await startTestSandbox({ signature: { prefix: 'acme', keys: 'hex' } });
  });
  afterAll(() => hex.close());

  it('works with a client set to the same prefix and key form, and only then', async () => {
    await expect(hex.client.projects.list()).resolves.toEqual([]);
    const defaults = createClient({ baseUrl: hex.sandbox.baseUrl, key: hex.sandbox.key, secret: hex.sandbox.secret });
    await expect(defaults.projects.list()).rejects.toMatchObject({ kind: 'unauthorized' });
    await defaults.close();
    const operator = createOperatorClient({
      baseUrl: hex.sandbox.operatorUrl,
      key: hex.sandbox.key,
      secret: hex.sandbox.secret,
      signature: { prefix: 'acme', keys: 'hex' },
    });
    await expect(operator.webhooks()).resolves.toEqual([]);
    await operator.close();
  });
});
