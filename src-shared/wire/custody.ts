// Custody: assets, account holders, accounts, balances and transactions. The spec names the
// resources and CustodyTransactionForm's idem_key only; the rest is the sandbox's choice, and
// every field but the id may be absent from a host's answer.
import { z } from 'zod';
import { Amount, Id, Money, PositiveMoney, Timestamp, requiredText, resource } from './common';
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

export const CustodyAsset = resource({
  id: Id,
  name: z.string().optional(),
  symbol: z.string().optional(),
  withdrawal_fee: Amount.optional(),
  created_at: Timestamp.optional(),
});
export type CustodyAsset = z.infer<typeof CustodyAsset>;

export const CustodyAccountHolder = resource({
  id: Id,
  user_id: Id.optional(),
  created_at: Timestamp.optional(),
});
export type CustodyAccountHolder = z.infer<typeof CustodyAccountHolder>;

/** CustodyAccountForm (wrapper `custody_account`). */
export const CustodyAccountForm = z.object({ custody_asset_id: Id });
export type CustodyAccountForm = z.input<typeof CustodyAccountForm>;

export const CustodyAccount = resource({
  id: Id,
  custody_account_holder_id: Id.optional(),
  custody_asset_id: Id.optional(),
  symbol: z.string().optional(),
  /** Where deposits arrive. */
  address: z.string().optional(),
  created_at: Timestamp.optional(),
});
export type CustodyAccount = z.infer<typeof CustodyAccount>;

export const CustodyBalance = resource({
  custody_account_id: Id.optional(),
  custody_asset_id: Id.optional(),
  symbol: z.string().optional(),
  balance: Amount.optional(),
  /** The most one withdrawal can take: the balance less the withdrawal fee. */
  withdrawable_balance: Amount.optional(),
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

export const CustodyTransaction = resource({
  id: Id,
  /** Grows with every transaction: the list's `cursor`. */
  cursor: z.number().int().optional(),
  custody_account_id: Id.optional(),
  type: z.enum(CUSTODY_TRANSACTION_TYPES).optional(),
  amount: Amount.optional(),
  fee: Amount.optional(),
  /** Where the asset went: the account's own address for a deposit. */
  address: z.string().optional(),
  status: z.string().optional(),
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

/** Where the next page of transactions starts: after a cursor, or after so many rows. */
export type CustodyTransactionsPage = { cursor: number } | { offset: number };

/**
 * The next page by the spec's own query parameters: after the last transaction's `cursor`
 * where the host sends one, else at the `offset` of the rows read so far (a host that does
 * not say the cursor). Undefined after a short page: the list is complete.
 */
export function nextTransactionsPage(
  last: readonly CustodyTransaction[],
  read: number,
  limit: number,
): CustodyTransactionsPage | undefined {
  if (last.length < limit) return undefined;
  const cursor = last.at(-1)?.cursor;
  return cursor === undefined ? { offset: read } : { cursor };
}

/** The operator's deposit (`POST /sandbox/custody_accounts/{id}/deposit`). */
export const DepositForm = z.object({ amount: PositiveMoney });
export type DepositForm = z.input<typeof DepositForm>;
