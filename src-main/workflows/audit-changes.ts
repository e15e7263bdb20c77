// What a KYC edit changed, for its audit entry: each field the form sent whose value differs
// between the record read before the write and the host's answer to it. Pure.
import type { AuditChange, AuditValue } from '../../src-shared/domain/audit';

/** Longer texts are cut: the entry says what changed, the host keeps the whole value. */
export const AUDIT_VALUE_MAX = 120;

/** Fields whose value never enters the log, whatever a form sends. */
const SECRET = /secret|password|token|(^|_)key$/i;

/** A value as compared; numbers (a host may send a share as one) as text. */
function plain(value: unknown): AuditValue {
  if (value === undefined || value === null) return null;
  if (typeof value === 'boolean' || typeof value === 'string') return value;
  return typeof value === 'number' ? String(value) : JSON.stringify(value);
}

/** A value as the log keeps it: cut after comparing, so a change late in a long text still shows. */
const cut = (value: AuditValue): AuditValue =>
  typeof value === 'string' && value.length > AUDIT_VALUE_MAX ? `${value.slice(0, AUDIT_VALUE_MAX - 1)}…` : value;

/**
 * The fields of `sent` (the form; a field it left out is not listed) that the write changed:
 * `before` is the record read before it (null: there was none), `after` the host's answer. A
 * field the answer leaves out is taken as sent: the host accepted the form.
 */
export function auditChanges(sent: object, before: object | null, after: object): AuditChange[] {
  const was: Record<string, unknown> = { ...before };
  const is: Record<string, unknown> = { ...after };
  return Object.entries(sent).flatMap(([field, value]): AuditChange[] => {
    if (value === undefined || SECRET.test(field)) return [];
    const old = plain(was[field]);
    const now = plain(Object.hasOwn(is, field) ? is[field] : value);
    return old === now ? [] : [{ field, before: cut(old), after: cut(now) }];
  });
}
