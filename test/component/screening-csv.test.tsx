// The auditor's CSV names its period in the desk's own days: from 1 January to the day it is
// asked for, that day read when the button is pressed, also on a screen left open overnight.
import { screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { RunCard } from '../../src-renderer/screens/screening/RunCard';
import { renderScreen } from './desk';

afterEach(() => {
  vi.useRealTimers();
});

it('ends the period on the day the export is asked for, unless another day is picked', async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 11, 31, 23, 59));
  const { desk, user } = await renderScreen(<RunCard />, {
    answers: { 'screening.run': () => null, 'screening.exportCsv': () => ({ saved: false }) },
    words: ['screening'],
  });
  expect(screen.getByLabelText<HTMLInputElement>('From').value).toBe('2026-01-01');
  expect(screen.getByLabelText<HTMLInputElement>('To').value).toBe('2026-12-31');
  const exportCsv = screen.getByRole('button', { name: 'Export for the auditor (CSV)…' });
  await user.click(exportCsv);

  // Past midnight, the screen still open: the period reaches the new day.
  vi.setSystemTime(new Date(2027, 0, 1, 0, 1));
  await user.click(exportCsv);
  expect(desk.inputsOf('screening.exportCsv')).toEqual([
    { from: '2026-01-01', to: '2026-12-31' },
    { from: '2026-01-01', to: '2027-01-01' },
  ]);
  expect(screen.getByLabelText<HTMLInputElement>('To').value).toBe('2027-01-01');

  // A day picked stays what it is.
  const to = screen.getByLabelText('To');
  await user.clear(to);
  await user.type(to, '2026-06-30');
  await user.click(document.body);
  await user.click(exportCsv);
  expect(desk.inputsOf('screening.exportCsv').at(-1)).toEqual({ from: '2026-01-01', to: '2026-06-30' });
});
