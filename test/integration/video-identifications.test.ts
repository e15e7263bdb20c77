// The video identification: its prerequisites, the empty session that fills in later, the
// redirect page a browser uses without a signature, the operator's callback, approval and the
// webhook.
import { randomUUID } from 'node:crypto';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventPayload } from '../../src-shared/wire/events';
import {
  type Prerequisite,
  openPage,
  personalInvestor,
  submitOutcome,
  whenRedirectReady,
} from '../support/fixtures';
import { type Receiver, startReceiver } from '../support/receiver';
import { type TestSandbox, startTestSandbox } from '../support/sandbox';

let t: TestSandbox;
let receiver: Receiver;
beforeAll(async () => {
  t = await startTestSandbox();
  receiver = await startReceiver();
  await t.operator.addWebhook({ url: receiver.url });
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

describe('starting a video identification', () => {
  it.each<[Prerequisite, Record<string, string[]>]>([
    [
      'contact_and_financial_data',
      {
        identity: [
          'lacks date_of_birth, place_of_birth, country_of_birth, citizenship, tax_id_number, country_of_taxation, ' +
            'exclusively_taxable_in_country_of_taxation, not_us_income_tax, not_pep',
        ],
      },
    ],
    ['address', { address: ['is missing'] }],
    ['bank_account', { bank_account: ['is missing'] }],
    ['identity_terms', { identity_terms: ['must be accepted'] }],
  ])('is refused (422) without %s, naming it', async (without, fields) => {
    const person = await personalInvestor(t, without);
    const error = await t.client.kyc.videoIdentifications.start(person.user.id, person.identity.id).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 422, code: 'video_identification_prerequisites', fields });
    expect((error as Error).message).toContain(Object.keys(fields)[0]);
    expect((await t.client.kyc.identities.get(person.user.id, person.identity.id)).video_identifications).toEqual([]);
  });

  it('names every missing prerequisite at once', async () => {
    const user = await t.client.users.create({ name: 'Nobody Yet', email: `${randomUUID()}@example.com` });
    const identity = await t.client.kyc.identities.create(user.id, { first_name: 'Nobody', last_name: 'Yet' });
    await expect(t.client.kyc.videoIdentifications.start(user.id, identity.id)).rejects.toMatchObject({
      fields: {
        identity: [expect.stringContaining('date_of_birth') as string],
        address: ['is missing'],
        bank_account: ['is missing'],
        identity_terms: ['must be accepted'],
      },
    });
  });

  it('creates an empty session; provider_id and redirect_url appear about a second later', async () => {
    const person = await personalInvestor(t);
    const started = Date.now();
    const video = await t.client.kyc.videoIdentifications.start(person.user.id, person.identity.id);
    expect(video).toMatchObject({
      identity_id: person.identity.id,
      status: 'pending',
      provider_id: null,
      redirect_url: null,
      completed_at: null,
    });

    const ready = await whenRedirectReady(t, person, video.id);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(ready.provider_id).toMatch(/^sbx-[0-9a-f]{16}$/);
    expect(ready.redirect_url).toBe(`${new URL(t.sandbox.baseUrl).origin}/sandbox/video/${video.id}`);
    const identity = await t.client.kyc.identities.get(person.user.id, person.identity.id);
    expect(identity.video_identifications).toEqual([ready]);
  });

  it('is not taken by a business owner', async () => {
    const user = await t.client.users.create({ name: 'Owner GmbH', email: `${randomUUID()}@example.com`, business_investor: true });
    const owner = await t.client.kyc.businessOwners.create(user.id, { first_name: 'A', last_name: 'B', share: '10' });
    await expect(t.client.kyc.videoIdentifications.start(user.id, owner.id)).rejects.toMatchObject({
      status: 422,
      fields: { identity: ['is a business owner: the legal representative takes the video identification'] },
    });
  });

  it("answers 404 for an unknown session, another identity's, and an unknown identity", async () => {
    const a = await personalInvestor(t);
    const b = await personalInvestor(t);
    const video = await t.client.kyc.videoIdentifications.start(a.user.id, a.identity.id);
    for (const call of [
      () => t.client.kyc.videoIdentifications.get(a.user.id, a.identity.id, randomUUID()),
      () => t.client.kyc.videoIdentifications.get(a.user.id, a.identity.id, 'nope'),
      () => t.client.kyc.videoIdentifications.get(b.user.id, b.identity.id, video.id),
      () => t.client.kyc.videoIdentifications.get(b.user.id, a.identity.id, video.id),
      () => t.client.kyc.videoIdentifications.start(b.user.id, a.identity.id),
      () => t.client.kyc.videoIdentifications.start(a.user.id, randomUUID()),
    ]) {
      await expect(call()).rejects.toMatchObject({ kind: 'not_found', status: 404 });
    }
  });
});

describe('the redirect page', () => {
  it('is a small accessible form, served without a signature, that ends the session', async () => {
    const person = await personalInvestor(t);
    const video = await t.client.kyc.videoIdentifications.start(person.user.id, person.identity.id);
    const { redirect_url } = await whenRedirectReady(t, person, video.id);

    const page = await openPage(redirect_url);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'sha256-[^']+'; form-action 'self'/);
    expect(page.html).toContain('<html lang="en">');
    expect(page.html).toContain('<strong>Jörg Ünal</strong>');
    expect(page.html).toContain('<legend>Outcome of the session</legend>');
    for (const status of ['success', 'failure', 'aborted']) {
      expect(page.html).toContain(`<button type="submit" name="status" value="${status}"`);
    }
    expect(page.html).not.toMatch(/<script|src=|href=/);

    const ended = await submitOutcome(redirect_url, 'failure');
    expect(ended).toMatchObject({ status: 200, html: expect.stringContaining('The identification failed.') as string });
    const failed = await t.client.kyc.videoIdentifications.get(person.user.id, person.identity.id, video.id);
    expect(failed).toMatchObject({ status: 'failure', completed_at: expect.any(String) as string });
    expect(await t.client.users.get(person.user.id)).toMatchObject({ approved: false, approved_at: null });

    // Only a pending session has a page.
    expect((await openPage(redirect_url)).status).toBe(404);
    expect((await submitOutcome(redirect_url, 'success')).status).toBe(404);
    expect((await t.client.users.get(person.user.id)).approved).toBe(false);
  });

  it('ends a session as aborted, and a new session can follow', async () => {
    const person = await personalInvestor(t);
    const first = await t.client.kyc.videoIdentifications.start(person.user.id, person.identity.id);
    const { redirect_url } = await whenRedirectReady(t, person, first.id);
    expect((await submitOutcome(redirect_url, 'aborted')).html).toContain('The session was aborted.');
    const second = await t.client.kyc.videoIdentifications.start(person.user.id, person.identity.id);
    const statuses = (await t.client.kyc.identities.get(person.user.id, person.identity.id)).video_identifications.map(
      (v) => [v.id, v.status],
    );
    expect(statuses).toEqual([
      [first.id, 'aborted'],
      [second.id, 'pending'],
    ]);
  });

  it('approves the user on success and sends kyc_video_identification_success', async () => {
    const person = await personalInvestor(t);
    const video = await t.client.kyc.videoIdentifications.start(person.user.id, person.identity.id);
    const { redirect_url } = await whenRedirectReady(t, person, video.id);
    expect((await submitOutcome(redirect_url, 'success')).html).toContain('The person was identified successfully.');

    const user = await t.client.users.get(person.user.id);
    expect(user.approved).toBe(true);
    expect(Date.parse(user.approved_at ?? '')).toBeGreaterThan(Date.parse(video.created_at!));
    const mine = (accepted: EventPayload[]) => accepted.filter((p) => 'user_id' in p && p.user_id === person.user.id);
    await receiver.waitFor((accepted) => mine(accepted).length >= 2);
    expect(mine(receiver.accepted())).toEqual([
      { event: 'kyc_video_identification_success', user_id: person.user.id },
      { event: 'kyc_approved', user_id: person.user.id },
    ]);
  });

  it('answers 404 for a malformed or unknown id and 400 for a form without an outcome', async () => {
    const origin = new URL(t.sandbox.baseUrl).origin;
    for (const url of [`${origin}/sandbox/video/nope`, `${origin}/sandbox/video/${randomUUID()}`]) {
      const page = await openPage(url);
      expect(page.status).toBe(404);
      expect(page.html).toContain('There is no pending video identification session at this address.');
    }
    const person = await personalInvestor(t);
    const video = await t.client.kyc.videoIdentifications.start(person.user.id, person.identity.id);
    const { redirect_url } = await whenRedirectReady(t, person, video.id);
    expect((await submitOutcome(redirect_url, '')).status).toBe(400);
    expect((await t.client.kyc.videoIdentifications.get(person.user.id, person.identity.id, video.id)).status).toBe('pending');
  });
});

describe("the operator's complete", () => {
  it('ends the session like the provider: success approves once, a finished session is refused', async () => {
    const person = await personalInvestor(t);
    const video = await t.client.kyc.videoIdentifications.start(person.user.id, person.identity.id);
    // The provider may call back before the client polled: the session shows everything then.
    const completed = await t.operator.completeVideoIdentification(video.id, { status: 'success' });
    expect(completed).toMatchObject({ id: video.id, status: 'success', provider_id: expect.any(String) as string });
    const approved = await t.client.users.get(person.user.id);
    expect(approved.approved).toBe(true);

    await expect(t.operator.completeVideoIdentification(video.id, { status: 'failure' })).rejects.toMatchObject({
      status: 400,
      code: 'video_identification_finished',
    });
    // A second success keeps the first approval's time and sends no second kyc_approved.
    const again = await t.client.kyc.videoIdentifications.start(person.user.id, person.identity.id);
    await t.operator.completeVideoIdentification(again.id, { status: 'success' });
    expect((await t.client.users.get(person.user.id)).approved_at).toBe(approved.approved_at);
    const mine = (accepted: EventPayload[]) => accepted.filter((p) => 'user_id' in p && p.user_id === person.user.id);
    await receiver.waitFor((accepted) => mine(accepted).length >= 3);
    expect(mine(receiver.accepted()).map((p) => p.event)).toEqual([
      'kyc_video_identification_success',
      'kyc_approved',
      'kyc_video_identification_success',
    ]);
  });

  it('refuses an unknown session (404) and an unknown outcome (422), and needs a signature (401)', async () => {
    await expect(t.operator.completeVideoIdentification(randomUUID(), { status: 'success' })).rejects.toMatchObject({
      status: 404,
    });
    const person = await personalInvestor(t);
    const video = await t.client.kyc.videoIdentifications.start(person.user.id, person.identity.id);
    await expect(
      t.operator.completeVideoIdentification(video.id, { status: 'pending' as 'success' }),
    ).rejects.toMatchObject({ status: 422, fields: { status: [expect.any(String) as string] } });
    const unsigned = await request(`${t.sandbox.operatorUrl}/video_identifications/${video.id}/complete`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"status":"success"}',
    });
    expect(unsigned.statusCode).toBe(401);
    await unsigned.body.dump();
    expect((await t.client.users.get(person.user.id)).approved).toBe(false);
  });
});
