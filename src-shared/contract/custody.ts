// custody.*: an investor's account holders, accounts, balances and transactions, and withdrawals.
import { z } from 'zod';
import {
  type CustodyAccount,
  type CustodyAccountHolder,
  type CustodyAsset,
  type CustodyBalance,
  type CustodyTransaction,
  CustodyTransactionForm,
} from '../wire/custody';
import { ByUser, Id, None, out } from './common';

const ByHolder = ByUser.extend({ holderId: Id });
const ByAccount = ByHolder.extend({ accountId: Id });

export const channels = {
  'custody.assets': { input: None, output: out<CustodyAsset[]>() },
  'custody.holders': { input: ByUser, output: out<CustodyAccountHolder[]>() },
  'custody.createHolder': { hostWrite: true, input: ByUser, output: out<CustodyAccountHolder>(), invalidates: ['custody.holders'] },
  'custody.accounts': { input: ByHolder, output: out<CustodyAccount[]>() },
  'custody.createAccount': {
    hostWrite: true,
    input: ByHolder.extend({ assetId: Id }),
    output: out<CustodyAccount>(),
    invalidates: ['custody.accounts', 'custody.balances'],
  },
  'custody.balances': { input: ByHolder, output: out<CustodyBalance[]>() },
  /** What a withdrawal from the account may take, and what it costs. */
  'custody.withdrawal': {
    input: ByAccount,
    output: out<{ withdrawableBalance: string; estimatedFee: string }>(),
  },
  'custody.transactions': {
    input: ByAccount.extend({
      order: z.enum(['asc', 'desc']),
      limit: z.number().int().min(1).max(1000),
      cursor: z.number().int().min(0).optional(),
      /** Rows to skip: the next page on a host whose transactions carry no cursor. */
      offset: z.number().int().min(0).optional(),
    }),
    output: out<CustodyTransaction[]>(),
  },
  /** One transaction by its id (e.g. from a `transaction_created` notice). */
  'custody.transaction': { input: ByAccount.extend({ id: Id }), output: out<CustodyTransaction>() },
  /** Safe to send again after a lost answer: the same idem_key answers the first withdrawal. */
  'custody.withdraw': {
    hostWrite: true,
    input: ByAccount.extend({ withdrawal: CustodyTransactionForm }),
    output: out<CustodyTransaction>(),
    invalidates: ['custody.balances', 'custody.withdrawal', 'custody.transactions'],
  },
} as const;
