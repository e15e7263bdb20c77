import type { z } from 'zod';
import type { BankAccount, BankAccountForm } from '../../../src-shared/wire/bank-accounts';
import { type Queryable, insertRow, one, updateRow } from './store';

type BankAccountRow = Omit<BankAccount, 'created_at' | 'updated_at'> & { created_at: Date; updated_at: Date };

const toBankAccount = (r: BankAccountRow): BankAccount => ({
  ...r,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

export type BankAccountValues = z.output<typeof BankAccountForm>;

/** The user's bank account (one at the most), or the one with that id. */
export async function findBankAccount(q: Queryable, userId: string, id?: string): Promise<BankAccount | undefined> {
  const row = await one<BankAccountRow>(
    q,
    'select * from bank_accounts where user_id = $1 and ($2::uuid is null or id = $2)',
    [userId, id ?? null],
  );
  return row && toBankAccount(row);
}

export async function insertBankAccount(q: Queryable, userId: string, form: BankAccountValues): Promise<BankAccount> {
  return toBankAccount(await insertRow<BankAccountRow>(q, 'bank_accounts', { ...form, user_id: userId }));
}

export async function updateBankAccount(q: Queryable, id: string, form: BankAccountValues): Promise<BankAccount> {
  return toBankAccount(await updateRow<BankAccountRow>(q, 'bank_accounts', id, form));
}
