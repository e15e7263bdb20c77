// What the KYC forms ask before they save, beyond the API's schema: every field a complete KYC
// part needs (the lists the host's KycStatus counts with), a person's tax ID by its country's
// format and check digit, with the rule in words, and what a part still lacks after a save.
import { describe, expect, it } from 'vitest';
import type { KycCheck, KycStatus } from '../../src-shared/wire/kyc';
import { missingData } from '../../src-shared/wire/kyc';
import { BUSINESS_FIELDS_FOR_COMPLETE, incompleteFields, personFieldsForComplete, stillMissing, taxIdProblems } from '../../src-renderer/screens/kyc/forms/complete';
import { knownTaxIdCountry, taxIdProblem } from '../../src-renderer/screens/kyc/forms/tax-id';
import { businessValues, flipped, identityForm, ownerValues, personValues } from '../../src-renderer/screens/kyc/forms/values';
import { de } from '../../src-renderer/screens/kyc/i18n/de';
import { en } from '../../src-renderer/screens/kyc/i18n/en';
import { identityData } from '../support/identity';

const complete = () => ({
  ...personValues(),
  first_name: 'Lena',
  last_name: 'Vogel',
  date_of_birth: '1990-05-17',
  place_of_birth: 'Graz',
  country_of_birth: 'AT',
  citizenship: 'AT',
  not_pep: 'yes' as const,
  not_us_income_tax: 'yes' as const,
  tax_id_number: '36574261809',
  country_of_taxation: 'DE',
  exclusively_taxable_in_country_of_taxation: 'yes' as const,
});

describe('the fields a complete KYC part needs', () => {
  it('are, for a person, the contact and financial data the checklist counts', () => {
    expect(personFieldsForComplete('personal')).toEqual([
      'first_name',
      'last_name',
      'date_of_birth',
      'place_of_birth',
      'country_of_birth',
      'citizenship',
      'tax_id_number',
      'country_of_taxation',
      'exclusively_taxable_in_country_of_taxation',
      'not_us_income_tax',
      'not_pep',
    ]);
    expect(personFieldsForComplete('legal_representative')).toContain('sole_right_of_representation');
    expect(personFieldsForComplete('business_owner')).toEqual(
      expect.arrayContaining(['citizenship', 'date_of_birth', 'not_pep', 'country_of_taxation', 'share']),
    );
    expect(BUSINESS_FIELDS_FOR_COMPLETE).toEqual([
      'legal_name',
      'legal_form',
      'register_number',
      'tax_id_number',
      'country_of_taxation',
      'exclusively_taxable_in_country_of_taxation',
    ]);
  });

  it('are each named when empty or unanswered, so a form with the names alone does not save', () => {
    const names = { ...personValues(), first_name: 'Lena', last_name: 'Vogel' };
    const problems = incompleteFields(names, personFieldsForComplete('personal'));
    expect(Object.keys(problems)).toEqual(personFieldsForComplete('personal').filter((f) => !f.endsWith('_name')));
    expect(problems.not_pep).toEqual({ key: 'complete.required' });
    expect(incompleteFields({ ...complete(), place_of_birth: '  ' }, personFieldsForComplete('personal'))).toEqual({
      place_of_birth: { key: 'complete.required' },
    });
    expect(incompleteFields(ownerValues(undefined, 'en'), personFieldsForComplete('business_owner'))).toHaveProperty('share');
    expect(incompleteFields(businessValues(), BUSINESS_FIELDS_FOR_COMPLETE)).toHaveProperty('register_number');
  });

  it('leave nothing for the checklist to miss once the form passes', () => {
    expect(incompleteFields(complete(), personFieldsForComplete('personal'))).toEqual({});
    const sent = identityForm(complete());
    expect(missingData(identityData({ ...sent, gender: null, family_status: null } as Parameters<typeof identityData>[0]))).toEqual([]);
  });
});

describe('a declaration the API keeps negated', () => {
  it('is asked the positive way: “politically exposed? No” keeps not_pep true', () => {
    expect(flipped('no')).toBe('yes');
    expect(flipped('yes')).toBe('no');
    expect(flipped('')).toBe('');
    expect(identityForm({ ...complete(), not_pep: flipped('no') }).not_pep).toBe(true);
  });
});

describe('a tax ID by its country’s rule', () => {
  it('checks a German Steuer-ID’s 11 digits and check digit', () => {
    expect(taxIdProblem('DE', '36574261809')).toBeUndefined();
    expect(taxIdProblem('de', '36 574 261 809')).toBeUndefined();
    expect(taxIdProblem('DE', '36574261808')).toEqual({ country: 'DE', kind: 'checksum' });
    expect(taxIdProblem('DE', '3657426180')).toEqual({ country: 'DE', kind: 'format' });
    expect(taxIdProblem('DE', '3657426180X')).toEqual({ country: 'DE', kind: 'format' });
  });

  it('checks the other known countries, and leaves unknown countries and empty IDs alone', () => {
    expect(taxIdProblem('AT', '591199013')).toBeUndefined();
    expect(taxIdProblem('AT', '591199014')).toEqual({ country: 'AT', kind: 'checksum' });
    expect(taxIdProblem('IT', 'RCCMNL83S18D969H')).toBeUndefined();
    expect(taxIdProblem('IT', 'RCCMNL83S18D969A')).toEqual({ country: 'IT', kind: 'checksum' });
    expect(taxIdProblem('NL', '111222333')).toBeUndefined();
    expect(taxIdProblem('ES', '12345678Z')).toBeUndefined();
    expect(taxIdProblem('ES', '12345678A')).toEqual({ country: 'ES', kind: 'checksum' });
    expect(taxIdProblem('CH', '123')).toBeUndefined();
    expect(taxIdProblem(null, '123')).toBeUndefined();
    expect(taxIdProblem('DE', ' ')).toBeUndefined();
    expect(knownTaxIdCountry('fr')).toBe('FR');
  });

  it('checks each of a person’s tax IDs against the country it is given for', () => {
    expect(
      taxIdProblems({ tax_id_number: '36574261808', country_of_taxation: 'DE', second_tax_id_number: '36574261809', second_country_of_taxation: 'AT' }),
    ).toEqual({
      tax_id_number: { key: 'taxId.checksum', rule: 'DE' },
      second_tax_id_number: { key: 'taxId.format', rule: 'AT' },
    });
    expect(taxIdProblems({ tax_id_number: '36574261809', country_of_taxation: 'DE', second_tax_id_number: '', second_country_of_taxation: '' })).toEqual({});
  });

  it('says each country’s rule in words, in English and German', () => {
    expect(en.taxId.rules.DE).toBe('A German tax ID (Steuer-ID) has 11 digits; the last is a check digit.');
    expect(de.taxId.rules.DE).toBe('Die deutsche Steuer-ID hat 11 Ziffern; die letzte ist eine Prüfziffer.');
    for (const country of ['AT', 'DE', 'ES', 'FR', 'IT', 'NL'] as const) {
      expect(knownTaxIdCountry(country)).toBe(country);
      expect(en.taxId.rules[country]).toMatch(/digit/);
      expect(de.taxId.rules[country]).toMatch(/Ziffer/);
    }
  });
});

describe('the notice after a save', () => {
  const done: KycCheck = { status: 'complete', missing: [] };
  const status = (identity: KycCheck): KycStatus => ({
    identity,
    address: done,
    bank_account: done,
    video_identification: done,
    email: done,
    business: { status: 'not_applicable', missing: [] },
    legal_reps: { status: 'not_applicable', missing: [] },
    documents: done,
  });

  it('names what the part still lacks, and nothing when it is complete', () => {
    expect(stillMissing(status({ status: 'incomplete', missing: ['identity_terms'] }), 'identity', false)).toEqual([
      { entry: 'identity_terms', what: 'missing.identity_terms', section: 'declarations' },
    ]);
    expect(stillMissing(status(done), 'identity', false)).toEqual([]);
  });
});
