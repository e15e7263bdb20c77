// audit.*: the audit log of every write, read and exported.
import { z } from 'zod';
import type { AuditEntry, AuditVerdict } from '../../workflows/audit.schema';
import { None, out } from './common';

export const channels = {
  'audit.list': { input: z.object({ limit: z.number().int().min(1).max(100_000).optional() }), output: out<AuditEntry[]>() },
  /** Checks the hash chain and the head kept in the keychain: intact, or where it breaks. */
  'audit.verify': { input: None, output: out<AuditVerdict>() },
  /** Asks where to save (native dialog), then writes the CSV. */
  'audit.export': { input: None, output: out<{ saved: false } | { saved: true; path: string; entries: number }>() },
} as const;
