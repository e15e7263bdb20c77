// The KYC forms as they check before sending: their values become the API's forms and are
// checked with the API's own zod schemas, with the field messages the form shows, in English
// and German. Also: files checked before upload, IBAN and BIC as shown, the German patterns.
import { describe, expect, it } from 'vitest';
import { AttachmentUpload } from '../../src-shared/contract';
import { BankAccountForm } from '../../src-shared/wire/bank-accounts';
import type { FieldMessage } from '../../src-shared/wire/field-messages';
import { SurveyForm } from '../../src-shared/wire/surveys';
import {
  AddressForm,
  BusinessOwnerForm,
  IdentityDocumentForm,
  IdentityForm,
  KycVerificationForm,
  LegalRepresentativeForm,
  PepStatusForm,
  shareProblem,
} from '../../src-shared/wire/kyc';
import { check } from '../../src-renderer/components/check';
import { fieldMessageText } from '../../src-renderer/i18n/field-messages';
import { formatBic, formatIban, ibanState } from '../../src-renderer/screens/kyc/bank';
import { base64ToBytes, bytesToBase64, contentProblem, contentTypeOf, fileProblem, formatSize } from '../../src-renderer/screens/kyc/files';
import {
  addressForm,
  addressValues,
  bankAccountForm,
  blankAnswer,
  businessOwnerForm,
  identityDocumentForm,
  identityForm,
  kycVerificationForm,
  legalRepresentativeForm,
  ownerValues,
  pepStatusForm,
  personValues,
  surveyForm,
} from '../../src-renderer/screens/kyc/forms/values';
import { currentSurveys, totalShare } from '../../src-renderer/screens/kyc/summaries';

const person = (overrides: Partial<ReturnType<typeof personValues>> = {}) => ({
  ...personValues(),
  first_name: 'Lena',
  last_name: 'Vogel',
  ...overrides,
});

describe('the identity form', () => {
  it('needs only the names; the rest may come later', () => {
    expect(check(IdentityForm, identityForm(person()), 'en')).toEqual({
      ok: true,
      value: expect.objectContaining({ first_name: 'Lena', not_pep: null, country_of_taxation: null }) as unknown,
    });
    expect(check(IdentityForm, identityForm(person({ first_name: ' ' })), 'en')).toEqual({
      ok: false,
      errors: { first_name: 'This field must not be empty.' },
    });
  });

  it('asks for the second country and tax id exactly when not taxable in one country alone', () => {
    const notAlone = person({ country_of_taxation: 'DE', exclusively_taxable_in_country_of_taxation: 'no' });
    expect(check(IdentityForm, identityForm(notAlone), 'en')).toEqual({
      ok: false,
      errors: {
        second_country_of_taxation: 'This is required when the holder is not taxable in the country of taxation only.',
        second_tax_id_number: 'This is required when the holder is not taxable in the country of taxation only.',
      },
    });
    const both = { ...notAlone, second_country_of_taxation: 'at', second_tax_id_number: '123456789' };
    expect(check(IdentityForm, identityForm(both), 'en')).toMatchObject({ ok: true, value: { second_country_of_taxation: 'AT' } });
    // Taxable in one country alone, with a second pair (as a host may hold it): the pair is kept and sent.
    const alone = { ...both, exclusively_taxable_in_country_of_taxation: 'yes' as const };
    expect(identityForm(alone)).toMatchObject({ second_country_of_taxation: 'at', second_tax_id_number: '123456789' });
    expect(check(IdentityForm, identityForm(alone), 'en')).toMatchObject({ ok: true, value: { second_country_of_taxation: 'AT' } });
    // Emptied by the user: sent as null, which clears it; not required then.
    const cleared = { ...alone, second_country_of_taxation: '', second_tax_id_number: '' };
    expect(identityForm(cleared)).toMatchObject({ second_country_of_taxation: null, second_tax_id_number: null });
    expect(check(IdentityForm, identityForm(cleared), 'en').ok).toBe(true);
  });

  it('checks dates and countries as the host does, and says so in German', () => {
    const wrong = person({ date_of_birth: '2999-01-01', citizenship: 'XX' });
    expect(check(IdentityForm, identityForm(wrong), 'de')).toEqual({
      ok: false,
      errors: { date_of_birth: 'Geben Sie ein Datum in der Vergangenheit ein.', citizenship: 'Wählen Sie ein Land (einen Ländercode nach ISO 3166-1 wie DE).' },
    });
  });

  it('keeps yes, no and not answered apart, and sends a representative’s sole right', () => {
    const values = person({ not_pep: 'yes', not_us_income_tax: 'no', sole_right_of_representation: 'yes' });
    expect(identityForm(values)).toMatchObject({ not_pep: true, not_us_income_tax: false });
    expect(identityForm(values)).not.toHaveProperty('sole_right_of_representation');
    expect(legalRepresentativeForm(values)).toMatchObject({ sole_right_of_representation: true });
    expect(check(LegalRepresentativeForm, legalRepresentativeForm(values), 'en').ok).toBe(true);
    expect(identityForm(person()).not_pep).toBeNull();
  });
});

describe('the business owner form', () => {
  it('takes the share the language’s way and checks it as the host does', () => {
    const values = { ...ownerValues(undefined, 'de'), first_name: 'Ole', last_name: 'Petersen', share: '12,5' };
    expect(check(BusinessOwnerForm, businessOwnerForm(values, 'de'), 'de')).toMatchObject({ ok: true, value: { share: '12.5' } });
    expect(check(BusinessOwnerForm, businessOwnerForm({ ...values, share: '' }, 'de'), 'de')).toEqual({
      ok: false,
      errors: { share: 'Dieses Feld ist erforderlich.' },
    });
    expect(check(BusinessOwnerForm, businessOwnerForm({ ...values, share: '12,345' }, 'de'), 'de')).toEqual({
      ok: false,
      errors: { share: 'Geben Sie höchstens 2 Nachkommastellen ein, z. B. 1.234,56.' },
    });
    expect(check(BusinessOwnerForm, businessOwnerForm({ ...values, share: '101' }, 'de'), 'en')).toEqual({
      ok: false,
      errors: { share: 'Enter a number from 0 to 100.' },
    });
  });

  it('shows a stored share for editing in the language’s way', () => {
    expect(ownerValues({ share: '40.50' } as never, 'de').share).toBe('40,50');
  });

  it('adds the shares up exactly, and the total may not pass 100', () => {
    expect(totalShare([{ share: '33.33' }, { share: '33.33' }, { share: '33.34' }])).toBe('100.00');
    expect(totalShare([])).toBe('0.00');
    const problem = shareProblem('40.01', ['60']);
    expect(problem).toEqual({ code: 'shares_total', args: { others: '60.00' } });
    expect(problem && fieldMessageText(problem, 'en')).toBe('The shares of all business owners may total at most 100; the others hold 60.00.');
    expect(problem && fieldMessageText(problem, 'de')).toBe(
      'Die Anteile aller wirtschaftlich Berechtigten dürfen zusammen höchstens 100 betragen; die anderen halten 60,00.',
    );
  });
});

describe('address, bank account, PEP status, verification and identity document', () => {
  it('needs every part of an address', () => {
    expect(check(AddressForm, addressForm(addressValues()), 'en')).toEqual({
      ok: false,
      errors: {
        street: 'This field must not be empty.',
        number: 'This field must not be empty.',
        zip: 'This field must not be empty.',
        city: 'This field must not be empty.',
        country: 'This field is required.',
      },
    });
  });

  it('checks the IBAN’s checksum and the BIC’s form', () => {
    const form = { iban: 'DE89 3704 0044 0532 0130 01', bic: 'cobadeffxxx', owner: 'Lena Vogel' };
    expect(check(BankAccountForm, bankAccountForm(form), 'de')).toEqual({ ok: false, errors: { iban: 'Geben Sie eine gültige IBAN wie DE89 3704 0044 0532 0130 00 ein.' } });
    expect(check(BankAccountForm, bankAccountForm({ ...form, iban: 'DE89 3704 0044 0532 0130 00' }), 'en')).toEqual({
      ok: true,
      value: { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', owner: 'Lena Vogel' },
    });
  });

  it('needs the office of a politically exposed person', () => {
    expect(check(PepStatusForm, pepStatusForm({ pep: 'yes', details: '' }), 'de')).toEqual({
      ok: false,
      errors: { details: 'Dies ist bei einer politisch exponierten Person erforderlich.' },
    });
    expect(check(PepStatusForm, pepStatusForm({ pep: '', details: '' }), 'en')).toEqual({ ok: false, errors: { pep: 'This field is required.' } });
    expect(check(PepStatusForm, pepStatusForm({ pep: 'no', details: '' }), 'en')).toEqual({
      ok: true,
      value: { pep: false, details: null },
    });
  });

  it('sends the verification time as an ISO timestamp', () => {
    const form = kycVerificationForm({ method: 'postident', provider: '', reference: 'A-1', verified_at: '2026-03-01 10:30:00' });
    const checked = check(KycVerificationForm, form, 'en');
    expect(checked.ok).toBe(true);
    expect(form.verified_at).toBe(new Date('2026-03-01T10:30:00').toISOString());
    expect(check(KycVerificationForm, kycVerificationForm({ method: '', provider: '', reference: '', verified_at: null }), 'en')).toEqual({
      ok: false,
      errors: { method: 'This field is required.' },
    });
  });

  it('needs an identity document’s type, number, expiry and country, expiring after issue', () => {
    const document = { type: 'passport', number: 'C01X00T47', issued: '2030-01-01', expires: '2029-01-01', issuing_authority: '', issuing_country: 'de' };
    expect(check(IdentityDocumentForm, identityDocumentForm(document), 'de')).toEqual({
      ok: false,
      errors: { expires: 'Geben Sie ein Ablaufdatum nach dem Ausstellungsdatum ein.' },
    });
    const empty = { type: '', number: '', issued: null, expires: null, issuing_authority: '', issuing_country: '' };
    expect(Object.keys((check(IdentityDocumentForm, identityDocumentForm(empty), 'en') as { errors: object }).errors).sort()).toEqual([
      'expires',
      'issuing_country',
      'number',
      'type',
    ]);
  });
});

describe('a dropped file, before it is sent', () => {
  const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

  it('is a PDF, JPEG or PNG, by its MIME type or else its extension', () => {
    expect(contentTypeOf({ name: 'scan.PDF', type: '' })).toBe('application/pdf');
    expect(contentTypeOf({ name: 'scan.jpg', type: 'application/octet-stream' })).toBe('image/jpeg');
    expect(contentTypeOf({ name: 'scan.png', type: 'image/png' })).toBe('image/png');
    expect(contentTypeOf({ name: 'page.html', type: 'text/html' })).toBeUndefined();
    expect(contentTypeOf({ name: 'vector.svg', type: 'image/svg+xml' })).toBeUndefined();
    expect(contentTypeOf({ name: 'scan.png', type: 'text/html' })).toBeUndefined();
  });

  it('is at most 10 MiB and not empty', () => {
    expect(fileProblem({ name: 'a.pdf', type: 'application/pdf', size: 10 * 1024 * 1024 })).toBeUndefined();
    expect(fileProblem({ name: 'a.pdf', type: 'application/pdf', size: 10 * 1024 * 1024 + 1 })).toEqual({
      kind: 'too_large',
      size: 10 * 1024 * 1024 + 1,
    });
    expect(fileProblem({ name: 'a.pdf', type: 'application/pdf', size: 0 })).toEqual({ kind: 'empty' });
    expect(fileProblem({ name: 'a.txt', type: 'text/plain', size: 5 })).toEqual({ kind: 'type', type: 'text/plain' });
    expect(formatSize(11 * 1024 * 1024, 'en')).toBe('11 MiB');
    expect(formatSize(1536, 'de')).toBe('1,5 KiB');
  });

  it('holds what its type says', () => {
    expect(contentProblem(PNG, 'image/png')).toBeUndefined();
    expect(contentProblem(PNG, 'application/pdf')).toEqual({ kind: 'content', type: 'application/pdf' });
    expect(bytesToBase64(base64ToBytes(PNG))).toBe(PNG);
  });

  it('goes out in the form the IPC router checks', () => {
    const upload = {
      holder: 'identity',
      userId: 'u1',
      identityId: 'i1',
      type: 'passport',
      number: 'P 1234/56',
      attachment: { file_name: 'scan.png', content_type: 'image/png', content_base64: PNG, issued: '2030-01-01', expires: '2029-01-01' },
    };
    expect(check(AttachmentUpload, upload, 'en')).toEqual({ ok: false, errors: { 'attachment.expires': 'Enter an expiry date after the issue date.' } });
    expect(check(AttachmentUpload, { ...upload, number: 'P#1' }, 'de')).toEqual({
      ok: false,
      errors: {
        number: 'Verwenden Sie nur Buchstaben, Ziffern, Leerzeichen, „-“, „.“ und „/“.',
        'attachment.expires': 'Geben Sie ein Ablaufdatum nach dem Ausstellungsdatum ein.',
      },
    });
    const business = { holder: 'business', userId: 'u1', type: 'passport', attachment: { file_name: 'x.png', content_type: 'image/png', content_base64: PNG } };
    expect(check(AttachmentUpload, business, 'en')).toMatchObject({ ok: false, errors: { type: expect.stringMatching(/^Choose one of/) as string } });
  });
});

describe('IBAN and BIC as shown', () => {
  it('groups the IBAN by four and the BIC by its parts', () => {
    expect(formatIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(formatBic('COBADEFFXXX')).toBe('COBA DE FF XXX');
    expect(formatBic('PBNKDEFF')).toBe('PBNK DE FF');
    expect(formatBic('not a bic')).toBe('not a bic');
  });

  it('tells a typo in the check digits from something that is no IBAN', () => {
    expect(ibanState('DE89 3704 0044 0532 0130 00')).toBe('valid');
    expect(ibanState('DE89 3704 0044 0532 0130 01')).toBe('checksum');
    expect(ibanState('DE00 1234')).toBe('format');
    expect(ibanState('  ')).toBe('empty');
  });
});

describe('the survey form', () => {
  it('sends text, numbers typed the language’s way and yes/no answers; empty rows are left out', () => {
    const values = {
      name: 'investment_experience',
      answers: [
        { key: 'shares', kind: 'yes_no' as const, value: 'yes' },
        { key: 'crowdinvesting_years', kind: 'number' as const, value: '2,5' },
        { key: 'note', kind: 'text' as const, value: 'by phone' },
        { key: '', kind: 'text' as const, value: '' },
      ],
    };
    expect(check(SurveyForm, surveyForm(values, 'de'), 'de')).toEqual({
      ok: true,
      value: { name: 'investment_experience', data: { shares: true, crowdinvesting_years: 2.5, note: 'by phone' } },
    });
  });

  it('checks question keys and that something was answered, as the host does', () => {
    const bad = { name: 'x', answers: [{ key: 'risk understood', kind: 'text' as const, value: 'yes' }] };
    expect(check(SurveyForm, surveyForm(bad, 'en'), 'de')).toEqual({
      ok: false,
      errors: { 'data.risk understood': 'Frageschlüssel sind 1 bis 100 Buchstaben, Ziffern, „_“, „.“ oder „-“.' },
    });
    expect(check(SurveyForm, surveyForm({ name: 'x', answers: [blankAnswer()] }, 'en'), 'en')).toEqual({
      ok: false,
      errors: { data: 'Answer at least one question.' },
    });
  });
});

describe('surveys', () => {
  it('shows the last answers of each survey, with how often it was taken before', () => {
    const survey = (id: string, name: string) => ({ id, user_id: 'u1', name, data: {}, created_at: '2026-01-01T00:00:00.000Z' });
    expect(currentSurveys([survey('1', 'a'), survey('2', 'b'), survey('3', 'a')])).toEqual([
      { survey: survey('3', 'a'), earlier: 1 },
      { survey: survey('2', 'b'), earlier: 0 },
    ]);
  });
});

describe('the KYC field messages in German', () => {
  it.each<[FieldMessage, string]>([
    [{ code: 'past' }, 'Geben Sie ein Datum in der Vergangenheit ein.'],
    [{ code: 'between', args: { min: 0, max: 100 } }, 'Geben Sie eine Zahl von 0 bis 100 ein.'],
    [{ code: 'second_taxation_required' }, 'Dies ist erforderlich, wenn die steuerliche Ansässigkeit nicht auf einen Staat beschränkt ist.'],
    [{ code: 'file_too_big', args: { mib: 10, bytes: 10485760 } }, 'Wählen Sie eine Datei von höchstens 10\u00a0MiB (10.485.760\u00a0Bytes).'],
    [{ code: 'content_mismatch', args: { type: 'image/png' } }, 'Die Datei sieht nicht nach image/png-Inhalt aus.'],
    [{ code: 'one_of', args: { values: 'passport, id_card, residence_permit' } }, 'Wählen Sie einen dieser Werte: passport, id_card, residence_permit.'],
    [{ code: 'date_time' }, 'Geben Sie Datum und Uhrzeit wie 31.12.2026 14:30 ein.'],
    [{ code: 'accepted' }, 'Dies muss akzeptiert sein.'],
    [{ code: 'lacks', args: { fields: 'tax_id_number, not_pep' } }, 'Es fehlt: tax_id_number, not_pep.'],
  ])('%j', (message, german) => {
    expect(fieldMessageText(message, 'de')).toBe(german);
  });

  it('reads the second-taxation rule without field names in English too', () => {
    expect(fieldMessageText({ code: 'second_taxation_required' }, 'en')).toBe('This is required when the holder is not taxable in the country of taxation only.');
    expect(fieldMessageText({ code: 'not_empty' }, 'en')).toBe('This field must not be empty.');
  });
});
