// Bank statements: a statement file read, matched against the active connection's orders and
// payments, and its accepted lines entered through the payment entry, by
// workflows/bank-statements/imports.ts; CSV mappings saved and deleted.
import { localDay } from '../../../src-shared/domain/days';
import { DeskError } from '../../../src-shared/errors';
import { CSV_PRESETS } from '../../workflows/bank-statements/csv-presets';
import { readOrPreview } from '../../workflows/bank-statements/off-thread';
import type { CsvPreset } from '../../../src-shared/domain/bank-statements';
import { writeSummaryCsv } from '../../workflows/bank-statements/summary';
import { recordExport } from '../../workflows/export-record';
import { fileFilters } from '../../words';
import type { AreaHandlers, HandlerContext } from '../services';

export function statementsHandlers(s: HandlerContext): AreaHandlers<'statements'> {
  const { statementImports: imports } = s;
  const presets = (): CsvPreset[] => [...CSV_PRESETS.map((p) => ({ ...p, saved: false })), ...s.statements.presets().map((p) => ({ ...p, saved: true }))];
  const shipped = (name: string) => CSV_PRESETS.some((p) => p.name === name);

  return {
    'statements.presets': () => Promise.resolve(presets()),
    'statements.savePreset': async (mapping) => {
      if (shipped(mapping.name)) throw new DeskError('bad_request', `"${mapping.name}" is shipped with the desk; save the mapping under another name.`);
      await s.statements.savePreset(mapping);
      return presets();
    },
    'statements.deletePreset': async ({ name }) => {
      if (shipped(name)) throw new DeskError('bad_request', `"${name}" is shipped with the desk and stays.`);
      await s.statements.deletePreset(name);
      return presets();
    },
    'statements.import': async ({ mapping, fileId }) => {
      const profileId = s.connections.calling().id;
      const path = fileId ? imports.csvPath(fileId, profileId) : await s.shell.chooseOpenPath(fileFilters(s.words(), 'statements', 'all'), s.words().dialogs.openStatement);
      if (fileId && !path) throw new DeskError('not_found', 'No such statement file; choose it again.');
      if (!path) return { opened: false };
      const opened = await readOrPreview(path, mapping);
      if ('preview' in opened) {
        return { opened: true, csv: { fileId: imports.keepCsv(profileId, path), path, ...opened.preview } };
      }
      const { lines, ...statement } = opened.statement;
      const connection = await s.connections.client();
      const matched = await imports.match(connection, connection.profile.currency, { path, format: statement.variant ?? statement.format, lines });
      return { opened: true, path, ...statement, ...matched, currency: connection.profile.currency };
    },
    'statements.enter': async (input) =>
      imports.enter(await s.connections.client(), input, (line, i, total) =>
        s.emit('statements.enterProgress', { importId: input.importId, index: line.accepted.line.index, outcome: line.outcome, done: i + 1, total }),
      ),
    'statements.saveSummary': async ({ importId }) => {
      const kept = imports.required(importId, s.connections.calling().id);
      const path = await s.shell.chooseSavePath(`statement-summary-${localDay(new Date())}.csv`, fileFilters(s.words(), 'csv'), s.words().dialogs.saveStatementSummary);
      if (!path) return { saved: false };
      const lines = await writeSummaryCsv(path, kept.proposals, [...kept.entered.values()]);
      // It names payers and their accounts' references: recorded like every export.
      await recordExport(s.audit, s.connections.calling(), 'statements.saveSummary', { import_id: importId, path }, lines);
      return { saved: true, path, lines };
    },
    'statements.pause': ({ importId }) => Promise.resolve({ paused: imports.pause(importId, s.connections.calling().id) }),
  };
}
