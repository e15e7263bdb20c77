// The ledgers: an investor's orders, payments, terms and custody accounts in one place; a
// project's payments (workflows/ledgers.ts). Reads only; the CSV exports write a file the
// person chooses, nothing on the host, and each leaves an audit entry (path and rows).
import { type InvestorLedger, PaymentFilter, type ProjectLedger } from '../domain/ledgers';
import { ByProject, ByUser, out } from './common';

/** A CSV file chosen in the save dialog and written, or the dialog cancelled. */
export type LedgerExport = { saved: false } | { saved: true; path: string; lines: number };

export const channels = {
  'ledgers.investor': { input: ByUser, output: out<InvestorLedger>() },
  'ledgers.investorCsv': { input: ByUser, output: out<LedgerExport>() },
  'ledgers.project': { input: ByProject, output: out<ProjectLedger>() },
  /** The payments the filter keeps, as on screen. */
  'ledgers.projectCsv': { input: ByProject.extend({ filter: PaymentFilter }), output: out<LedgerExport>() },
} as const;
