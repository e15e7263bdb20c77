// The bookkeeper's summary of an import: one row per statement line, what the desk made of
// it and how its entering ended, written as CSV.
import { writeCsv } from '../csv';
import type { EnteredLineResult, Proposal } from '../../../src-shared/domain/bank-statements';

const HEADER = [
  'line',
  'booking_date',
  'amount',
  'currency',
  'direction',
  'payer',
  'bank_reference',
  'status',
  'reason',
  'order_code',
  'entered',
  'payment_id',
];

export function summaryRows(proposals: readonly Proposal[], entered: readonly EnteredLineResult[]): string[][] {
  const outcomes = new Map(entered.map((e) => [e.index, e]));
  return proposals.map(({ line, status, reason, order }) => {
    const outcome = outcomes.get(line.index);
    return [
      String(line.index + 1),
      line.booking_date,
      line.amount,
      line.currency,
      line.direction,
      line.payer_name ?? '',
      line.bank_reference,
      status,
      reason ?? '',
      order?.order_code ?? '',
      // Not accepted (or not yet sent): skipped.
      outcome?.outcome ?? 'skipped',
      outcome?.payment_id ?? '',
    ];
  });
}

export async function writeSummaryCsv(destination: string, proposals: readonly Proposal[], entered: readonly EnteredLineResult[]): Promise<number> {
  const rows = summaryRows(proposals, entered);
  await writeCsv(destination, HEADER, rows, { decimals: ['amount'] });
  return rows.length;
}
