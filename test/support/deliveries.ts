// The sandbox's webhook queue, read through the operator API. Once no delivery is pending,
// each has been answered 200 or given up on, so a receiver has seen everything the changes
// made so far will ever send: a test checks that nothing else came without sleeping.
import type { OperatorClient } from '../../src-main/client/operator';
import type { DeliveryListQuery, WebhookDelivery } from '../../src-shared/wire/operator';
import { waitUntil } from './wait';

/** Every delivery `query` names, page by page (a page holds the latest 200). */
export async function allDeliveries(operator: OperatorClient, query: DeliveryListQuery = {}): Promise<WebhookDelivery[]> {
  const found: WebhookDelivery[] = [];
  for (let page = await operator.deliveries(query); page.length > 0; ) {
    found.push(...page);
    page = await operator.deliveries({ ...query, before: (page.at(-1) as WebhookDelivery).id });
  }
  return found;
}

/** Waits until no delivery `query` names is pending; answers them all. */
export async function queueSettled(operator: OperatorClient, query: DeliveryListQuery = {}, timeoutMs = 10_000): Promise<WebhookDelivery[]> {
  let deliveries: WebhookDelivery[] = [];
  await waitUntil(async () => {
    deliveries = await allDeliveries(operator, query);
    return deliveries.every((d) => d.state !== 'pending');
  }, timeoutMs, 'no webhook delivery pending');
  return deliveries;
}
