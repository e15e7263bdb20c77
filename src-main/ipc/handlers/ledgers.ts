// The ledgers, read on the active connection; their CSV files go where the person chooses,
// each recorded in the audit log (it names an investor's or a project's payments).
import { localDay } from '../../../src-shared/domain/days';
import { fileFilters } from '../../words';
import { recordExport } from '../../workflows/export-record';
import { investorLedger, projectLedgerOf, writeInvestorLedgerCsv, writeProjectLedgerCsv } from '../../workflows/ledgers';
import type { AreaHandlers, HandlerContext } from '../services';

export function ledgersHandlers(s: HandlerContext): AreaHandlers<'ledgers'> {
  const { read } = s;
  const projectLedger = async (projectId: string) => {
    const connection = await s.connections.client();
    return projectLedgerOf(connection.client, s.orders.of(connection), projectId);
  };
  const savePath = (name: string, title: string) => s.shell.chooseSavePath(`${name}-${localDay(new Date())}.csv`, fileFilters(s.words(), 'csv'), title);
  return {
    'ledgers.investor': ({ userId }) => read((c) => investorLedger(c, userId)),
    'ledgers.investorCsv': async ({ userId }) => {
      const profile = s.connections.calling();
      const [ledger, user] = await Promise.all([read((c) => investorLedger(c, userId)), read((c) => c.users.get(userId))]);
      const path = await savePath(`ledger-${user.email.replace(/[^A-Za-z0-9._-]+/g, '_')}`, s.words().dialogs.saveInvestorLedger);
      if (!path) return { saved: false };
      const lines = await writeInvestorLedgerCsv(path, ledger);
      await recordExport(s.audit, profile, 'ledgers.investorCsv', { user_id: userId, path }, lines);
      return { saved: true, path, lines };
    },
    'ledgers.project': ({ projectId }) => projectLedger(projectId),
    'ledgers.projectCsv': async ({ projectId, filter }) => {
      const profile = s.connections.calling();
      const [ledger, project] = await Promise.all([projectLedger(projectId), read((c) => c.projects.get(projectId))]);
      const path = await savePath(`payments-${project.code.replace(/[^A-Za-z0-9._-]+/g, '_')}`, s.words().dialogs.saveProjectLedger);
      if (!path) return { saved: false };
      const lines = await writeProjectLedgerCsv(path, ledger, filter);
      await recordExport(s.audit, profile, 'ledgers.projectCsv', { project_id: projectId, project_code: project.code, path }, lines);
      return { saved: true, path, lines };
    },
  };
}
