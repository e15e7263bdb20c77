// What the export's check found in a distribution list. Pure: the renderer shows it.

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
  /** The first rows, as written. */
  preview: Array<{ address: string; amount: string }>;
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
  /** The project's paid sum (orders paid and overpaid) when the list was saved; absent when the host's stats do not say it. */
  paidSum?: string;
  /**
   * Set when the check found problems: the list is saved under a name that says so (`path`)
   * until finance accepts it, and then gets this name, the one chosen in the dialog.
   */
  acceptedPath?: string;
}
