// The orders table's figures beside each order's own fields: its investor (from the investor
// index), what it received and what is still to come. Read for the rows on screen only: a
// project's payments at once (`GET /payments?project_id=`), or, on a host whose payments do
// not say their order, each order's own payments.
import { ApiError, type OfferingClient } from '../client';
import { DeskError } from '../../src-shared/errors';
import type { Order } from '../../src-shared/wire/orders';
import type { Payment } from '../../src-shared/wire/payments';
import type { OrderFigures } from '../../src-shared/domain/investor-index';
import type { InvestorIndex } from './investor-index';
import type { OrderIndex } from './order-index';
import { balanceOf, paidTotal } from '../../src-shared/domain/payment-entry';

function figuresOf(order: Order, payments: readonly Payment[]): Pick<OrderFigures, 'received' | 'due'> {
  const received = paidTotal(payments);
  // A cancelled order waits for nothing.
  return { received, due: order.status === 'cancelled' ? '0.00' : balanceOf(order, received).outstanding };
}

/** A payment list the host would not give is a figure the table shows as unknown, not a failed table. */
const unreadable = (error: unknown) => error instanceof ApiError && error.kind !== 'network' && error.kind !== 'timeout';

/** A project's payments are read again after this long, or at once when the orders changed. */
const PAYMENTS_MAX_AGE_MS = 15_000;

interface ProjectPayments {
  at: number;
  changes: number;
  /** By order id; undefined when the host's payments do not say their order (or could not be read). */
  byOrder?: Map<string, Payment[]>;
}

/** Per connection (its order index): the projects' payments, so a keystroke in the table does not read them again. */
const projectPayments = new WeakMap<OrderIndex, Map<string, ProjectPayments>>();

async function paymentsOfProject(client: OfferingClient, orders: OrderIndex, changes: number, projectId: string): Promise<ProjectPayments> {
  let projects = projectPayments.get(orders);
  if (!projects) projectPayments.set(orders, (projects = new Map<string, ProjectPayments>()));
  const held = projects.get(projectId);
  if (held && held.changes === changes && Date.now() - held.at < PAYMENTS_MAX_AGE_MS) return held;
  const listed = await client.payments.list({ project_id: projectId }).catch((error: unknown) => {
    if (unreadable(error)) return undefined;
    throw error;
  });
  let byOrder: Map<string, Payment[]> | undefined;
  if (listed !== undefined && listed.every((p) => p.order_id !== undefined)) {
    byOrder = new Map();
    for (const p of listed) {
      const theirs = byOrder.get(p.order_id as string);
      if (theirs) theirs.push(p);
      else byOrder.set(p.order_id as string, [p]);
    }
  }
  const read = { at: Date.now(), changes, byOrder };
  projects.set(projectId, read);
  return read;
}

export async function orderFigures(
  client: OfferingClient,
  orders: OrderIndex,
  investors: InvestorIndex,
  orderIds: readonly string[],
): Promise<Record<string, OrderFigures>> {
  const names = await investors.investorsOf(orderIds);
  const held = orderIds.map((id) => orders.byId(id)).filter((o): o is Order => o !== undefined);
  const payments = new Map<string, Payment[]>();
  const byOrder: Order[] = held.filter((o) => o.project_id === undefined);
  const projects = new Set(held.flatMap((o) => (o.project_id === undefined ? [] : [o.project_id])));
  for (const projectId of projects) {
    const theirs = held.filter((o) => o.project_id === projectId);
    const read = await paymentsOfProject(client, orders, investors.changes, projectId);
    if (read.byOrder === undefined) byOrder.push(...theirs);
    else for (const order of theirs) payments.set(order.id, read.byOrder.get(order.id) ?? []);
  }
  for (const order of byOrder) {
    try {
      const place = await orders.locate(order);
      payments.set(order.id, await client.payments.listForOrder({ userId: place.userId, projectId: place.projectId, orderId: order.id }));
    } catch (error) {
      // An order whose investor cannot be found shows no figures.
      if (!unreadable(error) && !(error instanceof DeskError && error.kind === 'not_found')) throw error;
    }
  }
  const result: Record<string, OrderFigures> = {};
  for (const order of held) {
    const paid = payments.get(order.id);
    result[order.id] = { investor: names[order.id], ...(paid ? figuresOf(order, paid) : {}) };
  }
  return result;
}
