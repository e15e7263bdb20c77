// The app without its window: the built-in sandbox's supervisor, the connection profiles,
// preferences, the audit log and the IPC router. The Electron shell and the E2E harness both
// run this; the sandbox itself runs in a process of its own, started on first use.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { type Channel, type DeskEvent, invalidatedBy, writesHost } from '../src-shared/contract';
import { createHandlers, readOnlyGuard } from './ipc/handlers';
import type { DeskServices, DeskShell } from './ipc/services';
import { type Router, createRouter } from './ipc/router';
import { type Log, fileLog } from './log';
import { PreferencesStore } from './preferences';
import { StatementImports } from './workflows/bank-statements/imports';
import { StatementsStore } from './workflows/bank-statements/store';
import { CustodyWithdrawals } from './workflows/custody-withdrawal';
import { DistributionWork } from './workflows/distribution-work';
import { Changes } from './ipc/changes';
import { Connections } from './profiles/connections';
import type { Keychain } from './keychain';
import { keychainSealer } from './sealed-file';
import { type UpdateConfig, Updater } from './updates/updater';
import { type SandboxInfo, type SandboxStarter, SandboxSupervisor, sandboxFolders } from './sandbox/supervisor';
import { AuditLog } from './workflows/audit';
import { InvestorIndexes, RecentInvestors } from './workflows/investor-index';
import { OrderIndexes } from './workflows/order-index';
import { PaymentEntry } from './workflows/payment-entry';
import { ListsInUse } from './workflows/screening/lists-in-use';
import { Screening } from './workflows/screening/screening';
import { ScreeningStore } from './workflows/screening/store';
import type { SanctionsList } from './screening/list-entry';
import { sampleList } from './screening/sample-list';

const DAY_MS = 24 * 60 * 60 * 1000;
const UPDATE_EVERY_MS = 6 * 60 * 60 * 1000;

function updater(config: UpdateConfig & { currentVersion: string }, userDataDir: string, payments: PaymentEntry, log: Log, onChange: () => void): Updater {
  return new Updater({
    ...config,
    platform: `${process.platform}-${process.arch}`,
    downloadDir: join(userDataDir, 'updates'),
    busy: () => payments.busy,
    onChange: (status) => {
      if (status.state === 'failed') log.warn(status.message);
      onChange();
    },
  });
}

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
  /** The system's proxy for a URL in PAC form (the desktop's: Electron's `session.resolveProxy`). */
  resolveProxy?: (url: string) => Promise<string>;
  /** Already open (start.ts opens them for the window); default: read from the data folder. */
  preferences?: PreferencesStore;
  /** The signed update channel; without it (no feed configured) the desk never looks. */
  update?: UpdateConfig & { currentVersion: string };
  /** Downloads stale sanctions lists at start and daily; off unless told (the desktop turns it on). */
  listUpdates?: boolean;
  /** The sample sanctions list in use while no UN list is loaded; default: the UN excerpt shipped with the desk. */
  screeningSample?: () => Promise<SanctionsList>;
}

export interface Desk {
  invoke: Router;
  onEvent(listener: (event: DeskEvent, payload: unknown) => void): () => void;
  preferences: PreferencesStore;
  /** Where the built-in sandbox listens (for its operator API), starting it if need be. */
  sandbox(): Promise<SandboxInfo>;
  /** At quit: a verified update to install, unless payments are under way (then next time). */
  updateToInstall(): string | undefined;
  log: Log;
  close(): Promise<void>;
}

export async function startDesk(options: DeskOptions): Promise<Desk> {
  await mkdir(options.userDataDir, { recursive: true, mode: 0o700 });
  const log = options.log ?? fileLog(join(options.userDataDir, 'desk.log'));
  const supervisor = new SandboxSupervisor({
    start: options.sandboxProcess,
    ...sandboxFolders(options.userDataDir),
    seed: options.sandboxSeed,
    idleMs: options.sandboxIdleMs,
    onCrash: (message, wasReady) => {
      log.error(message);
      emit('sandbox.crashed', { message });
      // It starts again at once when it is the connection in use; a start that failed is not retried in a loop.
      if (wasReady) indexOrders();
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
    resolveProxy: options.resolveProxy,
  });
  const preferences =
    options.preferences ?? (await PreferencesStore.open(join(options.userDataDir, 'preferences.json'), (m) => log.warn(m)));
  const listeners = new Set<(event: DeskEvent, payload: unknown) => void>();
  const orders = new OrderIndexes({
    onChange: () => {
      investors.ordersChanged();
      changed(['orders.browse']);
    },
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
    if (event === 'profiles.changed') {
      indexOrders();
      statementImports.keepOnly(connections.calling().id);
    }
    listeners.forEach((listener) => listener(event, payload[0]));
  };
  // A host write to orders has the order index ask now rather than at its next reload.
  const changes = new Changes(
    (families) => emit('changed', { families }),
    (channel) => {
      if (!writesHost(channel) || !invalidatedBy(channel).includes('orders.browse')) return;
      void connections
        .client()
        .then((current) => orders.of(current).refresh())
        .catch(() => undefined); // its next reload tries again
    },
  );
  const changed = (families: readonly Channel[]) => changes.changed(families);
  const sealer = keychainSealer(options.keychain);
  const payments = await PaymentEntry.open({
    file: join(options.userDataDir, 'payment-drafts.json'),
    sealer,
    keepDoneMs: preferences.get().retentionDays * DAY_MS,
    audit,
    onChange: () => changed(['payments.drafts']),
    onNotice: (message) => log.warn(message),
    // Asked at each payment, once the desk has started: `screening` is made below.
    moneyStop: (profileId, userId) => screening.stopFor(profileId, userId),
  });
  const stopRetention = payments.dropExpiredDaily(() => preferences.get().retentionDays * DAY_MS);
  const updates = options.update && updater(options.update, options.userDataDir, payments, log, () => changed(['updates.status']));
  const statements = await StatementsStore.open(join(options.userDataDir, 'bank-statements.json'), (m) => log.warn(m), sealer);
  // After `payments`, `statements` and `orders`; `emit` asks for it only on a switch, after the start.
  const statementImports = new StatementImports({ payments, orders, store: statements, audit });
  const withdrawals = await CustodyWithdrawals.open({
    file: join(options.userDataDir, 'custody-withdrawals.json'),
    sealer,
    onNotice: (m) => log.warn(m),
  });
  const recentInvestors = await RecentInvestors.open(join(options.userDataDir, 'recent-investors.json'), (m) => log.warn(m), sealer);
  const screeningStore = await ScreeningStore.open(join(options.userDataDir, 'screening.json'), sealer, (m) => log.warn(m));
  // Every sealed file is open: a plain file found from now on was not left by an earlier version.
  await sealer.endFirstSealing();
  const investors = new InvestorIndexes(recentInvestors);
  const screeningLists = await ListsInUse.open({ dir: join(options.userDataDir, 'screening-lists'), sample: options.screeningSample ?? sampleList, onNotice: (m) => log.warn(m) });
  const screening = new Screening({
    connection: () => connections.client(),
    profile: () => connections.calling(),
    investorIndex: async () => {
      const connection = await connections.client();
      return investors.of(connection, orders.of(connection));
    },
    lists: screeningLists,
    store: screeningStore,
    audit,
    ageDays: () => preferences.get().screeningListAgeDays,
    cacheDir: join(options.userDataDir, 'screening-index'),
    downloadDir: join(options.userDataDir, 'screening-downloads'),
    onRun: (run) => emit('screening.run', run),
    onChanged: () => changed(invalidatedBy('screening.decide')),
  });
  // Lists loaded (not the sample alone): their index is ready before the first investor page asks.
  if (screeningLists.all.some((k) => !k.sample)) screening.warm();
  // A stale list (or the sample alone) is replaced from the official addresses when online; a failure only waits for the next day.
  const updateLists = async () => {
    if (!screening.lists().some((l) => l.stale || l.sample)) return;
    try {
      const { changes, failed } = await screening.update(preferences.get().screeningListUrls, await connections.network());
      if (changes.length) log.info(`sanctions lists updated: ${changes.map((c) => c.list.name).join(', ')}`);
      for (const f of failed) log.warn(`sanctions list not updated from ${f.url}: ${f.message}`);
    } catch (error) {
      log.warn(`sanctions lists not updated: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const handlers = createHandlers({
    connections,
    audit,
    preferences,
    shell: options.shell,
    log,
    // Asked when a link is opened: the sandbox's address is known once it has started.
    sandboxOrigin: () => (supervisor.known ? new URL(supervisor.known.baseUrl).origin : ''),
    emit,
    changes,
    payments,
    orders,
    investors,
    updates,
    statements,
    statementImports,
    distribution: new DistributionWork((finished) => {
      emit('distribution.preparationFinished', finished);
      // What starting the preparation made stale is stale again now that it ended.
      changed(invalidatedBy('distribution.prepare'));
    }),
    withdrawals,
    screening,
  });
  // The sandbox's start (a new database laid out, PGlite's WASM compiled, an existing database
  // opened) is heavy work on the cores the window paints its first frame with. So it starts with
  // the window's first call (made as the window's script runs, after that paint) rather than
  // with the desk. Measured with an existing database (three `npm run bench -- start`): first
  // paint 107-124 ms against 147-252 (98-455 from run to run) when it opened with the desk; the
  // first screen usable no later (854-987 ms against 862-958).
  let awaitingWindow = connections.calling().builtIn;
  if (!awaitingWindow) indexOrders();
  const router = createRouter(handlers, log, readOnlyGuard(connections));
  // At start (once the window has its first data) and every few hours after.
  const updateTimers = [setTimeout(() => void updates?.check(), 30_000).unref(), setInterval(() => void updates?.check(), UPDATE_EVERY_MS).unref()];
  if (options.listUpdates) updateTimers.push(setTimeout(() => void updateLists(), 60_000).unref(), setInterval(() => void updateLists(), DAY_MS).unref());
  return {
    invoke(channel, input) {
      if (awaitingWindow) {
        awaitingWindow = false;
        // Started before the call is routed, so its answer already says the sandbox is opening.
        sandbox().catch(() => undefined);
        indexOrders();
      }
      return router(channel, input);
    },
    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    preferences,
    sandbox,
    updateToInstall: () => updates?.installOnQuit(),
    log,
    async close() {
      closing = true;
      updateTimers.forEach(clearTimeout);
      stopRetention();
      await screening.close();
      await connections.close();
      await supervisor.close();
      // Writes under way (a call the window made just before) end before the desk does.
      await Promise.all([audit, recentInvestors, preferences, payments, statements, withdrawals, screeningStore].map((store) => store.written()));
      await sealer.written(); // the sealed files' versions, after their writes

    },
  };
}
