// distribution.*: the preparation (followed to its end), the export and its check, payouts
// and snapshots. What lasts between calls is kept by workflows/distribution-work.ts.
import { checkDistributionList } from '../../workflows/distribution-check';
import { type ExportProgress, type ExportResult, type ListCheck, listVerdict } from '../../../src-shared/domain/distribution-export';
import { rename } from 'node:fs/promises';
import { exportDistributionList, exportFileName, holdUnaccepted, throttled } from '../../workflows/distribution-export';
import type { OrderInvestor } from '../../../src-shared/domain/investor-index';
import { investorPayouts } from '../../workflows/investor-payouts';
import { fileFilters } from '../../words';
import type { AreaHandlers, HandlerContext } from '../services';

/** The list's verdict as the audit log records it: the one the screen shows. */
function checkTargets({ check, expected }: ExportResult): Record<string, string> {
  const { handOver, problems, difference } = listVerdict(check, expected?.total);
  return { check: handOver ? 'passed' : 'failed', problems: String(problems), ...(difference && { difference }) };
}

export function distributionHandlers(s: HandlerContext): AreaHandlers<'distribution'> {
  const { read } = s;
  /** The first rows with their investors' names, where the desk knows them; without, when it cannot say now (the list is checked all the same). */
  const named = async (check: ListCheck): Promise<ListCheck> => {
    const addresses = check.preview.map((r) => r.address);
    const names = await s
      .investorIndex()
      .then((index) => index.namedByAddress(addresses))
      .catch(() => new Map<string, OrderInvestor>());
    return {
      ...check,
      preview: check.preview.map((r) => {
        const investor = names.get(r.address.toLowerCase())?.name;
        return investor === undefined ? r : { ...r, investor };
      }),
    };
  };
  const calling = () => s.connections.calling().id;

  return {
    'distribution.status': ({ projectId }) => read((c) => c.distribution.status(projectId)),
    'distribution.prepare': async ({ projectId }, write) => {
      await write({ project_id: projectId }, (c) => c.distribution.prepare(projectId));
      s.distribution.follow(
        calling(),
        projectId,
        () => read((c) => c.distribution.status(projectId)),
        async () => (await read((c) => c.projects.get(projectId))).code,
      );
      return read((c) => c.distribution.status(projectId));
    },
    // Saving the list is recorded like a write: which list, where, and what its check found.
    'distribution.export': async ({ projectId }, write) => {
      const profileId = calling();
      s.distribution.mayExport(profileId, projectId);
      const project = await read((c) => c.projects.get(projectId));
      const path = await s.shell.chooseSavePath(exportFileName(project.code), fileFilters(s.words(), 'csv'), s.words().dialogs.saveDistributionList);
      if (!path) return { saved: false };
      const progress = throttled((p: ExportProgress) => s.emit('distribution.exportProgress', p));
      const result = await s.distribution.export(profileId, projectId, (signal) =>
        write(
          { project_id: projectId, project_code: project.code, path },
          async (c) => holdUnaccepted(await exportDistributionList(c, projectId, path, { signal, onProgress: (p) => progress.push(p) })),
          (r) => ({ rows: String(r.rows), total_amount: r.check.totalAmount, ...checkTargets(r), saved_as: r.path }),
        ),
      );
      progress.flush();
      return { saved: true, ...result, check: await named(result.check) };
    },
    'distribution.acceptExport': async ({ path }, write) => ({
      path: await s.distribution.accept(path, (accepted) => write({ path, accepted_as: accepted }, () => rename(path, accepted))),
    }),
    'distribution.cancelExport': ({ projectId }) => Promise.resolve({ cancelled: s.distribution.cancelExport(calling(), projectId) }),
    'distribution.checkFile': async () => {
      const path = await s.shell.chooseOpenPath(fileFilters(s.words(), 'csv'), s.words().dialogs.openDistributionList);
      if (!path) return { opened: false };
      return { opened: true, path, check: await named(await checkDistributionList(path)) };
    },
    'distribution.snapshots': ({ projectId }) => read((c) => c.distribution.snapshots(projectId)),
    'distribution.payouts': ({ projectId }) => read((c) => c.distribution.payouts(projectId)),
    'distribution.userPayouts': ({ payoutId }) => read((c) => c.distribution.userPayouts(payoutId)),
    'distribution.snapshot': ({ projectId, id }) => read((c) => c.distribution.snapshot(projectId, id)),
    'distribution.payout': ({ projectId, id }) => read((c) => c.distribution.payout(projectId, id)),
    'distribution.userPayout': ({ payoutId, id }) => read((c) => c.distribution.userPayout(payoutId, id)),
    'distribution.investorPayouts': async ({ userId }) => {
      const current = await s.connections.client();
      return investorPayouts(current.client, userId, s.orders.of(current).projectsOf(userId), s.distribution.knownPayouts(current.profile.id));
    },
  };
}
