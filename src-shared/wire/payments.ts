import { z } from 'zod';
import { Amount, Id, IsoDate, PositiveMoney, Timestamp, optionalText, resource } from './common';

/** PaymentForm: only `amount` is required (docs/sandbox.md). */
export const PaymentForm = z.object({
  amount: PositiveMoney,
  booked_at: IsoDate.nullish(),
  reference: optionalText(140),
});
export type PaymentForm = z.input<typeof PaymentForm>;

/** The spec names the amount (and the id); the rest is the sandbox's and may be absent. */
export const Payment = resource({
  id: Id,
  amount: Amount,
  order_id: Id.optional(),
  user_id: Id.optional(),
  project_id: Id.optional(),
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
