// audit.*: the audit log of every write, read, exported and pruned.
import { z } from 'zod';
import type { AuditEntry, AuditVerdict } from '../domain/audit';
import { IsoDate } from '../wire/common';
import { None, out } from './common';

export const AUDIT_EXPORT_FORMATS = ['csv', 'json'] as const;

export const channels = {
  'audit.list': { input: z.object({ limit: z.number().int().min(1).max(100_000).optional() }), output: out<AuditEntry[]>() },
  /** Checks the chain's links (keyed, or plain before the keyed chain), the head kept in the keychain and the breaks the log recorded: intact, or where it breaks. */
  'audit.verify': { input: None, output: out<AuditVerdict>() },
  /** Asks where to save (native dialog), then writes the log as CSV (default) or JSON; the export is an entry itself. */
  'audit.export': {
    input: z.object({ format: z.enum(AUDIT_EXPORT_FORMATS).optional() }).optional(),
    output: out<{ saved: false } | { saved: true; path: string; entries: number }>(),
  },
  /**
   * Deletes the entries before a day (UTC) after a native confirmation; the prune, or its
   * cancellation, is an entry of the log itself.
   */
  'audit.prune': {
    input: z.object({ before: IsoDate }),
    output: out<{ pruned: number }>(),
    invalidates: ['audit.list', 'audit.verify'],
  },
} as const;
