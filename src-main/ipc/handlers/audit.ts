// audit.*: the audit log, read and exported as CSV where the user chooses.
import { fileFilters } from '../../words';
import type { AreaHandlers, HandlerContext } from '../services';

export function auditHandlers(s: HandlerContext): AreaHandlers<'audit'> {
  return {
    'audit.list': ({ limit }) => s.audit.list(limit),
    'audit.verify': () => s.audit.verify(),
    'audit.export': async () => {
      const name = `offering-desk-audit-${new Date().toISOString().slice(0, 10)}.csv`;
      const path = await s.shell.chooseSavePath(name, fileFilters(s.words(), 'csv'), s.words().dialogs.saveAuditLog);
      if (!path) return { saved: false };
      return { saved: true, path, entries: await s.audit.exportCsv(path) };
    },
  };
}
