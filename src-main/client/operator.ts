// The sandbox's operator API (not part of the Offering Manager spec; SANDBOX.md).
import { z } from 'zod';
import { Success } from '../wire/common';
import { VideoIdentification } from '../wire/kyc';
import {
  Webhook,
  WebhookDelivery,
  type WebhookForm,
  Token,
  type OrderStatusUpdate,
  type VideoIdentificationCompletion,
} from '../wire/operator';
import { Order } from '../wire/orders';
import { User } from '../wire/users';
import { type Transport, encodeSegment as seg } from './transport';

export function operatorClient(http: Transport) {
  return {
    webhooks: () => http.request({ method: 'GET', path: '/webhooks' }, z.array(Webhook)),
    addWebhook: (form: WebhookForm) => http.request({ method: 'POST', path: '/webhooks', body: form }, Webhook),
    removeWebhook: (id: string) => http.request({ method: 'DELETE', path: `/webhooks/${seg(id)}` }, Success),
    deliveries: () => http.request({ method: 'GET', path: '/webhook_deliveries' }, z.array(WebhookDelivery)),
    mockKyc: (userId: string) => http.request({ method: 'POST', path: `/users/${seg(userId)}/mock_kyc` }, User),
    /** Ends a pending video identification as the provider's callback does. */
    completeVideoIdentification: (id: string, completion: VideoIdentificationCompletion) =>
      http.request(
        { method: 'POST', path: `/video_identifications/${seg(id)}/complete`, body: completion },
        VideoIdentification,
      ),
    reject: (userId: string) => http.request({ method: 'POST', path: `/users/${seg(userId)}/reject` }, User),
    setOrderStatus: (orderId: string, update: OrderStatusUpdate) =>
      http.request({ method: 'PATCH', path: `/orders/${seg(orderId)}`, body: update }, Order),
    issueToken: () => http.request({ method: 'POST', path: '/tokens' }, Token),
  };
}
export type OperatorClient = ReturnType<typeof operatorClient>;
