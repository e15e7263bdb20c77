import { z } from 'zod';
import { Bic, Iban, Id, Timestamp, requiredText, resource } from './common';

/** BankAccountForm (wrapper `bank_account`): the investor's account for payouts. */
export const BankAccountForm = z.object({
  iban: Iban,
  bic: Bic,
  /** The account holder's name. */
  owner: requiredText(200),
});
export type BankAccountForm = z.input<typeof BankAccountForm>;

/** The spec names the resource only: the fields are the sandbox's. */
export const BankAccount = resource({
  id: Id,
  iban: z.string().optional(),
  bic: z.string().optional(),
  owner: z.string().optional(),
  user_id: Id.optional(),
  created_at: Timestamp.optional(),
  updated_at: Timestamp.optional(),
});
export type BankAccount = z.infer<typeof BankAccount>;
