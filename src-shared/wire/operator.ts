// The sandbox's operator API (docs/sandbox.md): what the real service's admin application does.
import { z } from 'zod';
import { Id, Timestamp } from './common';
import { EventPayload } from './events';
import { VideoIdentificationOutcome } from './kyc';
import { OrderStatus } from './orders';

export const WebhookForm = z.object({
  url: z.url({ protocol: /^https?$/, error: 'http_url' }),
});
export type WebhookForm = z.input<typeof WebhookForm>;

export const Webhook = z.object({ id: Id, url: z.string(), created_at: Timestamp });
export type Webhook = z.infer<typeof Webhook>;

export const DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const;

export const WebhookDelivery = z.object({
  id: Id,
  webhook_id: Id,
  event: z.string(),
  payload: EventPayload,
  state: z.enum(DELIVERY_STATES),
  attempts: z.number().int(),
  last_status: z.number().int().nullable(),
  last_error: z.string().nullable(),
  next_attempt_at: Timestamp.nullable(),
  delivered_at: Timestamp.nullable(),
  created_at: Timestamp,
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

/** `GET /sandbox/webhook_deliveries`: newest first, a page of at most 200. */
export const DeliveryListQuery = z.object({
  /** One receiver's deliveries. */
  webhook_id: Id.optional(),
  event: z.string().optional(),
  /** The id of the last delivery seen: the page goes on with the ones queued before it. */
  before: Id.optional(),
});
export type DeliveryListQuery = z.input<typeof DeliveryListQuery>;

export const OrderStatusUpdate = z.object({ status: OrderStatus });
export type OrderStatusUpdate = z.input<typeof OrderStatusUpdate>;

/** The identification provider's callback: how the session ended. */
export const VideoIdentificationCompletion = z.object({ status: VideoIdentificationOutcome });
export type VideoIdentificationCompletion = z.input<typeof VideoIdentificationCompletion>;

export const Token = z.object({ key: z.string(), secret: z.string() });
export type Token = z.infer<typeof Token>;
/** A key as the token list shows it; `primary`: the one the sandbox printed at start. */
export const TokenKey = z.object({ key: z.string(), primary: z.boolean() });
export type TokenKey = z.infer<typeof TokenKey>;
