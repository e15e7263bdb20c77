import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { OrderStatusFilter } from '../../../src-shared/wire/orders';
import { UserForm } from '../../../src-shared/wire/users';
import type { RoutesOptions } from '../context';
import { userHasCustody } from '../db/custody';
import { applyPayments, lockUserOrders } from '../db/orders';
import { deleteUserPayments, userHasSettledPayments } from '../db/payments';
import { type Queryable, isUniqueViolation } from '../db/store';
import {
  type UserRow,
  deleteUser,
  findUserByEmail,
  findUserRow,
  insertUser,
  toUser,
  updateUser,
  userHasOrders,
  usersByOrderStatus,
} from '../db/users';
import { listUserProjects } from '../db/projects';
import { HttpError, invalid, notFound, parseForm, parseId, parseQuery, parseUpdate, settledPayments } from '../http';
import { requireProject } from './projects';

type IdParams = { Params: { id: string } };

export async function requireUser(q: Queryable, id: string | undefined): Promise<UserRow> {
  const user = await findUserRow(q, parseId(id, 'User'));
  if (!user) throw notFound('User');
  return user;
}

function emailTaken(error: unknown): never {
  if (isUniqueViolation(error, 'users_email_key')) throw invalid({ email: ['has already been taken'] });
  throw error;
}

const EmailQuery = z.object({ email: z.string().min(1, 'required') });

export default async function usersRoutes(app: FastifyInstance, { ctx }: RoutesOptions) {
  app.post('/users', async (request, reply) => {
    const form = parseForm(UserForm, 'user', request.body);
    const user = await ctx.write((tx) => insertUser(tx, form)).catch(emailTaken);
    return reply.code(201).send(toUser(user));
  });

  app.get('/users', async (request) => {
    const { email } = parseQuery(EmailQuery, request.query);
    const user = await findUserByEmail(ctx.db, email);
    if (!user) throw notFound('User');
    return toUser(user);
  });

  app.get<IdParams>('/users/:id', async (request) => toUser(await requireUser(ctx.db, request.params.id)));

  app.put<IdParams>('/users/:id', async (request, reply) => {
    const user = await ctx
      .write(async (tx) => {
        const current = await requireUser(tx, request.params.id);
        return updateUser(tx, current.id, parseUpdate(UserForm, 'user', request.body, { ...current }));
      })
      .catch(emailTaken);
    return reply.code(201).send(toUser(user));
  });

  app.delete<IdParams>('/users/:id', async (request) => {
    await ctx.write(async (tx) => {
      const user = await requireUser(tx, request.params.id);
      if (await userHasOrders(tx, user.id)) {
        throw new HttpError(422, 'user_has_orders', 'A user with orders cannot be deleted');
      }
      if (await userHasCustody(tx, user.id)) {
        throw new HttpError(422, 'user_has_custody', 'A user who holds custody accounts cannot be deleted');
      }
      await deleteUser(tx, user.id);
    });
    return { success: true };
  });

  app.delete<IdParams>('/users/:id/destroy_payments', async (request) => {
    await ctx.write(async (tx) => {
      const user = await requireUser(tx, request.params.id);
      if (await userHasSettledPayments(tx, user.id)) {
        throw settledPayments();
      }
      await lockUserOrders(tx, user.id);
      for (const orderId of await deleteUserPayments(tx, user.id)) await applyPayments(tx, orderId);
    });
    return { success: true };
  });

  app.get<{ Params: { project_id: string; status: string } }>(
    '/users/projects/:project_id/by_order_status/:status',
    async (request) => {
      const project = await requireProject(ctx.db, request.params.project_id);
      const status = OrderStatusFilter.safeParse(request.params.status);
      if (!status.success) throw new HttpError(400, 'bad_request', `Unknown order status "${request.params.status}"`);
      return (await usersByOrderStatus(ctx.db, project.id, status.data)).map(toUser);
    },
  );

  app.get<{ Params: { user_id: string } }>('/users/:user_id/projects', async (request) => {
    const user = await requireUser(ctx.db, request.params.user_id);
    return listUserProjects(ctx.db, user.id);
  });
}
