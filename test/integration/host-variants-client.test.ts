// The desk's client reads every resource it shows from a host that sends only what the spec
// names (minimal) and from one that sends more than the desk knows, amounts as JSON numbers
// (extended): over real HTTP, on the sandbox's demo data.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Big from 'big.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfferingClient } from '../../src-main/client';
import type { HostVariant } from '../../src-main/sandbox/variants';
import { type TestSandbox, startTestSandbox } from '../support/sandbox';

let dataDir: string;
/** Ids the standard sandbox names, for the paths a host that sends less cannot tell. */
let ids: { anna: string; company: string; solar: string; roof: string; order: string; payout: string; holder: string; account: string };

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'offering-desk-variant-client-'));
  const t = await startTestSandbox({ dataDir, seed: 'demo' });
  try {
    const c = t.client;
    const anna = await c.users.findByEmail('anna.schmidt@example.com');
    const company = await c.users.findByEmail('invest@nordlicht-energie.example');
    const solar = await c.projects.byCode('SOLAR-26');
    const roof = await c.projects.byCode('ROOF-24');
    const [order] = await c.orders.listForUser(anna.id, solar.id);
    const [payout] = await c.distribution.payouts(roof.id);
    const [holder] = await c.custody.holders(anna.id);
    const [account] = await c.custody.accounts({ userId: anna.id, holderId: holder!.id });
    ids = { anna: anna.id, company: company.id, solar: solar.id, roof: roof.id, order: order!.id, payout: payout!.id, holder: holder!.id, account: account!.id };
  } finally {
    await t.close();
  }
}, 120_000);

afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** Every read the desk's views make, as the client answers them. */
async function readEverything(c: OfferingClient) {
  const holder = { userId: ids.anna, holderId: ids.holder };
  const account = { ...holder, accountId: ids.account };
  const order = { userId: ids.anna, projectId: ids.solar, orderId: ids.order };
  const [identity] = await c.kyc.identities.list(ids.anna);
  return {
    user: await c.users.get(ids.anna),
    orders: await c.orders.list(),
    order: await c.orders.get(ids.anna, ids.solar, ids.order),
    payments: await c.payments.listForOrder(order),
    allPayments: await c.payments.list(),
    project: await c.projects.get(ids.solar),
    projects: await c.projects.list(),
    stats: await c.projects.stats(ids.solar),
    identity: identity!,
    representatives: await c.kyc.legalRepresentatives.list(ids.company),
    owners: await c.kyc.businessOwners.list(ids.company),
    businesses: await c.kyc.businesses.list(ids.company),
    kyc: await c.kyc.status(ids.anna),
    config: await c.config.get(),
    bank: await c.bankAccounts.get(ids.anna),
    preparation: await c.distribution.status(ids.roof),
    snapshots: await c.distribution.snapshots(ids.roof),
    payout: await c.distribution.payout(ids.roof, ids.payout),
    userPayouts: await c.distribution.userPayouts(ids.payout),
    assets: await c.custody.assets(),
    accounts: await c.custody.accounts(holder),
    balance: await c.custody.balance(account),
    transactions: await c.custody.transactions(account, { limit: 10 }),
    withdrawable: await c.custody.withdrawableBalance(account),
  };
}

function playing(variant: HostVariant) {
  const host = {} as { t: TestSandbox; read: Awaited<ReturnType<typeof readEverything>> };
  beforeAll(async () => {
    host.t = await startTestSandbox({ dataDir, variant });
    host.read = await readEverything(host.t.client);
  }, 60_000);
  afterAll(() => host.t.close());
  return host;
}

describe('against a host that sends only what the spec names', () => {
  const host = playing('minimal');

  it('reads orders and payments without their investor, project or timestamps', () => {
    const { order, orders, payments } = host.read;
    expect(order).toMatchObject({ id: ids.order, amount: '1000.00' });
    expect(order.user_id).toBeUndefined();
    expect(order.created_at).toBeUndefined();
    expect(orders.length).toBeGreaterThan(0);
    expect(Object.keys(payments[0]!).sort()).toEqual(['amount', 'id']);
    expect(payments[0]!.amount).toMatch(/^\d+\.\d\d$/);
  });

  it('reads the KYC: identities without kind take their path\'s, addresses with the house number alone', () => {
    const { identity, representatives, owners, businesses, kyc, user } = host.read;
    expect(identity.kind).toBe('personal');
    expect(identity.user_id).toBeUndefined();
    expect(representatives[0]!.kind).toBe('legal_representative');
    expect(owners[0]!.kind).toBe('business_owner');
    expect(owners[0]!.share).toMatch(/^\d+(\.\d+)?$/);
    if (identity.address) expect(Object.keys(identity.address).sort()).toEqual(['id', 'number']);
    expect(businesses[0]!.address).toBeUndefined();
    expect(kyc.identity.status).toBeDefined();
    expect(user.created_at).toBeUndefined();
  });

  it('reads projects, distribution and custody without the ids of others or timestamps', () => {
    const { project, preparation, snapshots, payout, userPayouts, accounts, balance, transactions, bank } = host.read;
    expect(project).toMatchObject({ id: ids.solar, code: 'SOLAR-26' });
    expect(project.created_at).toBeUndefined();
    expect(preparation.status).toBe('done');
    expect(snapshots[0]!.project_id).toBeUndefined();
    expect(payout.snapshot_id).toBeUndefined();
    expect(userPayouts[0]!.order_id).toBeUndefined();
    expect(accounts[0]!.custody_asset_id).toBeUndefined();
    expect(balance.balance).toMatch(/^\d+\.\d\d$/);
    expect(transactions[0]!.idem_key).toBeUndefined();
    expect(bank?.user_id).toBeUndefined();
  });
});

describe('against a host that sends more than the desk knows', () => {
  const host = playing('extended');
  const EXTRAS = { host_revision: 7, host_labels: ['imported', 'eu-west'], host_meta: { source: 'extended', checks: [{ name: 'aml', passed: true }], note: null } };

  it('keeps the unknown fields of every resource, nested ones too', () => {
    const r = host.read;
    for (const [name, value] of Object.entries({
      user: r.user,
      order: r.order,
      payment: r.payments[0],
      project: r.project,
      stats: r.stats,
      statsRow: r.stats.by_status?.[0],
      identity: r.identity,
      video: r.identity.video_identifications[0],
      kyc: r.kyc,
      kycCheck: r.kyc.identity,
      business: r.businesses[0],
      config: r.config[0],
      bank: r.bank,
      preparation: r.preparation,
      snapshot: r.snapshots[0],
      payout: r.payout,
      userPayout: r.userPayouts[0],
      asset: r.assets[0],
      account: r.accounts[0],
      balance: r.balance,
      transaction: r.transactions[0],
    })) {
      expect(value, name).toMatchObject(EXTRAS);
    }
  });

  it('reads amounts sent as JSON numbers as the exact decimals (1000.00 arrives as 1000)', () => {
    const r = host.read;
    const DECIMAL = /^\d+(\.\d+)?$/;
    expect(new Big(r.order.amount).eq('1000.00')).toBe(true);
    for (const amount of [r.payments[0]!.amount, r.balance.balance, r.snapshots[0]!.total_amount, r.withdrawable, r.owners[0]!.share]) {
      expect(amount).toMatch(DECIMAL);
    }
  });
});
