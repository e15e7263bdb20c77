// The decision on a screening hit follows its rules before anything is recorded: a decision
// chosen, a reason for "not the same person", a note for the reason "other", and a confirmed
// match only after the person confirms it. (What a decision does to the queue and to the
// investor's money is end-to-end: screening.spec.ts.)
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ScreeningHit } from '@contract';
import { DecisionForm } from '../../src-renderer/screens/screening/DecisionForm';
import { type Answers, renderScreen } from './desk';

const hit: ScreeningHit = {
  key: 'user-ben/identity/identity-ben|custom:watchlist|W-001',
  subject: {
    key: 'user-ben/identity/identity-ben',
    userId: 'user-ben',
    role: 'identity',
    recordId: 'identity-ben',
    name: 'Ben Müller',
    birthDate: '1979-11-02',
    country: 'DE',
    kind: 'person',
    dataHash: 'a'.repeat(64),
  },
  investorName: 'Ben Müller',
  list: { source: 'custom', name: 'watchlist', published: '2026-11-01', sha256: 'b'.repeat(64) },
  entry: {
    id: 'W-001',
    kind: 'person',
    names: [{ full: 'Benjamin MUELLER', strength: 'primary' }],
    birthDates: [],
    countries: ['DE'],
    programmes: [],
    contentHash: 'c'.repeat(64),
  },
  score: 0.93,
  nameScore: 0.93,
  matchedName: 'Ben Mueller',
  matchedStrength: 'strong',
  parts: [],
  birthDate: { effect: 'unknown', delta: 0 },
  country: { effect: 'same', delta: 0 },
  algorithm: 'test',
  threshold: 0.85,
  state: 'open',
  foundAt: '2026-11-20T09:00:00.000Z',
};

/** The hit as the desk answers after recording the decision sent. */
const answers: Answers = { 'screening.decide': ({ verdict }) => ({ ...hit, state: verdict }) };

describe('the screening decision', () => {
  it('wants a decision, a reason for "not the same person" and a note for the reason "other"', async () => {
    const { desk, user } = await renderScreen(<DecisionForm hit={hit} />, { answers, words: ['screening'] });
    const record = screen.getByRole('button', { name: 'Record decision' });
    await user.click(record);
    expect(screen.getByText('Choose a decision.')).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Not the same person' }));
    await user.click(record);
    expect(screen.queryByText('Choose a decision.')).toBeNull();
    expect(screen.getByText('Choose a reason.')).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Other (say why in the note)' }));
    await user.click(record);
    expect(screen.getByText('Say why in the note.')).toBeTruthy();
    expect(desk.inputsOf('screening.decide')).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /^Note/ }), '  Passport on the record: another man.  ');
    await user.click(record);
    expect(await screen.findByText('Decision recorded: Not the same person.')).toBeTruthy();
    expect(desk.inputsOf('screening.decide')).toEqual([
      { hitKey: hit.key, verdict: 'not_same', reason: 'other', note: 'Passport on the record: another man.' },
    ]);
  });

  it('records a confirmed match only once the person confirms it', async () => {
    const { desk, user } = await renderScreen(<DecisionForm hit={hit} />, { answers, words: ['screening'] });
    await user.click(screen.getByRole('radio', { name: 'Confirmed match' }));
    await user.click(screen.getByRole('button', { name: 'Record decision' }));
    const asked = await screen.findByRole('dialog');
    expect(asked.textContent).toContain('Record “Ben Müller” as a confirmed match of watchlist W-001?');
    expect(asked.textContent).toContain('custody withdrawals for Ben Müller');
    await user.click(within(asked).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(desk.inputsOf('screening.decide')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Record decision' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm match and stop money' }));
    expect(await screen.findByText('Decision recorded: Confirmed match.')).toBeTruthy();
    expect(desk.inputsOf('screening.decide')).toEqual([{ hitKey: hit.key, verdict: 'confirmed' }]);
  });

  it('says its rules in German', async () => {
    const { desk, user } = await renderScreen(<DecisionForm hit={hit} />, { answers, language: 'de', words: ['screening'] });
    const record = screen.getByRole('button', { name: 'Entscheidung speichern' });
    await user.click(record);
    expect(screen.getByText('Wählen Sie eine Entscheidung.')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Nicht dieselbe Person' }));
    await user.click(record);
    expect(screen.getByText('Wählen Sie einen Grund.')).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'Anderer Grund (in der Notiz begründen)' }));
    await user.click(record);
    expect(screen.getByText('Begründen Sie in der Notiz.')).toBeTruthy();
    expect(desk.inputsOf('screening.decide')).toEqual([]);
  });
});
