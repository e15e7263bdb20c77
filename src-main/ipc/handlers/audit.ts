// audit.*: the audit log, read, exported as CSV or JSON where the user chooses, and pruned
// before a day after a native confirmation (the page alone cannot prune).
import { localDay } from '../../../src-shared/domain/days';
import { DeskError } from '../../../src-shared/errors';
import { type Actor, recordRefusal } from '../../workflows/audit';
import { AUDIT_PRUNE } from '../../../src-shared/domain/audit';
import { recordExport } from '../../workflows/export-record';
import { interpolate } from '../../../src-shared/wire/field-messages';
import { fileFilters } from '../../words';
import type { AreaHandlers, HandlerContext } from '../services';

/** A prune or an export of the log is no connection's: the entry names the operating-system user only. */
const NO_PROFILE: Actor = { id: '', name: '' };

export function auditHandlers(s: HandlerContext): AreaHandlers<'audit'> {
  return {
    'audit.list': ({ limit }) => s.audit.list(limit),
    'audit.verify': () => s.audit.verify(),
    'audit.export': async (input) => {
      const format = input?.format ?? 'csv';
      const name = `offering-desk-audit-${localDay(new Date())}.${format}`;
      const path = await s.shell.chooseSavePath(name, fileFilters(s.words(), format), s.words().dialogs.saveAuditLog);
      if (!path) return { saved: false };
      const entries = format === 'csv' ? await s.audit.exportCsv(path) : await s.audit.exportJson(path);
      // The log names investors and amounts: its export is an entry of its own, after the file.
      await recordExport(s.audit, NO_PROFILE, 'audit.export', { format, path }, entries);
      return { saved: true, path, entries };
    },
    'audit.prune': async ({ before }) => {
      const cut = new Date(`${before}T00:00:00.000Z`);
      if (cut.getTime() > Date.now()) throw new DeskError('bad_request', 'Only entries of days that are over can be pruned.');
      const count = await s.audit.countBefore(cut);
      if (count === 0) return { pruned: 0 };
      const { auditPrune } = s.words().dialogs;
      const yes = await s.shell.confirm(interpolate(auditPrune.question, { count: String(count), before }), auditPrune.detail, auditPrune.confirm);
      if (!yes) {
        await recordRefusal(s.audit, NO_PROFILE, AUDIT_PRUNE, { before, entries: String(count) }, 'cancelled');
        throw new DeskError('cancelled', 'Cancelled: no entry was deleted.');
      }
      return { pruned: await s.audit.prune(cut, NO_PROFILE) };
    },
  };
}
