// The details the screens open by id, through the real desk (router, handlers, signed client)
// on its built-in sandbox with the demo data: the server's config, payouts, snapshots and user
// payouts, what an investor received, a custody transaction, identities of every kind.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Big from 'big.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Desk, startDesk } from '../../src-main/desk';
import { KnownPayouts, investorPayouts } from '../../src-main/workflows/investor-payouts';
import { businessOwnerForm, identityForm, legalRepresentativeForm, uniqueSymbol, userForm } from '../support/fixtures';
import { ipcOf } from '../support/ipc';
import { memoryKeychain } from '../support/keychain';
import { type TestSandbox, clientsOn } from '../support/sandbox';
import { testShell } from '../support/shell';
import { sandboxProcess } from '../support/sandbox-process';

let dir: string;
let desk: Desk;
let t: TestSandbox;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'od-details-'));
  desk = await startDesk({ userDataDir: dir, keychain: memoryKeychain(), shell: testShell(), sandboxSeed: 'demo', sandboxProcess });
  t = clientsOn(await desk.sandbox());
});
afterAll(async () => {
  await t.close();
  await desk.close();
  await rm(dir, { recursive: true, force: true });
});

const { value: call, refusal } = ipcOf(() => desk);

describe('config', () => {
  it('is the server’s one entry: its time zone and the countries it supports', async () => {
    const config = await call('config.get', undefined);
    expect(config.timezone).toBe('Europe/Berlin');
    expect(config.supported_countries).toContain('DE');
    expect(config.supported_countries).not.toContain('US');
  });
});

describe('distribution details', () => {
  it('reads a payout, a snapshot and a user payout by id, as the lists have them', async () => {
    const projects = await call('projects.list', undefined);
    const roof = projects.find((p) => p.code === 'ROOF-24');
    if (!roof) throw new Error('the demo has no ROOF-24');
    const [payout] = await call('distribution.payouts', { projectId: roof.id });
    const [snapshot] = await call('distribution.snapshots', { projectId: roof.id });
    if (!payout || !snapshot) throw new Error('the demo has no payout or snapshot on ROOF-24');
    expect(await call('distribution.payout', { projectId: roof.id, id: payout.id })).toEqual(payout);
    expect(await call('distribution.snapshot', { projectId: roof.id, id: snapshot.id })).toEqual(snapshot);
    const userPayouts = await call('distribution.userPayouts', { payoutId: payout.id });
    const [first] = userPayouts;
    if (!first) throw new Error('the demo payout paid nobody');
    expect(await call('distribution.userPayout', { payoutId: payout.id, id: first.id })).toEqual(first);

    // What that investor received: every user payout of theirs, and nobody else's.
    if (!first.user_id) throw new Error('the sandbox says whose a user payout is');
    const received = await call('distribution.investorPayouts', { userId: first.user_id });
    expect(received.unattributed).toBe(0);
    expect(received.received.map((r) => r.userPayout)).toContainEqual(first);
    expect(received.received.every((r) => r.userPayout.user_id === first.user_id)).toBe(true);
    const mine = userPayouts.filter((p) => p.user_id === first.user_id);
    const inRoof = received.received.filter((r) => r.project.id === roof.id && r.payout.id === payout.id);
    expect(inRoof.map((r) => r.userPayout.id).sort()).toEqual(mine.map((p) => p.id).sort());
    expect(inRoof[0]?.project.code).toBe('ROOF-24');
    const total = (list: { amount?: string }[]) => list.reduce((sum, p) => sum.plus(p.amount ?? '0'), new Big(0)).toFixed(2);
    expect(total(inRoof.map((r) => r.userPayout))).toBe(total(mine));

    // The projects the desk guesses are only read ahead: the server's list of the investor's projects decides.
    const stranger = await call('users.create', { user: userForm() });
    expect(await investorPayouts(t.client, stranger.id, [roof.id])).toEqual({ received: [], unattributed: 0 });
    expect(await investorPayouts(t.client, first.user_id, [roof.id])).toEqual(received);

    // The payouts a project listed last time have their user payouts asked for before the
    // investor's projects answer; a payout no longer listed is read, failed and left out.
    const known = new KnownPayouts();
    expect(await investorPayouts(t.client, first.user_id, [], known)).toEqual(received);
    const listed = await call('distribution.payouts', { projectId: roof.id });
    expect(known.of(roof.id)).toEqual(listed.map((p) => p.id));
    const gone = '00000000-0000-4000-8000-000000000000';
    known.listed(roof.id, [...listed, { ...payout, id: gone }]);
    const asked: string[] = [];
    const watched = {
      ...t.client,
      users: {
        ...t.client.users,
        projects: async (userId: string) => {
          const projects = await t.client.users.projects(userId);
          asked.push('projects answered');
          return projects;
        },
      },
      distribution: {
        ...t.client.distribution,
        userPayouts: (payoutId: string) => {
          asked.push(payoutId);
          return t.client.distribution.userPayouts(payoutId);
        },
      },
    };
    expect(await investorPayouts(watched, first.user_id, [roof.id], known)).toEqual(received);
    expect(asked.slice(0, listed.length + 2)).toEqual([...listed.map((p) => p.id), gone, 'projects answered']);
    expect(asked.filter((id) => id === payout.id)).toHaveLength(1);
    expect(known.of(roof.id)).toEqual(listed.map((p) => p.id));
  });

  it('answers an investor without orders with nothing received, and an unknown payout with not_found', async () => {
    const user = await call('users.create', { user: userForm() });
    expect(await call('distribution.investorPayouts', { userId: user.id })).toEqual({ received: [], unattributed: 0 });
    const projects = await call('projects.list', undefined);
    const error = await refusal('distribution.payout', { projectId: projects[0]?.id ?? '', id: '00000000-0000-4000-8000-000000000000' });
    expect(error.kind).toBe('not_found');
  });
});

describe('a custody transaction by id', () => {
  it('is the transaction the list has, and not_found under another account', async () => {
    const user = await call('users.create', { user: userForm() });
    await t.operator.mockKyc(user.id);
    const asset = await t.operator.createCustodyAsset({ name: 'Detail coin', symbol: uniqueSymbol() });
    const holder = await call('custody.createHolder', { userId: user.id });
    const account = await call('custody.createAccount', { userId: user.id, holderId: holder.id, assetId: asset.id });
    const deposit = await t.operator.deposit(account.id, { amount: '12.50' });
    const ref = { userId: user.id, holderId: holder.id, accountId: account.id };
    const [listed] = await call('custody.transactions', { ...ref, order: 'desc', limit: 10 });
    const read = await call('custody.transaction', { ...ref, id: deposit.id });
    expect(read).toEqual(listed);
    expect(read.amount).toBe('12.50');

    const other = await call('custody.createAccount', { userId: user.id, holderId: holder.id, assetId: (await t.operator.createCustodyAsset({ name: 'Other', symbol: uniqueSymbol() })).id });
    const error = await refusal('custody.transaction', { ...ref, accountId: other.id, id: deposit.id });
    expect(error.kind).toBe('not_found');
  });
});

describe('identities by id', () => {
  it('reads a personal identity, a legal representative and a business owner as their lists have them', async () => {
    const person = await call('users.create', { user: userForm() });
    const identity = await call('kyc.identities.create', { userId: person.id, identity: identityForm() });
    expect(await call('kyc.identities.get', { userId: person.id, id: identity.id })).toEqual(identity);

    const business = await call('users.create', { user: userForm({ business_investor: true }) });
    const representative = await call('kyc.legalRepresentatives.create', { userId: business.id, legal_representative: legalRepresentativeForm() });
    const owner = await call('kyc.businessOwners.create', { userId: business.id, business_owner: businessOwnerForm() });
    expect(await call('kyc.legalRepresentatives.get', { userId: business.id, id: representative.id })).toEqual(representative);
    const read = await call('kyc.businessOwners.get', { userId: business.id, id: owner.id });
    expect(read).toEqual(owner);
    expect(read.kind).toBe('business_owner');

    // Deleted (as an audit entry may name it): not found, in the renderer's words.
    await call('kyc.businessOwners.delete', { userId: business.id, id: owner.id });
    expect((await refusal('kyc.businessOwners.get', { userId: business.id, id: owner.id })).kind).toBe('not_found');
    // Another investor's identity is not found under this one.
    expect((await refusal('kyc.identities.get', { userId: business.id, id: identity.id })).kind).toBe('not_found');
  });
});

describe('an investor opened by id', () => {
  it('becomes recent when a screen opens them, not when a screen only names them', async () => {
    const named = await t.client.users.create(userForm());
    const opened = await t.client.users.create(userForm());
    await call('users.get', { id: named.id });
    await call('users.get', { id: opened.id, opened: true });
    const recent = (await call('investors.search', { text: '', limit: 50 })).matches.filter((m) => m.recent).map((m) => m.id);
    expect(recent[0]).toBe(opened.id);
    expect(recent).not.toContain(named.id);
  });
});

describe('the user fields the spec names for updates', () => {
  it('sends invitation code, signed up as, terms and partner attributes on an edit', async () => {
    const user = await call('users.create', { user: userForm() });
    const updated = await call('users.update', {
      id: user.id,
      user: { invitation_code: 'FRIENDS-24', signed_up_as: 'partner', terms_acceptance: true, partner_attributes: { crm_id: '4711', tier: 'gold' } },
    });
    // Accepted (the spec's responses need not show them back); the other fields stay as they were.
    expect(updated).toMatchObject({ id: user.id, name: user.name, email: user.email });
    const refused = await refusal('users.update', { id: user.id, user: { invitation_code: 'x'.repeat(101) } });
    expect(refused.kind).toBe('validation');
  });
});
