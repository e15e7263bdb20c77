// distribution.*: the preparation (followed to its end), the export and its check, payouts
// and snapshots.
import { DeskError } from '../../../src-shared/errors';
import { checkDistributionList } from '../../workflows/distribution-check';
import { type ExportProgress, type ExportResult, type ListCheck, listVerdict } from '../../../src-shared/domain/distribution-export';
import { rename } from 'node:fs/promises';
import {
  exportDistributionList,
  exportFileName,
  followPreparation,
  holdUnaccepted,
  throttled,
} from '../../workflows/distribution-export';
import type { OrderInvestor } from '../../../src-shared/domain/investor-index';
import { KnownPayouts, investorPayouts } from '../../workflows/investor-payouts';
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
  const exports = new Map<string, AbortController>();
  const followed = new Set<string>();
  /** Lists held under their failed-check name, by that path: the name each gets when accepted. */
  const held = new Map<string, string>();
  /** Each connection's payouts per project as last listed, read ahead for the next investor. */
  const knownPayouts = new Map<string, KnownPayouts>();

  /** Tells the renderer how the preparation ended, once, wherever the user is by then. */
  const follow = (projectId: string) => {
    if (followed.has(projectId)) return;
    followed.add(projectId);
    followPreparation(() => read((c) => c.distribution.status(projectId)))
      .then(async (status) => {
        const project = await read((c) => c.projects.get(projectId)).catch(() => undefined);
        s.emit('distribution.preparationFinished', { ...status, code: project?.code ?? null });
      })
      .catch(() => undefined) // the screen polls too; a lost connection shows there
      .finally(() => followed.delete(projectId));
  };

  return {
    'distribution.status': ({ projectId }) => read((c) => c.distribution.status(projectId)),
    'distribution.prepare': async ({ projectId }, write) => {
      await write({ project_id: projectId }, (c) => c.distribution.prepare(projectId));
      follow(projectId);
      return read((c) => c.distribution.status(projectId));
    },
    // Saving the list is recorded like a write: which list, where, and what its check found.
    'distribution.export': async ({ projectId }, write) => {
      if (exports.has(projectId)) throw new DeskError('bad_request', 'This list is being exported already.');
      const project = await read((c) => c.projects.get(projectId));
      const path = await s.shell.chooseSavePath(exportFileName(project.code), fileFilters(s.words(), 'csv'), s.words().dialogs.saveDistributionList);
      if (!path) return { saved: false };
      const controller = new AbortController();
      exports.set(projectId, controller);
      const progress = throttled((p: ExportProgress) => s.emit('distribution.exportProgress', p));
      try {
        const result = await write(
          { project_id: projectId, project_code: project.code, path },
          async (c) =>
            holdUnaccepted(await exportDistributionList(c, projectId, path, { signal: controller.signal, onProgress: (p) => progress.push(p) })),
          (r) => ({ rows: String(r.rows), total_amount: r.check.totalAmount, ...checkTargets(r), saved_as: r.path }),
        );
        progress.flush();
        if (result.acceptedPath) held.set(result.path, result.acceptedPath);
        return { saved: true, ...result, check: await named(result.check) };
      } finally {
        exports.delete(projectId);
      }
    },
    // Only a list this desk held may be renamed: the window never names a file of its own choosing.
    'distribution.acceptExport': async ({ path }, write) => {
      const accepted = held.get(path);
      if (!accepted) throw new DeskError('not_found', 'This list is not waiting to be accepted (it was accepted already, or exported before the app was restarted).');
      await write({ path, accepted_as: accepted }, () => rename(path, accepted));
      held.delete(path);
      return { path: accepted };
    },
    'distribution.cancelExport': ({ projectId }) => {
      const controller = exports.get(projectId);
      controller?.abort(new DeskError('bad_request', 'The export was cancelled; no file was written.'));
      return Promise.resolve({ cancelled: controller !== undefined });
    },
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
      let known = knownPayouts.get(current.profile.id);
      if (!known) knownPayouts.set(current.profile.id, (known = new KnownPayouts()));
      return investorPayouts(current.client, userId, s.orders.of(current).projectsOf(userId), known);
    },
  };
}
