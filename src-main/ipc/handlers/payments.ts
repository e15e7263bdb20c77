// The Payments area: finding and browsing orders, creating and cancelling them, accepting the
// investment terms for an investor, and entering payments through the drafts that keep each
// payment single (workflows/payment-entry.ts).
import { DeskError } from '../../../src-shared/errors';
import { orderFigures } from '../../workflows/order-figures';
import { investorOrders } from '../../workflows/order-index';
import { ORDER_WHOLE_LIMIT, type OrderPage, type ParsedOrderQuery } from '../../../src-shared/domain/order-index';
import type { AreaHandlers, HandlerContext } from '../services';

/** A whole list's answer: its rows when they are at most ORDER_WHOLE_LIMIT, else none. */
const only = (page: OrderPage): OrderPage => (page.total > ORDER_WHOLE_LIMIT ? { ...page, rows: [] } : page);

export function paymentsHandlers(s: HandlerContext): AreaHandlers<'payments'> {
  const connection = () => s.connections.client();
  const activeId = () => s.connections.calling().id;
  /**
   * Every order of the query's other filters, or only how many when too many; with their
   * investors' names where a page's search looks at names (not in one investor's orders).
   */
  const wholeOrders = async (current: Awaited<ReturnType<typeof connection>>, query: ParsedOrderQuery): Promise<OrderPage> => {
    const every = { ...query, text: undefined, amount: undefined, offset: 0, limit: ORDER_WHOLE_LIMIT + 1 };
    if (every.scope.kind === 'investor') return only(await investorOrders(current.client, every));
    const page = only(await s.orders.of(current).page(every));
    const investors = await (await s.investorIndex()).investorsOf(page.rows.map((o) => o.id));
    return { ...page, names: Object.fromEntries(Object.entries(investors).map(([orderId, investor]) => [orderId, investor.name])) };
  };

  return {
    'orders.findByCode': async ({ code }) => {
      const order = await s.orders.of(await connection()).find(code);
      if (!order) throw new DeskError('not_found', `No order has the code ${code}.`);
      return order;
    },
    'orders.nearCode': async ({ code }) => {
      const near = await s.orders.of(await connection()).nearCode(code);
      return near === undefined ? {} : { code: near };
    },
    'orders.reload': async () => {
      await s.orders.of(await connection()).refresh();
      return { success: true };
    },
    'orders.browse': async (query) => {
      const current = await connection();
      if (query.whole) return wholeOrders(current, query);
      if (query.scope.kind === 'investor') return investorOrders(current.client, query);
      const named = query.text ? await (await s.investorIndex()).ordersNamed(query.text) : undefined;
      return s.orders.of(current).page(query, named);
    },
    'orders.figures': async ({ orderIds }) => {
      const current = await connection();
      return orderFigures(current.client, s.orders.of(current), await s.investorIndex(), orderIds);
    },
    'orders.create': ({ userId, projectId, order }, write) =>
      write(
        { user_id: userId, project_id: projectId },
        (c) => c.orders.create(userId, projectId, order),
        (o) => ({ order_id: o.id, order_code: o.order_code }),
      ),
    'orders.cancel': ({ userId, projectId, orderId }, write) => write({ order_id: orderId }, (c) => c.orders.cancel(userId, projectId, orderId)),
    'investmentTerms.accept': ({ userId, projectId }, write) =>
      write(
        { user_id: userId, project_id: projectId },
        (c) => c.investmentTerms.accept(userId, projectId),
        (terms) => ({ terms_id: terms.id }),
      ),

    'payments.list': async (order) => s.payments.list(await connection(), order),
    'payments.enter': async (input) => s.payments.enter(await connection(), input),
    'payments.drafts': async () => s.payments.open(activeId()),
    'payments.retry': async ({ draftId }) => s.payments.retry(await connection(), draftId),
    'payments.discard': async ({ draftId }) => {
      await s.payments.discard(activeId(), draftId);
      return { success: true };
    },
    'payments.delete': ({ id, ...order }, write) => write({ order_id: order.orderId, payment_id: id }, (c) => c.payments.delete(order, id)),
    'payments.destroyForUser': ({ userId }, write) => write({ user_id: userId }, (c) => c.users.destroyPayments(userId)),
  };
}
