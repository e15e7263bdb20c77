import { randomBytes } from 'node:crypto';
import Big from 'big.js';
import type { z } from 'zod';
import type {
  CustodyAccount,
  CustodyAccountHolder,
  CustodyAsset,
  CustodyAssetForm,
  CustodyBalance,
  CustodyTransaction,
  CustodyTransactionForm,
  CustodyTransactionListQuery,
} from '../../../src-shared/wire/custody';
import { enqueueEvent } from './webhooks';
import { type Queryable, one, rows } from './store';

interface AssetRow {
  id: string;
  name: string;
  symbol: string;
  withdrawal_fee: string;
  created_at: Date;
}

const toAsset = (r: AssetRow): CustodyAsset => ({ ...r, created_at: r.created_at.toISOString() });

export async function listAssets(q: Queryable): Promise<CustodyAsset[]> {
  return (await rows<AssetRow>(q, 'select * from custody_assets order by symbol')).map(toAsset);
}

export async function findAsset(q: Queryable, id: string): Promise<CustodyAsset | undefined> {
  const r = await one<AssetRow>(q, 'select * from custody_assets where id = $1', [id]);
  return r && toAsset(r);
}

export async function insertAsset(q: Queryable, form: z.output<typeof CustodyAssetForm>): Promise<CustodyAsset> {
  const r = await one<AssetRow>(
    q,
    'insert into custody_assets (name, symbol, withdrawal_fee) values ($1, $2, $3) returning *',
    [form.name, form.symbol, form.withdrawal_fee],
  );
  return toAsset(r as AssetRow);
}

interface HolderRow {
  id: string;
  user_id: string;
  created_at: Date;
}

const toHolder = (r: HolderRow): CustodyAccountHolder => ({ ...r, created_at: r.created_at.toISOString() });

export async function listHolders(q: Queryable, userId: string): Promise<CustodyAccountHolder[]> {
  return (await rows<HolderRow>(q, 'select * from custody_account_holders where user_id = $1', [userId])).map(toHolder);
}

export async function findHolder(q: Queryable, userId: string, id: string): Promise<CustodyAccountHolder | undefined> {
  const r = await one<HolderRow>(q, 'select * from custody_account_holders where user_id = $1 and id = $2', [userId, id]);
  return r && toHolder(r);
}

export async function insertHolder(q: Queryable, userId: string): Promise<CustodyAccountHolder> {
  const r = await one<HolderRow>(q, 'insert into custody_account_holders (user_id) values ($1) returning *', [userId]);
  return toHolder(r as HolderRow);
}

/** An account with what its balance and its events need. */
export interface AccountRow {
  id: string;
  holder_id: string;
  user_id: string;
  asset_id: string;
  symbol: string;
  withdrawal_fee: string;
  address: string;
  balance: string;
  created_at: Date;
}

export const toAccount = (r: AccountRow): CustodyAccount => ({
  id: r.id,
  custody_account_holder_id: r.holder_id,
  custody_asset_id: r.asset_id,
  symbol: r.symbol,
  address: r.address,
  created_at: r.created_at.toISOString(),
});

/** The most one withdrawal can take: what is left after its fee. */
export function withdrawable(r: Pick<AccountRow, 'balance' | 'withdrawal_fee'>): string {
  const left = new Big(r.balance).minus(r.withdrawal_fee);
  return (left.gt(0) ? left : new Big(0)).toFixed(2);
}

export const toBalance = (r: AccountRow): CustodyBalance => ({
  custody_account_id: r.id,
  custody_asset_id: r.asset_id,
  symbol: r.symbol,
  balance: r.balance,
  withdrawable_balance: withdrawable(r),
});

const ACCOUNT = `select a.*, h.user_id, s.symbol, s.withdrawal_fee from custody_accounts a
  join custody_account_holders h on h.id = a.holder_id join custody_assets s on s.id = a.asset_id`;

export async function listAccounts(q: Queryable, holderId: string): Promise<AccountRow[]> {
  return rows<AccountRow>(q, `${ACCOUNT} where a.holder_id = $1 order by s.symbol`, [holderId]);
}

/** By id alone (the operator's deposit), or within a holder. */
export async function findAccount(q: Queryable, id: string, holderId?: string): Promise<AccountRow | undefined> {
  return one<AccountRow>(q, `${ACCOUNT} where a.id = $1 and ($2::uuid is null or a.holder_id = $2)`, [id, holderId ?? null]);
}

export async function insertAccount(q: Queryable, holderId: string, assetId: string): Promise<AccountRow> {
  // A deposit address of its own, as a custodian's wallet would give.
  const address = `0x${randomBytes(20).toString('hex')}`;
  const { id } = (await one<{ id: string }>(
    q,
    'insert into custody_accounts (holder_id, asset_id, address) values ($1, $2, $3) returning id',
    [holderId, assetId, address],
  )) as { id: string };
  return (await findAccount(q, id)) as AccountRow;
}

/** Adds `delta` (negative to take) unless the balance would go below zero; false then. */
async function changeBalance(q: Queryable, accountId: string, delta: Big): Promise<boolean> {
  const changed = await rows(
    q,
    'update custody_accounts set balance = balance + $2 where id = $1 and balance + $2 >= 0 returning id',
    [accountId, delta.toFixed()],
  );
  return changed.length > 0;
}

export async function userHasCustody(q: Queryable, userId: string): Promise<boolean> {
  return (await one(q, 'select 1 from custody_account_holders where user_id = $1', [userId])) !== undefined;
}

interface TransactionRow {
  id: string;
  seq: number;
  account_id: string;
  type: CustodyTransaction['type'];
  amount: string;
  fee: string;
  address: string;
  status: string;
  idem_key: string | null;
  created_at: Date;
}

const toTransaction = ({ seq, account_id, created_at, ...r }: TransactionRow): CustodyTransaction => ({
  ...r,
  cursor: seq,
  custody_account_id: account_id,
  created_at: created_at.toISOString(),
});

/**
 * Cursor pagination by `seq`, which grows with every transaction (so with its timestamp):
 * ascending pages continue above the cursor, descending ones below it.
 */
export async function listTransactions(
  q: Queryable,
  accountId: string,
  query: CustodyTransactionListQuery,
): Promise<CustodyTransaction[]> {
  const order = query.order ?? 'desc';
  const params: unknown[] = [accountId, query.limit, query.offset ?? 0];
  let after = '';
  if (query.cursor !== undefined) {
    params.push(query.cursor);
    after = `and seq ${order === 'asc' ? '>' : '<'} $4`;
  }
  const found = await rows<TransactionRow>(
    q,
    `select * from custody_transactions where account_id = $1 ${after} order by seq ${order} limit $2 offset $3`,
    params,
  );
  return found.map(toTransaction);
}

export async function findTransaction(
  q: Queryable,
  accountId: string,
  by: { id: string } | { idem_key: string },
): Promise<CustodyTransaction | undefined> {
  const [column, value] = 'id' in by ? ['id', by.id] : ['idem_key', by.idem_key];
  const r = await one<TransactionRow>(q, `select * from custody_transactions where account_id = $1 and ${column} = $2`, [
    accountId,
    value,
  ]);
  return r && toTransaction(r);
}

interface TransactionValues {
  type: CustodyTransaction['type'];
  amount: string;
  fee: string;
  address: string;
  idem_key: string | null;
}

/**
 * Inserts the transaction and queues `transaction_created`. Undefined, and nothing done,
 * when the account already has a transaction with this idem_key: the unique index decides,
 * so two requests with one key make one transaction even when they race.
 */
async function recordTransaction(
  q: Queryable,
  account: AccountRow,
  values: TransactionValues,
): Promise<CustodyTransaction | undefined> {
  const r = await one<TransactionRow>(
    q,
    `insert into custody_transactions (account_id, type, amount, fee, address, idem_key) values ($1, $2, $3, $4, $5, $6)
     on conflict (account_id, idem_key) do nothing returning *`,
    [account.id, values.type, values.amount, values.fee, values.address, values.idem_key],
  );
  if (!r) return undefined;
  await enqueueEvent(q, {
    event: 'transaction_created',
    transaction_id: r.id,
    custody_account_holder_id: account.holder_id,
    custody_account_id: account.id,
    user_id: account.user_id,
  });
  return toTransaction(r);
}

export async function deposit(q: Queryable, account: AccountRow, amount: string): Promise<CustodyTransaction> {
  await changeBalance(q, account.id, new Big(amount));
  const values = { type: 'deposit', amount, fee: '0.00', address: account.address, idem_key: null } as const;
  return (await recordTransaction(q, account, values)) as CustodyTransaction;
}

export class InsufficientBalance extends Error {
  constructor(readonly withdrawable: string) {
    super(`The withdrawable balance is ${withdrawable}`);
  }
}

/** A second withdrawal with one idem_key, where the host refuses it rather than answer the first. */
export class RepeatedIdemKey extends Error {}

/**
 * A withdrawal of the amount plus the asset's fee; or, when the account has a transaction
 * with this idem_key already, that one, and nothing changes (with `refuseRepeat`, throws
 * RepeatedIdemKey instead). Throws InsufficientBalance when the balance does not cover it:
 * run it in a transaction, so the insert rolls back.
 */
export async function withdraw(
  q: Queryable,
  account: AccountRow,
  form: z.output<typeof CustodyTransactionForm>,
  { refuseRepeat = false } = {},
): Promise<CustodyTransaction> {
  const { amount, address, idem_key } = form;
  const created = await recordTransaction(q, account, { type: 'withdrawal', amount, fee: account.withdrawal_fee, address, idem_key });
  if (!created && refuseRepeat) throw new RepeatedIdemKey();
  if (!created) return (await findTransaction(q, account.id, { idem_key })) as CustodyTransaction;
  if (!(await changeBalance(q, account.id, new Big(amount).plus(account.withdrawal_fee).neg()))) {
    throw new InsufficientBalance(withdrawable(account));
  }
  return created;
}
