import { BankAccount, type BankAccountForm } from '../../src-shared/wire/bank-accounts';
import { type Transport, encodeSegment as seg } from './transport';

export function bankAccountsClient(http: Transport) {
  const path = (userId: string) => `/users/${seg(userId)}/bank_accounts`;
  return {
    /** The user's one bank account; `not_found` when there is none. */
    get: (userId: string) => http.request({ method: 'GET', path: path(userId) }, BankAccount),
    create: (userId: string, bank_account: BankAccountForm) =>
      http.request({ method: 'POST', path: path(userId), body: { bank_account } }, BankAccount),
    /** Changes only the fields given. */
    update: (userId: string, id: string, bank_account: Partial<BankAccountForm>) =>
      http.request({ method: 'PATCH', path: `${path(userId)}/${seg(id)}`, body: { bank_account } }, BankAccount),
  };
}
export type BankAccountsClient = ReturnType<typeof bankAccountsClient>;
