// One line of a bank statement, whatever file it came from (camt.053, camt.054, MT940, CSV),
// and the column mapping of a CSV export. Pure: the renderer reaches it through the contract.
import { z } from 'zod';
import { IsoDate } from '../wire/common';
import type { Order } from '../wire/orders';
import type { Balance } from './payment-entry';

/** Where the bank reference came from: the bank's own, the payer's, or our hash of the line. */
export const BANK_REFERENCE_KINDS = ['AcctSvcrRef', 'EndToEndId', 'bank', 'hash'] as const;

export const StatementLine = z.object({
  /** Position in the file, from 0: lines are shown and entered in this order. */
  index: z.number().int().min(0),
  /** Where in the file, in its own terms ("Stmt[0]/Ntry[3]/NtryDtls[0]/TxDtls[1]", "line 14"). */
  source: z.string(),
  booking_date: IsoDate,
  /** Always positive, as a decimal string: `direction` says which way. */
  amount: z.string(),
  currency: z.string(),
  direction: z.enum(['credit', 'debit']),
  /** A return or correction of an earlier entry (camt `RvslInd`, MT940 `RC`/`RD`). */
  reversal: z.boolean(),
  /** Booked by the bank; a pending (camt `PDNG`) entry may still change. */
  booked: z.boolean(),
  remittance: z.object({
    /** Creditor references (camt `Strd/CdtrRefInf/Ref`, MT940 `?20`…), in file order. */
    structured: z.array(z.string()),
    /** Free text (camt `Ustrd`, MT940 `:86:`, the CSV's purpose column), in file order. */
    unstructured: z.array(z.string()),
  }),
  payer_name: z.string().nullable(),
  payer_iban: z.string().nullable(),
  /** What the payment's reference will carry, so a second import finds it entered. */
  bank_reference: z.string().min(1).max(140),
  bank_reference_kind: z.enum(BANK_REFERENCE_KINDS),
});
export type StatementLine = z.infer<typeof StatementLine>;

export const STATEMENT_FORMATS = ['camt.053', 'camt.054', 'mt940', 'csv'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

export const Statement = z.object({
  format: z.enum(STATEMENT_FORMATS),
  /** The message version (`camt.053.001.08`) or the CSV preset's name. */
  variant: z.string().nullable(),
  account_iban: z.string().nullable(),
  lines: z.array(StatementLine),
});
export type Statement = z.infer<typeof Statement>;

/**
 * A CSV export's amount as the mapping's decimal separator writes it ("-1.234,56 €" with a
 * comma: a debit of 1234.56), or undefined when it is no amount there: groups of thousands
 * only before the decimal mark, three digits each, so "1,234.56" is not read as 1.23456
 * under a decimal comma. The import and the mapping dialog read with this one function.
 */
export function readCsvAmount(text: string, separator: CsvMapping['decimal_separator']): { direction: 'credit' | 'debit'; amount: string } | undefined {
  const group = separator === ',' ? '\\.' : ',';
  const decimal = separator === ',' ? ',' : '\\.';
  const plain = text.replace(/[\s\u00a0\u202f€]/g, '');
  const match = new RegExp(`^([+-]?)(\\d{1,3}(?:${group}\\d{3})+|\\d+)(?:${decimal}(\\d+))?$`).exec(plain);
  if (!match) return undefined;
  const [, sign, whole = '', fraction = ''] = match;
  const digits = whole.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  return { direction: sign === '-' ? 'debit' : 'credit', amount: `${digits}.${fraction.padEnd(2, '0')}` };
}

/**
 * How to read a bank's CSV export: each field of a line is the column with this header.
 * A bank's mapping is kept as a preset under its name.
 */
export const CsvMapping = z.object({
  name: z.string().trim().min(1).max(80),
  delimiter: z.enum([';', ',', '\t']),
  /** `1.234,56` (comma) or `1,234.56` (dot). */
  decimal_separator: z.enum([',', '.']),
  date_format: z.enum(['DD.MM.YYYY', 'DD.MM.YY', 'YYYY-MM-DD']),
  columns: z.object({
    booking_date: z.string().min(1),
    /** Signed: a minus is a debit. */
    amount: z.string().min(1),
    currency: z.string().min(1).optional(),
    remittance: z.string().min(1),
    payer_name: z.string().min(1).optional(),
    payer_iban: z.string().min(1).optional(),
    bank_reference: z.string().min(1).optional(),
  }),
  /** The currency of every line when the export has no currency column. */
  currency: z.string().length(3).optional(),
});
export type CsvMapping = z.infer<typeof CsvMapping>;

/**
 * What the import makes of a line. matched: its code names an order. suggested: no code, but
 * one investor with an open order of that amount has the payer's name; a person decides.
 * done: its bank reference is already on a payment of the order. unmatched: nothing safe to
 * propose. not_candidate: not an incoming payment in the connection's currency.
 */
export const PROPOSAL_STATUSES = ['matched', 'suggested', 'unmatched', 'done', 'not_candidate'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

export type ProposalReason =
  | 'debit'
  | 'reversal'
  | 'currency'
  | 'pending'
  /** The same bank reference earlier in this import. */
  | 'duplicate'
  /** Several orders fit: the desk never guesses between them. */
  | 'ambiguous'
  | 'no_code'
  /** The code names a cancelled or settled order. */
  | 'order_closed';

export interface Proposal {
  line: StatementLine;
  status: ProposalStatus;
  reason?: ProposalReason;
  order?: Order;
  /** The order once this line (and the lines above it for the same order) is entered. */
  balance?: Balance;
  /** The order codes that fit when `ambiguous`. */
  candidates?: string[];
}

/**
 * `statements.import`: a file chosen in the open dialog, or, with `fileId`, the CSV export
 * chosen before, now with its mapping. The currency is the connection's setting.
 */
export const StatementImportInput = z.object({ mapping: CsvMapping.optional(), fileId: z.uuid({ error: 'uuid' }).optional() });
export type StatementImportInput = z.input<typeof StatementImportInput>;

/** An import as the window holds it: the desk keeps its lines, the window names them by index. */
export type StatementImport = Omit<Statement, 'lines'> & {
  importId: string;
  path: string;
  proposals: Proposal[];
  /** The connection's currency: only credits in it are candidates. */
  currency: string;
  /**
   * The host's payments carry their reference. When not, "done" comes from this desk's own
   * record of the lines it entered, and another desk's entries cannot be seen.
   */
  referencesOnHost: boolean;
};

/** A CSV export chosen without its mapping: its first rows, for the mapping dialog. */
export interface CsvToMap {
  fileId: string;
  path: string;
  delimiter: CsvMapping['delimiter'];
  rows: string[][];
}

export type StatementImportResult = { opened: false } | { opened: true; csv: CsvToMap } | ({ opened: true; csv?: undefined } & StatementImport);

/** A mapping as `statements.presets` lists it: shipped with the desk, or saved by an agent. */
export type CsvPreset = CsvMapping & { saved: boolean };

/** `statements.enter`: the lines the agent accepted, each with the draft id the window chose. */
export const StatementEnterInput = z.object({
  importId: z.uuid({ error: 'uuid' }),
  accept: z
    .array(z.object({ index: z.number().int().min(0), draftId: z.uuid({ error: 'uuid' }) }))
    .min(1)
    .max(10_000),
});
export type StatementEnterInput = z.input<typeof StatementEnterInput>;

/** How one accepted line ended (see workflows/bank-statements/enter.ts). */
export interface EnteredLineResult {
  index: number;
  outcome: 'done' | 'unknown' | 'failed' | 'refused' | 'paused';
  payment_id?: string;
  error?: string;
}
