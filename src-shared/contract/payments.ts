// The Payments area: orders, their payments, payment drafts (workflows/payment-entry.ts) and
// the investment terms an order needs.
import { z } from 'zod';
import type { OrderFigures } from '../domain/investor-index';
import { type LocatedOrder, type OrderPage, OrderQuery, type OrderSearch } from '../domain/order-index';
import { OrderRef, type PaymentDraft, PaymentEntryInput } from '../domain/payment-entry';
import type { Success } from '../wire/common';
import type { InvestmentTerm } from '../wire/investment-terms';
import { type Order, OrderForm } from '../wire/orders';
import type { Payment } from '../wire/payments';
import { Id, None, out } from './common';

/** What a payment changes: the order's balance, its payments, the orders table, the drafts and the ledgers. */
const paymentReads = ['orders.findByCode', 'payments.list', 'orders.browse', 'orders.figures', 'payments.drafts', 'ledgers.investor', 'ledgers.project'] as const;

export const channels = {
  /**
   * The order with this code as the host has it now, with its investor and project (searched
   * project by project when the host's list does not say: `orders.searching` tells the
   * progress); `not_found` when none has it.
   */
  'orders.findByCode': { input: z.object({ code: z.string().trim().min(1).max(64) }), output: out<LocatedOrder>() },
  /** For a code no order has: the one code it is a slip away from, for "Did you mean …?". */
  'orders.nearCode': { input: z.object({ code: z.string().trim().min(1).max(64) }), output: out<{ code?: string }>() },
  /** A page of orders, filtered and sorted in the main process (workflows/order-index.ts). */
  'orders.browse': { input: OrderQuery, output: out<OrderPage>() },
  /** The orders' investors, what each received and what is still to come (the rows on screen). */
  'orders.figures': { input: z.object({ orderIds: z.array(Id).max(200) }), output: out<Record<string, OrderFigures>>() },
  'orders.create': {
    hostWrite: true,
    input: z.object({ userId: Id, projectId: Id, order: OrderForm }),
    output: out<Order>(),
    invalidates: ['orders.browse', 'ledgers.investor', 'ledgers.project'],
  },
  /** Reads the orders again now (on a host without change times: the whole list); reads only, so allowed on a read-only connection. */
  'orders.reload': { input: None, output: out<Success>(), invalidates: ['orders.browse'] },
  'orders.cancel': { hostWrite: true, input: OrderRef, output: out<Order>(), invalidates: ['orders.findByCode', 'orders.browse', 'ledgers.investor', 'ledgers.project'] },
  'investmentTerms.accept': { hostWrite: true, input: z.object({ userId: Id, projectId: Id }), output: out<InvestmentTerm>(), invalidates: ['ledgers.investor'] },
  'payments.list': { input: OrderRef, output: out<Payment[]>() },
  /** Written to disk, then sent once; the same `draftId` again never sends a second payment. */
  'payments.enter': { hostWrite: true, input: PaymentEntryInput, output: out<PaymentDraft>(), invalidates: paymentReads },
  /** The active connection's drafts that are not done. */
  'payments.drafts': { input: None, output: out<PaymentDraft[]>() },
  /** Looks for the draft's payment on the order, and sends it only if it is not there. */
  'payments.retry': { hostWrite: true, input: z.object({ draftId: Id }), output: out<PaymentDraft>(), invalidates: paymentReads },
  'payments.discard': { input: z.object({ draftId: Id }), output: out<Success>(), invalidates: ['payments.drafts'] },
  'payments.delete': { hostWrite: true, input: OrderRef.extend({ id: Id }), output: out<Payment>(), invalidates: paymentReads },
  /** `DELETE /users/{id}/destroy_payments`: every payment of the investor, in every project. */
  'payments.destroyForUser': { hostWrite: true, input: z.object({ userId: Id }), output: out<Success>(), invalidates: paymentReads },
} as const;

export const events = {
  /** A search for an order's investor and project went one project further, or ended. */
  'orders.searching': out<OrderSearch>(),
} as const;
