// The auditor's CSV: every screening, hit and decision of a period, one event a row, with the
// list version, the engine's version and threshold each was made with. The header is in
// English whatever the desk's language (auditors' tools read it); the cells go through the
// desk's one CSV writer (every cell quoted, formula characters defused).
import { writeCsv } from '../csv';
import type { HitState, NotSameReason, SubjectRole } from '../../../src-shared/domain/screening';

export interface EvidenceRow {
  /** ISO time of the screening or the decision. */
  at: string;
  event: 'screened' | 'hit' | 'decision';
  connection: string;
  investorId: string;
  investorName: string;
  subjectRole: SubjectRole;
  subjectName: string;
  birthDate?: string;
  country?: string;
  list?: string;
  listPublished?: string | null;
  listSha256?: string;
  entryId?: string;
  matchedName?: string;
  score?: number;
  algorithm: string;
  threshold: number;
  state?: HitState;
  reason?: NotSameReason;
  note?: string;
  decidedBy?: string;
}

/** The columns, in order: the header is these names. */
const COLUMNS = [
  'at',
  'event',
  'connection',
  'investorId',
  'investorName',
  'subjectRole',
  'subjectName',
  'birthDate',
  'country',
  'list',
  'listPublished',
  'listSha256',
  'entryId',
  'matchedName',
  'score',
  'algorithm',
  'threshold',
  'state',
  'reason',
  'note',
  'decidedBy',
] as const satisfies readonly (keyof EvidenceRow)[];

/** Scores and the threshold as plain decimals (the spreadsheet reads numbers), to the engine's precision. */
const DECIMALS = ['score', 'threshold'] as const;

function cell(value: EvidenceRow[keyof EvidenceRow]): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'number' ? String(Number(value.toFixed(4))) : value;
}

/** Writes the rows under the English header; answers how many rows were written. */
export async function writeEvidenceCsv(path: string, rows: EvidenceRow[]): Promise<number> {
  await writeCsv(
    path,
    COLUMNS,
    rows.map((row) => COLUMNS.map((column) => cell(row[column]))),
    { decimals: DECIMALS },
  );
  return rows.length;
}
