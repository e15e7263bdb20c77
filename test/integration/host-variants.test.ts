// The host variants over real HTTP: one demo database, read first as the standard sandbox
// answers it, then by a sandbox in each variant on the same data, each answer as sent.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Big from 'big.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HostVariant } from '../../src-main/sandbox/variants';
import { type RawAnswer, signedRaw } from '../support/raw';
import { type TestSandbox, startTestSandbox } from '../support/sandbox';

const API = '/api/v1';
/** One answer of each kind of resource, by name: its path below the API. */
let paths: Record<string, string>;
let standard: Record<string, RawAnswer>;
let dataDir: string;

/** Every answer of `paths`; a video identification's redirect URL without the port of this run. */
async function readAll(t: TestSandbox): Promise<Record<string, RawAnswer>> {
  const origin = new URL(t.sandbox.baseUrl).origin;
  const entries = await Promise.all(
    Object.entries(paths).map(async ([name, path]) => {
      const answer = await signedRaw(t, 'GET', API + path);
      expect(answer.status, `${name}: ${answer.text}`).toBe(200);
      return [name, { ...answer, json: JSON.parse(answer.text.replaceAll(origin, 'http://sandbox')) as unknown }] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** The demo data plus what the demo does not make, and where one of each kind is read. */
async function collectPaths(t: TestSandbox): Promise<Record<string, string>> {
  const c = t.client;
  const anna = await c.users.findByEmail('anna.schmidt@example.com');
  const company = await c.users.findByEmail('invest@nordlicht-energie.example');
  const solar = await c.projects.byCode('SOLAR-26');
  const roof = await c.projects.byCode('ROOF-24');
  const userProject = `/users/${anna.id}/projects/${solar.id}`;
  const [order] = await c.orders.listForUser(anna.id, solar.id);
  const ref = { userId: anna.id, projectId: solar.id, orderId: order!.id };
  const [payment] = await c.payments.listForOrder(ref);
  const [identity] = await c.kyc.identities.list(anna.id);
  const [representative] = await c.kyc.legalRepresentatives.list(company.id);
  const [owner] = await c.kyc.businessOwners.list(company.id);
  const kyc = `/users/${anna.id}/kyc`;
  const person = `${kyc}/identities/${identity!.id}`;
  await c.kyc.pepStatus.create(anna.id, identity!.id, { pep: false });
  await c.kyc.kycVerification.create(anna.id, identity!.id, { method: 'postident', provider: 'Deutsche Post', reference: 'PI-1' });
  await c.kyc.identityDocument.create(anna.id, identity!.id, {
    type: 'id_card',
    number: 'T22000129',
    expires: '2031-01-01',
    issuing_country: 'DE',
  });
  const [payout] = await c.distribution.payouts(roof.id);
  const [holder] = await c.custody.holders(anna.id);
  const holderRef = { userId: anna.id, holderId: holder!.id };
  const [account] = await c.custody.accounts(holderRef);
  const accountRef = { ...holderRef, accountId: account!.id };
  const [transaction] = await c.custody.transactions(accountRef, { limit: 1 });
  const accountPath = `/users/${anna.id}/custody_account_holders/${holder!.id}/custody_accounts/${account!.id}`;
  return {
    user: `/users/${anna.id}`,
    users_by_order_status: `/users/projects/${solar.id}/by_order_status/paid`,
    order: `${userProject}/orders/${order!.id}`,
    orders: '/orders',
    payment: `${userProject}/orders/${order!.id}/payments/${payment!.id}`,
    identity: person,
    legal_representative: `/users/${company.id}/kyc/legal_representatives/${representative!.id}`,
    business_owner: `/users/${company.id}/kyc/business_owners/${owner!.id}`,
    business: `/users/${company.id}/kyc/businesses`,
    address: `${person}/addresses`,
    video_identification: `${person}/video_identifications/${identity!.video_identifications[0]!.id}`,
    kyc_status: kyc,
    config: '/config',
    project: `/projects/${solar.id}`,
    project_stats: `/projects/${solar.id}/stats`,
    preparation_status: `/projects/${roof.id}/prepare_for_distribution_status`,
    snapshots: `/projects/${roof.id}/snapshots`,
    payout: `/projects/${roof.id}/payouts/${payout!.id}`,
    user_payouts: `/payouts/${payout!.id}/user_payouts`,
    investment_terms: `${userProject}/investment_terms`,
    identity_terms: `${person}/identity_terms`,
    pep_status: `${person}/pep_status`,
    kyc_verification: `${person}/kyc_verification`,
    identity_document: `${person}/kyc_verification/identity_document`,
    identity_files: `${person}/file`,
    business_files: `/users/${company.id}/kyc/businesses/file`,
    bank_account: `/users/${anna.id}/bank_accounts`,
    surveys: `/users/${anna.id}/surveys`,
    custody_assets: '/custody_assets',
    custody_account_holder: `/users/${anna.id}/custody_account_holders/${holder!.id}`,
    custody_account: accountPath,
    custody_balance: `${accountPath}/balance`,
    custody_transactions: `${accountPath}/transactions?limit=10`,
    custody_transaction: `${accountPath}/${transaction!.id}`,
    withdrawable_balance: `${accountPath}/transactions/withdrawable_balance`,
    estimated_fee: `${accountPath}/transactions/estimated_fee`,
  };
}

/** For the describe it is called in: a sandbox in `variant` on the demo data, and its answers. */
function playing(variant: HostVariant) {
  const host = {} as { t: TestSandbox; answers: Record<string, RawAnswer> };
  beforeAll(async () => {
    host.t = await startTestSandbox({ dataDir, variant });
    host.answers = await readAll(host.t);
  }, 60_000);
  afterAll(() => host.t.close());
  return host;
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'offering-desk-variants-'));
  const t = await startTestSandbox({ dataDir, seed: 'demo' });
  try {
    paths = await collectPaths(t);
    standard = await readAll(t);
  } finally {
    await t.close();
  }
}, 120_000);

afterAll(() => rm(dataDir, { recursive: true, force: true }));

type Json = Record<string, unknown>;
const one = (answer: RawAnswer | undefined): Json => {
  const json = answer?.json;
  return (Array.isArray(json) ? json[0] : json) as Json;
};
const keys = (value: unknown) => Object.keys(value as Json).sort();

describe('the standard variant', () => {
  it('is what the sandbox always answered: timestamps, ids of others and decimal strings', () => {
    const order = one(standard.order);
    expect([typeof order.user_id, typeof order.created_at, order.amount]).toEqual(['string', 'string', '1000.00']);
    expect(typeof one(standard.custody_transactions).idem_key).toBe('string');
  });
});

// The extended variant reads first: the minimal one's last test adds a withdrawal.
describe('the extended variant', () => {
  const host = playing('extended');

  const EXTRAS = ['host_labels', 'host_meta', 'host_revision'];

  /** The answer without the extras, amounts back as the decimal strings the standard sends. */
  function withoutExtras(value: unknown, key = ''): unknown {
    if (Array.isArray(value)) return value.map((v) => withoutExtras(v));
    if (typeof value === 'number' && key !== 'cursor' && !/count|percentage/.test(key)) return value.toFixed(2);
    if (value === null || typeof value !== 'object' || key === 'data') return value;
    const entries = Object.entries(value).filter(([k]) => !EXTRAS.includes(k));
    return Object.fromEntries(entries.map(([k, v]) => [k, withoutExtras(v, k)]));
  }

  function everyObject(value: unknown, key = '', found: Json[] = []): Json[] {
    if (Array.isArray(value)) for (const v of value) everyObject(v, key, found);
    else if (value !== null && typeof value === 'object' && key !== 'data') {
      found.push(value as Json);
      for (const [k, v] of Object.entries(value)) if (!EXTRAS.includes(k)) everyObject(v, k, found);
    }
    return found;
  }

  it.each(['user', 'order', 'payment', 'identity', 'business_owner', 'kyc_status', 'project_stats', 'custody_transactions', 'surveys'])(
    '%s: every object, nested ones too, gains fields the desk never heard of, and nothing else changes',
    (name) => {
      const objects = everyObject(host.answers[name]!.json);
      expect(objects.length).toBeGreaterThan(0);
      for (const object of objects) {
        expect(object).toMatchObject({
          host_revision: 7,
          host_labels: ['imported', 'eu-west'],
          host_meta: { source: 'extended', checks: [{ name: 'aml', passed: true }], note: null },
        });
      }
      expect(withoutExtras(host.answers[name]!.json)).toEqual(standard[name]!.json);
    },
  );

  it('keeps a survey\'s answers as they were', () => {
    expect(one(host.answers.surveys).data).toEqual(one(standard.surveys).data);
  });

  it('sends amounts as JSON numbers with the decimal\'s exact text', () => {
    expect(host.answers.order!.text).toMatch(/"amount":1000\.00[,}]/);
    expect(host.answers.payment!.text).toMatch(/"amount":1000\.00[,}]/);
    expect(host.answers.custody_balance!.text).toMatch(/"balance":\d+\.\d\d,"withdrawable_balance":\d+\.\d\d[,}]/);
    expect(host.answers.project!.text).toContain(`"min_investment_amount":${one(standard.project).min_investment_amount as string}`);
    expect(host.answers.business_owner!.text).toMatch(/"share":\d+\.\d\d[,}]/);
    expect(host.answers.snapshots!.text).toMatch(/"total_amount":\d+\.\d\d[,}]/);
    expect(host.answers.withdrawable_balance!.text).toBe(standard.withdrawable_balance!.text);
  });
});

describe('the minimal variant', () => {
  const host = playing('minimal');

  const NAMED: Record<string, string[]> = {
    user: ['approved', 'approved_at', 'business_investor', 'email', 'id', 'locale', 'name', 'referral_channel'],
    users_by_order_status: ['approved', 'approved_at', 'business_investor', 'email', 'id', 'locale', 'name', 'referral_channel'],
    order: ['amount', 'id', 'order_code', 'status'],
    orders: ['amount', 'id', 'order_code', 'status'],
    payment: ['amount', 'id'],
    business: [
      'country_of_taxation',
      'exclusively_taxable_in_country_of_taxation',
      'id',
      'legal_form',
      'legal_name',
      'register_number',
      'second_country_of_taxation',
      'second_tax_id_number',
      'tax_id_number',
    ],
    address: ['id', 'number'],
    video_identification: ['id', 'provider_id', 'redirect_url', 'status'],
    kyc_status: ['address', 'bank_account', 'business', 'documents', 'email', 'identity', 'legal_reps', 'video_identification'],
    config: ['supported_countries', 'timezone'],
  };
  const IDENTITY = [
    'address',
    'citizenship',
    'country_of_birth',
    'country_of_taxation',
    'date_of_birth',
    'exclusively_taxable_in_country_of_taxation',
    'family_status',
    'first_name',
    'gender',
    'id',
    'last_name',
    'not_pep',
    'not_us_income_tax',
    'place_of_birth',
    'second_country_of_taxation',
    'second_tax_id_number',
    'tax_id_number',
    'video_identifications',
  ];
  const IDENTITIES: Record<string, string[]> = {
    identity: IDENTITY,
    legal_representative: [...IDENTITY, 'sole_right_of_representation'].sort(),
    business_owner: [
      'address',
      'citizenship',
      'country_of_taxation',
      'date_of_birth',
      'first_name',
      'id',
      'last_name',
      'not_pep',
      'share',
      'video_identifications',
    ],
  };
  /** Every other resource: what is left once timestamps, ids of others and idem_key are gone. */
  const UNNAMED: Record<string, string[]> = {
    project: [
      'code',
      'end_date',
      'has_investment_survey',
      'id',
      'min_investment_amount',
      'name',
      'partner_bic',
      'partner_customer_id',
      'partner_iban',
      'start_date',
      'volume',
    ],
    project_stats: ['by_status', 'orders_amount', 'orders_count', 'paid_amount', 'status'],
    preparation_status: ['error', 'finished_at', 'percentage', 'started_at', 'status'],
    snapshots: ['id', 'orders_count', 'total_amount'],
    payout: ['id', 'orders_count', 'total_amount'],
    user_payouts: ['address', 'amount', 'id'],
    custody_assets: ['id', 'name', 'symbol', 'withdrawal_fee'],
    custody_account_holder: ['id'],
    custody_account: ['address', 'id', 'symbol'],
    custody_balance: ['balance', 'symbol', 'withdrawable_balance'],
    custody_transactions: ['address', 'amount', 'fee', 'id', 'status', 'type'],
    custody_transaction: ['address', 'amount', 'fee', 'id', 'status', 'type'],
  };
  const DROPPED = /^(created_at|updated_at|idem_key|cursor|.*_id)$/;

  it.each(Object.keys(NAMED))('%s: only id and the fields the spec names', (name) => {
    expect(keys(one(host.answers[name]))).toEqual(NAMED[name]);
    expect(one(standard[name])).toMatchObject(one(host.answers[name]));
  });

  it.each(Object.keys(IDENTITIES))('%s: the named fields of its kind, with the address and video identifications trimmed too', (name) => {
    const identity = one(host.answers[name]);
    expect(keys(identity)).toEqual(IDENTITIES[name]);
    for (const video of identity.video_identifications as Json[]) expect(keys(video)).toEqual(NAMED.video_identification);
    if (identity.address !== null) expect(keys(identity.address)).toEqual(['id', 'number']);
    expect(identity.first_name).toBe(one(standard[name]).first_name);
  });

  it.each(Object.keys(UNNAMED))('%s: no timestamps, ids of others or idem_key, the rest as it was', (name) => {
    expect(keys(one(host.answers[name]))).toEqual(UNNAMED[name]);
    const rest = Object.fromEntries(Object.entries(one(standard[name])).filter(([key]) => !DROPPED.test(key) || key === 'partner_customer_id'));
    expect(one(host.answers[name])).toEqual(rest);
  });

  it('drops the same from the KYC records and the rest', () => {
    for (const name of ['investment_terms', 'identity_terms', 'pep_status', 'kyc_verification', 'identity_document', 'identity_files', 'business_files', 'bank_account', 'surveys']) {
      const answer = one(host.answers[name]);
      expect(answer.id, name).toBe(one(standard[name]).id);
      expect(Object.keys(answer).filter((key) => DROPPED.test(key)), name).toEqual([]);
    }
  });

  it('answers the bare numbers as they were', () => {
    expect(host.answers.withdrawable_balance!.text).toBe(standard.withdrawable_balance!.text);
    expect(host.answers.estimated_fee!.text).toBe(standard.estimated_fee!.text);
  });

  it('refuses a repeated idem_key with 422, as a uniqueness check would, and takes nothing', async () => {
    const path = `${API}${paths.custody_account}/transactions`;
    const body = JSON.stringify({ custody_transaction: { amount: '10.00', address: `0x${'a'.repeat(40)}`, idem_key: 'variant-1' } });
    const first = await signedRaw(host.t, 'POST', path, body);
    expect(first.status).toBe(201);
    expect(keys(first.json)).toEqual(UNNAMED.custody_transaction);
    const again = await signedRaw(host.t, 'POST', path, body);
    expect(again.status).toBe(422);
    expect(again.json).toMatchObject({ error: { code: 'validation_failed', fields: { idem_key: ['has already been taken'] } } });
    const balance = await signedRaw(host.t, 'GET', `${API}${paths.custody_balance}`);
    const before = one(standard.custody_balance).balance as string;
    expect(balance.json).toMatchObject({ balance: new Big(before).minus('10.00').minus(standard.estimated_fee!.text).toFixed(2) });
  });
});
