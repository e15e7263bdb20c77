// Bank statements: a statement file read and matched against the active connection's orders
// and payments (workflows/bank-statements/). The import is recorded in the audit log.
import { randomUUID } from 'node:crypto';
import { basename } from 'node:path';
import { CSV_PRESETS } from '../../workflows/bank-statements/csv-presets';
import { loadMatchIndex } from '../../workflows/bank-statements/host';
import { matchStatement } from '../../workflows/bank-statements/matcher';
import { readStatement } from '../../workflows/bank-statements/read';
import type { Channel } from '../contract';
import type { Handlers } from '../router';
import type { ApiCalls, DeskServices } from '../services';

type StatementsChannel = Extract<Channel, `statements.${string}`>;

const STATEMENT_FILES = [
  { name: 'Bank statements', extensions: ['xml', 'sta', 'mt940', 'txt', 'csv'] },
  { name: 'All files', extensions: ['*'] },
];

export function statementsHandlers({ read }: Pick<ApiCalls, 'read'>, s: DeskServices): Pick<Handlers, StatementsChannel> {
  return {
    'statements.presets': () => Promise.resolve([...CSV_PRESETS]),
    'statements.import': async ({ mapping, currency }) => {
      const path = await s.shell.chooseOpenPath(STATEMENT_FILES);
      if (!path) return { opened: false };
      const { lines, ...statement } = await readStatement(path, mapping);
      const proposals = matchStatement(lines, await read((client) => loadMatchIndex(client, currency)));
      const counts = new Map<string, number>();
      for (const p of proposals) counts.set(p.status, (counts.get(p.status) ?? 0) + 1);
      const { profile } = await s.connections.client();
      await s.audit.append({
        id: randomUUID(),
        time: new Date().toISOString(),
        profileId: profile.id,
        profileName: profile.name,
        action: 'statements.import',
        targets: { file: basename(path), format: statement.variant ?? statement.format },
        phase: 'result',
        outcome: 'ok',
        detail: [...counts].map(([status, n]) => `${status} ${n}`).join(', '),
      });
      return { opened: true, path, ...statement, proposals };
    },
  };
}
