// A KYC edit's changes as a reviewer reads them: "Last name: Schmidt → Schmitt", each field by
// the label its form gives it, each value as the investor page shows it (a country by its
// name, a declaration the API keeps negated the positive way). Pure.
import type { AuditChange, AuditValue } from '@contract';
import { formatDate } from '../../format';
import type { Translate } from '../../i18n';
import { answerKey, countryName, declaredKey } from '../kyc/words';

const COUNTRIES = new Set(['citizenship', 'country_of_birth', 'country_of_taxation', 'second_country_of_taxation', 'country', 'issuing_country']);
/** The declarations the API keeps negated, by the positive label the investor page gives them. */
const DECLARED = { not_pep: 'declared.pep', not_us_income_tax: 'declared.usIncomeTax' } as const;
const isDeclared = (field: string): field is keyof typeof DECLARED => Object.hasOwn(DECLARED, field);

function valueWords(t: Translate, language: string, field: string, value: AuditValue): string {
  if (value === null) return t('states.none', { ns: 'common' });
  if (typeof value === 'boolean') return t(isDeclared(field) ? declaredKey(value) : answerKey(value), { ns: 'kyc' });
  if (COUNTRIES.has(field)) return countryName(value, language);
  if (field === 'date_of_birth') return formatDate(value, language);
  if (field === 'family_status' || field === 'gender') {
    const key = field === 'gender' ? 'gender' : 'familyStatus';
    return t(`${key}.${value}` as 'gender.female', { ns: 'kyc', defaultValue: value });
  }
  return value;
}

/** One change in words, in the screen's language. */
export function changeLine(t: Translate, language: string, { field, before, after }: AuditChange): string {
  const label = isDeclared(field) ? t(DECLARED[field], { ns: 'kyc' }) : t(`fields.${field}` as 'fields.last_name', { ns: 'kyc', defaultValue: field });
  return t('audit.change', {
    ns: 'settings',
    field: label,
    before: valueWords(t, language, field, before),
    after: valueWords(t, language, field, after),
  });
}
