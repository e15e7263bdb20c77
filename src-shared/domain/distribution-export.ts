// What the export's check found in a distribution list. Pure: the renderer shows it.
import Big from 'big.js';

/** A few cases of a finding, with the row (1 = the first row below the header). */
export interface Finding<T> {
  count: number;
  examples: T[];
}

export interface ListCheck {
  bytes: number;
  /** Rows below the header. */
  rows: number;
  /** The header is `address,amount`. */
  headerOk: boolean;
  /** Sum of the well-formed amounts, exact. */
  totalAmount: string;
  /** Addresses that stand on more than one row (compared without case); up to 5 rows each. */
  duplicateAddresses: Finding<{ address: string; rows: number[] }>;
  malformedAddresses: Finding<{ row: number; value: string }>;
  malformedAmounts: Finding<{ row: number; value: string }>;
  /** Rows that do not have exactly two cells. */
  malformedRows: Finding<{ row: number; cells: number }>;
  /** Cells a spreadsheet would run as a formula: starting with = + - @ tab or CR. */
  formulaCells: Finding<{ row: number; column: 'address' | 'amount' | 'extra'; value: string }>;
  /** The first rows, as written; with the investor of the address where the desk knows it. */
  preview: Array<{ address: string; amount: string; investor?: string }>;
  /** Well-formed amounts by size, one band per limit of AMOUNT_BAND_LIMITS and one above. */
  amountBands: AmountBand[];
}

/** The list's rows by the size of their amount: up to `upTo` (null: above the last limit). */
export interface AmountBand {
  upTo: string | null;
  count: number;
  sum: string;
}

/** The bands' upper limits, in the list's currency: a decade each. */
export const AMOUNT_BAND_LIMITS = ['100', '1000', '10000', '100000'] as const;

export const EXAMPLES_PER_FINDING = 10;
export const PREVIEW_ROWS = 20;

export function problemCount(check: ListCheck): number {
  return (
    (check.headerOk ? 0 : 1) +
    check.duplicateAddresses.count +
    check.malformedAddresses.count +
    check.malformedAmounts.count +
    check.malformedRows.count +
    check.formulaCells.count
  );
}

/**
 * The one verdict on a list: it may be handed over when the check found no problem and its
 * total is that of the orders it must contain (the preparation's snapshot), when known.
 * `difference` is the list's total minus the snapshot's: signed, so the words can say which way.
 */
export interface ListVerdict {
  handOver: boolean;
  problems: number;
  difference?: string;
}

export function listVerdict(check: ListCheck, expectedTotal?: string): ListVerdict {
  const problems = problemCount(check);
  const difference = expectedTotal === undefined ? undefined : new Big(check.totalAmount).minus(expectedTotal);
  return {
    handOver: problems === 0 && (difference === undefined || difference.eq(0)),
    problems,
    ...(difference !== undefined && !difference.eq(0) && { difference: difference.toFixed(2) }),
  };
}

/** What the list must contain: the preparation's snapshot, as the host describes it. */
export interface ExpectedList {
  orders?: number;
  total: string;
}

export interface ExportProgress {
  projectId: string;
  phase: 'downloading' | 'checking';
  bytes: number;
  rows: number;
}

export interface ExportResult {
  path: string;
  bytes: number;
  rows: number;
  check: ListCheck;
  /** The snapshot the list was made from; absent when the host does not say it or its total. */
  expected?: ExpectedList;
  /**
   * Set when the check found problems: the list is saved under a name that says so (`path`)
   * until finance accepts it, and then gets this name, the one chosen in the dialog.
   */
  acceptedPath?: string;
}
