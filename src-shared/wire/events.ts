// Webhook payloads, exactly the spec's table ("Events").
import { z } from 'zod';
import { Id } from './common';

const orderEvent = { order_id: Id, user_id: Id, project_id: Id };

export const EventPayload = z.discriminatedUnion('event', [
  z.object({ event: z.literal('distribution_created'), ...orderEvent }),
  z.object({ event: z.literal('kyc_approved'), user_id: Id }),
  z.object({ event: z.literal('kyc_rejected'), user_id: Id }),
  z.object({ event: z.literal('kyc_video_identification_success'), user_id: Id }),
  z.object({ event: z.literal('order_created'), ...orderEvent }),
  z.object({ event: z.literal('order_status_changed'), ...orderEvent, status: z.string() }),
  z.object({
    event: z.literal('project_prepared_for_distribution'),
    project_id: Id,
    /** The spec leaves open whether this is the project's code or the preparation's status code: read as text, both readings pass. */
    code: z.string(),
    percentage: z.number(),
  }),
  z.object({
    event: z.literal('transaction_created'),
    transaction_id: Id,
    custody_account_holder_id: Id,
    custody_account_id: Id,
    user_id: Id,
  }),
]);
export type EventPayload = z.infer<typeof EventPayload>;
export type EventName = EventPayload['event'];
