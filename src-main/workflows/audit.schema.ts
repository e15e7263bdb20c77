// One line of the audit log, and what a check of the whole log found, as the renderer shows
// them. Pure.
export interface AuditEntry {
  /** Joins an attempt to its result. */
  id: string;
  time: string;
  profileId: string;
  profileName: string;
  /** The IPC channel of the write or profile change, e.g. `projects.create`; `sign` for a refused signature. */
  action: string;
  targets: Record<string, string>;
  phase: 'attempt' | 'result';
  /** `unknown`: the answer was lost, so the write may or may not have happened. */
  outcome?: 'ok' | 'failed' | 'unknown';
  detail?: string;
  /** The operating-system user the desk ran as (absent in entries older than the field). */
  user?: string;
  /**
   * SHA-256 (hex) of the line before this one as written, or AUDIT_GENESIS for the first
   * entry of the chain. Absent in entries written before the log was chained.
   */
  prev?: string;
}

/** The action of a prune's checkpoint entry (targets: before, entries, last_hash). */
export const AUDIT_PRUNE = 'audit.prune';

/** The predecessor of the chain's first entry. */
export const AUDIT_GENESIS = '0'.repeat(64);

export type AuditBreakReason =
  /** The line is not an entry (garbage, or torn by a crash). */
  | 'unreadable'
  /** The entry does not match the hash the next entry records of it: changed, or entries after it removed or inserted. */
  | 'hash_mismatch'
  /** An entry without a hash after the chain began: inserted. */
  | 'hash_missing'
  /** The log has fewer entries than the head kept in the keychain names: cut short. */
  | 'truncated'
  /** The entry the keychain's head names is not the one recorded there: changed or replaced. */
  | 'head_mismatch';

export interface AuditBreak {
  /** 1-based line number in the log. */
  entry: number;
  reason: AuditBreakReason;
}

export interface AuditVerdict {
  intact: boolean;
  entries: number;
  /** Entries written before the log was chained (the chain starts after them); not protected. */
  unchained: number;
  /**
   * The truncation guard: `on` the keychain holds the chain's head; `off` no keychain (or it
   * failed), so a log cut short at its end goes unnoticed; `missing` the keychain works but
   * holds no head for a chained log (it was removed, or never written).
   */
  guard: 'on' | 'off' | 'missing';
  /** Every place the log breaks, in file order. */
  breaks: AuditBreak[];
  /** The log starts after a prune: the entries before `before` were removed at `at` by `user`. */
  pruned?: { before: string; entries: number; at: string; user: string };
}
