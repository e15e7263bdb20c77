// A person's tax ID checked by its country's format and check digit, where the country's rule
// is known. Only these countries' validators are imported (one file each, not the whole
// library): the renderer bundle stays small. Pure, so it is tested without a browser.
import * as AT from 'stdnum/lib/cjs/at/tin';
import * as DE from 'stdnum/lib/cjs/de/idnr';
import * as ES from 'stdnum/lib/cjs/es/nif';
import * as FR from 'stdnum/lib/cjs/fr/nif';
import * as IT from 'stdnum/lib/cjs/it/codicefiscale';
import * as NL from 'stdnum/lib/cjs/nl/bsn';

const VALIDATORS = { AT, DE, ES, FR, IT, NL } as const;

/** Countries whose personal tax ID is checked; each has its rule in words (`taxId.rules.<country>`). */
export type TaxIdCountry = keyof typeof VALIDATORS;

export function knownTaxIdCountry(country: string | null | undefined): TaxIdCountry | undefined {
  const code = country?.toUpperCase();
  return code !== undefined && code in VALIDATORS ? (code as TaxIdCountry) : undefined;
}

/** `checksum`: the right shape, but the check digit does not fit (a typo); `format`: not the shape at all. */
export interface TaxIdProblem {
  country: TaxIdCountry;
  kind: 'format' | 'checksum';
}

/** What is wrong with a tax ID for that country, if its rule is known and the ID breaks it. Empty is not checked here. */
export function taxIdProblem(country: string | null | undefined, taxId: string): TaxIdProblem | undefined {
  const known = knownTaxIdCountry(country);
  if (!known || taxId.trim() === '') return undefined;
  const result = VALIDATORS[known].validate(taxId);
  if (result.isValid) return undefined;
  return { country: known, kind: result.error?.name === 'InvalidChecksum' ? 'checksum' : 'format' };
}
