// The demo investors the sandbox's Today page names, held to what the demo seed gives them:
// the page says what each one shows, so the seed must still show it.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_INVESTORS, type DemoCase } from '../../src-main/sandbox/demo.schema';
import type { OfferingClient } from '../../src-main/client';
import type { User } from '../../src-main/wire/users';
import { type TestSandbox, startTestSandbox } from '../support/sandbox';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox({ seed: 'demo' });
});
afterAll(() => t.close());

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
};

it('names only investors the demo seed creates, each showing what the page says', async () => {
  const named = DEMO_INVESTORS.filter((investor) => investor.shows);
  expect(named.map((investor) => investor.shows).sort()).toEqual(['kyc_gaps', 'underpaid', 'video_pending']);
  for (const investor of named) {
    const user = await t.client.users.findByEmail(investor.email);
    expect(user.name).toBe(investor.name);
    await SHOWS[investor.shows as DemoCase](t.client, user);
  }
});
