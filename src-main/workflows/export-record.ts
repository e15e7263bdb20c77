// Every file the desk writes with personal data leaves an audit entry: what (the channel
// that wrote it and whose data), where (the path) and how many rows. One entry, once the
// file is in place: a file that could not be written leaves nothing behind (it is written
// beside its destination and renamed into place), so there is no attempt to record.
import { type Actor, type AuditLog, recordResult } from './audit';

export const recordExport = (log: AuditLog, actor: Actor, action: string, targets: Record<string, string>, rows: number) =>
  recordResult(log, actor, action, { ...targets, rows: String(rows) }, { outcome: 'ok' });
