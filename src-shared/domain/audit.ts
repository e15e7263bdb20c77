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
  /**
   * A KYC edit's answer: each field the form sent that the write changed, as read before it
   * and as the host answered (absent elsewhere, and in entries older than the field).
   */
  changes?: AuditChange[];
  /** The operating-system user the desk ran as (absent in entries older than the field). */
  user?: string;
  /**
   * SHA-256 (hex) of the line before this one as written, or AUDIT_GENESIS for the first
   * entry of the chain. Absent in entries written before the log was chained.
   */
  prev?: string;
  /**
   * HMAC-SHA256 (hex) of the line before this one, or of AUDIT_GENESIS for the first entry of
   * a log, under the key the keychain keeps (`audit-key`). Entries of the keyed chain carry it
   * instead of `prev`; entries written by earlier versions have none.
   */
  mac?: string;
}

/** A field's value as the log keeps it: a text cut when long, a yes/no, or nothing. */
export type AuditValue = string | boolean | null;

/** One field a write changed: its name on the wire, its value before and after. */
export interface AuditChange {
  field: string;
  before: AuditValue;
  after: AuditValue;
}

/** The action of a prune's checkpoint entry (targets: before, entries, last_hash). */
export const AUDIT_PRUNE = 'audit.prune';

/**
 * An entry the log writes of itself: before an append it found the file changed since it was
 * last written (targets: reason `truncated` or `head_mismatch`, entry the head named, lines).
 */
export const AUDIT_BREAK = 'audit.break';

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
  | 'head_mismatch'
  /** An entry with a plain hash after the keyed chain began: written without the key (the keychain was not available, or by someone else). */
  | 'unkeyed'
  /** The keyed chain begins here and cannot be checked: the keychain, or the key in it, is not available. */
  | 'unverifiable';

export interface AuditBreak {
  /** 1-based line number in the log. */
  entry: number;
  reason: AuditBreakReason;
  /** Found before an append (`line`, the entry that records it, at `time`), not by this check. */
  noticed?: { line: number; time: string };
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
  /** The line the keyed chain (HMAC links) starts at; the links before it are plain SHA-256. Absent before it began. */
  keyedFrom?: number;
  /** Every place the log breaks, in file order; then those the log recorded of itself. */
  breaks: AuditBreak[];
  /** The log starts after a prune: the entries before `before` were removed at `at` by `user`. */
  pruned?: { before: string; entries: number; at: string; user: string };
}
