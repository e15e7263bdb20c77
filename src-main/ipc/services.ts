// What every area's handler factory is given (the desk's services and reads on the active
// connection) and what it returns: one handler per channel of its area, each given the
// audited write of its own channel. Apart from handlers.ts so that handlers/<area>.ts can
// import it too.
import type { OfferingClient } from '../client';
import type { Log } from '../log';
import type { Connections } from '../profiles/connections';
import type { PreferencesStore } from '../preferences';
import { type MainWords, mainWords } from '../words';
import { type AuditLog, audited } from '../workflows/audit';
import type { AuditChange } from '../../src-shared/domain/audit';
import type { InvestorIndex, InvestorIndexes } from '../workflows/investor-index';
import type { OrderIndexes } from '../workflows/order-index';
import type { Updater } from '../updates/updater';
import type { Changes } from './changes';
import type { PaymentEntry } from '../workflows/payment-entry';
import type { StatementImports } from '../workflows/bank-statements/imports';
import type { StatementsStore } from '../workflows/bank-statements/store';
import type { DistributionWork } from '../workflows/distribution-work';
import type { CustodyWithdrawals } from '../workflows/custody-withdrawal';
import type { Screening } from '../workflows/screening/screening';
import type { Area, AreaChannel, Channel, ChannelOutput, DeskEvent, EventArgs, ParsedInput } from '../../src-shared/contract';

export interface FileFilter {
  name: string;
  extensions: string[];
}

/** What the desktop (or the E2E harness) provides: native dialogs and the system browser. */
export interface DeskShell {
  /** A native yes/no dialog; `confirmLabel` names the yes button (default "Open"). */
  confirm(message: string, detail: string, confirmLabel?: string): Promise<boolean>;
  openInBrowser(url: string): Promise<void>;
  /** A path chosen in a save dialog (titled `title`), or undefined when cancelled. */
  chooseSavePath(defaultName: string, filters: FileFilter[], title?: string): Promise<string | undefined>;
  /** A file chosen in an open dialog (titled `title`), or undefined when cancelled. */
  chooseOpenPath(filters: FileFilter[], title?: string): Promise<string | undefined>;
}

export interface DeskServices {
  connections: Connections;
  audit: AuditLog;
  preferences: PreferencesStore;
  shell: DeskShell;
  /** The app log (`desk.log`): no secret ever reaches it. */
  log: Log;
  /**
   * Origin of the built-in sandbox (empty before it started): its video page may be opened
   * although it is plain http. A function: the sandbox starts, and may move, after the desk.
   */
  sandboxOrigin(): string;
  emit<E extends DeskEvent>(event: E, ...payload: EventArgs<E>): void;
  /** What is stale, told to every window: each call's, and the desk's own news (ipc/changes.ts). */
  changes: Changes;
  /** Payment drafts: entered once, never twice (workflows/payment-entry.ts). */
  payments: PaymentEntry;
  /** Saved CSV mappings and the record of the statement lines entered. */
  statements: StatementsStore;
  /** The active connection's statement imports and chosen CSV files, between calls. */
  statementImports: StatementImports;
  /** Exports under way, lists held for acceptance, preparations followed (workflows/distribution-work.ts). */
  distribution: DistributionWork;
  /** Custody withdrawals found after a lost answer, also after a restart (workflows/custody-withdrawal.ts). */
  withdrawals: CustodyWithdrawals;
  /** Each connection's orders by code, for lookups and the orders table. */
  orders: OrderIndexes;
  /** Each connection's known investors, for finding one by name (workflows/investor-index.ts). */
  investors: InvestorIndexes;
  /** Sanctions screening: the lists in use, results, decisions, money stops (workflows/screening/). */
  screening: Screening;
  /** The signed update channel; absent while no feed is configured. */
  updates?: Updater;
}

/** What an area's handler factory is given: the services, and reads on the active connection. */
export interface HandlerContext extends DeskServices {
  read: <T>(call: (client: OfferingClient) => Promise<T>) => Promise<T>;
  /** The main process's words (native dialogs) in the language chosen in Settings. */
  words: () => MainWords;
  /** The active connection's investor index. */
  investorIndex: () => Promise<InvestorIndex>;
}

/**
 * A write on the active connection, recorded before and after in the audit log under the
 * name of the channel it answers; `changes` names what an edit changed (workflows/audit-changes.ts).
 */
export type AuditedWrite = <T>(
  targets: Record<string, string>,
  call: (client: OfferingClient) => Promise<T>,
  resultTargets?: (result: T) => Record<string, string>,
  changes?: (result: T) => AuditChange[],
) => Promise<T>;

export type AreaHandlers<A extends Area> = {
  [C in AreaChannel<A>]: (input: ParsedInput<C>, write: AuditedWrite) => Promise<ChannelOutput<C>>;
};

export function handlerContext(s: DeskServices): HandlerContext {
  return {
    ...s,
    read: async (call) => call((await s.connections.client()).client),
    words: () => mainWords(s.preferences.get().language),
    investorIndex: async () => {
      const connection = await s.connections.client();
      return s.investors.of(connection, s.orders.of(connection));
    },
  };
}

/** The audited write of one channel: the channel's name is the audit log's action. */
export function auditedWrite(s: DeskServices, action: Channel): AuditedWrite {
  return async (targets, call, resultTargets, changes) => {
    const { profile, client } = await s.connections.client();
    return audited(s.audit, profile, action, targets, () => call(client), resultTargets, { changes });
  };
}
