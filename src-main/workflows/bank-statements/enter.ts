// Entering the accepted lines of a statement: one at a time, in statement order, each through
// the payment entry (a draft on disk first, one send per order at a time, a lost answer
// checked on the order before anything is sent again). The payment carries the line's bank
// reference and booking date, so the next import finds it done.
import { DeskError } from '../../../src-shared/errors';
import type { Order } from '../../../src-shared/wire/orders';
import { type PaymentDraft, type PaymentEntryRequest, samePayment } from '../../../src-shared/domain/payment-entry';
import type { Connection } from '../connection';
import type { PaymentEntry } from '../payment-entry';
import type { StatementLine } from '../../../src-shared/domain/bank-statements';

/** A line an agent accepted for an order; the draft id is chosen once, so sending again joins it. */
export interface AcceptedLine {
  draftId: string;
  line: StatementLine;
  /** With its investor and project (found by the order index when the host's list does not say). */
  order: Order;
}

const paymentOf = (line: StatementLine) => ({ amount: line.amount, booked_at: line.booking_date, reference: line.bank_reference });

/** The payment a line makes; refused when the host did not say the order's investor and project (its path needs both). */
export function paymentRequest({ draftId, line, order }: AcceptedLine): PaymentEntryRequest {
  if (order.user_id === undefined || order.project_id === undefined) {
    throw new DeskError('bad_request', `This host does not send the investor and project of order ${order.order_code}: open it by its code to enter the payment.`);
  }
  return {
    draftId,
    order: { userId: order.user_id, projectId: order.project_id, orderId: order.id, orderCode: order.order_code },
    payment: paymentOf(line),
  };
}

/**
 * done: entered. unknown: the answer was lost and the payment not found on the order: "not
 * confirmed", to check and send again. failed / refused: the host said no (a refused first
 * send leaves no draft). paused: not sent, because the agent paused.
 */
export type LineOutcome = 'done' | 'unknown' | 'failed' | 'refused' | 'paused';

export interface EnteredLine {
  accepted: AcceptedLine;
  outcome: LineOutcome;
  draft?: PaymentDraft;
  error?: string;
}

export interface EnterOptions {
  /** After each line, with the count so far. */
  onProgress?: (entered: EnteredLine, index: number, total: number) => void;
  /** Aborted: the lines not yet sent are left, "paused". */
  signal?: AbortSignal;
}

function outcomeOf(draft: PaymentDraft): LineOutcome {
  return draft.state === 'done' || draft.state === 'failed' ? draft.state : 'unknown';
}

/**
 * Enters the lines (again: a line whose draft is done is answered from it, not sent twice),
 * as one batch: no update restarts the desk before the last line.
 */
export function enterLines(entry: PaymentEntry, connection: Connection, lines: readonly AcceptedLine[], options: EnterOptions = {}): Promise<EnteredLine[]> {
  return entry.batch(() => enterEach(entry, connection, lines, options));
}

async function enterEach(
  entry: PaymentEntry,
  connection: Connection,
  lines: readonly AcceptedLine[],
  { onProgress, signal }: EnterOptions,
): Promise<EnteredLine[]> {
  const results: EnteredLine[] = [];
  for (const [i, accepted] of lines.entries()) {
    let result: EnteredLine;
    if (signal?.aborted) {
      result = { accepted, outcome: 'paused' };
    } else {
      try {
        const draft = await entry.enter(connection, paymentRequest(accepted));
        result = { accepted, outcome: outcomeOf(draft), draft };
      } catch (error) {
        // The draft, if the error left one of this line (a draft id reused for other values is not).
        const found = entry.get(accepted.draftId);
        const draft = found && found.order.orderId === accepted.order.id && samePayment(found.payment, paymentOf(accepted.line)) ? found : undefined;
        const message = error instanceof Error ? error.message : String(error);
        result = draft ? { accepted, outcome: outcomeOf(draft), draft, error: message } : { accepted, outcome: 'refused', error: message };
      }
    }
    results.push(result);
    onProgress?.(result, i, lines.length);
  }
  return results;
}
