import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, Country } from '../../src-shared/wire/countries';
import {
  BusinessForm,
  IdentityForm,
  type IdentityData,
  type KycFacts,
  type KycPerson,
  base64DecodedLength,
  contentMatchesType,
  kycStatus,
  missingData,
  shareProblem,
  videoIdentificationGaps,
} from '../../src-shared/wire/kyc';
import { fieldTexts } from '../../src-shared/wire/errors';
import { fieldText } from '../../src-shared/wire/field-messages';
import { TIMES, identityData } from '../support/identity';

function person(overrides: Partial<KycPerson> = {}, data: Partial<IdentityData> = {}): KycPerson {
  return { identity: identityData(data), address: true, identity_terms: true, documents: true, identified: true, ...overrides };
}

function facts(overrides: Partial<KycFacts> = {}): KycFacts {
  return { business_investor: false, email: 'anna@example.com', bank_account: true, people: [], business: null, ...overrides };
}

const complete = { status: 'complete', missing: [] };
const notApplicable = { status: 'not_applicable', missing: [] };
const incomplete = (...missing: string[]) => ({ status: 'incomplete', missing });

describe('KycStatus of a personal investor', () => {
  it('is complete with everything in place; business and legal representatives do not apply', () => {
    expect(kycStatus(facts({ people: [person()] }))).toEqual({
      identity: complete,
      address: complete,
      bank_account: complete,
      video_identification: complete,
      email: complete,
      business: notApplicable,
      legal_reps: notApplicable,
      documents: complete,
    });
  });

  it('names what is missing, line by line', () => {
    const status = kycStatus(
      facts({
        email: '',
        bank_account: false,
        people: [
          person(
            { address: false, identity_terms: false, documents: false, identified: false },
            { tax_id_number: null, not_pep: null },
          ),
        ],
      }),
    );
    expect(status).toEqual({
      identity: incomplete('tax_id_number', 'not_pep', 'identity_terms'),
      address: incomplete('address'),
      bank_account: incomplete('bank_account'),
      video_identification: incomplete('video_identification'),
      email: incomplete('email'),
      business: notApplicable,
      legal_reps: notApplicable,
      documents: incomplete('identity_document'),
    });
  });

  it('looks at the personal identity only', () => {
    const status = kycStatus(facts({ people: [person({}, { kind: 'business_owner', share: '10' })] }));
    expect(status.identity).toEqual(incomplete('identity'));
    expect(status.video_identification).toEqual(incomplete('video_identification'));
  });
});

describe('KycStatus of a business investor', () => {
  const business = {
    data: {
      id: 'b1',
      user_id: 'u1',
      legal_name: 'Nordlicht Energie GmbH',
      legal_form: 'GmbH',
      register_number: 'HRB 1',
      tax_id_number: '079/123/45678',
      country_of_taxation: 'DE',
      second_country_of_taxation: null,
      second_tax_id_number: null,
      exclusively_taxable_in_country_of_taxation: true,
      ...TIMES,
    },
    address: true,
    documents: true,
  };
  const representative = person({}, { id: 'r1', kind: 'legal_representative', sole_right_of_representation: true });
  const owner = person({ identified: false }, { id: 'o1', kind: 'business_owner', share: '100' });

  it('is complete with business, owners and an identified legal representative; no personal identity applies', () => {
    expect(kycStatus(facts({ business_investor: true, business, people: [representative, owner] }))).toEqual({
      identity: notApplicable,
      address: complete,
      bank_account: complete,
      video_identification: complete,
      email: complete,
      business: complete,
      legal_reps: complete,
      documents: complete,
    });
  });

  it('names the business, owners, representative and documents that are missing', () => {
    expect(kycStatus(facts({ business_investor: true }))).toMatchObject({
      address: incomplete('address'),
      video_identification: incomplete('video_identification'),
      business: incomplete('business'),
      legal_reps: incomplete('legal_representative'),
      documents: incomplete('business_document', 'identity_document'),
    });
    const gaps = kycStatus(
      facts({
        business_investor: true,
        business: { ...business, data: { ...business.data, register_number: null }, documents: false },
        people: [
          person({ address: false, identity_terms: false }, { id: 'r1', kind: 'legal_representative' }),
          person({}, { id: 'o1', kind: 'business_owner', share: null, citizenship: null }),
        ],
      }),
    );
    expect(gaps.business).toEqual(incomplete('register_number', 'business_owners.o1.citizenship', 'business_owners.o1.share'));
    expect(gaps.legal_reps).toEqual(incomplete('sole_right_of_representation', 'address', 'identity_terms'));
    expect(gaps.documents).toEqual(incomplete('business_document'));
    expect(kycStatus(facts({ business_investor: true, business, people: [representative] })).business).toEqual(
      incomplete('business_owners'),
    );
  });
});

describe('the data each kind of identity needs', () => {
  it('asks a personal identity for its contact and financial data', () => {
    expect(missingData(identityData())).toEqual([]);
    expect(missingData(identityData({ place_of_birth: null, exclusively_taxable_in_country_of_taxation: null }))).toEqual([
      'place_of_birth',
      'exclusively_taxable_in_country_of_taxation',
    ]);
    // false is an answer, not a gap.
    expect(missingData(identityData({ not_pep: false, not_us_income_tax: false }))).toEqual([]);
  });

  it("asks a legal representative for the right of representation and an owner for the spec's short list", () => {
    expect(missingData(identityData({ kind: 'legal_representative' }))).toEqual(['sole_right_of_representation']);
    const owner = identityData({ kind: 'business_owner', place_of_birth: null, tax_id_number: null, share: '25.00' });
    expect(missingData(owner)).toEqual([]);
    expect(missingData({ ...owner, share: null })).toEqual(['share']);
  });
});

describe('the video identification prerequisites', () => {
  it('are met with contact and financial data, an address, a bank account and identity terms', () => {
    expect(videoIdentificationGaps(person({ documents: false, identified: false }), true)).toEqual({});
  });

  it('name each one missing', () => {
    expect(fieldTexts(videoIdentificationGaps(person({ address: false, identity_terms: false }, { citizenship: null }), false))).toEqual({
      identity: ['lacks citizenship'],
      address: ['is missing'],
      bank_account: ['is missing'],
      identity_terms: ['must be accepted'],
    });
  });

  it('are not for business owners', () => {
    expect(Object.keys(videoIdentificationGaps(person({}, { kind: 'business_owner', share: '1' }), true))).toEqual(['identity']);
  });
});

describe('the share rule', () => {
  it.each<[string, string[], boolean]>([
    ['40', ['60'], true],
    ['40.01', ['60'], false],
    ['0.01', ['33.33', '33.33', '33.33'], true],
    ['0.02', ['33.33', '33.33', '33.33'], false],
    ['100', [], true],
    ['0', ['100.00'], true],
  ])('%s beside %j fits: %s', (share, others, fits) => {
    expect(shareProblem(share, others) === undefined).toBe(fits);
  });

  it('says what the others hold', () => {
    const problem = shareProblem('50', ['30', '30.5']);
    expect(problem && fieldText(problem)).toBe('the shares of all business owners may total at most 100; the others hold 60.50');
  });
});

describe('the second-taxation rule in the forms', () => {
  const second = { second_country_of_taxation: 'AT', second_tax_id_number: '123' };
  it.each([
    ['false without the second pair', { exclusively_taxable_in_country_of_taxation: false }, false],
    ['false with it', { exclusively_taxable_in_country_of_taxation: false, ...second }, true],
    ['true without it', { exclusively_taxable_in_country_of_taxation: true }, true],
    ['true with it', { exclusively_taxable_in_country_of_taxation: true, ...second }, true],
    ['unanswered without it', {}, true],
    ['unanswered with it', second, true],
  ])('%s: valid %s', (_name, taxation, valid) => {
    expect(IdentityForm.safeParse({ first_name: 'A', last_name: 'B', ...taxation }).success).toBe(valid);
    expect(BusinessForm.safeParse({ legal_name: 'A GmbH', ...taxation }).success).toBe(valid);
  });
});

describe('attachment content', () => {
  const b64 = (bytes: number[] | string) => Buffer.from(typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : bytes).toString('base64');

  it.each([[0], [1], [2], [3], [4], [5], [1000]])('counts the decoded bytes of %i bytes without decoding', (n) => {
    expect(base64DecodedLength(Buffer.alloc(n, 0xab).toString('base64'))).toBe(n);
  });

  it('knows PDF, JPEG and PNG by their first bytes', () => {
    expect(contentMatchesType(b64('%PDF-1.7\n'), 'application/pdf')).toBe(true);
    expect(contentMatchesType(b64([0xff, 0xd8, 0xff]), 'image/jpeg')).toBe(true);
    expect(contentMatchesType(b64('\x89PNG\r\n\x1a\n\0\0'), 'image/png')).toBe(true);
    expect(contentMatchesType(b64('%PDF-1.7\n'), 'image/png')).toBe(false);
    expect(contentMatchesType(b64('<svg onload=alert(1)>'), 'image/jpeg')).toBe(false);
    expect(contentMatchesType(b64('%PD'), 'application/pdf')).toBe(false);
  });
});

describe('countries', () => {
  it('are the 249 ISO 3166-1 alpha-2 codes, taken in any case', () => {
    expect(COUNTRY_CODES.size).toBe(249);
    expect(Country.parse(' de ')).toBe('DE');
    for (const code of ['XX', 'EU', 'UK', 'DEU', '']) expect(Country.safeParse(code).success).toBe(false);
  });
});
