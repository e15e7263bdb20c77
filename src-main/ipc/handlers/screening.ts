// screening.*: the lists in use (loaded from a file or downloaded, each load recorded in the
// audit log), an investor screened, the queue, decisions, everyone screened with pause and
// cancel, and the evidence. The work is the desk's one Screening (workflows/screening/).
import { localDay } from '../../../src-shared/domain/days';
import { safeFileName } from '../../files';
import { recordResult } from '../../workflows/audit';
import { recordExport } from '../../workflows/export-record';
import { writeEvidenceCsv } from '../../workflows/screening/evidence-csv';
import { writeScreeningReport } from '../../workflows/screening/report';
import type { ListChange } from '../../../src-shared/domain/screening';
import { fileFilters } from '../../words';
import type { AreaHandlers, HandlerContext } from '../services';

export function screeningHandlers(s: HandlerContext): AreaHandlers<'screening'> {
  /** A list put in use changes what every screening is made against: recorded like a write. */
  const recordLoad = (action: 'screening.loadList' | 'screening.updateLists', change: ListChange) =>
    recordResult(
      s.audit,
      s.connections.calling(),
      action,
      { list: `${change.list.source}:${change.list.name}`, sha256: change.list.sha256, published: change.list.published ?? '', entries: String(change.list.entries) },
      { outcome: 'ok' },
    );

  return {
    'screening.lists': async () => {
      const { screeningListAgeDays, screeningListUrls } = s.preferences.get();
      return { lists: s.screening.lists(), staleAfterDays: screeningListAgeDays, updateUrls: screeningListUrls };
    },
    'screening.loadList': async () => {
      const words = s.words();
      const path = await s.shell.chooseOpenPath(fileFilters(words, 'sanctionsLists', 'all'), words.dialogs.openSanctionsList);
      if (!path) return { loaded: false };
      const { change, same } = await s.screening.load(path);
      if (!same) await recordLoad('screening.loadList', change);
      return { loaded: true, change };
    },
    'screening.updateLists': async () => {
      const result = await s.screening.update(s.preferences.get().screeningListUrls, await s.connections.network());
      for (const change of result.changes) await recordLoad('screening.updateLists', change);
      for (const failed of result.failed) s.log.warn(`sanctions list not updated from ${failed.url}: ${failed.message}`);
      return result;
    },
    'screening.removeList': async ({ sha256 }) => {
      const removed = await s.screening.remove(sha256);
      if (removed) await recordResult(s.audit, s.connections.calling(), 'screening.removeList', { sha256 }, { outcome: 'ok' });
      return { removed };
    },
    'screening.investor': ({ userId }) => s.screening.investor(userId),
    'screening.queue': () => s.screening.queue(),
    'screening.decide': (decision) => s.screening.decide(decision),
    'screening.moneyStops': () => s.screening.moneyStops(),
    'screening.everyone': () => s.screening.everyone(),
    'screening.pause': async () => ({ paused: s.screening.pause() }),
    'screening.resume': async () => ({ resumed: s.screening.resume() }),
    'screening.cancel': async () => ({ cancelled: s.screening.cancel() }),
    'screening.run': async () => s.screening.run(),
    'screening.report': async ({ userId }) => {
      const words = s.words();
      const input = await s.screening.reportInput(userId, s.preferences.get().language);
      const name = safeFileName(`screening-report-${input.investor.name}-${localDay(input.generatedAt)}.pdf`, 'screening-report.pdf');
      const path = await s.shell.chooseSavePath(name, fileFilters(words, 'pdf'), words.dialogs.saveScreeningReport);
      if (!path) return { saved: false };
      const { pages } = await writeScreeningReport(path, input);
      // It names the investor's people and their birth dates: recorded like every export.
      await recordExport(s.audit, s.connections.calling(), 'screening.report', { user_id: userId, path }, input.screening.hits.length);
      return { saved: true, path, pages };
    },
    'screening.exportCsv': async ({ from, to }) => {
      const words = s.words();
      const path = await s.shell.chooseSavePath(`screening-${from}-${to}.csv`, fileFilters(words, 'csv'), words.dialogs.saveScreeningCsv);
      if (!path) return { saved: false };
      const rows = await writeEvidenceCsv(path, await s.screening.evidence(from, to));
      await recordExport(s.audit, s.connections.calling(), 'screening.exportCsv', { from, to, path }, rows);
      return { saved: true, path, rows };
    },
  };
}
