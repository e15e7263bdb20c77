// The app without its window: the built-in sandbox, the connection profiles, preferences,
// the audit log and the IPC router. The Electron shell and the E2E harness both run this.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { type DeskEvent } from './ipc/contract';
import { createHandlers } from './ipc/handlers';
import type { DeskServices, DeskShell } from './ipc/services';
import { type Router, createRouter } from './ipc/router';
import { type Log, fileLog } from './log';
import { PreferencesStore } from './preferences';
import { Connections } from './profiles/connections';
import type { Keychain } from './profiles/keychain';
import { type Sandbox, startSandbox } from './sandbox/server';
import { AuditLog } from './workflows/audit';
import { OrderIndexes } from './workflows/order-index';
import { PaymentEntry } from './workflows/payment-entry';

export interface DeskOptions {
  userDataDir: string;
  keychain: Keychain;
  shell: DeskShell;
  log?: Log;
  /** Default: demo data when the sandbox's database is new. */
  sandboxSeed?: 'demo' | 'none';
}

export interface Desk {
  invoke: Router;
  onEvent(listener: (event: DeskEvent, payload: unknown) => void): () => void;
  preferences: PreferencesStore;
  sandbox: Sandbox;
  log: Log;
  close(): Promise<void>;
}

export async function startDesk(options: DeskOptions): Promise<Desk> {
  await mkdir(options.userDataDir, { recursive: true, mode: 0o700 });
  const log = options.log ?? fileLog(join(options.userDataDir, 'desk.log'));
  const sandbox = await startSandbox({ dataDir: join(options.userDataDir, 'sandbox'), seed: options.sandboxSeed });
  log.info(`built-in sandbox at ${sandbox.baseUrl}`);
  const connections = await Connections.open({
    file: join(options.userDataDir, 'profiles.json'),
    keychain: options.keychain,
    sandbox: { baseUrl: sandbox.baseUrl, key: sandbox.key, secret: sandbox.secret },
    onNotice: (message) => log.warn(message),
  });
  const preferences = await PreferencesStore.open(join(options.userDataDir, 'preferences.json'), (m) => log.warn(m));
  const listeners = new Set<(event: DeskEvent, payload: unknown) => void>();
  const orders = new OrderIndexes({ onChange: () => emit('orders.changed') });
  // The active connection's orders are indexed in the background from the start (and after a
  // switch), so neither a lookup by code nor the orders table waits for the whole list.
  const indexOrders = () =>
    void connections
      .client()
      .then((current) => orders.of(current).ready())
      .catch((error: unknown) => log.warn(`orders not indexed yet: ${error instanceof Error ? error.message : String(error)}`));
  const emit: DeskServices['emit'] = (event, ...payload) => {
    if (event === 'profiles.changed') indexOrders();
    listeners.forEach((listener) => listener(event, payload[0]));
  };
  const audit = new AuditLog(join(options.userDataDir, 'audit.log'), { keychain: options.keychain });
  const payments = await PaymentEntry.open({
    file: join(options.userDataDir, 'payment-drafts.json'),
    audit,
    onChange: () => emit('payments.draftsChanged'),
    onNotice: (message) => log.warn(message),
  });
  const handlers = createHandlers({
    connections,
    audit,
    preferences,
    shell: options.shell,
    sandboxOrigin: new URL(sandbox.baseUrl).origin,
    emit,
    payments,
    orders,
  });
  indexOrders();
  return {
    invoke: createRouter(handlers, log),
    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    preferences,
    sandbox,
    log,
    async close() {
      await connections.close();
      await sandbox.close();
    },
  };
}
