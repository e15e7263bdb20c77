// The app without its window: the built-in sandbox's supervisor, the connection profiles,
// preferences, the audit log and the IPC router. The Electron shell and the E2E harness both
// run this; the sandbox itself runs in a process of its own, started on first use.
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
import { type SandboxInfo, type SandboxStarter, SandboxSupervisor } from './sandbox/supervisor';
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
  /** Starts the sandbox's process: Electron's utilityProcess, or a Node child process. */
  sandboxProcess: SandboxStarter;
  /** The sandbox stops after this long unused; default 10 minutes. */
  sandboxIdleMs?: number;
}

export interface Desk {
  invoke: Router;
  onEvent(listener: (event: DeskEvent, payload: unknown) => void): () => void;
  preferences: PreferencesStore;
  /** Where the built-in sandbox listens (for its operator API), starting it if need be. */
  sandbox(): Promise<SandboxInfo>;
  log: Log;
  close(): Promise<void>;
}

export async function startDesk(options: DeskOptions): Promise<Desk> {
  await mkdir(options.userDataDir, { recursive: true, mode: 0o700 });
  const log = options.log ?? fileLog(join(options.userDataDir, 'desk.log'));
  const supervisor = new SandboxSupervisor({
    start: options.sandboxProcess,
    dataDir: join(options.userDataDir, 'sandbox'),
    seed: options.sandboxSeed,
    idleMs: options.sandboxIdleMs,
    onCrash: (message) => {
      log.error(message);
      emit('sandbox.crashed', { message });
    },
    onChange: () => emit('sandbox.changed'),
  });
  const sandbox = async () => {
    const wasRunning = supervisor.running;
    const info = await supervisor.get();
    if (!wasRunning) log.info(`built-in sandbox at ${info.baseUrl}`);
    return info;
  };
  const audit = new AuditLog(join(options.userDataDir, 'audit.log'), { keychain: options.keychain });
  const connections = await Connections.open({
    file: join(options.userDataDir, 'profiles.json'),
    keychain: options.keychain,
    sandbox,
    sandboxOpening: () => supervisor.opening,
    onNotice: (message) => log.warn(message),
    audit,
  });
  const preferences = await PreferencesStore.open(join(options.userDataDir, 'preferences.json'), (m) => log.warn(m));
  const listeners = new Set<(event: DeskEvent, payload: unknown) => void>();
  const orders = new OrderIndexes({
    onChange: () => emit('orders.changed'),
    reloadMinutes: () => preferences.get().ordersReloadMinutes,
    onSearch: (progress) => emit('orders.searching', progress),
  });
  // The active connection's orders are indexed in the background from the start (and after a
  // switch), so neither a lookup by code nor the orders table waits for the whole list.
  let closing = false;
  const indexOrders = () =>
    void connections
      .client()
      .then((current) => orders.of(current).ready())
      .catch((error: unknown) => {
        // An index still loading when the desk closes ends with it, and is no news.
        if (!closing) log.warn(`orders not indexed yet: ${error instanceof Error ? error.message : String(error)}`);
      });
  const emit: DeskServices['emit'] = (event, ...payload) => {
    if (event === 'profiles.changed') indexOrders();
    listeners.forEach((listener) => listener(event, payload[0]));
  };
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
    // Asked when a link is opened: the sandbox's address is known once it has started.
    sandboxOrigin: () => (supervisor.known ? new URL(supervisor.known.baseUrl).origin : ''),
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
      closing = true;
      await connections.close();
      await supervisor.close();
    },
  };
}
