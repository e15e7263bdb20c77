// The webhooks' data: the registered receivers and their outbox. An event is queued in the
// transaction of the change it reports (the stores of db/ call enqueue*), so a delivery exists
// exactly when its change does; sending is the server's (sandbox/webhooks.ts).
import type { EventName, EventPayload } from '../../../src-shared/wire/events';
import type { DeliveryListQuery, Webhook, WebhookDelivery } from '../../../src-shared/wire/operator';
import { type Queryable, one, rows } from './store';

/** Queues `payload` for every registered webhook, inside the caller's transaction. */
export async function enqueueEvent(q: Queryable, payload: EventPayload): Promise<void> {
  await q.query('insert into webhook_deliveries (webhook_id, event, payload) select id, $1, $2 from webhooks', [
    payload.event,
    JSON.stringify(payload),
  ]);
}

/**
 * Queues one `event` per row of `source` for every registered webhook, in one statement:
 * for an event about many rows at once (a distribution settles up to a million orders).
 * `source` selects a jsonb column `fields`: the payload without `event`, as the spec's
 * table gives it for that event.
 */
export async function enqueueEvents(q: Queryable, event: EventName, source: string, params: unknown[]): Promise<void> {
  if (!(await one(q, 'select 1 from webhooks limit 1'))) return;
  const n = params.length + 1;
  await q.query(
    `insert into webhook_deliveries (webhook_id, event, payload)
     select w.id, $${n}::text, jsonb_build_object('event', $${n}::text) || e.fields from (${source}) e cross join webhooks w`,
    [...params, event],
  );
}

interface WebhookRow {
  id: string;
  url: string;
  created_at: Date;
}

const toWebhook = (r: WebhookRow): Webhook => ({ ...r, created_at: r.created_at.toISOString() });

export async function listWebhooks(q: Queryable): Promise<Webhook[]> {
  return (await rows<WebhookRow>(q, 'select id, url, created_at from webhooks order by created_at')).map(toWebhook);
}

export async function addWebhook(q: Queryable, url: string): Promise<Webhook> {
  const row = await one<WebhookRow>(q, 'insert into webhooks (url) values ($1) returning id, url, created_at', [url]);
  return toWebhook(row as WebhookRow);
}

/** Removes the webhook and its queued deliveries; false when there was none. */
export async function removeWebhook(q: Queryable, id: string): Promise<boolean> {
  return (await rows(q, 'delete from webhooks where id = $1 returning id', [id])).length > 0;
}

interface DeliveryRow extends Omit<WebhookDelivery, 'next_attempt_at' | 'delivered_at' | 'created_at'> {
  next_attempt_at: Date | null;
  delivered_at: Date | null;
  created_at: Date;
}

/**
 * The latest deliveries, newest first, of one receiver or one event when asked; `before`
 * pages on past that delivery (undefined when there is no such delivery).
 */
export async function recentDeliveries(q: Queryable, query: DeliveryListQuery = {}, limit = 200): Promise<WebhookDelivery[] | undefined> {
  const params: unknown[] = [limit];
  const where: string[] = [];
  const match = (condition: (param: string) => string, value: string | undefined) => {
    if (value === undefined) return;
    params.push(value);
    where.push(condition(`$${params.length}`));
  };
  match((p) => `webhook_id = ${p}`, query.webhook_id);
  match((p) => `event = ${p}`, query.event);
  if (query.before !== undefined) {
    const cursor = await one<{ seq: string }>(q, 'select seq from webhook_deliveries where id = $1', [query.before]);
    if (!cursor) return undefined;
    match((p) => `seq < ${p}`, cursor.seq);
  }
  const found = await rows<DeliveryRow>(
    q,
    `select id, webhook_id, event, payload, state, attempts, last_status, last_error, next_attempt_at, delivered_at,
            created_at
     from webhook_deliveries ${where.length > 0 ? `where ${where.join(' and ')}` : ''} order by seq desc limit $1`,
    params,
  );
  return found.map((r) => ({
    ...r,
    next_attempt_at: r.next_attempt_at?.toISOString() ?? null,
    delivered_at: r.delivered_at?.toISOString() ?? null,
    created_at: r.created_at.toISOString(),
  }));
}
