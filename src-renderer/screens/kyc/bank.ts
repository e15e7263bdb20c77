// IBAN and BIC as people read them, and what the IBAN's checksum says. Pure.
import { ValidationErrorsIBAN, electronicFormatIBAN, extractBIC, friendlyFormatIBAN, validateIBAN } from 'ibantools';

/** `DE89370400440532013000` → `DE89 3704 0044 0532 0130 00`. */
export function formatIban(iban: string): string {
  return friendlyFormatIBAN(electronicFormatIBAN(iban) ?? iban) ?? iban;
}

/** `COBADEFFXXX` → `COBA DE FF XXX`: bank, country, location, branch. */
export function formatBic(bic: string): string {
  const parts = extractBIC(bic.replace(/\s+/g, '').toUpperCase());
  if (!parts.valid) return bic;
  return [parts.bankCode, parts.countryCode, parts.locationCode, parts.branchCode].filter(Boolean).join(' ');
}

/**
 * What the IBAN's check digits say (ISO 13616, mod 97): `valid`, `checksum` (well formed, but
 * the check digits do not match: a typo), `format` (not an IBAN of a known country), `empty`.
 */
export type IbanState = 'valid' | 'checksum' | 'format' | 'empty';

export function ibanState(text: string): IbanState {
  const iban = electronicFormatIBAN(text) ?? '';
  if (iban === '') return 'empty';
  const { valid, errorCodes } = validateIBAN(iban);
  if (valid) return 'valid';
  const checksumOnly = errorCodes.every(
    (code) => code === ValidationErrorsIBAN.WrongIBANChecksum || code === ValidationErrorsIBAN.WrongAccountBankBranchChecksum,
  );
  return checksumOnly ? 'checksum' : 'format';
}
