// What every area's handlers are given: the desk's services (connections, audit log,
// preferences, native dialogs) and the API calls on the active connection, reads plain and
// writes audited. Apart from handlers.ts so that handlers/<area>.ts can import it too.
import type { OfferingClient } from '../client';
import type { Connections } from '../profiles/connections';
import type { PreferencesStore } from '../preferences';
import { type AuditLog, audited } from '../workflows/audit';
import type { OrderIndexes } from '../workflows/order-index';
import type { PaymentEntry } from '../workflows/payment-entry';
import type { DeskEvent } from './contract';

export interface FileFilter {
  name: string;
  extensions: string[];
}

/** What the desktop (or the E2E harness) provides: native dialogs and the system browser. */
export interface DeskShell {
  confirm(message: string, detail: string): Promise<boolean>;
  openInBrowser(url: string): Promise<void>;
  /** A path chosen in a save dialog, or undefined when cancelled. */
  chooseSavePath(defaultName: string, filters: FileFilter[]): Promise<string | undefined>;
  /** A file chosen in an open dialog, or undefined when cancelled. */
  chooseOpenPath(filters: FileFilter[]): Promise<string | undefined>;
}

export interface DeskServices {
  connections: Connections;
  audit: AuditLog;
  preferences: PreferencesStore;
  shell: DeskShell;
  /** Origin of the built-in sandbox: its video page may be opened although it is plain http. */
  sandboxOrigin: string;
  emit(event: DeskEvent, payload?: unknown): void;
  /** Payment drafts: entered once, never twice (workflows/payment-entry.ts). */
  payments: PaymentEntry;
  /** Each connection's orders by code, for lookups and the orders table. */
  orders: OrderIndexes;
}

/** Reads and audited writes on the active connection's client, for every area's handlers. */
export interface ApiCalls {
  read: <T>(call: (client: OfferingClient) => Promise<T>) => Promise<T>;
  /** A write to the API, recorded before and after in the audit log. */
  write: <T>(
    action: string,
    targets: Record<string, string>,
    call: (client: OfferingClient) => Promise<T>,
    resultTargets?: (result: T) => Record<string, string>,
  ) => Promise<T>;
}

export function apiCalls(s: DeskServices): ApiCalls {
  return {
    read: async (call) => call((await s.connections.client()).client),
    write: async (action, targets, call, resultTargets) => {
      const { profile, client } = await s.connections.client();
      return audited(s.audit, profile, action, targets, () => call(client), resultTargets);
    },
  };
}
