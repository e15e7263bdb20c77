// statements.*: a bank statement read and matched against the orders, its accepted lines
// entered through the payment entry (workflows/bank-statements/).
import { z } from 'zod';
import {
  CsvMapping,
  type CsvPreset,
  type EnteredLineResult,
  StatementEnterInput,
  StatementImportInput,
  type StatementImportResult,
} from '../domain/bank-statements';
import { None, out } from './common';

const ByImport = z.object({ importId: z.uuid() });

export const channels = {
  /** CSV column mappings: shipped with the desk (each named after the bank export it reads), then the saved ones. */
  'statements.presets': { input: None, output: out<CsvPreset[]>() },
  /** Saves a CSV column mapping under its name (not a shipped one's), for every connection. */
  'statements.savePreset': { input: CsvMapping, output: out<CsvPreset[]>(), invalidates: ['statements.presets'] },
  'statements.deletePreset': { input: z.object({ name: CsvMapping.shape.name }), output: out<CsvPreset[]>(), invalidates: ['statements.presets'] },
  /**
   * Opens a statement file the user chooses and proposes, line by line, the order it pays; a
   * CSV export without a mapping answers its first rows, to import again with `fileId` and one.
   */
  'statements.import': { input: StatementImportInput, output: out<StatementImportResult>() },
  /** Enters the accepted lines of an import one at a time through the payment entry; progress as events. */
  'statements.enter': {
    hostWrite: true,
    input: StatementEnterInput,
    output: out<EnteredLineResult[]>(),
    invalidates: ['orders.browse', 'orders.findByCode', 'payments.list', 'payments.drafts'],
  },
  /** Stops an entering under way before its next line. */
  'statements.pause': { input: ByImport, output: out<{ paused: boolean }>() },
  /** Saves the import's lines, their status and how their entering ended, as CSV; audited (path and rows). */
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
