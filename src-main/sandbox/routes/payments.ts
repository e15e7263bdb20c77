import type { FastifyInstance } from 'fastify';
import { PaymentForm, PaymentListQuery } from '../../../src-shared/wire/payments';
import type { RoutesOptions } from '../context';
import { applyPayments } from '../db/orders';
import { deletePayment, findPayment, insertPayment, listPayments } from '../db/payments';
import { notFound, parseForm, parseId, parseQuery, settledPayments } from '../http';
import { type UserProjectParams, requireOrder } from './orders';
import { requireProject } from './projects';
import { requireUser } from './users';

type OrderParams = { Params: UserProjectParams & { order_id: string } };
type PaymentParams = { Params: UserProjectParams & { order_id: string; id: string } };

export default async function paymentsRoutes(app: FastifyInstance, { ctx }: RoutesOptions) {
  app.get('/payments', async (request) => {
    const query = parseQuery(PaymentListQuery, request.query);
    // An unknown project or user is 404, not an empty list.
    const project = query.project_id === undefined ? undefined : await requireProject(ctx.db, query.project_id);
    const user = query.user_id === undefined ? undefined : await requireUser(ctx.db, query.user_id);
    return listPayments(ctx.db, { project_id: project?.id, user_id: user?.id });
  });

  const base = '/users/:user_id/projects/:project_id/orders/:order_id/payments';

  app.get<OrderParams>(base, async (request) => {
    const order = await requireOrder(ctx.db, request.params, request.params.order_id);
    return listPayments(ctx.db, { order_id: order.id });
  });

  app.post<OrderParams>(base, async (request, reply) => {
    const form = parseForm(PaymentForm, 'payment', request.body);
    const payment = await ctx.write(async (tx) => {
      const order = await requireOrder(tx, request.params, request.params.order_id, true);
      const created = await insertPayment(tx, order.id, form);
      await applyPayments(tx, order.id);
      return created;
    });
    return reply.code(201).send(payment);
  });

  app.get<PaymentParams>(`${base}/:id`, async (request) => {
    const order = await requireOrder(ctx.db, request.params, request.params.order_id);
    const payment = await findPayment(ctx.db, order.id, parseId(request.params.id, 'Payment'));
    if (!payment) throw notFound('Payment');
    return payment;
  });

  app.delete<PaymentParams>(`${base}/:id`, (request) =>
    ctx.write(async (tx) => {
      const order = await requireOrder(tx, request.params, request.params.order_id, true);
      const payment = await findPayment(tx, order.id, parseId(request.params.id, 'Payment'));
      if (!payment) throw notFound('Payment');
      if (order.status === 'settled') throw settledPayments();
      await deletePayment(tx, payment.id);
      await applyPayments(tx, order.id);
      return payment;
    }),
  );
}
