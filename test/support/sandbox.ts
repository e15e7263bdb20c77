// A real sandbox on a free loopback port, with a signed client and an operator client.
import { type OfferingClient, type SandboxOperatorClient, createClient, createOperatorClient } from '../../src-main/client';
import { type Sandbox, type SandboxOptions, startSandbox } from '../../src-main/sandbox/server';
import { type Receiver, startReceiver } from './receiver';

export interface TestSandbox {
  /** Where it listens and its credentials: a sandbox started here, or the desk's own process. */
  sandbox: Pick<Sandbox, 'baseUrl' | 'operatorUrl' | 'key' | 'secret'>;
  client: OfferingClient;
  operator: SandboxOperatorClient;
  close(): Promise<void>;
}

/** Fast webhook retries so the retry tests take milliseconds, not seconds. */
export const TEST_WEBHOOKS = { retryBaseMs: 25, timeoutMs: 2000 };

export async function startTestSandbox(options: SandboxOptions = {}): Promise<TestSandbox> {
  const sandbox = await startSandbox({ seed: 'none', webhooks: TEST_WEBHOOKS, ...options });
  const credentials = { key: sandbox.key, secret: sandbox.secret, signature: options.signature };
  const client = createClient({ baseUrl: sandbox.baseUrl, ...credentials });
  const operator = createOperatorClient({ baseUrl: sandbox.operatorUrl, ...credentials });
  return {
    sandbox,
    client,
    operator,
    close: async () => {
      await client.close();
      await operator.close();
      await sandbox.close();
    },
  };
}

/** A test sandbox whose webhooks all go to one local receiver. */
export type SandboxWithReceiver = TestSandbox & { receiver: Receiver };

export async function startSandboxWithReceiver(options: SandboxOptions = {}): Promise<SandboxWithReceiver> {
  const t = await startTestSandbox(options);
  const receiver = await startReceiver();
  await t.operator.addWebhook({ url: receiver.url });
  return {
    ...t,
    receiver,
    close: async () => {
      await t.close();
      await receiver.close();
    },
  };
}
