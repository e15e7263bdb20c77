// KYC data: identities of the three kinds, their addresses, terms, PEP status and
// verification records, the business, the spec's rules, and the KycStatus computed from it.
// Runs against every host variant (SANDBOX_VARIANT): the fields the spec names are asserted
// always, the sandbox's own (the ids of others, an identity's kind, an address's street…)
// only where the host sends them (`own`); fields a host adds are allowed (toMatchObject).
import { randomUUID } from 'node:crypto';
import Big from 'big.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdentityForm } from '../../src-shared/wire/kyc';
import type { User } from '../../src-shared/wire/users';
import {
  addressForm,
  businessInvestor,
  businessOwnerForm,
  identityForm,
  legalRepresentativeForm,
  personalInvestor,
  userForm,
} from '../support/fixtures';
import { signedRaw } from '../support/raw';
import { type TestSandbox, startTestSandbox, testVariant } from '../support/sandbox';

/** Fields the spec does not name: expected from a host that sends them, nothing from a minimal one. */
const own = <T extends object>(fields: T): Partial<T> => (testVariant() === 'minimal' ? {} : fields);
/** A share by its value: a host that sends it as a JSON number (extended) sends `60.00` as 60. */
const share = (value: string | null | undefined) => (value == null ? value : new Big(value).toFixed(2));

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

const newUser = (business_investor = false): Promise<User> => t.client.users.create(userForm({ business_investor }));

describe('identities', () => {
  it('creates with the names alone, reads, lists, changes only the fields sent and deletes', async () => {
    const user = await newUser();
    const created = await t.client.kyc.identities.create(user.id, { first_name: ' Jörg ', last_name: 'Ünal' });
    expect(created).toMatchObject({
      ...own({ user_id: user.id, kind: 'personal', share: null }),
      first_name: 'Jörg',
      citizenship: null,
      address: null,
      video_identifications: [],
    });
    expect(await t.client.kyc.identities.get(user.id, created.id)).toEqual(created);
    expect(await t.client.kyc.identities.list(user.id)).toEqual([created]);

    const updated = await t.client.kyc.identities.update(user.id, created.id, { citizenship: 'de', date_of_birth: '1980-04-01' });
    expect(updated).toMatchObject({ first_name: 'Jörg', last_name: 'Ünal', citizenship: 'DE', date_of_birth: '1980-04-01' });

    await expect(t.client.kyc.identities.delete(user.id, created.id)).resolves.toEqual({ success: true });
    await expect(t.client.kyc.identities.get(user.id, created.id)).rejects.toMatchObject({ status: 404 });
    expect(await t.client.kyc.identities.list(user.id)).toEqual([]);
  });

  it('holds one personal identity per personal investor', async () => {
    const user = await newUser();
    await t.client.kyc.identities.create(user.id, identityForm());
    await expect(t.client.kyc.identities.create(user.id, identityForm())).rejects.toMatchObject({
      status: 422,
      code: 'already_exists',
    });
    const business = await newUser(true);
    await expect(t.client.kyc.identities.create(business.id, identityForm())).rejects.toMatchObject({
      status: 422,
      code: 'wrong_investor_type',
    });
  });

  it.each<[string, Partial<IdentityForm>, string, string]>([
    ['an unknown country', { citizenship: 'XX' }, 'citizenship', 'must be an ISO 3166-1 alpha-2 country code'],
    ['a birth date to come', { date_of_birth: '2999-01-01' }, 'date_of_birth', 'must be in the past'],
    ['a malformed date', { date_of_birth: '01.04.1980' }, 'date_of_birth', 'must be a date (YYYY-MM-DD)'],
    ['an unknown gender', { gender: 'other' as 'male' }, 'gender', 'must be one of female, male, diverse'],
    [
      'an unknown family status',
      { family_status: 'complicated' as 'single' },
      'family_status',
      'must be one of single, married, civil_partnership, divorced, widowed',
    ],
    ['no last name', { last_name: undefined }, 'last_name', 'is required'],
  ])('refuses %s (422)', async (_name, overrides, field, message) => {
    const user = await newUser();
    await expect(t.client.kyc.identities.create(user.id, identityForm(overrides))).rejects.toMatchObject({
      kind: 'validation',
      fields: { [field]: [message] },
    });
  });
});

describe('the second-taxation rule', () => {
  const second = { second_country_of_taxation: 'AT', second_tax_id_number: '12 345/6789' };
  const required = 'is required when exclusively_taxable_in_country_of_taxation is false';

  it('requires the second country and tax id only when not taxable in one country alone: identities', async () => {
    const user = await newUser();
    await expect(
      t.client.kyc.identities.create(user.id, identityForm({ exclusively_taxable_in_country_of_taxation: false })),
    ).rejects.toMatchObject({ fields: { second_country_of_taxation: [required], second_tax_id_number: [required] } });
    // Taxable in one country alone, a second pair is not refused: a real host keeps it (the spec).
    const alone = await t.client.kyc.identities.create(user.id, identityForm(second));
    expect(alone).toMatchObject({ exclusively_taxable_in_country_of_taxation: true, ...second });

    const both = await t.client.kyc.identities.update(user.id, alone.id, { exclusively_taxable_in_country_of_taxation: false });
    expect(both).toMatchObject({ exclusively_taxable_in_country_of_taxation: false, ...second });
    const single = await t.client.kyc.identities.update(user.id, both.id, {
      exclusively_taxable_in_country_of_taxation: true,
      second_country_of_taxation: null,
      second_tax_id_number: null,
    });
    expect(single).toMatchObject({ second_country_of_taxation: null, second_tax_id_number: null });
    await expect(
      t.client.kyc.identities.update(user.id, both.id, { exclusively_taxable_in_country_of_taxation: false }),
    ).rejects.toMatchObject({ fields: { second_country_of_taxation: [required], second_tax_id_number: [required] } });
  });

  it('holds for legal representatives and businesses too', async () => {
    const user = await newUser(true);
    await expect(
      t.client.kyc.legalRepresentatives.create(user.id, legalRepresentativeForm({ exclusively_taxable_in_country_of_taxation: false })),
    ).rejects.toMatchObject({ fields: { second_country_of_taxation: [required] } });
    const representative = await t.client.kyc.legalRepresentatives.create(user.id, legalRepresentativeForm(second));
    expect(representative).toMatchObject(second);
    await expect(
      t.client.kyc.businesses.create(user.id, { legal_name: 'X GmbH', exclusively_taxable_in_country_of_taxation: false }),
    ).rejects.toMatchObject({ fields: { second_country_of_taxation: [required], second_tax_id_number: [required] } });
    const business = await t.client.kyc.businesses.create(user.id, {
      legal_name: 'X GmbH',
      exclusively_taxable_in_country_of_taxation: true,
      ...second,
    });
    expect(business).toMatchObject(second);
  });
});

describe('what hangs on an identity', () => {
  it('keeps one address, shown in the identity, changed by PATCH', async () => {
    const { user, identity } = await personalInvestor(t);
    const address = await t.client.kyc.addresses.get(user.id, identity.id);
    expect(address).toMatchObject({ ...own({ street: 'Torstraße', country: 'DE' }), number: '49' });
    expect(identity.address).toEqual(address);
    await expect(t.client.kyc.addresses.create(user.id, identity.id, addressForm())).rejects.toMatchObject({
      status: 422,
      code: 'already_exists',
    });
    const moved = await t.client.kyc.addresses.update(user.id, identity.id, address.id, { city: 'Potsdam', zip: '14467' });
    expect(moved).toMatchObject({ id: address.id, number: '49', ...own({ street: 'Torstraße', city: 'Potsdam', zip: '14467' }) });
    await expect(t.client.kyc.addresses.update(user.id, identity.id, address.id, { country: 'Germany' })).rejects.toMatchObject({
      fields: { country: ['must be an ISO 3166-1 alpha-2 country code'] },
    });
  });

  it('answers 404 for a missing address and for another identity address', async () => {
    const user = await newUser();
    const identity = await t.client.kyc.identities.create(user.id, identityForm());
    await expect(t.client.kyc.addresses.get(user.id, identity.id)).rejects.toMatchObject({ status: 404 });
    const other = await personalInvestor(t);
    const address = await t.client.kyc.addresses.create(user.id, identity.id, addressForm());
    await expect(
      t.client.kyc.addresses.update(other.user.id, other.identity.id, address.id, { city: 'Bonn' }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(t.client.kyc.addresses.create(user.id, identity.id, { ...addressForm(), street: '' })).rejects.toMatchObject({
      fields: { street: ['must not be empty'] },
    });
  });

  it('lists the identity terms accepted, and refuses terms not accepted', async () => {
    const user = await newUser();
    const identity = await t.client.kyc.identities.create(user.id, identityForm());
    expect(await t.client.kyc.identityTerms.list(user.id, identity.id)).toEqual([]);
    const term = await t.client.kyc.identityTerms.accept(user.id, identity.id);
    expect(term).toMatchObject({ ...own({ identity_id: identity.id }), accepted: true });
    expect(await t.client.kyc.identityTerms.list(user.id, identity.id)).toEqual([term]);
    await expect(
      t.client.kyc.identityTerms.accept(user.id, identity.id, { accepted: false as true }),
    ).rejects.toMatchObject({ fields: { accepted: ['must be accepted'] } });
  });

  it('keeps one PEP status, replaced by the next, with details for a PEP', async () => {
    const user = await newUser();
    const identity = await t.client.kyc.identities.create(user.id, identityForm());
    await expect(t.client.kyc.pepStatus.get(user.id, identity.id)).rejects.toMatchObject({ status: 404 });
    const first = await t.client.kyc.pepStatus.create(user.id, identity.id, { pep: false });
    expect(first).toMatchObject({ ...own({ identity_id: identity.id }), pep: false, details: null });
    await expect(t.client.kyc.pepStatus.create(user.id, identity.id, { pep: true })).rejects.toMatchObject({
      fields: { details: ['is required for a politically exposed person'] },
    });
    const second = await t.client.kyc.pepStatus.create(user.id, identity.id, { pep: true, details: 'Mayor of Potsdam' });
    expect(second).toMatchObject({ id: first.id, pep: true, details: 'Mayor of Potsdam' });
    expect(await t.client.kyc.pepStatus.get(user.id, identity.id)).toEqual(second);
  });

  it('keeps one KYC verification and its identity document', async () => {
    const user = await newUser();
    const identity = await t.client.kyc.identities.create(user.id, identityForm());
    await expect(t.client.kyc.kycVerification.get(user.id, identity.id)).rejects.toMatchObject({ status: 404 });
    const document = { type: 'id_card' as const, number: 'L01X00T47', expires: '2031-08-01', issuing_country: 'DE' };
    await expect(t.client.kyc.identityDocument.create(user.id, identity.id, document)).rejects.toMatchObject({ status: 404 });

    const verification = await t.client.kyc.kycVerification.create(user.id, identity.id, {
      method: 'eid',
      provider: 'AusweisApp',
      reference: 'case-4711',
      verified_at: '2026-01-05T10:00:00Z',
    });
    expect(verification).toMatchObject({ ...own({ identity_id: identity.id }), method: 'eid', verified_at: '2026-01-05T10:00:00.000Z' });
    const replaced = await t.client.kyc.kycVerification.create(user.id, identity.id, { method: 'postident' });
    expect(replaced).toMatchObject({ id: verification.id, method: 'postident', provider: null, verified_at: null });
    expect(await t.client.kyc.kycVerification.get(user.id, identity.id)).toEqual(replaced);
    await expect(t.client.kyc.kycVerification.create(user.id, identity.id, { method: 'telepathy' as 'eid' })).rejects.toMatchObject(
      { fields: { method: [expect.stringContaining('must be one of') as string] } },
    );

    await expect(t.client.kyc.identityDocument.get(user.id, identity.id)).rejects.toMatchObject({ status: 404 });
    const saved = await t.client.kyc.identityDocument.create(user.id, identity.id, {
      ...document,
      issued: '2021-08-02',
      issuing_authority: 'Stadt Potsdam',
    });
    expect(saved).toMatchObject({ ...own({ kyc_verification_id: verification.id }), ...document, issuing_authority: 'Stadt Potsdam' });
    expect(await t.client.kyc.identityDocument.get(user.id, identity.id)).toEqual(saved);
    await expect(
      t.client.kyc.identityDocument.create(user.id, identity.id, { ...document, issued: '2032-01-01' }),
    ).rejects.toMatchObject({ fields: { expires: ['must be after the issue date'] } });
  });
});

describe('legal representatives and business owners', () => {
  it('are identities: their own paths and the identity paths reach them', async () => {
    const user = await newUser(true);
    const representative = await t.client.kyc.legalRepresentatives.create(user.id, legalRepresentativeForm());
    expect(representative).toMatchObject({ kind: 'legal_representative', sole_right_of_representation: true });
    expect(await t.client.kyc.legalRepresentatives.list(user.id)).toEqual([representative]);
    // Read through the identity path, an identity without `kind` (minimal) takes the path's kind.
    expect(await t.client.kyc.identities.get(user.id, representative.id)).toEqual({ ...representative, ...(testVariant() === 'minimal' && { kind: 'personal' }) });
    expect(await t.client.kyc.identities.list(user.id)).toEqual([]);

    // PATCH through the identity path validates with the representative's own form.
    const renamed = await t.client.kyc.identities.update(user.id, representative.id, { last_name: 'Becker-Hansen' });
    expect(renamed).toMatchObject({ ...own({ kind: 'legal_representative' }), last_name: 'Becker-Hansen', sole_right_of_representation: true });
    const address = await t.client.kyc.addresses.create(user.id, representative.id, addressForm());
    expect((await t.client.kyc.legalRepresentatives.get(user.id, representative.id)).address).toMatchObject({ id: address.id, ...own({ city: 'Berlin' }) });

    await expect(t.client.kyc.legalRepresentatives.create(user.id, legalRepresentativeForm())).rejects.toMatchObject({
      code: 'already_exists',
    });
    await expect(t.client.kyc.legalRepresentatives.delete(user.id, representative.id)).resolves.toEqual({ success: true });
    expect(await t.client.kyc.legalRepresentatives.list(user.id)).toEqual([]);
  });

  it('reach only their own kind on their own paths', async () => {
    const { user, representative, owners } = await businessInvestor(t);
    const owner = owners[0]!;
    expect(owner).toMatchObject({ kind: 'business_owner', ...own({ sole_right_of_representation: null }) });
    expect(share(owner.share)).toBe('60.00');
    await expect(t.client.kyc.legalRepresentatives.get(user.id, owner.id)).rejects.toMatchObject({ status: 404 });
    await expect(t.client.kyc.businessOwners.get(user.id, representative.id)).rejects.toMatchObject({ status: 404 });
    await expect(t.client.kyc.businessOwners.delete(user.id, representative.id)).rejects.toMatchObject({ status: 404 });
    expect((await t.client.kyc.businessOwners.list(user.id)).map((o) => o.first_name)).toEqual(['Jonas', 'Marie']);
  });

  it('belong to business investors only', async () => {
    const user = await newUser();
    for (const call of [
      () => t.client.kyc.legalRepresentatives.create(user.id, legalRepresentativeForm()),
      () => t.client.kyc.businessOwners.create(user.id, businessOwnerForm()),
      () => t.client.kyc.businesses.create(user.id, { legal_name: 'X GmbH' }),
    ]) {
      await expect(call()).rejects.toMatchObject({ status: 422, code: 'wrong_investor_type' });
    }
  });

  it('keeps the owners shares between 0 and 100 and at most 100 in total', async () => {
    const { user, owners } = await businessInvestor(t);
    await expect(t.client.kyc.businessOwners.create(user.id, businessOwnerForm({ share: '0.01' }))).rejects.toMatchObject({
      kind: 'validation',
      fields: { share: ['the shares of all business owners may total at most 100; the others hold 100.00'] },
    });
    const zero = await t.client.kyc.businessOwners.create(user.id, businessOwnerForm({ share: 0 }));
    expect(share(zero.share)).toBe('0.00');
    const [jonas, marie] = owners as [(typeof owners)[0], (typeof owners)[0]];
    await expect(t.client.kyc.businessOwners.update(user.id, marie.id, { share: '40.5' })).rejects.toMatchObject({
      fields: { share: ['the shares of all business owners may total at most 100; the others hold 60.00'] },
    });
    // An owner's own share does not count against itself.
    expect(share((await t.client.kyc.businessOwners.update(user.id, jonas.id, { share: '55' })).share)).toBe('55.00');
    expect(share((await t.client.kyc.businessOwners.update(user.id, marie.id, { share: '45' })).share)).toBe('45.00');
    for (const [share, message] of [
      ['101', 'must be between 0 and 100'],
      ['-1', 'must be between 0 and 100'],
      ['33.333', 'must have at most 2 decimal places'],
    ]) {
      await expect(t.client.kyc.businessOwners.create(user.id, businessOwnerForm({ share }))).rejects.toMatchObject({
        fields: { share: [message] },
      });
    }
    await expect(
      t.client.kyc.businessOwners.create(user.id, { ...businessOwnerForm(), share: undefined as unknown as string }),
    ).rejects.toMatchObject({ fields: { share: ['is required'] } });
  });
});

describe('businesses', () => {
  it('keeps one business per business investor with its address', async () => {
    const user = await newUser(true);
    expect(await t.client.kyc.businesses.list(user.id)).toEqual([]);
    const business = await t.client.kyc.businesses.create(user.id, { legal_name: 'Windkraft Nord GmbH', legal_form: 'GmbH' });
    expect(business).toMatchObject({ ...own({ user_id: user.id, address: null }), legal_name: 'Windkraft Nord GmbH', register_number: null });
    await expect(t.client.kyc.businesses.create(user.id, { legal_name: 'Other GmbH' })).rejects.toMatchObject({
      code: 'already_exists',
    });
    const changed = await t.client.kyc.businesses.update(user.id, business.id, { register_number: 'HRB 1' });
    expect(changed).toMatchObject({ legal_name: 'Windkraft Nord GmbH', register_number: 'HRB 1' });

    await expect(t.client.kyc.businessAddresses.get(user.id, business.id)).rejects.toMatchObject({ status: 404 });
    const address = await t.client.kyc.businessAddresses.create(user.id, business.id, addressForm());
    const moved = await t.client.kyc.businessAddresses.update(user.id, business.id, address.id, { number: '50' });
    expect(moved).toMatchObject({ id: address.id, number: '50' });
    expect(await t.client.kyc.businessAddresses.get(user.id, business.id)).toEqual(moved);
    // A minimal host's business carries no address (the spec does not name one on it).
    expect((await t.client.kyc.businesses.list(user.id))[0]?.address).toEqual(testVariant() === 'minimal' ? undefined : moved);
  });

  it("answers 404 for an unknown business and for another user's", async () => {
    const mine = await newUser(true);
    const { user: other, business } = await businessInvestor(t);
    const address = await t.client.kyc.businessAddresses.get(other.id, business.id);
    for (const call of [
      () => t.client.kyc.businesses.update(mine.id, business.id, { legal_name: 'Mine now' }),
      () => t.client.kyc.businesses.update(other.id, randomUUID(), { legal_name: 'X' }),
      () => t.client.kyc.businessAddresses.get(mine.id, business.id),
      () => t.client.kyc.businessAddresses.create(mine.id, business.id, addressForm()),
      () => t.client.kyc.businessAddresses.update(mine.id, business.id, address.id, { city: 'X' }),
    ]) {
      await expect(call()).rejects.toMatchObject({ kind: 'not_found' });
    }
  });
});

describe('404s', () => {
  it("answers 404 for another user's identity on every identity path, and for unknown ids", async () => {
    const { user, identity } = await personalInvestor(t);
    const stranger = await newUser();
    const calls: Array<[string, (userId: string, id: string) => Promise<unknown>]> = [
      ['get', (u, i) => t.client.kyc.identities.get(u, i)],
      ['update', (u, i) => t.client.kyc.identities.update(u, i, { first_name: 'Mallory' })],
      ['delete', (u, i) => t.client.kyc.identities.delete(u, i)],
      ['terms', (u, i) => t.client.kyc.identityTerms.list(u, i)],
      ['accept terms', (u, i) => t.client.kyc.identityTerms.accept(u, i)],
      ['pep', (u, i) => t.client.kyc.pepStatus.get(u, i)],
      ['set pep', (u, i) => t.client.kyc.pepStatus.create(u, i, { pep: false })],
      ['address', (u, i) => t.client.kyc.addresses.get(u, i)],
      ['add address', (u, i) => t.client.kyc.addresses.create(u, i, addressForm())],
      ['verification', (u, i) => t.client.kyc.kycVerification.get(u, i)],
      ['verify', (u, i) => t.client.kyc.kycVerification.create(u, i, { method: 'eid' })],
      ['document', (u, i) => t.client.kyc.identityDocument.get(u, i)],
      ['files', (u, i) => t.client.kyc.identityAttachments.list(u, i)],
      ['start video', (u, i) => t.client.kyc.videoIdentifications.start(u, i)],
    ];
    for (const [name, call] of calls) {
      for (const [userId, identityId] of [
        [stranger.id, identity.id],
        [user.id, randomUUID()],
        [user.id, 'not-a-uuid'],
        [randomUUID(), identity.id],
      ] as const) {
        const error = await call(userId, identityId).catch((e: unknown) => e);
        expect([name, (error as { status?: number }).status]).toEqual([name, 404]);
      }
    }
    expect((await t.client.kyc.identities.get(user.id, identity.id)).first_name).toBe('Jörg');
  });

  it('answers 404 for the KYC status of an unknown user', async () => {
    await expect(t.client.kyc.status(randomUUID())).rejects.toMatchObject({ status: 404 });
  });
});

describe('the KYC status', () => {
  const complete = { status: 'complete', missing: [] };
  const notApplicable = { status: 'not_applicable', missing: [] };

  it('follows a personal investor from nothing to a finished KYC', async () => {
    const user = await newUser();
    expect(await t.client.kyc.status(user.id)).toMatchObject({
      identity: { status: 'incomplete', missing: ['identity'] },
      address: { status: 'incomplete', missing: ['address'] },
      bank_account: { status: 'incomplete', missing: ['bank_account'] },
      video_identification: { status: 'incomplete', missing: ['video_identification'] },
      email: complete,
      business: notApplicable,
      legal_reps: notApplicable,
      documents: { status: 'incomplete', missing: ['identity_document'] },
    });
    const identity = await t.client.kyc.identities.create(user.id, { first_name: 'Jörg', last_name: 'Ünal', citizenship: 'DE' });
    expect((await t.client.kyc.status(user.id)).identity.missing).toEqual([
      'date_of_birth',
      'place_of_birth',
      'country_of_birth',
      'tax_id_number',
      'country_of_taxation',
      'exclusively_taxable_in_country_of_taxation',
      'not_us_income_tax',
      'not_pep',
      'identity_terms',
    ]);
    await t.client.kyc.identities.update(user.id, identity.id, identityForm());
    expect((await t.client.kyc.status(user.id)).identity.missing).toEqual(['identity_terms']);

    const person = await personalInvestor(t);
    const status = await t.client.kyc.status(person.user.id);
    expect(status).toMatchObject({ identity: complete, address: complete, bank_account: complete, documents: complete });
    expect(status.video_identification).toMatchObject({ status: 'incomplete', missing: ['video_identification'] });
    const video = await t.client.kyc.videoIdentifications.start(person.user.id, person.identity.id);
    await t.operator.completeVideoIdentification(video.id, { status: 'success' });
    expect((await t.client.kyc.status(person.user.id)).video_identification).toMatchObject(complete);
  });

  it('checks a business investor through its business, owners and legal representative', async () => {
    const user = await newUser(true);
    expect(await t.client.kyc.status(user.id)).toMatchObject({
      identity: notApplicable,
      address: { status: 'incomplete', missing: ['address'] },
      business: { status: 'incomplete', missing: ['business'] },
      legal_reps: { status: 'incomplete', missing: ['legal_representative'] },
      documents: { status: 'incomplete', missing: ['business_document', 'identity_document'] },
    });
    await t.client.kyc.businesses.create(user.id, { legal_name: 'Windkraft Nord GmbH' });
    const owner = await t.client.kyc.businessOwners.create(user.id, { first_name: 'A', last_name: 'B', share: '100' });
    await t.client.kyc.legalRepresentatives.create(user.id, legalRepresentativeForm());
    const status = await t.client.kyc.status(user.id);
    expect(status.business.missing).toEqual([
      'legal_form',
      'register_number',
      'tax_id_number',
      'country_of_taxation',
      'exclusively_taxable_in_country_of_taxation',
      `business_owners.${owner.id}.citizenship`,
      `business_owners.${owner.id}.date_of_birth`,
      `business_owners.${owner.id}.not_pep`,
      `business_owners.${owner.id}.country_of_taxation`,
    ]);
    expect(status.legal_reps.missing).toEqual(['address', 'identity_terms']);

    const full = await businessInvestor(t);
    expect(await t.client.kyc.status(full.user.id)).toMatchObject({
      identity: notApplicable,
      address: complete,
      bank_account: complete,
      video_identification: { status: 'incomplete', missing: ['video_identification'] },
      email: complete,
      business: complete,
      legal_reps: complete,
      documents: complete,
    });
  });
});

describe('raw requests', () => {
  it('answers 400 for a missing wrapper and ignores unknown fields', async () => {
    const user = await newUser();
    const path = `/api/v1/users/${user.id}/kyc/identities`;
    expect((await signedRaw(t, 'POST', path, '{"first_name": "A"}')).status).toBe(400);
    const created = await signedRaw(t, 'POST', path, JSON.stringify({ identity: { first_name: 'A', last_name: 'B', shoe_size: 44 } }));
    expect(created.status).toBe(201);
    expect(created.json).not.toHaveProperty('shoe_size');
  });
});
