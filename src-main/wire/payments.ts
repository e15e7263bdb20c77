import { z } from 'zod';
import { Amount, Id, IsoDate, PositiveMoney, Timestamp, optionalText } from './common';

/** PaymentForm: only `amount` is required (SANDBOX.md). */
export const PaymentForm = z.object({
  amount: PositiveMoney,
  booked_at: IsoDate.nullish(),
  reference: optionalText(140),
});
export type PaymentForm = z.input<typeof PaymentForm>;

/** The spec names `amount`; a host may leave out the rest. Unknown fields are kept. */
export const Payment = z.looseObject({
  id: Id,
  order_id: Id.optional(),
  user_id: Id.optional(),
  project_id: Id.optional(),
  amount: Amount,
  booked_at: IsoDate.nullish(),
  reference: z.string().nullish(),
  created_at: Timestamp.optional(),
});
export type Payment = z.infer<typeof Payment>;

/** `GET /payments`. */
export const PaymentListQuery = z.object({
  project_id: z.string().optional(),
  user_id: z.string().optional(),
});
export type PaymentListQuery = z.input<typeof PaymentListQuery>;
