// What the KYC forms hold (strings, as inputs do) and the API form each becomes. The forms
// check the result with the API's own zod schemas (components/forms.ts `check`), so these
// only translate: empty text to null, yes/no answers to booleans, German decimals to plain.
import { localDay } from '@contract';
import type { BankAccount, BankAccountForm } from '@wire/bank-accounts';
import type {
  Address,
  AddressForm,
  Business,
  BusinessForm,
  BusinessOwnerForm,
  Identity,
  IdentityDocument,
  IdentityDocumentForm,
  IdentityForm,
  KycVerification,
  KycVerificationForm,
  LegalRepresentativeForm,
  PepStatus,
  PepStatusForm,
} from '@wire/kyc';
import type { SurveyForm } from '@wire/surveys';
import { decimalForInput, parseDecimal } from '../../../format';

/**
 * A form as its inputs fill it, before the API's schema checks it: every field of the API
 * form is there, but a value may still be missing or wrong, for the check to say so.
 */
export type Draft<T> = { [K in keyof T]-?: T[K] | string | null | undefined };

/** A yes/no question that may be unanswered: the API keeps null for "not answered". */
export type YesNo = '' | 'yes' | 'no';

export const yesNo = (value: boolean | null | undefined): YesNo => (value === true ? 'yes' : value === false ? 'no' : '');
/** The other answer: a question asked the positive way of a field the API keeps negated (`not_pep`). */
export const flipped = (value: YesNo): YesNo => (value === 'yes' ? 'no' : value === 'no' ? 'yes' : '');
const answer = (value: YesNo): boolean | null => (value === 'yes' ? true : value === 'no' ? false : null);

/** Optional text, country or date: empty is null (the API's "not given"). */
const optional = (value: string | null): string | null => (value === null || value.trim() === '' ? null : value.trim());
/** A required value left empty is absent, so the message reads "is required". */
const required = (value: string | null): string | undefined => (value === null || value.trim() === '' ? undefined : value);

// ---- Identities: personal, legal representative, business owner ---------------------------

export interface TaxValues {
  tax_id_number: string;
  country_of_taxation: string;
  exclusively_taxable_in_country_of_taxation: YesNo;
  second_country_of_taxation: string;
  second_tax_id_number: string;
}

type Taxed = Pick<Identity, 'tax_id_number' | 'country_of_taxation' | 'exclusively_taxable_in_country_of_taxation'> &
  Pick<Identity, 'second_country_of_taxation' | 'second_tax_id_number'>;

function taxValues(of: Taxed | undefined): TaxValues {
  return {
    tax_id_number: of?.tax_id_number ?? '',
    country_of_taxation: of?.country_of_taxation ?? '',
    exclusively_taxable_in_country_of_taxation: yesNo(of?.exclusively_taxable_in_country_of_taxation),
    second_country_of_taxation: of?.second_country_of_taxation ?? '',
    second_tax_id_number: of?.second_tax_id_number ?? '',
  };
}

/**
 * The spec's rule: a second country and tax id are required when not taxable in the first
 * country alone, and allowed otherwise. What is filled in is sent (a host's record keeps its
 * pair on save); an emptied field is sent as null, which clears it.
 */
export function taxForm(values: TaxValues) {
  return {
    tax_id_number: optional(values.tax_id_number),
    country_of_taxation: optional(values.country_of_taxation),
    exclusively_taxable_in_country_of_taxation: answer(values.exclusively_taxable_in_country_of_taxation),
    second_country_of_taxation: optional(values.second_country_of_taxation),
    second_tax_id_number: optional(values.second_tax_id_number),
  };
}

export interface PersonValues extends TaxValues {
  first_name: string;
  last_name: string;
  date_of_birth: string | null;
  place_of_birth: string;
  country_of_birth: string;
  citizenship: string;
  family_status: string;
  gender: string;
  not_pep: YesNo;
  not_us_income_tax: YesNo;
  /** Legal representatives only. */
  sole_right_of_representation: YesNo;
}

export function personValues(identity?: Identity): PersonValues {
  return {
    first_name: identity?.first_name ?? '',
    last_name: identity?.last_name ?? '',
    date_of_birth: identity?.date_of_birth ?? null,
    place_of_birth: identity?.place_of_birth ?? '',
    country_of_birth: identity?.country_of_birth ?? '',
    citizenship: identity?.citizenship ?? '',
    family_status: identity?.family_status ?? '',
    gender: identity?.gender ?? '',
    not_pep: yesNo(identity?.not_pep),
    not_us_income_tax: yesNo(identity?.not_us_income_tax),
    sole_right_of_representation: yesNo(identity?.sole_right_of_representation),
    ...taxValues(identity),
  };
}

export function identityForm(values: PersonValues): Draft<IdentityForm> {
  return {
    first_name: values.first_name,
    last_name: values.last_name,
    date_of_birth: optional(values.date_of_birth),
    place_of_birth: optional(values.place_of_birth),
    country_of_birth: optional(values.country_of_birth),
    citizenship: optional(values.citizenship),
    family_status: optional(values.family_status),
    gender: optional(values.gender),
    not_pep: answer(values.not_pep),
    not_us_income_tax: answer(values.not_us_income_tax),
    ...taxForm(values),
  };
}

export function legalRepresentativeForm(values: PersonValues): Draft<LegalRepresentativeForm> {
  return { ...identityForm(values), sole_right_of_representation: answer(values.sole_right_of_representation) };
}

export interface OwnerValues {
  first_name: string;
  last_name: string;
  date_of_birth: string | null;
  citizenship: string;
  not_pep: YesNo;
  country_of_taxation: string;
  /** Percent, typed the language's way (`12,5` in German). */
  share: string;
}

export function ownerValues(owner: Identity | undefined, language: string): OwnerValues {
  return {
    first_name: owner?.first_name ?? '',
    last_name: owner?.last_name ?? '',
    date_of_birth: owner?.date_of_birth ?? null,
    citizenship: owner?.citizenship ?? '',
    not_pep: yesNo(owner?.not_pep),
    country_of_taxation: owner?.country_of_taxation ?? '',
    share: owner?.share ? decimalForInput(owner.share, language) : '',
  };
}

export function businessOwnerForm(values: OwnerValues, language: string): Draft<BusinessOwnerForm> {
  return {
    first_name: values.first_name,
    last_name: values.last_name,
    date_of_birth: optional(values.date_of_birth),
    citizenship: optional(values.citizenship),
    not_pep: answer(values.not_pep),
    country_of_taxation: optional(values.country_of_taxation),
    share: parseDecimal(values.share, language) ?? required(values.share),
  };
}

// ---- Business, address, bank account ---------------------------------------------------------

export interface BusinessValues extends TaxValues {
  legal_name: string;
  legal_form: string;
  register_number: string;
}

export function businessValues(business?: Business | null): BusinessValues {
  return {
    legal_name: business?.legal_name ?? '',
    legal_form: business?.legal_form ?? '',
    register_number: business?.register_number ?? '',
    ...taxValues(business ?? undefined),
  };
}

export function businessForm(values: BusinessValues): Draft<BusinessForm> {
  return {
    legal_name: values.legal_name,
    legal_form: optional(values.legal_form),
    register_number: optional(values.register_number),
    ...taxForm(values),
  };
}

export type AddressValues = Record<keyof AddressForm, string>;

export function addressValues(address?: Address | null): AddressValues {
  return {
    street: address?.street ?? '',
    number: address?.number ?? '',
    zip: address?.zip ?? '',
    city: address?.city ?? '',
    country: address?.country ?? '',
  };
}

export function addressForm(values: AddressValues): Draft<AddressForm> {
  return { ...values, country: required(values.country) };
}

export type BankAccountValues = Record<keyof BankAccountForm, string>;

export function bankAccountValues(account?: BankAccount | null): BankAccountValues {
  return { iban: account?.iban ?? '', bic: account?.bic ?? '', owner: account?.owner ?? '' };
}

export function bankAccountForm(values: BankAccountValues): Draft<BankAccountForm> {
  return values;
}

// ---- PEP status, KYC verification, identity document -----------------------------------------

export interface PepValues {
  pep: YesNo;
  details: string;
}

export function pepValues(pep?: PepStatus | null): PepValues {
  return { pep: yesNo(pep?.pep), details: pep?.details ?? '' };
}

export function pepStatusForm(values: PepValues): Draft<PepStatusForm> {
  return { pep: answer(values.pep) ?? undefined, details: optional(values.details) };
}

export interface VerificationValues {
  method: string;
  provider: string;
  reference: string;
  /** Local date and time as the picker holds it: `YYYY-MM-DD HH:mm:ss`. */
  verified_at: string | null;
}

/** An ISO timestamp as the picker's local `YYYY-MM-DD HH:mm:ss`. */
export function localDateTime(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${localDay(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

export function verificationValues(verification?: KycVerification | null): VerificationValues {
  return {
    method: verification?.method ?? '',
    provider: verification?.provider ?? '',
    reference: verification?.reference ?? '',
    verified_at: verification?.verified_at ? localDateTime(verification.verified_at) : null,
  };
}

export function kycVerificationForm(values: VerificationValues): Draft<KycVerificationForm> {
  const at = optional(values.verified_at);
  const date = at === null ? null : new Date(at.replace(' ', 'T'));
  return {
    method: required(values.method),
    provider: optional(values.provider),
    reference: optional(values.reference),
    verified_at: date === null ? null : Number.isNaN(date.getTime()) ? at : date.toISOString(),
  };
}

export interface DocumentValues {
  type: string;
  number: string;
  issued: string | null;
  expires: string | null;
  issuing_authority: string;
  issuing_country: string;
}

export function documentValues(document?: IdentityDocument | null): DocumentValues {
  return {
    type: document?.type ?? '',
    number: document?.number ?? '',
    issued: document?.issued ?? null,
    expires: document?.expires ?? null,
    issuing_authority: document?.issuing_authority ?? '',
    issuing_country: document?.issuing_country ?? '',
  };
}

export function identityDocumentForm(values: DocumentValues): Draft<IdentityDocumentForm> {
  return {
    type: required(values.type),
    number: values.number,
    issued: optional(values.issued),
    expires: required(values.expires),
    issuing_authority: optional(values.issuing_authority),
    issuing_country: required(values.issuing_country),
  };
}

/** The details an identity file carries beside its content (type and number go in the path). */
export function documentDetails(values: DocumentValues) {
  return {
    issued: optional(values.issued),
    expires: optional(values.expires),
    issuing_authority: optional(values.issuing_authority),
    issuing_country: optional(values.issuing_country),
  };
}

// ---- Surveys --------------------------------------------------------------------------------

export const ANSWER_KINDS = ['text', 'number', 'yes_no'] as const;
export type AnswerKind = (typeof ANSWER_KINDS)[number];

export interface AnswerValues {
  key: string;
  kind: AnswerKind;
  /** Text as typed; `yes`/`no` for a yes/no answer. */
  value: string;
}

export interface SurveyValues {
  name: string;
  answers: AnswerValues[];
}

export const blankAnswer = (): AnswerValues => ({ key: '', kind: 'text', value: '' });

/** An answer as the survey's JSON holds it: text, a number (typed the language's way) or a boolean. */
export function answerValue(answer: AnswerValues, language: string): string | number | boolean {
  if (answer.kind === 'yes_no') return answer.value === 'yes';
  if (answer.kind === 'number') return Number(parseDecimal(answer.value, language) ?? Number.NaN);
  return answer.value;
}

/** SurveyForm: the name and one answer per question key (empty rows are left out). */
export function surveyForm(values: SurveyValues, language: string): Draft<SurveyForm> {
  const answered = values.answers.filter((a) => a.key.trim() !== '' || a.value.trim() !== '');
  return { name: values.name, data: Object.fromEntries(answered.map((a) => [a.key.trim(), answerValue(a, language)])) };
}
