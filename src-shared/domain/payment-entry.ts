// A payment draft as it is kept on disk and shown in the window, and the decimal rules the
// preview and the recovery of a lost answer share. Pure: the renderer reaches it through
// the contract.
import Big from 'big.js';
import { z } from 'zod';
import { Id } from '../wire/common';
import { type Order, type OrderStatus, statusAfterPayments } from '../wire/orders';
import { PaymentForm } from '../wire/payments';

/** The three ids of an order's path (`/users/{user_id}/projects/{project_id}/orders/{id}`). */
export const OrderRef = z.object({ userId: Id, projectId: Id, orderId: Id });
export type OrderRef = z.infer<typeof OrderRef>;

/**
 * pending: on disk, not sent yet. sending: the POST is under way (or the app stopped while it
 * was). unknown: the answer was lost and the payment was not found on the order afterwards.
 * done: the payment exists (`payment_id`). failed: the host refused it.
 */
export const DRAFT_STATES = ['pending', 'sending', 'unknown', 'done', 'failed'] as const;
export type DraftState = (typeof DRAFT_STATES)[number];

/** `payments.enter`: the window names the draft, so a second Enter names the same one. */
export const PaymentEntryInput = z.object({
  draftId: z.uuid({ error: 'uuid' }),
  order: OrderRef.extend({ orderCode: z.string().trim().min(1).max(64) }),
  payment: PaymentForm,
});
export type PaymentEntryInput = z.input<typeof PaymentEntryInput>;
/** The same, parsed: the amount a plain decimal string, empty text null. */
export type PaymentEntryRequest = z.output<typeof PaymentEntryInput>;

/** A payment as the draft holds it: the form, parsed; absent values are null. */
export const DraftPayment = z.object({
  amount: z.string(),
  booked_at: z.string().nullable(),
  reference: z.string().nullable(),
});
export type DraftPayment = z.infer<typeof DraftPayment>;

export const PaymentDraft = z.object({
  draftId: z.string(),
  /** The connection it belongs to: it is sent on that one only. */
  profileId: z.string(),
  order: PaymentEntryInput.shape.order,
  payment: DraftPayment,
  state: z.enum(DRAFT_STATES),
  payment_id: z.string().optional(),
  /** The order's payments before the first POST: none of them can be this draft's. */
  seen_payment_ids: z.array(z.string()).optional(),
  /**
   * Those were read earlier (the order's screen), not right before the POST: a new payment
   * said by its amount alone may be another agent's since, so it is never taken alone.
   */
  seen_earlier: z.literal(true).optional(),
  /** POSTs sent so far. */
  attempts: z.number().int().min(0),
  /** The last refusal or failure, in words. */
  error: z.object({ kind: z.string(), message: z.string() }).optional(),
  /**
   * `unknown` because this many new payments of the amount could be this draft's, and the
   * host's payments do not say their date and reference: the desk does not pick one (nor a
   * lone one when `seen_earlier`).
   */
  candidates: z.number().int().min(1).optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PaymentDraft = z.infer<typeof PaymentDraft>;

type Amounted = { amount: string };
type Booked = Amounted & { booked_at?: string | null; reference?: string | null };

/** The sum of the amounts, exactly. */
export function paidTotal(payments: readonly Amounted[]): string {
  return payments.reduce((sum, p) => sum.plus(p.amount), new Big(0)).toFixed(2);
}

export interface Balance {
  status: OrderStatus;
  paid: string;
  /** Still to come; "0.00" when paid in full. */
  outstanding: string;
  /** Paid beyond the amount; "0.00" unless overpaid. */
  excess: string;
}

/** What an order is once `paid` has come in: the host's status rule, and the difference. */
export function balanceOf(order: Pick<Order, 'status' | 'amount'>, paid: string): Balance {
  const difference = new Big(order.amount).minus(paid);
  return {
    status: statusAfterPayments(order.status, order.amount, paid),
    paid: new Big(paid).toFixed(2),
    outstanding: difference.gt(0) ? difference.toFixed(2) : '0.00',
    excess: difference.lt(0) ? difference.abs().toFixed(2) : '0.00',
  };
}

const text = (value: string | null | undefined) => (value ?? '').trim();

/** The same transfer: equal amounts as decimals, the same booking date and reference. */
export function samePayment(a: Booked, b: Booked): boolean {
  return new Big(a.amount).eq(b.amount) && text(a.booked_at) === text(b.booked_at) && text(a.reference) === text(b.reference);
}

/** Whether the host says the payment's booking date and reference (the spec names only the amount). */
export function saysTransfer(hosts: Booked): boolean {
  return hosts.booked_at !== undefined && hosts.reference !== undefined;
}

/**
 * Whether the host's payment may be the draft's: the same transfer where the host says date
 * and reference; where it leaves them out, the same amount.
 */
export function mayBePayment(draft: Booked, hosts: Booked): boolean {
  return saysTransfer(hosts) ? samePayment(draft, hosts) : new Big(draft.amount).eq(hosts.amount);
}
