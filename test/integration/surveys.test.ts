// Surveys: a name and one answer per question key; taken again, a survey is added.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SurveyForm } from '../../src-shared/wire/surveys';
import { userForm } from '../support/fixtures';
import { signedRaw } from '../support/raw';
import { type TestSandbox, startTestSandbox } from '../support/sandbox';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

const experience = { name: 'investment_experience', data: { shares: true, crowdinvesting_years: 3, horizon: '5-10' } };

describe('surveys', () => {
  it("lists all the user's surveys or those of one name; a survey taken again is added", async () => {
    const user = await t.client.users.create(userForm());
    expect(await t.client.surveys.list(user.id)).toEqual([]);
    const first = await t.client.surveys.create(user.id, experience);
    expect(first).toMatchObject({ user_id: user.id, ...experience });
    const risk = await t.client.surveys.create(user.id, { name: 'risk_profile', data: { loss_bearable: false } });
    const again = await t.client.surveys.create(user.id, { ...experience, data: { shares: true, crowdinvesting_years: 4 } });

    expect(await t.client.surveys.list(user.id)).toEqual([first, risk, again]);
    expect(await t.client.surveys.list(user.id, { name: 'investment_experience' })).toEqual([first, again]);
    expect(await t.client.surveys.list(user.id, { name: 'unknown' })).toEqual([]);
    const stranger = await t.client.users.create(userForm());
    expect(await t.client.surveys.list(stranger.id)).toEqual([]);
  });

  it.each<[string, unknown, string, string]>([
    ['an empty name', { ...experience, name: '' }, 'name', 'must not be empty'],
    ['data that is not an object', { ...experience, data: ['yes'] }, 'data', 'must be an object of question keys to answers'],
    ['no answers', { ...experience, data: {} }, 'data', 'must answer at least one question'],
    ['an answer that is an object', { ...experience, data: { shares: { yes: 1 } } }, 'data.shares', 'must be a string, a number or a boolean'],
    ['an empty question key', { ...experience, data: { '': 'x' } }, 'data.', "question keys are 1 to 100 letters, digits, '_', '.' or '-'"],
    ['no data', { name: 'x' }, 'data', 'is required'],
  ])('refuses %s (422)', async (_name, survey, field, message) => {
    const user = await t.client.users.create(userForm());
    await expect(t.client.surveys.create(user.id, survey as SurveyForm)).rejects.toMatchObject({
      kind: 'validation',
      fields: { [field]: [message] },
    });
    expect(await t.client.surveys.list(user.id)).toEqual([]);
  });

  it('answers 404 for an unknown user and 400 for a missing wrapper', async () => {
    await expect(t.client.surveys.list(randomUUID())).rejects.toMatchObject({ status: 404 });
    await expect(t.client.surveys.create(randomUUID(), experience)).rejects.toMatchObject({ status: 404 });
    const user = await t.client.users.create(userForm());
    expect((await signedRaw(t, 'POST', `/api/v1/users/${user.id}/surveys`, JSON.stringify(experience))).status).toBe(400);
  });
});
