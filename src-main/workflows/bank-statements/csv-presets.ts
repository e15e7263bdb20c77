// The column mappings shipped with the desk, each named after the export it reads and
// tested on a sample laid out like it (test/fixtures/statements/).
import type { CsvMapping } from '../../../src-shared/domain/bank-statements';

export const CSV_PRESETS: readonly CsvMapping[] = [
  {
    // Online banking "Export CSV-CAMT V2": Windows-1252, one header row.
    name: 'Sparkasse CSV-CAMT V2',
    delimiter: ';',
    decimal_separator: ',',
    date_format: 'DD.MM.YY',
    columns: {
      booking_date: 'Buchungstag',
      amount: 'Betrag',
      currency: 'Waehrung',
      remittance: 'Verwendungszweck',
      payer_name: 'Beguenstigter/Zahlungspflichtiger',
      payer_iban: 'Kontonummer/IBAN',
      bank_reference: 'Kundenreferenz (End-to-End)',
    },
  },
  {
    // "Umsätze als CSV" since 2023: UTF-8, a few lines about the account before the header,
    // amounts in euro without a currency column.
    name: 'DKB Umsatzliste',
    delimiter: ';',
    decimal_separator: ',',
    date_format: 'DD.MM.YY',
    columns: {
      booking_date: 'Buchungsdatum',
      amount: 'Betrag (€)',
      remittance: 'Verwendungszweck',
      payer_name: 'Zahlungspflichtige*r',
      payer_iban: 'IBAN',
      bank_reference: 'Kundenreferenz',
    },
    currency: 'EUR',
  },
];
