import { z } from 'zod';
import { Amount } from '../../src-shared/wire/common';
import {
  CustodyAccount,
  type CustodyAccountForm,
  CustodyAccountHolder,
  CustodyAsset,
  CustodyBalance,
  CustodyTransaction,
  type CustodyTransactionForm,
  type CustodyTransactionListQuery,
} from '../../src-shared/wire/custody';
import { type Transport, encodeSegment as seg } from './transport';

export interface HolderRef {
  userId: string;
  holderId: string;
}

export interface AccountRef extends HolderRef {
  accountId: string;
}

export function custodyClient(http: Transport) {
  const holders = (userId: string) => `/users/${seg(userId)}/custody_account_holders`;
  const holder = (h: HolderRef) => `${holders(h.userId)}/${seg(h.holderId)}`;
  const account = (a: AccountRef) => `${holder(a)}/custody_accounts/${seg(a.accountId)}`;
  return {
    assets: () => http.request({ method: 'GET', path: '/custody_assets' }, z.array(CustodyAsset)),
    holders: (userId: string) => http.request({ method: 'GET', path: holders(userId) }, z.array(CustodyAccountHolder)),
    createHolder: (userId: string) => http.request({ method: 'POST', path: holders(userId) }, CustodyAccountHolder),
    holder: (ref: HolderRef) => http.request({ method: 'GET', path: holder(ref) }, CustodyAccountHolder),
    accounts: (ref: HolderRef) =>
      http.request({ method: 'GET', path: `${holder(ref)}/custody_accounts` }, z.array(CustodyAccount)),
    createAccount: (ref: HolderRef, form: CustodyAccountForm) =>
      http.request({ method: 'POST', path: `${holder(ref)}/custody_accounts`, body: { custody_account: form } }, CustodyAccount),
    account: (ref: AccountRef) => http.request({ method: 'GET', path: account(ref) }, CustodyAccount),
    balance: (ref: AccountRef) => http.request({ method: 'GET', path: `${account(ref)}/balance` }, CustodyBalance),
    /** Every account's balance. */
    balances: (ref: HolderRef) =>
      http.request({ method: 'GET', path: `${holder(ref)}/custody_balances` }, z.array(CustodyBalance)),
    transactions: (ref: AccountRef, query: CustodyTransactionListQuery) =>
      http.request({ method: 'GET', path: `${account(ref)}/transactions`, query }, z.array(CustodyTransaction)),
    /** Not retried by the transport; sending it again with the same idem_key is safe. */
    withdraw: (ref: AccountRef, form: CustodyTransactionForm) =>
      http.request(
        { method: 'POST', path: `${account(ref)}/transactions`, body: { custody_transaction: form } },
        CustodyTransaction,
      ),
    /** The path is the spec's: the transaction id directly below the account. */
    transaction: (ref: AccountRef, id: string) =>
      http.request({ method: 'GET', path: `${account(ref)}/${seg(id)}` }, CustodyTransaction),
    /** A JSON number on the wire, kept as a decimal string. */
    withdrawableBalance: (ref: AccountRef) =>
      http.request({ method: 'GET', path: `${account(ref)}/transactions/withdrawable_balance` }, Amount),
    estimatedFee: (ref: AccountRef) =>
      http.request({ method: 'GET', path: `${account(ref)}/transactions/estimated_fee` }, Amount),
  };
}
export type CustodyClient = ReturnType<typeof custodyClient>;
