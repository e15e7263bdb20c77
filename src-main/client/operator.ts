// The sandbox's operator API (not part of the Offering Manager spec; docs/sandbox.md).
import { z } from 'zod';
import { Success } from '../../src-shared/wire/common';
import { CustodyAsset, type CustodyAssetForm, CustodyTransaction, type DepositForm } from '../../src-shared/wire/custody';
import { Payout } from '../../src-shared/wire/distribution';
import { VideoIdentification } from '../../src-shared/wire/kyc';
import {
  type DeliveryListQuery,
  Webhook,
  WebhookDelivery,
  type WebhookForm,
  Token,
  TokenKey,
  type OrderStatusUpdate,
  type VideoIdentificationCompletion,
} from '../../src-shared/wire/operator';
import { Order } from '../../src-shared/wire/orders';
import { User } from '../../src-shared/wire/users';
import { type Transport, encodeSegment as seg } from './transport';

export function operatorClient(http: Transport) {
  return {
    webhooks: () => http.request({ method: 'GET', path: '/webhooks' }, z.array(Webhook)),
    addWebhook: (form: WebhookForm) => http.request({ method: 'POST', path: '/webhooks', body: form }, Webhook),
    removeWebhook: (id: string) => http.request({ method: 'DELETE', path: `/webhooks/${seg(id)}` }, Success),
    /** The latest 200 deliveries, or a page of those `query` names. */
    deliveries: (query: DeliveryListQuery = {}) =>
      http.request({ method: 'GET', path: '/webhook_deliveries', query }, z.array(WebhookDelivery)),
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
    /** The distribution on the blockchain: settles the latest snapshot's orders. */
    distribute: (projectId: string) =>
      http.request({ method: 'POST', path: `/projects/${seg(projectId)}/distribute` }, Payout),
    createCustodyAsset: (asset: CustodyAssetForm) =>
      http.request({ method: 'POST', path: '/custody_assets', body: { custody_asset: asset } }, CustodyAsset),
    deposit: (accountId: string, form: DepositForm) =>
      http.request({ method: 'POST', path: `/custody_accounts/${seg(accountId)}/deposit`, body: form }, CustodyTransaction),
    issueToken: () => http.request({ method: 'POST', path: '/tokens' }, Token),
    /** The keys the sandbox accepts (never their secrets). */
    tokens: () => http.request({ method: 'GET', path: '/tokens' }, z.array(TokenKey)),
    revokeToken: (key: string) => http.request({ method: 'DELETE', path: `/tokens/${seg(key)}` }, Success),
  };
}
export type OperatorClient = ReturnType<typeof operatorClient>;
