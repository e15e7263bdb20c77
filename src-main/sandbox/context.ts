import type { PGlite } from '@electric-sql/pglite';
import type { SignatureScheme } from '../wire/signature';
import type { Queryable } from './db/store';
import type { HostVariant } from './variants';

/** What every route plugin gets. */
export interface SandboxContext {
  db: PGlite;
  now: () => Date;
  /** key -> secret of every token the sandbox accepts. */
  tokens: Map<string, string>;
  signature: SignatureScheme;
  /** The host the sandbox plays (variants.ts). */
  variant: HostVariant;
  /**
   * Runs `work` in one transaction. Webhook deliveries it queued are sent after the commit,
   * so a rolled-back change never reports an event.
   */
  write<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
}

export interface RoutesOptions {
  ctx: SandboxContext;
}
