// The whole path the spec describes, through the signed client: an investor from nothing to
// approved by a video identification, ending in an order that gets paid.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addressForm,
  bankAccountForm,
  businessInvestor,
  identityForm,
  liveProject,
  openPage,
  pdfAttachment,
  submitOutcome,
  userForm,
  whenRedirectReady,
} from '../support/fixtures';
import { type TestSandbox, startTestSandbox } from '../support/sandbox';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

describe('onboarding', () => {
  it('takes a personal investor from nothing to approved, and to a paid order', async () => {
    const { client } = t;
    const project = await liveProject(client, { min_investment_amount: '250.00' });
    const user = await client.users.create(userForm({ locale: 'de' }));
    expect(user).toMatchObject({ approved: false, approved_at: null, locale: 'de' });

    // The investor application collects the KYC step by step.
    const identity = await client.kyc.identities.create(user.id, { first_name: 'Jörg', last_name: 'Ünal' });
    await client.kyc.identities.update(user.id, identity.id, identityForm());
    await client.kyc.addresses.create(user.id, identity.id, addressForm());
    await client.kyc.pepStatus.create(user.id, identity.id, { pep: false });
    await client.bankAccounts.create(user.id, bankAccountForm());
    await client.kyc.identityTerms.accept(user.id, identity.id);
    await client.kyc.identityAttachments.upload(user.id, identity.id, 'id_card', 'L01X00T47', pdfAttachment());
    await client.surveys.create(user.id, { name: 'investment_experience', data: { shares: true } });
    const before = await client.kyc.status(user.id);
    expect(Object.entries(before).filter(([, check]) => check.status === 'incomplete')).toEqual([
      ['video_identification', { status: 'incomplete', missing: ['video_identification'] }],
    ]);

    // Not approved yet: no order.
    await client.investmentTerms.accept(user.id, project.id);
    await expect(client.orders.create(user.id, project.id, { amount: '1000.00' })).rejects.toMatchObject({
      status: 400,
      code: 'user_not_approved',
    });

    // The video identification: start, poll, send the investor to the provider's page.
    const started = await client.kyc.videoIdentifications.start(user.id, identity.id);
    const ready = await whenRedirectReady(t, { user, identity }, started.id);
    expect((await openPage(ready.redirect_url)).status).toBe(200);
    expect((await submitOutcome(ready.redirect_url, 'success')).status).toBe(200);

    const approved = await client.users.get(user.id);
    expect(approved.approved).toBe(true);
    expect(approved.approved_at).not.toBeNull();
    expect((await client.kyc.identities.get(user.id, identity.id)).video_identifications).toEqual([
      expect.objectContaining({ id: started.id, status: 'success' }),
    ]);
    expect(Object.values(await client.kyc.status(user.id)).every((check) => check.status !== 'incomplete')).toBe(true);

    const order = await client.orders.create(user.id, project.id, { amount: '1000.00' });
    expect(order).toMatchObject({ status: 'new', amount: '1000.00' });
    const ref = { userId: user.id, projectId: project.id, orderId: order.id };
    await client.payments.create(ref, { amount: '1000.00', reference: order.order_code });
    expect((await client.orders.get(user.id, project.id, order.id)).status).toBe('paid');
  });

  it('takes a business investor through its legal representative to an order', async () => {
    const { client } = t;
    const project = await liveProject(client);
    const { user, representative, owners } = await businessInvestor(t);
    expect(owners.map((o) => o.share)).toEqual(['60.00', '40.00']);
    expect((await client.kyc.status(user.id)).video_identification.status).toBe('incomplete');

    // The legal representative is an identity: the identity paths start the session.
    const started = await client.kyc.videoIdentifications.start(user.id, representative.id);
    await t.operator.completeVideoIdentification(started.id, { status: 'success' });
    expect((await client.users.get(user.id)).approved).toBe(true);
    expect((await client.kyc.legalRepresentatives.get(user.id, representative.id)).video_identifications).toEqual([
      expect.objectContaining({ id: started.id, status: 'success' }),
    ]);
    expect(Object.values(await client.kyc.status(user.id)).map((check) => check.status)).toEqual([
      'not_applicable', // identity
      'complete', // address
      'complete', // bank_account
      'complete', // video_identification
      'complete', // email
      'complete', // business
      'complete', // legal_reps
      'complete', // documents
    ]);

    await client.investmentTerms.accept(user.id, project.id);
    await expect(client.orders.create(user.id, project.id, { amount: '25000.00' })).resolves.toMatchObject({ status: 'new' });
  });
});
