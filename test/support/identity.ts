// One personal investor's identity data, complete and valid, for unit tests of what is derived
// from it (the KYC rules, the checklist, the video identification).
import type { IdentityData } from '../../src-shared/wire/kyc';

export const TIMES = { created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' };

export function identityData(overrides: Partial<IdentityData> = {}): IdentityData {
  return {
    id: 'p1',
    user_id: 'u1',
    kind: 'personal',
    first_name: 'Anna',
    last_name: 'Schmidt',
    citizenship: 'DE',
    country_of_birth: 'DE',
    date_of_birth: '1985-03-14',
    place_of_birth: 'München',
    family_status: null,
    gender: null,
    not_pep: true,
    not_us_income_tax: true,
    tax_id_number: '12345678903',
    country_of_taxation: 'DE',
    second_country_of_taxation: null,
    second_tax_id_number: null,
    exclusively_taxable_in_country_of_taxation: true,
    sole_right_of_representation: null,
    share: null,
    ...TIMES,
    ...overrides,
  };
}
