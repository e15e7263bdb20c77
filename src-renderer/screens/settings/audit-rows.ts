// The audit log as a reviewer reads it: one row per write (its attempt and its answer joined
// by the entry's id, with the answer's outcome), and its targets as the things they name.
// Pure: the table turns the parts into names and links.
import type { AuditChange, AuditEntry } from '@contract';

export type AuditOutcome = NonNullable<AuditEntry['outcome']> | 'pending';

export interface AuditRow {
  id: string;
  /** When the write was sent (when only its answer is in the list: when it was answered). */
  time: string;
  action: string;
  profileName: string;
  user?: string;
  /** The attempt's targets and what the answer added (the new record's id, a check's result). */
  targets: Record<string, string>;
  /** `pending`: the attempt has no answer in the log (still running, or the app stopped). */
  outcome: AuditOutcome;
  detail?: string;
  /** What a KYC edit changed, before and after (its answer's). */
  changes?: AuditChange[];
}

/**
 * Entries newest first, as the log lists them; rows in the same order, each at its newest
 * entry. A refusal or an import is one answer with no attempt: a row of its own.
 */
export function auditRows(entries: readonly AuditEntry[]): AuditRow[] {
  const rows = new Map<string, AuditRow>();
  for (const e of entries) {
    const row = rows.get(e.id) ?? {
      id: e.id,
      time: e.time,
      action: e.action,
      profileName: e.profileName,
      ...(e.user === undefined ? {} : { user: e.user }),
      targets: {},
      outcome: 'pending' as AuditOutcome,
    };
    // The attempt's targets first, the answer's on top of them.
    row.targets = e.phase === 'attempt' ? { ...e.targets, ...row.targets } : { ...row.targets, ...e.targets };
    if (e.phase === 'attempt') row.time = e.time;
    else {
      row.outcome = e.outcome ?? 'ok';
      if (e.detail !== undefined) row.detail = e.detail;
      if (e.changes !== undefined) row.changes = e.changes;
    }
    rows.set(e.id, row);
  }
  return [...rows.values()];
}

export type TargetPart =
  | { kind: 'investor'; userId: string }
  | { kind: 'project'; projectId?: string; code?: string }
  | { kind: 'order'; code?: string; id?: string }
  | { kind: 'field'; key: string; value: string };

/**
 * What a reviewer has no use for on screen: ids (the investor, project and order are named; a
 * KYC person opens by its button; the CSV export keeps them all), a retry's count, the prune's hash.
 */
const hidden = (key: string) => key.endsWith('_id') || ['attempt', 'last_hash', 'idem_key'].includes(key);

/** The targets as the investor, project and order they name (each once), then the other fields. */
export function targetParts(targets: Readonly<Record<string, string>>): TargetPart[] {
  const { user_id: userId, project_id: projectId, project_code: projectCode, code, order_id: orderId, order_code: orderCode, ...rest } = targets;
  const parts: TargetPart[] = [];
  if (userId) parts.push({ kind: 'investor', userId });
  // `code` is a project's in projects.create; elsewhere a project is named by its id and maybe its code.
  const project = projectCode ?? code;
  if (projectId || project) parts.push({ kind: 'project', ...(projectId ? { projectId } : {}), ...(project ? { code: project } : {}) });
  if (orderId || orderCode) parts.push({ kind: 'order', ...(orderCode ? { code: orderCode } : { id: orderId }) });
  for (const [key, value] of Object.entries(rest)) if (!hidden(key)) parts.push({ kind: 'field', key, value });
  return parts;
}
