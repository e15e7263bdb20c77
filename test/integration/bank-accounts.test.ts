// Bank accounts: one per user, IBAN and BIC validated by checksum and format.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BankAccountForm } from '../../src-shared/wire/bank-accounts';
import { bankAccountForm, userForm } from '../support/fixtures';
import { type TestSandbox, startTestSandbox } from '../support/sandbox';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

const newUser = () => t.client.users.create(userForm());

describe('bank accounts', () => {
  it('keeps one account per user, in electronic format, changed by PATCH', async () => {
    const user = await newUser();
    await expect(t.client.bankAccounts.get(user.id)).rejects.toMatchObject({ kind: 'not_found', status: 404 });
    const account = await t.client.bankAccounts.create(user.id, bankAccountForm());
    expect(account).toMatchObject({ user_id: user.id, iban: 'DE89370400440532013000', bic: 'COBADEFFXXX', owner: 'Jörg Ünal' });
    expect(await t.client.bankAccounts.get(user.id)).toEqual(account);
    await expect(t.client.bankAccounts.create(user.id, bankAccountForm())).rejects.toMatchObject({
      status: 422,
      code: 'already_exists',
    });

    const moved = await t.client.bankAccounts.update(user.id, account.id, { iban: 'AT61 1904 3002 3457 3201', bic: 'BKAUATWW' });
    expect(moved).toMatchObject({ id: account.id, iban: 'AT611904300234573201', bic: 'BKAUATWW', owner: 'Jörg Ünal' });
  });

  it.each<[string, Partial<BankAccountForm>, string, string]>([
    ['an IBAN with a wrong check digit', { iban: 'DE88370400440532013000' }, 'iban', 'is not a valid IBAN'],
    ['an IBAN of the wrong length', { iban: 'DE8937040044053201300' }, 'iban', 'is not a valid IBAN'],
    ['an IBAN of no country', { iban: 'XX89370400440532013000' }, 'iban', 'is not a valid IBAN'],
    ['a BIC of the wrong length', { bic: 'COBADEF' }, 'bic', 'is not a valid BIC'],
    ['a BIC with a digit for a country', { bic: 'COBA1EFFXXX' }, 'bic', 'is not a valid BIC'],
    ['no owner', { owner: ' ' }, 'owner', 'must not be empty'],
    ['no IBAN', { iban: undefined }, 'iban', 'is required'],
  ])('refuses %s (422)', async (_name, overrides, field, message) => {
    const user = await newUser();
    await expect(t.client.bankAccounts.create(user.id, bankAccountForm(overrides))).rejects.toMatchObject({
      kind: 'validation',
      fields: { [field]: [message] },
    });
  });

  it('validates a PATCH too, and keeps the account as it was', async () => {
    const user = await newUser();
    const account = await t.client.bankAccounts.create(user.id, bankAccountForm());
    await expect(t.client.bankAccounts.update(user.id, account.id, { iban: 'DE00370400440532013000' })).rejects.toMatchObject({
      fields: { iban: ['is not a valid IBAN'] },
    });
    expect(await t.client.bankAccounts.get(user.id)).toEqual(account);
  });

  it("answers 404 for an unknown user, an unknown account and another user's account", async () => {
    const user = await newUser();
    const other = await newUser();
    const account = await t.client.bankAccounts.create(other.id, bankAccountForm());
    for (const call of [
      () => t.client.bankAccounts.get(randomUUID()),
      () => t.client.bankAccounts.create(randomUUID(), bankAccountForm()),
      () => t.client.bankAccounts.update(user.id, account.id, { owner: 'Mallory' }),
      () => t.client.bankAccounts.update(other.id, randomUUID(), { owner: 'Mallory' }),
    ]) {
      await expect(call()).rejects.toMatchObject({ status: 404 });
    }
    expect((await t.client.bankAccounts.get(other.id)).owner).toBe('Jörg Ünal');
  });
});
