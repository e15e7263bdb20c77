// statements.*: a bank statement read and matched against the orders, its accepted lines
// entered through the payment entry (workflows/bank-statements/).
import { z } from 'zod';
import {
  type CsvMapping,
  type EnteredLineResult,
  StatementEnterInput,
  type StatementImport,
  StatementImportInput,
} from '../../workflows/bank-statements/statement.schema';
import { None, out } from './common';

const ByImport = z.object({ importId: z.uuid() });

export const channels = {
  /** CSV column mappings shipped with the desk, each named after the bank export it reads. */
  'statements.presets': { input: None, output: out<CsvMapping[]>() },
  /** Opens a statement file the user chooses and proposes, line by line, the order it pays. */
  'statements.import': { input: StatementImportInput, output: out<{ opened: false } | ({ opened: true } & StatementImport)>() },
  /** Enters the accepted lines of an import one at a time through the payment entry; progress as events. */
  'statements.enter': {
    hostWrite: true,
    input: StatementEnterInput,
    output: out<EnteredLineResult[]>(),
    invalidates: ['orders.browse', 'orders.findByCode', 'payments.list', 'payments.drafts'],
  },
  /** Stops an entering under way before its next line. */
  'statements.pause': { input: ByImport, output: out<{ paused: boolean }>() },
  /** Saves the import's lines, their status and how their entering ended, as CSV. */
  'statements.saveSummary': {
    input: ByImport,
    output: out<{ saved: false } | { saved: true; path: string; lines: number }>(),
  },
} as const;

export const events = {
  /** One accepted line of an import was entered, or its answer was lost. */
  'statements.enterProgress': out<{
    importId: string;
    index: number;
    outcome: EnteredLineResult['outcome'];
    done: number;
    total: number;
  }>(),
} as const;
