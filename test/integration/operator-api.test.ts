// The operator API of a sandbox others reach (`remote`: what --allow-remote sets): only the
// operator's own key reaches /sandbox, and it reaches nothing else; webhooks into the
// sandbox's own networks are refused when registered and when sent; keys can be listed and
// revoked, and a key replaced at start stops working. All against real sandboxes on loopback.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createClient, createOperatorClient } from '../../src-main/client';
import type { Sandbox } from '../../src-main/sandbox/server';
import { userForm } from '../support/fixtures';
import { startReceiver } from '../support/receiver';
import { type TestSandbox, startTestSandbox } from '../support/sandbox';
import { waitUntil } from '../support/wait';

const OPERATOR = { key: 'op_team_operator', secret: 'operator-secret-0123456789' };
const REMOTE = { operator: OPERATOR };

const operatorWith = (sandbox: Sandbox, credentials: { key: string; secret: string }) => createOperatorClient({ baseUrl: sandbox.operatorUrl, ...credentials });
const apiWith = (sandbox: Sandbox, credentials: { key: string; secret: string }) => createClient({ baseUrl: sandbox.baseUrl, ...credentials });

async function statusOf(call: Promise<unknown>): Promise<number | undefined> {
  try {
    await call;
    return 200;
  } catch (error) {
    if (error instanceof ApiError) return error.status;
    throw error;
  }
}

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'od-operator-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('a remote sandbox', () => {
  let t: TestSandbox<Sandbox>;
  let operator: ReturnType<typeof operatorWith>;
  beforeAll(async () => {
    t = await startTestSandbox({ remote: REMOTE });
    operator = operatorWith(t.sandbox, OPERATOR);
  });
  afterAll(async () => {
    await operator.close();
    await t.close();
  });

  it("answers its operator API to the operator's key alone, and the API to the API's keys alone", async () => {
    expect(await statusOf(t.operator.webhooks())).toBe(401);
    expect(await statusOf(t.operator.issueToken())).toBe(401);
    await expect(operator.webhooks()).resolves.toEqual([]);
    await expect(t.client.projects.list()).resolves.toEqual([]);
    const api = apiWith(t.sandbox, OPERATOR);
    expect(await statusOf(api.projects.list())).toBe(401);
    await api.close();
  });

  it('refuses webhooks to loopback, private and link-local addresses, literal and by name', async () => {
    const internal = [
      'http://127.0.0.1:9/hook',
      'http://127.8.9.10/hook',
      'http://10.1.2.3/hook',
      'http://172.20.0.1/hook',
      'http://192.168.1.1/hook',
      'http://169.254.169.254/latest/meta-data',
      'http://100.64.0.1/hook',
      'http://0.0.0.0/hook',
      'http://[::1]/hook',
      'http://[fd00::1]/hook',
      'http://[fe80::1]/hook',
      'http://[::ffff:127.0.0.1]/hook',
      'http://localhost:9/hook',
    ];
    for (const url of internal) {
      const refused = await operator.addWebhook({ url }).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(refused, url).toBeInstanceOf(ApiError);
      expect((refused as ApiError).status, url).toBe(422);
      expect((refused as ApiError).fields?.url?.[0], url).toContain('a loopback, private or link-local address');
    }
    const external = ['http://93.184.216.34/hook', 'https://[2606:4700:4700::1111]/hook'];
    for (const url of external) await operator.addWebhook({ url });
    expect((await operator.webhooks()).map((w) => w.url).sort()).toEqual(external.sort());
  });

  it('lists keys and revokes one: it stops working at once, and its secret is never shown', async () => {
    const issued = await operator.issueToken();
    const api = apiWith(t.sandbox, issued);
    await expect(api.projects.list()).resolves.toEqual([]);
    const keys = await operator.tokens();
    expect(keys).toEqual(expect.arrayContaining([{ key: t.sandbox.key, primary: true }, { key: issued.key, primary: false }]));
    expect(JSON.stringify(keys)).not.toContain(issued.secret);
    await expect(operator.revokeToken(issued.key)).resolves.toEqual({ success: true });
    expect(await statusOf(api.projects.list())).toBe(401);
    expect(await statusOf(operator.revokeToken(issued.key))).toBe(404);
    expect((await operator.tokens()).map((k) => k.key)).not.toContain(issued.key);
    await api.close();
  });
});

describe('webhooks registered before the sandbox was remote', () => {
  it('are not sent into its own networks: by address or by a name that resolves there', async () => {
    const data = await mkdtemp(join(dir, 'data-'));
    const receiver = await startReceiver();
    const port = new URL(receiver.url).port;
    const local = await startTestSandbox({ dataDir: data });
    for (const url of [receiver.url, `http://localhost:${port}/`]) await local.operator.addWebhook({ url });
    await local.close();

    const remote = await startTestSandbox({ dataDir: data, remote: REMOTE });
    const operator = operatorWith(remote.sandbox, OPERATOR);
    try {
      const user = await remote.client.users.create(userForm());
      await operator.mockKyc(user.id);
      // Every delivery's first attempt has ended: the positive sign that each was tried.
      let deliveries = await operator.deliveries();
      await waitUntil(async () => {
        deliveries = await operator.deliveries();
        return deliveries.length > 0 && deliveries.every((d) => d.attempts > 0);
      }, 10_000, "every delivery's first attempt");
      for (const delivery of deliveries) {
        expect(delivery.last_error).toContain('a loopback, private or link-local address, which this sandbox does not send to');
      }
      expect(receiver.deliveries).toEqual([]);
    } finally {
      await operator.close();
      await remote.close();
      await receiver.close();
    }
  });

  it('reach a receiver on this machine when private webhooks are allowed', async () => {
    const receiver = await startReceiver();
    const t = await startTestSandbox({ remote: { ...REMOTE, privateWebhooks: true } });
    const operator = operatorWith(t.sandbox, OPERATOR);
    try {
      await operator.addWebhook({ url: receiver.url });
      const user = await t.client.users.create(userForm());
      await operator.mockKyc(user.id);
      await receiver.waitFor((accepted) => accepted.some((p) => p.event === 'kyc_approved'));
    } finally {
      await operator.close();
      await t.close();
      await receiver.close();
    }
  });
});

describe('a key replaced at start', () => {
  it('stops working; the one given is the key printed from then on', async () => {
    const data = await mkdtemp(join(dir, 'keys-'));
    const first = await startTestSandbox({ dataDir: data, key: 'om_first', secret: 'first-secret' });
    await first.close();
    const second = await startTestSandbox({ dataDir: data, key: 'om_second', secret: 'second-secret' });
    const old = apiWith(second.sandbox, { key: 'om_first', secret: 'first-secret' });
    try {
      expect(await statusOf(old.projects.list())).toBe(401);
      await expect(second.client.projects.list()).resolves.toEqual([]);
      expect(await second.operator.tokens()).toEqual([{ key: 'om_second', primary: true }]);
    } finally {
      await old.close();
      await second.close();
    }
    // Started again without a key: the one given last.
    const third = await startTestSandbox({ dataDir: data });
    expect(third.sandbox.key).toBe('om_second');
    await third.close();
  });
});
