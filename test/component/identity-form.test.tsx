// The KYC identity form asks for every field a complete KYC needs before anything is sent,
// and checks a tax ID by its country's rule. (Saving, and the notice of what the part still
// lacks, are end-to-end: kyc-dialogs.spec.ts.)
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Identity } from '@wire/kyc';
import { PersonFormModal } from '../../src-renderer/screens/kyc/forms/PersonFormModal';
import { SANDBOX_PROFILE, renderScreen } from './desk';

/** A person with everything but the tax residence and the declarations, as a demo investor is. */
const greta: Identity = {
  id: 'identity-greta',
  kind: 'personal',
  first_name: 'Greta',
  last_name: 'Hoffmann',
  citizenship: 'DE',
  date_of_birth: '1961-07-04',
  place_of_birth: 'Bremen',
  country_of_birth: 'DE',
  family_status: 'married',
  gender: 'female',
  not_pep: null,
  not_us_income_tax: null,
  country_of_taxation: null,
  tax_id_number: null,
  exclusively_taxable_in_country_of_taxation: null,
  address: null,
  video_identifications: [],
};

const answers = {
  'profiles.active': () => SANDBOX_PROFILE,
  'config.get': () => ({ timezone: 'Europe/Berlin', supported_countries: ['AT', 'DE'] }),
};
const RULE = { en: 'A German tax ID (Steuer-ID) has 11 digits; the last is a check digit.', de: 'Die deutsche Steuer-ID hat 11 Ziffern; die letzte ist eine Prüfziffer.' };

/** Greta with a German tax ID whose check digit does not fit. */
const mistyped: Identity = { ...greta, country_of_taxation: 'DE', tax_id_number: '36574261808' };

async function open(identity: Identity, language: 'en' | 'de') {
  const rendered = await renderScreen(<PersonFormModal opened onClose={() => {}} userId="user-greta" kind="personal" identity={identity} />, {
    answers,
    language,
    words: ['kyc'],
  });
  const dialog = within(await screen.findByRole('dialog', { name: language === 'de' ? 'Greta Hoffmann bearbeiten' : 'Edit Greta Hoffmann' }));
  return { ...rendered, dialog };
}

// Every change re-renders each country picker's list: the tests make few of them.
describe('the KYC identity form', () => {
  it('asks for the tax residence and both declarations before sending anything', async () => {
    const { dialog, desk, user } = await open(greta, 'en');
    expect(dialog.getByRole('textbox', { name: 'Tax ID' }).hasAttribute('required')).toBe(true);
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    // The tax ID, its country, the taxation answer and both declarations.
    expect(await dialog.findAllByText('Needed for a complete KYC.')).toHaveLength(5);
    expect(desk.inputsOf('kyc.identities.update')).toEqual([]);
  });

  it('checks a German tax ID’s check digit, and takes it once it fits', async () => {
    const { dialog, desk, user } = await open(mistyped, 'en');
    expect(dialog.getByText(RULE.en)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText(`The check digit does not fit: a typo? ${RULE.en}`)).toBeTruthy();
    const taxId = dialog.getByRole('textbox', { name: 'Tax ID' });
    await user.clear(taxId);
    // Pasted, as tax IDs are (and one change, not eleven).
    await user.paste('36574261809');
    expect(dialog.queryByText(`The check digit does not fit: a typo? ${RULE.en}`)).toBeNull();
    expect(desk.inputsOf('kyc.identities.update')).toEqual([]);
  });

  it('says the same in German', async () => {
    const { dialog, user } = await open(mistyped, 'de');
    await user.click(dialog.getByRole('button', { name: 'Speichern' }));
    expect(await dialog.findByText(`Die Prüfziffer passt nicht – ein Tippfehler? ${RULE.de}`)).toBeTruthy();
    // The taxation answer and both declarations.
    expect(dialog.getAllByText('Für ein vollständiges KYC erforderlich.')).toHaveLength(3);
  });
});
