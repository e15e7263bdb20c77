// Webhooks: the spec's payloads, sent only for real changes, retried until a 200, durable
// across a restart, and in the end received exactly once.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextDeliveryInMs } from '../../src-main/sandbox/webhooks';
import type { EventPayload } from '../../src-shared/wire/events';
import { queueSettled } from '../support/deliveries';
import { waitUntil } from '../support/wait';
import { approvedInvestor, liveProject, placeOrder, readyInvestor } from '../support/fixtures';
import { type Receiver, startReceiver } from '../support/receiver';
import { type SandboxWithReceiver, startSandboxWithReceiver, startTestSandbox } from '../support/sandbox';

function about(id: string) {
  return (accepted: EventPayload[]) => accepted.filter((p) => Object.values(p).includes(id));
}

describe('events', () => {
  let t: SandboxWithReceiver;
  let receiver: Receiver;
  beforeAll(async () => {
    t = await startSandboxWithReceiver();
    receiver = t.receiver;
  });
  afterAll(() => t.close());

  it('sends order_created and order_status_changed with the spec payloads, only on a real change', async () => {
    const placed = await placeOrder(t, '1000.00');
    const ids = { order_id: placed.order.id, user_id: placed.user.id, project_id: placed.project.id };
    const p1 = await t.client.payments.create(placed.ref, { amount: '1200.00' });
    await t.client.payments.create(placed.ref, { amount: '1.00' }); // overpaid stays overpaid
    await t.client.payments.delete(placed.ref, p1.id); // 1.00 left: underpaid
    await t.client.orders.cancel(placed.user.id, placed.project.id, placed.order.id);
    await t.operator.setOrderStatus(placed.order.id, { status: 'cancelled' }); // no change

    const expected: EventPayload[] = [
      { event: 'order_created', ...ids },
      { event: 'order_status_changed', ...ids, status: 'overpaid' },
      { event: 'order_status_changed', ...ids, status: 'underpaid' },
      { event: 'order_status_changed', ...ids, status: 'cancelled' },
    ];
    const mine = about(placed.order.id);
    await queueSettled(t.operator); // everything the changes queued has arrived: nothing more will
    expect(mine(receiver.accepted())).toEqual(expected);
  });

  it('sends the KYC events of the operator actions', async () => {
    const user = await approvedInvestor(t);
    await t.operator.reject(user.id);
    const mine = about(user.id);
    await receiver.waitFor((accepted) => mine(accepted).length >= 3);
    expect(mine(receiver.accepted())).toEqual([
      { event: 'kyc_video_identification_success', user_id: user.id },
      { event: 'kyc_approved', user_id: user.id },
      { event: 'kyc_rejected', user_id: user.id },
    ]);
  });

  it('sends nothing for a refused change', async () => {
    const project = await liveProject(t.client, { volume: '1000.00', min_investment_amount: '0' });
    const user = await readyInvestor(t, project);
    await expect(t.client.orders.create(user.id, project.id, { amount: '5000' })).rejects.toMatchObject({ status: 405 });
    await t.client.orders.create(user.id, project.id, { amount: '10' });
    const mine = about(project.id);
    await receiver.waitFor((accepted) => mine(accepted).length >= 1);
    expect(mine(receiver.accepted())).toEqual([expect.objectContaining({ event: 'order_created' })]);
  });

  it('lists deliveries and removes a webhook', async () => {
    const deliveries = await t.operator.deliveries();
    expect(deliveries.length).toBeGreaterThan(0);
    expect(deliveries.every((d) => d.state === 'delivered' && d.attempts === 1 && d.last_status === 200)).toBe(true);
    const extra = await t.operator.addWebhook({ url: 'http://127.0.0.1:9/never' });
    expect((await t.operator.webhooks()).map((w) => w.id)).toContain(extra.id);
    await expect(t.operator.removeWebhook(extra.id)).resolves.toEqual({ success: true });
    await expect(t.operator.removeWebhook(extra.id)).rejects.toMatchObject({ status: 404 });
    await expect(t.operator.addWebhook({ url: 'ftp://example.com' })).rejects.toMatchObject({ status: 422 });
  });

  it("lists one receiver's deliveries of one event, and pages on past a delivery", async () => {
    const ids = (deliveries: { id: string }[]) => deliveries.map((d) => d.id);
    const all = await t.operator.deliveries();
    const [webhook] = await t.operator.webhooks();
    const created = await t.operator.deliveries({ webhook_id: webhook?.id, event: 'order_created' });
    expect(created.length).toBeGreaterThan(1);
    expect(ids(created)).toEqual(ids(all.filter((d) => d.webhook_id === webhook?.id && d.event === 'order_created')));
    expect(await t.operator.deliveries({ webhook_id: randomUUID() })).toEqual([]);

    const [newest, ...older] = all;
    expect(ids(await t.operator.deliveries({ before: newest?.id }))).toEqual(ids(older));
    const [, second, ...rest] = created;
    expect(ids(await t.operator.deliveries({ event: 'order_created', before: second?.id }))).toEqual(ids(rest));
    await expect(t.operator.deliveries({ before: randomUUID() })).rejects.toMatchObject({ status: 404 });
    await expect(t.operator.deliveries({ webhook_id: 'first' })).rejects.toMatchObject({ status: 400 });
  });
});

describe('at rest', () => {
  it('looks for deliveries again only when one is pending: not after changes that send none, at the next retry while one waits', async () => {
    const t = await startTestSandbox({ webhooks: { retryBaseMs: 60_000 } });
    const receiver = await startReceiver({ failFirst: 1 });
    try {
      const { db } = t.sandbox.ctx;
      const user = await approvedInvestor(t); // changes, with no webhook to tell
      expect(await nextDeliveryInMs(db)).toBe(Infinity);
      await t.operator.addWebhook({ url: receiver.url });
      await t.operator.reject(user.id); // one event, one delivery
      // The first attempt was refused: the delivery waits for its retry a minute later.
      await waitUntil(async () => (await t.operator.deliveries()).some((d) => d.attempts === 1 && d.state === 'pending'), 10_000, 'a refused first attempt');
      const waiting = await nextDeliveryInMs(db);
      expect(waiting).toBeGreaterThan(30_000);
      expect(waiting).toBeLessThanOrEqual(60_000);
    } finally {
      await t.close();
      await receiver.close();
    }
  });
});

describe('retries', () => {
  it('retries a failing receiver: after 3 failures every event arrives exactly once', async () => {
    const t = await startTestSandbox();
    const receiver = await startReceiver({ failFirst: 3 });
    try {
      await t.operator.addWebhook({ url: receiver.url });
      const placed = await placeOrder(t, '1000.00'); // kyc x2 + order_created
      await t.client.payments.create(placed.ref, { amount: '1000.00' }); // order_status_changed
      await queueSettled(t.operator);

      const accepted = receiver.deliveries.filter((d) => d.answered === 200);
      expect(accepted.map((d) => d.payload.event).sort()).toEqual(
        ['kyc_approved', 'kyc_video_identification_success', 'order_created', 'order_status_changed'].sort(),
      );
      expect(new Set(accepted.map((d) => d.deliveryId)).size).toBe(4);
      expect(receiver.deliveries).toHaveLength(16); // 3 refusals + 1 success, each
      const deliveries = await t.operator.deliveries();
      expect(deliveries.map((d) => [d.state, d.attempts])).toEqual(Array.from({ length: 4 }, () => ['delivered', 4]));
    } finally {
      await t.close();
      await receiver.close();
    }
  });

  it('gives up after the last attempt', async () => {
    const t = await startTestSandbox({ webhooks: { retryBaseMs: 10, maxAttempts: 3 } });
    const receiver = await startReceiver({ failFirst: 1000 });
    try {
      await t.operator.addWebhook({ url: receiver.url });
      const user = await approvedInvestor(t);
      await t.operator.reject(user.id);
      const deliveries = await queueSettled(t.operator);
      expect(deliveries).toHaveLength(3);
      expect(deliveries.every((d) => d.state === 'failed' && d.attempts === 3 && d.last_status === 500)).toBe(true);
      expect(receiver.deliveries).toHaveLength(9);
    } finally {
      await t.close();
      await receiver.close();
    }
  });

  it('resumes after a restart: failing 3 times across the restart, each event arrives exactly once', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'od-webhooks-'));
    const receiver = await startReceiver({ failFirst: 3 });
    const slow = { retryBaseMs: 300, timeoutMs: 2000 };
    try {
      const first = await startTestSandbox({ dataDir, webhooks: slow });
      await first.operator.addWebhook({ url: receiver.url });
      const placed = await placeOrder(first, '1000.00');
      await first.client.payments.create(placed.ref, { amount: '1000.00' });
      // Every event failed once and waits for its retry when the sandbox stops.
      await waitUntil(() => receiver.deliveries.length >= 4, 10_000, 'a first (refused) attempt of each event');
      await first.close();
      expect(receiver.accepted()).toEqual([]);

      const second = await startTestSandbox({ dataDir, webhooks: slow });
      try {
        await queueSettled(second.operator);
        const accepted = receiver.deliveries.filter((d) => d.answered === 200);
        expect(accepted).toHaveLength(4);
        expect(receiver.deliveries).toHaveLength(16);
        expect(new Set(accepted.map((d) => d.deliveryId)).size).toBe(4);
        expect(accepted.map((d) => d.payload)).toContainEqual({
          event: 'order_status_changed',
          order_id: placed.order.id,
          user_id: placed.user.id,
          project_id: placed.project.id,
          status: 'paid',
        });
        // The data survived the restart too.
        expect((await second.client.orders.get(placed.user.id, placed.project.id, placed.order.id)).status).toBe('paid');
      } finally {
        await second.close();
      }
    } finally {
      await receiver.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
