// The amount field reads what is typed in the person's own convention and asks when the other
// convention reads it differently; a choice rewrites the field so the question does not return.
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { AmountField } from '../../src-renderer/components/AmountField';
import { renderScreen } from './desk';

function Amount({ label }: { label: string }) {
  const [value, setValue] = useState('');
  return <AmountField label={label} value={value} onChange={setValue} />;
}

describe('the amount field', () => {
  it('in English: reads 1,234.5 as it is, asks about 1.234 and takes the reading chosen', async () => {
    const { user } = await renderScreen(<Amount label="Amount" />);
    const field = screen.getByLabelText('Amount');
    await user.type(field, '1,234.5');
    expect(screen.getByText('Read as 1,234.50.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    await user.clear(field);
    await user.type(field, '1.234');
    const question = screen.getByRole('alert');
    expect(question.textContent).toContain('Did you mean 1.234 or 1,234.00?');
    await user.click(screen.getByRole('button', { name: '1,234.00' }));
    expect((field as HTMLInputElement).value).toBe('1,234.00');
    expect(screen.getByText('Read as 1,234.00.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('in German: asks about 12.345 in German words and numbers, and takes the reading chosen', async () => {
    const { user } = await renderScreen(<Amount label="Betrag" />, { language: 'de' });
    const field = screen.getByLabelText('Betrag');
    await user.type(field, '1.234,5');
    expect(screen.getByText('Gelesen als 1.234,50.')).toBeTruthy();

    await user.clear(field);
    await user.type(field, '12.345');
    expect(screen.getByRole('alert').textContent).toContain('Meinten Sie 12.345,00 oder 12,345?');
    await user.click(screen.getByRole('button', { name: '12,345' }));
    // Three decimals would read as a group of thousands in English: a fourth keeps it one amount.
    expect((field as HTMLInputElement).value).toBe('12,3450');
    expect(screen.getByText('Gelesen als 12,345.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
