import { z } from 'zod';
import { Amount, Id, IsoDate, PositiveMoney, Timestamp, optionalText } from './common';

/** PaymentForm: only `amount` is required (SANDBOX.md). */
export const PaymentForm = z.object({
  amount: PositiveMoney,
  booked_at: IsoDate.nullish(),
  reference: optionalText(140),
});
export type PaymentForm = z.input<typeof PaymentForm>;

export const Payment = z.object({
  id: Id,
  order_id: Id,
  user_id: Id,
  project_id: Id,
  amount: Amount,
  booked_at: IsoDate.nullable(),
  reference: z.string().nullable(),
  created_at: Timestamp,
});
export type Payment = z.infer<typeof Payment>;

/** `GET /payments`. */
export const PaymentListQuery = z.object({
  project_id: z.string().optional(),
  user_id: z.string().optional(),
});
export type PaymentListQuery = z.input<typeof PaymentListQuery>;
