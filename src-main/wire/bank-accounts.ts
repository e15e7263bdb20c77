import { z } from 'zod';
import { Bic, Iban, Id, Timestamp, requiredText } from './common';

/** BankAccountForm (wrapper `bank_account`): the investor's account for payouts. */
export const BankAccountForm = z.object({
  iban: Iban,
  bic: Bic,
  /** The account holder's name. */
  owner: requiredText(200),
});
export type BankAccountForm = z.input<typeof BankAccountForm>;

export const BankAccount = z.object({
  id: Id,
  user_id: Id,
  iban: z.string(),
  bic: z.string(),
  owner: z.string(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type BankAccount = z.infer<typeof BankAccount>;
