// Custody: assets, account holders, accounts, balances and transactions. The spec names the
// resources and CustodyTransactionForm's idem_key only; the rest is the sandbox's choice, and
// a host may leave out the timestamps and the ids of other resources.
import { z } from 'zod';
import { Amount, Id, Money, PositiveMoney, Timestamp, requiredText } from './common';
import { WalletAddress } from './users';

/** The operator's form (`POST /sandbox/custody_assets`, wrapper `custody_asset`). */
export const CustodyAssetForm = z.object({
  name: requiredText(100),
  symbol: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{2,12}$/, 'asset_symbol'),
  /** What each withdrawal costs, in the asset. */
  withdrawal_fee: Money.default('1.00'),
});
export type CustodyAssetForm = z.input<typeof CustodyAssetForm>;

export const CustodyAsset = z.looseObject({
  id: Id,
  name: z.string(),
  symbol: z.string(),
  withdrawal_fee: Amount,
  created_at: Timestamp.optional(),
});
export type CustodyAsset = z.infer<typeof CustodyAsset>;

export const CustodyAccountHolder = z.looseObject({
  id: Id,
  user_id: Id.optional(),
  created_at: Timestamp.optional(),
});
export type CustodyAccountHolder = z.infer<typeof CustodyAccountHolder>;

/** CustodyAccountForm (wrapper `custody_account`). */
export const CustodyAccountForm = z.object({ custody_asset_id: Id });
export type CustodyAccountForm = z.input<typeof CustodyAccountForm>;

export const CustodyAccount = z.looseObject({
  id: Id,
  custody_account_holder_id: Id.optional(),
  custody_asset_id: Id.optional(),
  symbol: z.string(),
  /** Where deposits arrive. */
  address: z.string(),
  created_at: Timestamp.optional(),
});
export type CustodyAccount = z.infer<typeof CustodyAccount>;

export const CustodyBalance = z.looseObject({
  custody_account_id: Id.optional(),
  custody_asset_id: Id.optional(),
  symbol: z.string(),
  balance: Amount,
  /** The most one withdrawal can take: the balance less the withdrawal fee. */
  withdrawable_balance: Amount,
});
export type CustodyBalance = z.infer<typeof CustodyBalance>;

/** CustodyTransactionForm (wrapper `custody_transaction`): a withdrawal. */
export const CustodyTransactionForm = z.object({
  amount: PositiveMoney,
  /** The wallet the asset goes to. */
  address: WalletAddress,
  /** A repeated key answers the first transaction and creates nothing. */
  idem_key: requiredText(100),
});
export type CustodyTransactionForm = z.input<typeof CustodyTransactionForm>;

export const CUSTODY_TRANSACTION_TYPES = ['deposit', 'withdrawal'] as const;

export const CustodyTransaction = z.looseObject({
  id: Id,
  /** Grows with every transaction: the list's `cursor`. */
  cursor: z.number().int(),
  custody_account_id: Id.optional(),
  type: z.enum(CUSTODY_TRANSACTION_TYPES),
  amount: Amount,
  fee: Amount,
  /** Where the asset went: the account's own address for a deposit. */
  address: z.string(),
  status: z.string(),
  /** Not every host keeps the key on the transaction. */
  idem_key: z.string().nullish(),
  created_at: Timestamp.optional(),
});
export type CustodyTransaction = z.infer<typeof CustodyTransaction>;

/** A query string integer within bounds. */
function queryInt(min: number, max: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? 'required' : 'whole_number') })
    .regex(/^\d{1,15}$/, 'whole_number')
    .transform(Number)
    .refine((n) => n >= min && n <= max, { error: 'between', params: { min, max } });
}

export const CUSTODY_TRANSACTIONS_MAX_LIMIT = 1000;

/** `GET .../transactions`: `limit` is required (the spec); the newest come first by default. */
export const CustodyTransactionListQuery = z.object({
  limit: queryInt(1, CUSTODY_TRANSACTIONS_MAX_LIMIT),
  order: z.enum(['asc', 'desc'], { error: 'sort_order' }).optional(),
  /** Rows to skip after the cursor. */
  offset: queryInt(0, Number.MAX_SAFE_INTEGER).optional(),
  /** The `cursor` of the last transaction seen: the page continues after it. */
  cursor: queryInt(0, Number.MAX_SAFE_INTEGER).optional(),
});
// The client passes numbers; the sandbox parses the query strings.
export type CustodyTransactionListQuery = z.output<typeof CustodyTransactionListQuery>;

/** The operator's deposit (`POST /sandbox/custody_accounts/{id}/deposit`). */
export const DepositForm = z.object({ amount: PositiveMoney });
export type DepositForm = z.input<typeof DepositForm>;
