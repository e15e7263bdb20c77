// The project form checks what it can before sending: wrong values are named on their fields
// and nothing goes to the host. (The host's own refusal, shown on the field, is end-to-end:
// projects.spec.ts.)
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProjectFormModal } from '../../src-renderer/screens/projects/ProjectFormModal';
import { SANDBOX_PROFILE, renderScreen } from './desk';

const answers = { 'profiles.active': () => SANDBOX_PROFILE };

describe('the project form', () => {
  it('names each wrong value before sending, and sends nothing', async () => {
    const { desk, user } = await renderScreen(<ProjectFormModal opened onClose={() => {}} />, { answers, words: ['projects'] });
    const dialog = await screen.findByRole('dialog', { name: 'New project' });
    const form = within(dialog);
    await user.type(form.getByLabelText('Code', { exact: false }), 'has space');
    await user.type(form.getByLabelText('Name', { exact: false }), 'X');
    await user.type(form.getByLabelText('Start', { exact: false }), '2026-01-01');
    await user.type(form.getByLabelText('End', { exact: false }), '2025-01-01');
    await user.type(form.getByLabelText('Minimum investment', { exact: false }), '1.005');
    // A field left with a wrong value says so as soon as the person moves on, before any submit.
    expect(form.queryByText('Enter at most 2 decimal places, like 1,234.56.')).toBeNull();
    await user.type(form.getByLabelText('Volume', { exact: false }), '1000');
    expect(form.getByText('Enter at most 2 decimal places, like 1,234.56.')).toBeTruthy();

    await user.click(form.getByRole('button', { name: 'Create' }));
    expect(await form.findByText("Use only letters, digits, '-', '_' and '.', like SOLAR-26.")).toBeTruthy();
    expect(form.getByText('Enter an end date after the start date.')).toBeTruthy();
    expect(form.getByText('Enter at most 2 decimal places, like 1,234.56.')).toBeTruthy();
    expect(desk.inputsOf('projects.create')).toEqual([]);
  });
});
