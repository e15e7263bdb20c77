// A real sandbox on a free loopback port, with a signed client and an operator client.
import { type OfferingClient, type SandboxOperatorClient, createClient, createOperatorClient } from '../../src-main/client';
import { type Sandbox, type SandboxOptions, startSandbox } from '../../src-main/sandbox/server';
import { HOST_VARIANTS, type HostVariant } from '../../src-main/sandbox/variants';
import { readFile } from 'node:fs/promises';
import type { PreparedLoad } from '../../src-main/sandbox/db/dump';
import { inject } from 'vitest';
import { createDatabase } from './postgres';
import { type Receiver, startReceiver } from './receiver';

/** Where a sandbox listens and its credentials. */
export type SandboxAddress = Pick<Sandbox, 'baseUrl' | 'operatorUrl' | 'key' | 'secret'>;

export interface TestSandbox<S extends SandboxAddress = SandboxAddress> {
  /** A sandbox started here (with its database), or the desk's own process (its address). */
  sandbox: S;
  client: OfferingClient;
  operator: SandboxOperatorClient;
  close(): Promise<void>;
}

/** Fast webhook retries so the retry tests take milliseconds, not seconds. */
export const TEST_WEBHOOKS = { retryBaseMs: 25, timeoutMs: 2000 };

/** Signed and operator clients on a sandbox started elsewhere (a desk's own); closing them leaves it running. */
export function clientsOn<S extends SandboxAddress>(sandbox: S, signature?: SandboxOptions['signature']): TestSandbox<S> {
  const credentials = { key: sandbox.key, secret: sandbox.secret, signature };
  const client = createClient({ baseUrl: sandbox.baseUrl, ...credentials });
  const operator = createOperatorClient({ baseUrl: sandbox.operatorUrl, ...credentials });
  return {
    sandbox,
    client,
    operator,
    close: async () => {
      await client.close();
      await operator.close();
    },
  };
}

/**
 * The host the suites play against: `SANDBOX_VARIANT` (standard, minimal or extended; the
 * default standard). `npm test` runs one variant, `npm run test:full` the others.
 */
export function testVariant(): HostVariant {
  const wanted = process.env.SANDBOX_VARIANT?.trim() || 'standard';
  const variant = HOST_VARIANTS.find((v) => v === wanted);
  if (!variant) throw new Error(`SANDBOX_VARIANT=${wanted}: the variants are ${HOST_VARIANTS.join(', ')}`);
  return variant;
}

/**
 * The database the suites' sandboxes run on: `SANDBOX_DATABASE` pglite (the default) or
 * postgres (a new database each in the run's throwaway cluster, test/support/postgres-setup.ts).
 */
async function testDatabase(): Promise<Pick<SandboxOptions, 'database'>> {
  const wanted = process.env.SANDBOX_DATABASE?.trim() || 'pglite';
  if (wanted === 'pglite') return {};
  const url = inject('postgresUrl');
  if (wanted !== 'postgres' || !url) throw new Error(`SANDBOX_DATABASE=${wanted}: the databases are pglite, postgres`);
  return { database: await createDatabase(url) };
}

/** The migrated empty database's file, set by the run's setup (prepared-database.ts) once it is current. */
export const EMPTY_DATABASE_ENV = 'OFFERING_DESK_TEST_EMPTY_DATABASE';
let emptyDump: Promise<Buffer<ArrayBuffer>> | undefined;

/**
 * A new in-memory `seed: 'none'` database starts from the run's migrated empty one, read once
 * per test process, rather than booting PGlite and running every migration. Without the setup
 * (a file run outside vitest's projects) it migrates as the sandbox does.
 */
function emptyStart(options: SandboxOptions, database: Pick<SandboxOptions, 'database'>): Pick<SandboxOptions, 'headStart'> {
  const file = process.env[EMPTY_DATABASE_ENV];
  const fresh = (options.seed ?? 'none') === 'none' && options.dataDir === undefined && !database.database && !options.headStart;
  if (!file || !fresh) return {};
  emptyDump ??= readFile(file);
  const prepared: Promise<PreparedLoad> = emptyDump.then((dump) => ({ loadDataDir: new Blob([dump]) }));
  return { headStart: { prepared } };
}

export async function startTestSandbox(options: SandboxOptions = {}): Promise<TestSandbox<Sandbox>> {
  const database = options.dataDir === undefined ? await testDatabase() : {};
  const sandbox = await startSandbox({ seed: 'none', webhooks: TEST_WEBHOOKS, variant: testVariant(), ...database, ...emptyStart(options, database), ...options });
  const t = clientsOn(sandbox, options.signature);
  return {
    ...t,
    close: async () => {
      await t.close();
      await sandbox.close();
    },
  };
}

/** A test sandbox whose webhooks all go to one local receiver. */
export type SandboxWithReceiver = TestSandbox<Sandbox> & { receiver: Receiver };

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
