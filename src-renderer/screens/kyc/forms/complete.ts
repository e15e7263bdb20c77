// What a KYC form asks before it saves, beyond the API's schema: every field the host needs for
// a complete KYC part (the same lists `kycStatus` counts with, so the form and the checklist
// never disagree), and a person's tax IDs by their country's rule. Pure, so tested in Node.
import { type Business, type IdentityData, type IdentityKind, type KycStatus, kycStatus, missingData } from '@wire/kyc';
import { type CheckName, type MissingItem, checklist } from '../checklist';
import { type TaxIdCountry, taxIdProblem } from './tax-id';

/** The fields the KYC needs from a person of this kind: all that an empty one lacks. */
export function personFieldsForComplete(kind: IdentityKind): readonly string[] {
  return missingData({ kind } as IdentityData);
}

/** The fields the KYC needs from a business: all that an empty one lacks (its owners are a form of their own). */
export const BUSINESS_FIELDS_FOR_COMPLETE: readonly string[] = kycStatus({
  business_investor: true,
  email: '',
  bank_account: false,
  people: [],
  business: { data: {} as Omit<Business, 'address'>, address: true, documents: true },
}).business.missing.filter((entry) => !entry.startsWith('business_owners'));

/** A message of the form's own check, as a key of the `kyc` namespace; a tax ID's with its country's rule. */
export interface FormProblem {
  key: 'complete.required' | 'taxId.format' | 'taxId.checksum';
  rule?: TaxIdCountry;
}

const blank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** Each field the KYC needs that is left empty (or unanswered). */
export function incompleteFields(values: object, required: readonly string[]): Record<string, FormProblem> {
  const value = (field: string): unknown => (values as Record<string, unknown>)[field];
  return Object.fromEntries(required.filter((field) => blank(value(field))).map((field) => [field, { key: 'complete.required' }]));
}

/** A person's tax IDs, each checked by the rule of the country it is given for. */
export function taxIdProblems(values: {
  tax_id_number: string;
  country_of_taxation: string;
  second_tax_id_number: string;
  second_country_of_taxation: string;
}): Record<string, FormProblem> {
  const problems: Record<string, FormProblem> = {};
  const pairs = [
    ['tax_id_number', values.country_of_taxation, values.tax_id_number],
    ['second_tax_id_number', values.second_country_of_taxation, values.second_tax_id_number],
  ] as const;
  for (const [field, country, id] of pairs) {
    const problem = taxIdProblem(country, id);
    if (problem) problems[field] = { key: `taxId.${problem.kind}`, rule: problem.country };
  }
  return problems;
}

/** What a KYC part still lacks after a save, for the notice: nothing when the part is complete. */
export function stillMissing(status: KycStatus, check: CheckName, businessInvestor: boolean): MissingItem[] {
  return checklist(status, businessInvestor).find((item) => item.check === check)?.missing ?? [];
}
