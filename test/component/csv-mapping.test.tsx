// The CSV mapping dialog shows each amount of the file's first rows as it will be read, in the
// screen's language, and does not import while the mapping would misread them: an amount the
// chosen separator cannot read, or amounts both conventions read differently until the person
// has chosen one.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CsvMapping, CsvToMap } from '@contract';
import { CsvMappingDialog } from '../../src-renderer/screens/payments/statements/CsvMappingDialog';
import { renderScreen } from './desk';

const csvOf = (amounts: string[]): CsvToMap => ({
  fileId: 'f',
  path: '/statements/export.csv',
  delimiter: ';',
  rows: [['Konto', 'DE89370400440532013000'], ['Datum', 'Betrag', 'Zweck'], ...amounts.map((a) => ['20.11.2026', a, 'OM-B3N0R5T1'])],
});
const answers = { 'statements.presets': () => [] };

async function mapped(amounts: string[], language: 'en' | 'de' = 'en') {
  const imported: CsvMapping[] = [];
  const rendered = await renderScreen(<CsvMappingDialog csv={csvOf(amounts)} onClose={() => {}} onImport={async (m) => void imported.push(m)} />, {
    answers,
    language,
    words: ['payments'],
  });
  const dialog = within(await screen.findByRole('dialog'));
  const labels = language === 'en' ? { amount: 'Amount', name: 'Name of the mapping', import: 'Import' } : { amount: 'Betrag', name: 'Name der Zuordnung', import: 'Importieren' };
  await rendered.user.type(dialog.getByLabelText(labels.name), 'Bank');
  for (const [field, column] of [[labels.amount, 'Betrag'], [language === 'en' ? 'Booking date' : 'Buchungstag', 'Datum'], [language === 'en' ? 'Remittance text' : 'Verwendungszweck', 'Zweck']] as const) {
    // Typed and picked with the keyboard.
    const input = dialog.getByLabelText(new RegExp(`^${field}`), { selector: 'input' });
    await rendered.user.clear(input);
    await rendered.user.type(input, `${column}{ArrowDown}{Enter}`);
  }
  const importButton = () => dialog.getByRole('button', { name: labels.import });
  return { ...rendered, dialog, imported, importButton };
}

describe('the CSV mapping dialog', () => {
  it('asks which convention amounts that read differently mean, shows them as read, and imports with the one chosen', async () => {
    const { dialog, user, imported, importButton } = await mapped(['12.345', '1.000']);
    expect(dialog.getByRole('alert').textContent).toContain('“12.345” reads as 12,345.00 with a decimal comma and as 12.345 with a decimal point. Which does the file mean?');
    expect((importButton() as HTMLButtonElement).disabled).toBe(true);
    await user.click(dialog.getByRole('button', { name: 'Point (1,234.56)' }));
    expect(dialog.queryByRole('alert')).toBeNull();
    expect(dialog.getByTestId('mapping-amounts').textContent).toBe('Amounts as read: 12.345 · 1.00');
    await user.click(importButton());
    expect(imported).toMatchObject([{ decimal_separator: '.', columns: { amount: 'Betrag' } }]);
  });

  it('does not ask when one amount settles the convention, and reads debits with their sign', async () => {
    const { dialog, user, imported, importButton } = await mapped(['1.000', '-12,50'], 'de');
    expect(dialog.queryByRole('alert')).toBeNull();
    expect(dialog.getByTestId('mapping-amounts').textContent).toBe('Beträge gelesen als: 1.000,00 · −12,50');
    await user.click(importButton());
    expect(imported).toMatchObject([{ decimal_separator: ',' }]);
  });

  it('names an amount the chosen separator cannot read, offers the one that reads it, and imports nothing before', async () => {
    const { dialog, user, imported, importButton } = await mapped(['1,234.56', '500.00'], 'de');
    expect(dialog.getByRole('alert').textContent).toContain('„1,234.56“ ist mit Dezimalkomma kein Betrag.');
    expect((importButton() as HTMLButtonElement).disabled).toBe(true);
    expect(imported).toEqual([]);
    await user.click(dialog.getByRole('button', { name: 'Mit Dezimalpunkt lesen' }));
    expect(dialog.getByTestId('mapping-amounts').textContent).toBe('Beträge gelesen als: 1.234,56 · 500,00');
    await user.click(importButton());
    expect(imported).toMatchObject([{ decimal_separator: '.' }]);
  });
});
