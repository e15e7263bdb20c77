// Bank statements: a statement file read and matched against the active connection's orders
// and payments (workflows/bank-statements/), then its accepted lines entered through the
// payment entry. The imports themselves are kept by workflows/bank-statements/imports.ts.
import { basename } from 'node:path';
import { DeskError } from '../../../src-shared/errors';
import { CSV_PRESETS } from '../../workflows/bank-statements/csv-presets';
import { type AcceptedLine, enterLines } from '../../workflows/bank-statements/enter';
import { loadMatchIndex } from '../../workflows/bank-statements/host';
import { matchStatement } from '../../workflows/bank-statements/matcher';
import { readOrPreview } from '../../workflows/bank-statements/off-thread';
import type { CsvPreset } from '../../../src-shared/domain/bank-statements';
import { writeSummaryCsv } from '../../workflows/bank-statements/summary';
import { recordExport } from '../../workflows/export-record';
import { fileFilters } from '../../words';
import type { AreaHandlers, HandlerContext } from '../services';

export function statementsHandlers(s: HandlerContext): AreaHandlers<'statements'> {
  const { read, statementImports: imports } = s;
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
      const profile = s.connections.calling();
      const index = await read((client) => loadMatchIndex(client, profile.currency, lines));
      const proposals = matchStatement(lines, { ...index, entered: s.statements.enteredOn(profile.id) });
      // A host that leaves the reference out of its payments (the key absent, not null).
      const referencesOnHost = index.payments.every((p) => p.reference !== undefined);
      const counts = new Map<string, number>();
      for (const p of proposals) counts.set(p.status, (counts.get(p.status) ?? 0) + 1);
      const importId = imports.keep(profile.id, proposals);
      await s.audit.append({
        id: importId,
        time: new Date().toISOString(),
        profileId: profile.id,
        profileName: profile.name,
        action: 'statements.import',
        targets: { file: basename(path), format: statement.variant ?? statement.format },
        phase: 'result',
        outcome: 'ok',
        // Written as codes (status=count), the same in every language.
        detail: [...counts].map(([status, n]) => `${status}=${n}`).join(' '),
      });
      return { opened: true, importId, path, ...statement, proposals, currency: profile.currency, referencesOnHost };
    },
    'statements.enter': async ({ importId, accept }) => {
      const connection = await s.connections.client();
      const kept = imports.get(importId, connection.profile.id);
      if (!kept) throw new DeskError('not_found', 'No such statement import on this connection; import it again.');
      return imports.entering(importId, async (signal) => {
        const accepted: AcceptedLine[] = [];
        for (const { index, draftId } of accept) {
          const proposal = kept.proposals[index];
          // Only a line proposed for an order: never a done, unmatched or not-candidate one.
          if (!proposal?.order || (proposal.status !== 'matched' && proposal.status !== 'suggested')) {
            throw new DeskError('bad_request', `Line ${index + 1} of the statement is not proposed for an order.`);
          }
          accepted.push({ draftId, line: proposal.line, order: proposal.order });
        }
        // Where the host's list does not say an order's investor and project, the index finds them.
        const orders = s.orders.of(connection);
        for (const a of accepted) {
          const { userId, projectId } = await orders.locate(a.order);
          a.order = { ...a.order, user_id: userId, project_id: projectId };
        }
        const entered = await enterLines(s.payments, connection, accepted, {
          signal,
          onProgress: (line, i, total) => s.emit('statements.enterProgress', { importId, index: line.accepted.line.index, outcome: line.outcome, done: i + 1, total }),
        });
        const results = entered.map((e) => ({ index: e.accepted.line.index, outcome: e.outcome, payment_id: e.draft?.payment_id, error: e.error }));
        for (const r of results) kept.entered.set(r.index, r);
        const at = new Date().toISOString();
        await s.statements.recordEntered(
          entered.flatMap(({ accepted, outcome, draft }) =>
            outcome === 'done' && draft?.payment_id
              ? [{ profile_id: kept.profileId, bank_reference: accepted.line.bank_reference, order_id: accepted.order.id, payment_id: draft.payment_id, entered_at: at }]
              : [],
          ),
        );
        return results;
      });
    },
    'statements.saveSummary': async ({ importId }) => {
      const kept = imports.get(importId, s.connections.calling().id);
      if (!kept) throw new DeskError('not_found', 'No such statement import on this connection; import it again.');
      const path = await s.shell.chooseSavePath(`statement-summary-${new Date().toISOString().slice(0, 10)}.csv`, fileFilters(s.words(), 'csv'), s.words().dialogs.saveStatementSummary);
      if (!path) return { saved: false };
      const lines = await writeSummaryCsv(path, kept.proposals, [...kept.entered.values()]);
      // It names payers and their accounts' references: recorded like every export.
      await recordExport(s.audit, s.connections.calling(), 'statements.saveSummary', { import_id: importId, path }, lines);
      return { saved: true, path, lines };
    },
    'statements.pause': ({ importId }) => Promise.resolve({ paused: imports.pause(importId, s.connections.calling().id) }),
  };
}
