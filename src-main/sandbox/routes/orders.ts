import Big from 'big.js';
import type { FastifyInstance } from 'fastify';
import { type FieldTexts, fieldMessages, fieldTexts } from '../../../src-shared/wire/errors';
import { OrderForm, OrderListQuery, UserOrderListQuery } from '../../../src-shared/wire/orders';
import { isLive } from '../../../src-shared/wire/projects';
import type { RoutesOptions } from '../context';
import { hasAcceptedInvestmentTerms } from '../db/investment-terms';
import { type Order, findOrder, insertOrder, listOrders, setOrderStatus } from '../db/orders';
import { committedVolume } from '../db/projects';
import type { Queryable } from '../db/store';
import { HttpError, invalid, notFound, parseId, parseQuery, wrapped } from '../http';
import { enqueueEvent } from '../db/webhooks';
import { requireProject } from './projects';
import { requireUser } from './users';

export interface UserProjectParams {
  user_id: string;
  project_id: string;
}

export async function requireUserProject(q: Queryable, params: UserProjectParams) {
  const user = await requireUser(q, params.user_id);
  const project = await requireProject(q, params.project_id);
  return { user, project };
}

/** The order, when it belongs to the user and the project of the path; `lock`: see findOrder. */
export async function requireOrder(q: Queryable, params: UserProjectParams, id: string | undefined, lock = false): Promise<Order> {
  const { user, project } = await requireUserProject(q, params);
  const order = await findOrder(q, parseId(id, 'Order'), { lock });
  if (!order || order.user_id !== user.id || order.project_id !== project.id) throw notFound('Order');
  return order;
}

export default async function ordersRoutes(app: FastifyInstance, { ctx }: RoutesOptions) {
  app.get('/orders', (request) => listOrders(ctx.db, parseQuery(OrderListQuery, request.query)));

  const base = '/users/:user_id/projects/:project_id/orders';

  app.get<{ Params: UserProjectParams }>(base, async (request) => {
    const query = parseQuery(UserOrderListQuery, request.query);
    const { user, project } = await requireUserProject(ctx.db, request.params);
    return listOrders(ctx.db, { ...query, user_id: user.id, project_id: project.id });
  });

  // The spec's order of refusals: not approved (400), not on sale (405), terms or amount
  // (422), then the volume limit (405).
  app.post<{ Params: UserProjectParams }>(base, async (request, reply) => {
    const form = wrapped(request.body, 'order');
    const order = await ctx.write(async (tx) => {
      const { user, project } = await requireUserProject(tx, request.params);
      if (!user.approved) {
        throw new HttpError(400, 'user_not_approved', 'The user is not approved: a successful video identification comes first');
      }
      if (!isLive(project, ctx.now())) {
        throw new HttpError(405, 'project_not_on_sale', 'The project is not on sale');
      }
      const parsed = OrderForm.safeParse(form);
      const fields: FieldTexts = parsed.success ? {} : fieldTexts(fieldMessages(parsed.error, form));
      if (!(await hasAcceptedInvestmentTerms(tx, user.id, project.id))) {
        fields.investment_terms = ['must be accepted for this project'];
      }
      if (parsed.success && !new Big(parsed.data.amount).gt(project.min_investment_amount)) {
        fields.amount = [`must be greater than the project minimum of ${project.min_investment_amount}`];
      }
      if (!parsed.success || Object.keys(fields).length > 0) throw invalid(fields);
      const room = new Big(project.volume).minus(await committedVolume(tx, project.id, { lock: true }));
      if (room.lt(parsed.data.amount)) {
        throw new HttpError(405, 'volume_limit_reached', `The project volume limit is reached (${room.toFixed(2)} left)`);
      }
      const created = await insertOrder(tx, { user_id: user.id, project_id: project.id, amount: parsed.data.amount });
      await enqueueEvent(tx, {
        event: 'order_created',
        order_id: created.id,
        user_id: created.user_id,
        project_id: created.project_id,
      });
      return created;
    });
    return reply.code(201).send(order);
  });

  app.get<{ Params: UserProjectParams & { id: string } }>(`${base}/:id`, (request) =>
    requireOrder(ctx.db, request.params, request.params.id),
  );

  app.post<{ Params: UserProjectParams & { id: string } }>(`${base}/:id/cancel`, async (request, reply) => {
    const order = await ctx.write(async (tx) => {
      const current = await requireOrder(tx, request.params, request.params.id, true);
      if (current.status === 'cancelled') throw new HttpError(400, 'order_cancelled', 'The order is already cancelled');
      if (current.status === 'settled') throw new HttpError(400, 'order_settled', 'A settled order cannot be cancelled');
      return setOrderStatus(tx, current, 'cancelled');
    });
    return reply.code(201).send(order);
  });
}
