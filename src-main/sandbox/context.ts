import type { SignatureScheme } from '../signature';
import type { Database, Queryable } from './db/store';
import type { HostVariant } from './variants';

/** What every route plugin gets. */
export interface SandboxContext {
  db: Database;
  now: () => Date;
  /** key -> secret of every token the sandbox accepts. */
  tokens: Map<string, string>;
  signature: SignatureScheme;
  /** The host the sandbox plays (variants.ts). */
  variant: HostVariant;
  preparation: PreparationSettings;
  /**
   * Runs `work` in one transaction. Webhook deliveries it queued are sent after the commit,
   * so a rolled-back change never reports an event.
   */
  write<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
}

export interface PreparationSettings {
  /** How long a preparation's runner holds it past its last batch. */
  leaseMs: number;
  /** On a shared server: how often an instance looks for preparations no runner holds. */
  pollMs: number;
}

export interface RoutesOptions {
  ctx: SandboxContext;
}
