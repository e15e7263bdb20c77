// The ledgers: an investor's orders in every project with their payments, terms and custody
// accounts; a project's payments. Read from the host each time (staff open a ledger to see
// the money as it is now), added up exactly, and written as CSV for finance.
import type { OfferingClient } from '../client';
import { ApiError } from '../client';
import type { Order } from '../../src-shared/wire/orders';
import type { Payment } from '../../src-shared/wire/payments';
import type { Project } from '../../src-shared/wire/projects';
import { mapAtOnce } from './at-once';
import { writeCsv } from './csv';
import {
  type CustodyLine,
  type InvestorLedger,
  type InvestorProjectLedger,
  type LedgerOrder,
  type LedgerTotals,
  type PaymentFilter,
  type PaymentGrouping,
  type PaymentPlace,
  type ProjectLedger,
  type TermsState,
  addTotals,
  byPaymentDay,
  filterPayments,
  orderTotals,
  placeOf,
  termsState,
} from '../../src-shared/domain/ledgers';
import { ORDER_PAGE_LIMIT } from '../../src-shared/domain/order-index';
import type { OrderIndex } from './order-index';

/** The spec lets `GET /payments` answer 404: for an investor or project without payments, that is none. */
async function paymentsOrNone(read: () => Promise<Payment[]>): Promise<Payment[]> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'not_found') return [];
    throw error;
  }
}

/** What the host does not want to say (terms, custody) leaves that part of the ledger empty, not the ledger. */
async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ApiError && error.kind !== 'network' && error.kind !== 'timeout' && error.kind !== 'unauthorized') return null;
    throw error;
  }
}

async function custodyLines(client: OfferingClient, userId: string): Promise<CustodyLine[]> {
  const holders = await client.custody.holders(userId);
  const lines = await Promise.all(
    holders.map(async (holder) => {
      const ref = { userId, holderId: holder.id };
      const [accounts, balances] = await Promise.all([client.custody.accounts(ref), client.custody.balances(ref)]);
      return accounts.map((account): CustodyLine => {
        // By the account's id, or by its symbol where the host does not say a balance's account.
        const balance = balances.find((b) =>
          b.custody_account_id === undefined ? b.symbol !== undefined && b.symbol === account.symbol : b.custody_account_id === account.id,
        );
        return {
          accountId: account.id,
          holderId: holder.id,
          ...(account.symbol === undefined ? {} : { symbol: account.symbol }),
          ...(balance?.balance === undefined ? {} : { balance: balance.balance }),
          ...(account.address === undefined ? {} : { address: account.address }),
        };
      });
    }),
  );
  return lines.flat();
}

interface ProjectOrders {
  project: Project;
  orders: Order[];
  terms: TermsState | null;
}

function projectLedger({ project, orders, terms }: ProjectOrders, paymentsOf: (order: Order) => Payment[], unassigned: Payment[]): InvestorProjectLedger {
  const ledgerOrders: LedgerOrder[] = orders.map((order) => {
    const payments = byPaymentDay(paymentsOf(order));
    return { order, payments, totals: orderTotals(order, payments) };
  });
  return { project, orders: ledgerOrders, totals: addTotals(ledgerOrders.map((o) => o.totals), unassigned), terms, unassigned };
}

/** Orders' own payment lists are asked a few at a time. */
const ORDER_LISTS_AT_ONCE = 8;

/**
 * Every order of the investor in every project (`GET /users/{id}/projects`, then each
 * project's orders), with its payments: put to their orders by the `order_id` of
 * `GET /payments?user_id=`, or, on a host whose payments do not say their order, through
 * each order's own payment list, a few at a time (`grouping` says which). A payment of the investor that
 * fits no order is kept on its project's line, or on the ledger's own `unplaced` line.
 */
export async function investorLedger(client: OfferingClient, userId: string): Promise<InvestorLedger> {
  const [projects, payments, custody] = await Promise.all([
    client.users.projects(userId),
    paymentsOrNone(() => client.payments.list({ user_id: userId })),
    orNull(() => custodyLines(client, userId)),
  ]);
  const perProject: ProjectOrders[] = await Promise.all(
    projects.map(async (project) => {
      const [orders, terms] = await Promise.all([
        client.orders.listForUser(userId, project.id),
        orNull(async () => termsState(await client.investmentTerms.list(userId, project.id))),
      ]);
      return { project, orders, terms };
    }),
  );
  const grouping: PaymentGrouping = payments.every((p) => p.order_id !== undefined) ? 'payment_list' : 'order_lists';
  const byOrder = new Map<string, Payment[]>();
  if (grouping === 'payment_list') {
    for (const p of payments) byOrder.set(p.order_id as string, [...(byOrder.get(p.order_id as string) ?? []), p]);
  } else {
    const asked = perProject.flatMap(({ project, orders }) => orders.map((o) => ({ projectId: project.id, orderId: o.id })));
    const lists = await mapAtOnce(asked, ORDER_LISTS_AT_ONCE, async ({ projectId, orderId }) => {
      return [orderId, await client.payments.listForOrder({ userId, projectId, orderId })] as const;
    });
    for (const [orderId, list] of lists) byOrder.set(orderId, list);
  }
  const placed = new Set(perProject.flatMap(({ orders }) => orders.flatMap((o) => (byOrder.get(o.id) ?? []).map((p) => p.id))));
  const left = payments.filter((p) => !placed.has(p.id));
  const ledgers = perProject.map((entry) =>
    projectLedger(
      entry,
      (order) => byOrder.get(order.id) ?? [],
      byPaymentDay(left.filter((p) => p.project_id === entry.project.id)),
    ),
  );
  const projectIds = new Set(projects.map((p) => p.id));
  const unplaced = byPaymentDay(left.filter((p) => p.project_id === undefined || !projectIds.has(p.project_id)));
  return {
    userId,
    projects: ledgers,
    totals: addTotals(
      ledgers.map((l) => l.totals),
      unplaced,
    ),
    grouping,
    custody,
    unplaced,
    asOf: new Date().toISOString(),
  };
}

/** Every order of the project, page by page from the index, once it asked the host what changed. */
async function projectOrders(index: OrderIndex, projectId: string): Promise<Order[]> {
  await index.refresh();
  const orders: Order[] = [];
  for (;;) {
    const page = await index.page({
      scope: { kind: 'project', projectId },
      sort: 'created_at',
      direction: 'asc',
      offset: orders.length,
      limit: ORDER_PAGE_LIMIT,
    });
    orders.push(...page.rows);
    if (page.rows.length === 0 || orders.length >= page.total) return orders;
  }
}

/** Statuses of orders that hold payments, asked first: the lists of new orders are seldom needed. */
const PAID_FIRST: Order['status'][] = ['underpaid', 'paid', 'overpaid', 'settled', 'cancelled', 'new'];

/**
 * On a host whose payments do not say their order: the orders' own payment lists, a few at a
 * time and those with payments first, until every payment of the project has its place (a
 * large project's new orders are then not asked).
 */
async function placeByOrderLists(client: OfferingClient, index: OrderIndex, projectId: string, orders: Order[], payments: Payment[]) {
  const placed: Record<string, PaymentPlace> = {};
  const unplaced = new Set(payments.map((p) => p.id));
  const rank = (o: Order) => {
    const at = PAID_FIRST.indexOf(o.status);
    return at < 0 ? PAID_FIRST.length : at;
  };
  const asked = [...orders].sort((x, y) => rank(x) - rank(y));
  await mapAtOnce(
    asked,
    ORDER_LISTS_AT_ONCE,
    async (order) => {
      const { userId } = await index.locate(order);
      for (const p of await paymentsOrNone(() => client.payments.listForOrder({ userId, projectId, orderId: order.id }))) {
        if (unplaced.delete(p.id)) placed[p.id] = { orderId: order.id, userId };
      }
    },
    () => unplaced.size === 0,
  );
  return placed;
}

/**
 * A project's payments (`GET /payments?project_id=`, by their day) and its orders, for its ledger and
 * funding chart; where the payments do not say their order, placed through the orders' lists.
 */
export async function projectLedgerOf(client: OfferingClient, index: OrderIndex, projectId: string): Promise<ProjectLedger> {
  const [payments, orders] = await Promise.all([
    paymentsOrNone(async () => byPaymentDay(await client.payments.list({ project_id: projectId }))),
    projectOrders(index, projectId),
  ]);
  const grouping: PaymentGrouping = payments.every((p) => p.order_id !== undefined) ? 'payment_list' : 'order_lists';
  return {
    projectId,
    payments,
    orders,
    grouping,
    placed: grouping === 'order_lists' ? await placeByOrderLists(client, index, projectId, orders, payments) : {},
    received: addTotals([], payments).received,
    asOf: new Date().toISOString(),
  };
}

const totalsCells = (t: LedgerTotals) => [t.ordered, t.received, t.toCome, t.overpaid];

export const INVESTOR_LEDGER_HEADER = [
  'line',
  'project_code',
  'order_code',
  'order_status',
  'ordered',
  'received',
  'to_come',
  'overpaid',
  'payment_id',
  'payment_amount',
  'booked_at',
  'reference',
  'terms_accepted',
  'terms_accepted_at',
];

const paymentCells = (p: Payment) => [p.id, p.amount, p.booked_at ?? '', p.reference ?? ''];
const NO_TOTALS = ['', '', '', ''];
const NO_PAYMENT = ['', '', '', ''];

/** One line per order (its totals), one per payment below it, one per project (its totals and terms), one for the whole. */
export function investorLedgerRows(ledger: InvestorLedger): string[][] {
  const rows: string[][] = [];
  for (const p of ledger.projects) {
    const terms = p.terms === null ? ['', ''] : [String(p.terms.accepted), p.terms.acceptedAt ?? ''];
    for (const o of p.orders) {
      rows.push(['order', p.project.code, o.order.order_code, o.order.status, ...totalsCells(o.totals), ...NO_PAYMENT, '', '']);
      for (const payment of o.payments) rows.push(['payment', p.project.code, o.order.order_code, '', ...NO_TOTALS, ...paymentCells(payment), '', '']);
    }
    for (const payment of p.unassigned) rows.push(['payment', p.project.code, '', '', ...NO_TOTALS, ...paymentCells(payment), '', '']);
    rows.push(['project', p.project.code, '', '', ...totalsCells(p.totals), ...NO_PAYMENT, ...terms]);
  }
  for (const payment of ledger.unplaced) rows.push(['payment', '', '', '', ...NO_TOTALS, ...paymentCells(payment), '', '']);
  rows.push(['total', '', '', '', ...totalsCells(ledger.totals), ...NO_PAYMENT, '', '']);
  return rows;
}

export const PROJECT_LEDGER_HEADER = ['payment_id', 'amount', 'booked_at', 'reference', 'order_code', 'created_at'];

/** The project's payments the filter keeps, one line each, with their order's code where the desk knows it. */
export function projectLedgerRows(ledger: ProjectLedger, filter: PaymentFilter): string[][] {
  const codes = new Map(ledger.orders.map((o) => [o.id, o.order_code]));
  return filterPayments(ledger.payments, filter).map((p) => {
    const { orderId } = placeOf(ledger, p);
    return [p.id, p.amount, p.booked_at ?? '', p.reference ?? '', orderId === undefined ? '' : (codes.get(orderId) ?? ''), p.created_at ?? ''];
  });
}

export async function writeInvestorLedgerCsv(destination: string, ledger: InvestorLedger): Promise<number> {
  const rows = investorLedgerRows(ledger);
  await writeCsv(destination, INVESTOR_LEDGER_HEADER, rows, { decimals: ['ordered', 'received', 'to_come', 'overpaid', 'payment_amount'] });
  return rows.length;
}

export async function writeProjectLedgerCsv(destination: string, ledger: ProjectLedger, filter: PaymentFilter): Promise<number> {
  const rows = projectLedgerRows(ledger, filter);
  await writeCsv(destination, PROJECT_LEDGER_HEADER, rows, { decimals: ['amount'] });
  return rows.length;
}
