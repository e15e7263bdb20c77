import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  type CustodyAccountHolder,
  CustodyAccountForm,
  CustodyTransactionForm,
  CustodyTransactionListQuery,
} from '../../../src-shared/wire/custody';
import type { RoutesOptions } from '../context';
import {
  type AccountRow,
  InsufficientBalance,
  RepeatedIdemKey,
  findAccount,
  findAsset,
  findHolder,
  findTransaction,
  insertAccount,
  insertHolder,
  listAccounts,
  listAssets,
  listHolders,
  listTransactions,
  toAccount,
  toBalance,
  withdraw,
  withdrawable,
} from '../db/custody';
import { type Queryable, isUniqueViolation } from '../db/store';
import { HttpError, invalid, notFound, parseForm, parseId, parseQuery } from '../http';
import { requireUser } from './users';

interface HolderParams {
  user_id: string;
  custody_account_holder_id: string;
}
type AccountParams = HolderParams & { custody_account_id: string };

async function requireHolder(q: Queryable, params: HolderParams): Promise<CustodyAccountHolder> {
  const user = await requireUser(q, params.user_id);
  const holder = await findHolder(q, user.id, parseId(params.custody_account_holder_id, 'Custody account holder'));
  if (!holder) throw notFound('Custody account holder');
  return holder;
}

async function requireAccount(q: Queryable, params: HolderParams, id: string | undefined): Promise<AccountRow> {
  const holder = await requireHolder(q, params);
  const account = await findAccount(q, parseId(id, 'Custody account'), holder.id);
  if (!account) throw notFound('Custody account');
  return account;
}

/** The unique indexes decide, so a race cannot make a second holder or account. */
function refuseDuplicate(error: unknown): never {
  if (isUniqueViolation(error, 'custody_account_holders_user_key')) {
    throw new HttpError(400, 'custody_account_holder_exists', 'The user has a custody account holder already');
  }
  if (isUniqueViolation(error, 'custody_accounts_holder_asset_key')) {
    throw new HttpError(400, 'custody_account_exists', 'The user has a custody account for this asset already');
  }
  throw error;
}

/**
 * The spec answers these with "a number": a JSON number written from the decimal text, so
 * no digit goes through a float on this side.
 */
function sendNumber(reply: FastifyReply, decimal: string) {
  return reply.type('application/json; charset=utf-8').send(decimal);
}

export default async function custodyRoutes(app: FastifyInstance, { ctx }: RoutesOptions) {
  app.get('/custody_assets', () => listAssets(ctx.db));

  const holders = '/users/:user_id/custody_account_holders';
  const holder = `${holders}/:custody_account_holder_id`;
  const accounts = `${holder}/custody_accounts`;
  const account = `${accounts}/:custody_account_id`;

  app.get<{ Params: { user_id: string } }>(holders, async (request) => {
    const user = await requireUser(ctx.db, request.params.user_id);
    return listHolders(ctx.db, user.id);
  });

  // No body. Only an approved user may have one, and only one.
  app.post<{ Params: { user_id: string } }>(holders, async (request, reply) => {
    const created = await ctx
      .write(async (tx) => {
        const user = await requireUser(tx, request.params.user_id);
        if (!user.approved) throw new HttpError(400, 'user_not_approved', 'Only an approved user may hold custody accounts');
        return insertHolder(tx, user.id);
      })
      .catch(refuseDuplicate);
    return reply.code(201).send(created);
  });

  app.get<{ Params: { user_id: string; id: string } }>(`${holders}/:id`, (request) =>
    requireHolder(ctx.db, { user_id: request.params.user_id, custody_account_holder_id: request.params.id }),
  );

  app.get<{ Params: HolderParams }>(accounts, async (request) => {
    const found = await requireHolder(ctx.db, request.params);
    return (await listAccounts(ctx.db, found.id)).map(toAccount);
  });

  app.post<{ Params: HolderParams }>(accounts, async (request, reply) => {
    const form = parseForm(CustodyAccountForm, 'custody_account', request.body);
    const created = await ctx
      .write(async (tx) => {
        const found = await requireHolder(tx, request.params);
        const asset = await findAsset(tx, form.custody_asset_id);
        if (!asset) throw invalid({ custody_asset_id: ['is not a custody asset'] });
        return insertAccount(tx, found.id, asset.id);
      })
      .catch(refuseDuplicate);
    return reply.code(201).send(toAccount(created));
  });

  app.get<{ Params: HolderParams & { id: string } }>(`${accounts}/:id`, async (request) =>
    toAccount(await requireAccount(ctx.db, request.params, request.params.id)),
  );

  app.get<{ Params: AccountParams }>(`${account}/balance`, async (request) =>
    toBalance(await requireAccount(ctx.db, request.params, request.params.custody_account_id)),
  );

  app.get<{ Params: HolderParams }>(`${holder}/custody_balances`, async (request) => {
    const found = await requireHolder(ctx.db, request.params);
    return (await listAccounts(ctx.db, found.id)).map(toBalance);
  });

  app.get<{ Params: AccountParams }>(`${account}/transactions`, async (request) => {
    const query = parseQuery(CustodyTransactionListQuery, request.query);
    const found = await requireAccount(ctx.db, request.params, request.params.custody_account_id);
    return listTransactions(ctx.db, found.id, query);
  });

  app.post<{ Params: AccountParams }>(`${account}/transactions`, async (request, reply) => {
    const form = parseForm(CustodyTransactionForm, 'custody_transaction', request.body);
    // The minimal host checks the key's uniqueness, as the spec's "must be unique" allows.
    const refuseRepeat = ctx.variant === 'minimal';
    const transaction = await ctx
      .write(async (tx) =>
        withdraw(tx, await requireAccount(tx, request.params, request.params.custody_account_id), form, { refuseRepeat }),
      )
      .catch((error: unknown) => {
        if (error instanceof InsufficientBalance) {
          throw invalid({ amount: [`must not exceed the withdrawable balance of ${error.withdrawable}`] });
        }
        if (error instanceof RepeatedIdemKey) throw invalid({ idem_key: ['has already been taken'] });
        throw error;
      });
    return reply.code(201).send(transaction);
  });

  app.get<{ Params: AccountParams }>(`${account}/transactions/withdrawable_balance`, async (request, reply) =>
    sendNumber(reply, withdrawable(await requireAccount(ctx.db, request.params, request.params.custody_account_id))),
  );

  app.get<{ Params: AccountParams }>(`${account}/transactions/estimated_fee`, async (request, reply) => {
    const found = await requireAccount(ctx.db, request.params, request.params.custody_account_id);
    return sendNumber(reply, found.withdrawal_fee);
  });

  // A transaction sits directly under its account, as the spec writes the path; the static
  // segments above (balance, transactions) take precedence over this parameter.
  const transactionKind = { config: { resource: 'custody_transaction' as const } };
  app.get<{ Params: AccountParams & { id: string } }>(`${account}/:id`, transactionKind, async (request) => {
    const found = await requireAccount(ctx.db, request.params, request.params.custody_account_id);
    const transaction = await findTransaction(ctx.db, found.id, { id: parseId(request.params.id, 'Custody transaction') });
    if (!transaction) throw notFound('Custody transaction');
    return transaction;
  });
}
