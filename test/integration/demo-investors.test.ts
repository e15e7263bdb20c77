// The demo investors the sandbox's Today page names, held to what the demo seed gives them:
// the page says what each one shows, so the seed must still show it. The two screening cases are
// screened as the seed's KYC data gives them, through the engine, against the UN sample list.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_INVESTORS, type DemoCase } from '../../src-shared/domain/demo';
import type { OfferingClient } from '../../src-main/client';
import type { ListEntry } from '../../src-main/screening/list-entry';
import { normalizeName } from '../../src-main/screening/normalize';
import { sampleList } from '../../src-main/screening/sample-list';
import { DEFAULT_THRESHOLD, type ScreenedPerson, scoreEntry } from '../../src-main/screening/score';
import { type Screener, createScreener } from '../../src-main/screening/screener';
import type { User } from '../../src-shared/wire/users';
import { type TestSandbox, startTestSandbox } from '../support/sandbox';

let t: TestSandbox;
let screener: Screener;
beforeAll(async () => {
  screener = createScreener([await sampleList()]);
  t = await startTestSandbox({ seed: 'demo' });
  await screener.ready;
});
afterAll(async () => {
  await screener.close();
  await t.close();
});

/** Approved with nothing open in the KYC, so Today's investors to review stay the other cases. */
async function expectReviewed(client: OfferingClient, user: User): Promise<void> {
  expect(user.approved).toBe(true);
  const status = await client.kyc.status(user.id);
  const open = Object.entries(status).filter(([, check]) => typeof check === 'object' && check !== null && 'status' in check && check.status === 'incomplete');
  expect(open.map(([name]) => name)).toEqual([]);
}

/** The investor's personal identity as the seed gives it, as the engine screens a person. */
async function screenedIdentity(client: OfferingClient, user: User): Promise<ScreenedPerson> {
  const [identity] = await client.kyc.identities.list(user.id);
  return {
    id: user.id,
    name: `${identity?.first_name ?? ''} ${identity?.last_name ?? ''}`,
    birthDate: identity?.date_of_birth ?? undefined,
    country: identity?.citizenship ?? undefined,
    kind: 'person',
  };
}

const SHOWS: Record<DemoCase, (client: OfferingClient, user: User) => Promise<void>> = {
  kyc_gaps: async (client, user) => {
    expect(user.approved).toBe(false);
    const status = await client.kyc.status(user.id);
    expect([status.identity.status, status.bank_account.status]).toEqual(['incomplete', 'incomplete']);
  },
  video_pending: async (client, user) => {
    expect(user.approved).toBe(false);
    const [identity] = await client.kyc.identities.list(user.id);
    expect(identity?.video_identifications?.map((v) => v.status)).toContain('pending');
  },
  underpaid: async (client, user) => {
    const orders = await client.orders.list({ status: 'underpaid' });
    expect(orders.some((order) => order.user_id === user.id)).toBe(true);
  },
  near_match: async (client, user) => {
    await expectReviewed(client, user);
    const person = await screenedIdentity(client, user);
    const hits = await screener.screen(person, DEFAULT_THRESHOLD);
    expect(hits.map((hit) => hit.entryId)).toEqual(['HTi.001']);
    const [hit] = hits;
    expect(hit?.score).toBeGreaterThanOrEqual(DEFAULT_THRESHOLD);
    // A spelling variant of a listed name, of the entry's nationality, born the same year but not the same day.
    expect(hit?.parts.map((part) => part.how)).toContain('typo');
    expect(hit?.country.effect).toBe('same');
    expect(hit?.birthDate.effect).toBe('near');
  },
  first_name_only: async (client, user) => {
    await expectReviewed(client, user);
    const person = await screenedIdentity(client, user);
    expect(await screener.screen(person, DEFAULT_THRESHOLD)).toEqual([]);
    // Scored against the entry it shares the first name and the years of birth with, on all its names.
    const list = await sampleList();
    const entry = list.entries.find((e) => e.id === 'SSi.006') as ListEntry;
    const names = entry.names.map((name) => ({ name, normal: normalizeName(name.full) }));
    const shared = scoreEntry(person, normalizeName(person.name), entry, names, { ...list.version }, 0);
    expect(shared?.birthDate.effect).toBe('overlaps');
    expect(shared?.score).toBeLessThan(DEFAULT_THRESHOLD);
    expect(shared?.parts.filter((part) => part.how === 'same').map((part) => part.person)).toEqual(['Peter']);
  },
};

it('names only investors the demo seed creates, each showing what the page says', async () => {
  const named = DEMO_INVESTORS.filter((investor) => investor.shows);
  expect(named.map((investor) => investor.shows).sort()).toEqual(['first_name_only', 'kyc_gaps', 'near_match', 'underpaid', 'video_pending']);
  for (const investor of named) {
    const user = await t.client.users.findByEmail(investor.email);
    expect(user.name).toBe(investor.name);
    await SHOWS[investor.shows as DemoCase](t.client, user);
  }
});
