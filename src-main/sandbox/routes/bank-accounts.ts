import type { FastifyInstance } from 'fastify';
import { BankAccountForm } from '../../../src-shared/wire/bank-accounts';
import type { RoutesOptions } from '../context';
import { findBankAccount, insertBankAccount, updateBankAccount } from '../db/bank-accounts';
import { alreadyExists, orNotFound, parseForm, parseId, parseUpdate } from '../http';
import { requireUser } from './users';

type UserParams = { Params: { user_id: string } };

export default async function bankAccountsRoutes(app: FastifyInstance, { ctx }: RoutesOptions) {
  const path = '/users/:user_id/bank_accounts';

  // One account per user: the list path answers it, or 404.
  app.get<UserParams>(path, async (request) => {
    const user = await requireUser(ctx.db, request.params.user_id);
    return orNotFound(await findBankAccount(ctx.db, user.id), 'Bank account');
  });

  app.post<UserParams>(path, async (request, reply) => {
    const form = parseForm(BankAccountForm, 'bank_account', request.body);
    const account = await ctx
      .write(async (tx) => insertBankAccount(tx, (await requireUser(tx, request.params.user_id)).id, form))
      .catch(alreadyExists('The user already has a bank account; change it with PATCH', 'bank_accounts_user_key'));
    return reply.code(201).send(account);
  });

  app.patch<{ Params: { user_id: string; id: string } }>(`${path}/:id`, async (request, reply) => {
    const account = await ctx.write(async (tx) => {
      const user = await requireUser(tx, request.params.user_id);
      const current = orNotFound(await findBankAccount(tx, user.id, parseId(request.params.id, 'Bank account')), 'Bank account');
      return updateBankAccount(tx, current.id, parseUpdate(BankAccountForm, 'bank_account', request.body, current));
    });
    return reply.code(201).send(account);
  });
}
