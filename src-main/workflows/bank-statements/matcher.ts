// What each statement line makes of the host's orders: pure, so the same statement against
// the same orders and payments always gives the same proposals.
import Big from 'big.js';
import type { Order } from '../../../src-shared/wire/orders';
import type { Payment } from '../../../src-shared/wire/payments';
import { balanceOf, paidTotal } from '../../../src-shared/domain/payment-entry';
import type { Proposal, ProposalReason, StatementLine } from '../../../src-shared/domain/bank-statements';
import { builtLast } from '../built-last';
import { codeFinderFor } from '../order-codes';
import type { EnteredBankLine } from './store';

export interface MatchIndex {
  orders: readonly Order[];
  payments: readonly Pick<Payment, 'id' | 'order_id' | 'amount' | 'reference'>[];
  /**
   * The lines this desk entered on the connection (store.ts): what says "done" where the host's
   * payments do not carry the reference. Counted only while their payment is on the host.
   */
  entered?: readonly Pick<EnteredBankLine, 'bank_reference' | 'order_id' | 'payment_id'>[];
  investors: readonly { id: string; name: string }[];
  /** The connection's currency: only credits in it are candidates. */
  currency: string;
}

const PLAIN = /^[ -~]*$/;

/** Lower case, umlauts spelled out, accents dropped: "Müller, Ben" and "MUELLER BEN" agree. */
function nameWords(name: string): Set<string> {
  const lower = name.toLowerCase();
  // Most names are plain printable ASCII: nothing to fold.
  const folded = PLAIN.test(lower)
    ? lower
    : lower
        .replace(/ä/g, 'ae')
        .replace(/ö/g, 'oe')
        .replace(/ü/g, 'ue')
        .replace(/ß/g, 'ss')
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '');
  return new Set(folded.split(/[^a-z0-9]+/).filter((w) => w.length > 1));
}

/** Every word of the investor's name is in the payer's name. */
function sameName(investor: Set<string>, payer: Set<string>): boolean {
  return investor.size > 0 && [...investor].every((w) => payer.has(w));
}

const OPEN = new Set(['new', 'underpaid']);
const CLOSED = new Set(['cancelled', 'settled']);

function notCandidate(line: StatementLine, currency: string): ProposalReason | undefined {
  if (line.direction === 'debit') return 'debit';
  if (line.reversal) return 'reversal';
  if (line.currency !== currency) return 'currency';
  if (!line.booked) return 'pending';
  return undefined;
}

/** The line's remittance, structured and free text: a code may be split between them. */
const remittanceText = (line: StatementLine) => [...line.remittance.structured, ...line.remittance.unstructured].join(' ');

/** The payments of these orders; a payment the host does not tie to its order says nothing. */
function paymentsOfOrders(payments: MatchIndex['payments'], orderIds: ReadonlySet<string>): Map<string, Array<MatchIndex['payments'][number]>> {
  const paymentsOf = new Map<string, Array<MatchIndex['payments'][number]>>();
  for (const p of payments) {
    if (p.order_id === undefined || !orderIds.has(p.order_id)) continue;
    const list = paymentsOf.get(p.order_id);
    if (list) list.push(p);
    else paymentsOf.set(p.order_id, [p]);
  }
  return paymentsOf;
}

/** What is due on an open order before the statement. */
const dueOn = (order: Order, paid: string) => new Big(order.amount).minus(paid).toFixed(2);

/**
 * The investors whose names can decide a suggestion: those with an open order due exactly the
 * amount of a credit line that names a payer but no code. Only their names are read from the
 * host (one request each), not those of every investor with an open order.
 */
export function investorsToName(lines: readonly StatementLine[], index: Omit<MatchIndex, 'investors'>): string[] {
  const finder = codeFinderFor(index.orders.map((o) => o.order_code));
  const uncoded = lines.filter((l) => l.payer_name && !notCandidate(l, index.currency) && finder.find(remittanceText(l)).length === 0);
  const amounts = new Set(uncoded.map((l) => new Big(l.amount).toFixed(2)));
  if (amounts.size === 0) return [];
  const open = index.orders.filter((o) => o.user_id !== undefined && OPEN.has(o.status));
  const paymentsOf = paymentsOfOrders(index.payments, new Set(open.map((o) => o.id)));
  return [...new Set(open.filter((o) => amounts.has(dueOn(o, paidTotal(paymentsOf.get(o.id) ?? [])))).map((o) => o.user_id as string))];
}

/** A candidate line as read without the host's payments: the codes in it, else who may have paid. */
interface Read {
  line: StatementLine;
  codes: string[];
  /** For a line without a code: the investors whose name the payer's holds, in the payer's word order. */
  named?: string[];
}

type Named = (payer: Set<string>) => string[];

/** The investors whose every name word is in `payer`, each found through the first word of their name. */
const investorsNamed = builtLast<MatchIndex['investors'][number], Named>(
  (a, b) => a.id === b.id && a.name === b.name,
  (investors) => {
    const wordsOf = new Map<string, Set<string>>();
    const byFirstWord = new Map<string, string[]>();
    for (const { id, name } of investors) {
      if (wordsOf.has(id)) continue;
      const words = nameWords(name);
      wordsOf.set(id, words);
      const [word] = words;
      if (word === undefined) continue;
      const list = byFirstWord.get(word);
      if (list) list.push(id);
      else byFirstWord.set(word, [id]);
    }
    return (payer) => [...payer].flatMap((word) => (byFirstWord.get(word) ?? []).filter((id) => sameName(wordsOf.get(id) as Set<string>, payer)));
  },
);

/**
 * Every rule works on the few orders the lines name or may be for: the orders, payments and
 * investors are each passed once, and the sums in decimals are made only for those orders.
 */
export function matchStatement(lines: readonly StatementLine[], index: MatchIndex): Proposal[] {
  const finder = codeFinderFor(index.orders.map((o) => o.order_code));
  const seen = new Set<string>();
  const read = lines.map((line): Read | ProposalReason => {
    const reason = notCandidate(line, index.currency) ?? (seen.has(line.bank_reference) ? 'duplicate' : undefined);
    if (reason) return reason;
    seen.add(line.bank_reference);
    return { line, codes: finder.find(remittanceText(line)) };
  });
  const candidates = read.filter((r): r is Read => typeof r !== 'string');
  const uncoded = candidates.filter((r) => r.codes.length === 0);
  if (uncoded.some((r) => r.line.payer_name)) {
    const named = investorsNamed(index.investors);
    for (const r of uncoded) r.named = named(nameWords(r.line.payer_name ?? ''));
  }

  // Which order each line's bank reference is on: the host's payments, and the lines this desk
  // entered while their payment is still on the host (also one the host does not tie to its order).
  const ordersWithReference = new Map<string, Set<string>>();
  const withReference = (reference: string, orderId: string) =>
    ordersWithReference.set(reference, (ordersWithReference.get(reference) ?? new Set()).add(orderId));
  const recorded = (index.entered ?? []).filter((e) => seen.has(e.bank_reference));
  const gone = new Set(recorded.map((e) => e.payment_id));
  for (const p of index.payments) {
    gone.delete(p.id);
    const reference = p.order_id === undefined ? undefined : p.reference?.trim();
    if (reference && seen.has(reference)) withReference(reference, p.order_id as string);
  }
  for (const e of recorded) if (!gone.has(e.payment_id)) withReference(e.bank_reference, e.order_id);

  // The orders named by a code or a reference, and the open orders of the investors named.
  const coded = new Set(candidates.flatMap((r) => (r.codes.length === 1 ? r.codes : [])));
  const referenced = new Set([...ordersWithReference.values()].flatMap((ids) => [...ids]));
  const investors = new Set(uncoded.flatMap((r) => r.named ?? []));
  const byCode = new Map<string, Order>();
  const byId = new Map<string, Order>();
  const openOf = new Map<string, Order[]>();
  for (const order of index.orders) {
    if (coded.has(order.order_code)) byCode.set(order.order_code, order);
    if (referenced.has(order.id)) byId.set(order.id, order);
    if (order.user_id === undefined || !OPEN.has(order.status) || !investors.has(order.user_id)) continue;
    const list = openOf.get(order.user_id);
    if (list) list.push(order);
    else openOf.set(order.user_id, [order]);
  }

  // What each of those orders has received: its payments (a payment the host does not tie to
  // its order says nothing), then the lines proposed for it above.
  const paymentsOf = paymentsOfOrders(index.payments, new Set([...byCode.values(), ...[...openOf.values()].flat()].map((o) => o.id)));
  const paid = new Map<string, string>();
  const paidOf = (order: Order) => {
    let total = paid.get(order.id);
    if (total === undefined) paid.set(order.id, (total = paidTotal(paymentsOf.get(order.id) ?? [])));
    return total;
  };
  // What is still due on the open orders of a named investor, before the lines.
  const dueBefore = new Map<string, string>();
  for (const order of [...openOf.values()].flat()) dueBefore.set(order.id, dueOn(order, paidOf(order)));

  return read.map((r, i): Proposal => {
    const line = lines[i] as StatementLine;
    if (typeof r === 'string') return { line, status: 'not_candidate', reason: r };
    const { codes } = r;
    if (codes.length > 1) return { line, status: 'unmatched', reason: 'ambiguous', candidates: [...codes].sort() };
    const enteredOn = [...(ordersWithReference.get(line.bank_reference) ?? [])];
    const order = codes[0] === undefined ? undefined : byCode.get(codes[0]);
    // Entered before, by an earlier import or by hand: on the order its code names, or on the
    // one order that carries its reference.
    const doneOn = order ? (enteredOn.includes(order.id) ? order : undefined) : enteredOn.length === 1 ? byId.get(enteredOn[0] as string) : undefined;
    if (doneOn) return { line, status: 'done', order: doneOn };
    if (order) {
      if (CLOSED.has(order.status)) return { line, status: 'unmatched', reason: 'order_closed', order };
      const after = new Big(paidOf(order)).plus(line.amount).toFixed(2);
      paid.set(order.id, after);
      return { line, status: 'matched', order, balance: balanceOf(order, after) };
    }
    // From a named investor, due that much before the lines and still after those above.
    const amount = new Big(line.amount);
    const due = amount.toFixed(2);
    const fitting = (r.named ?? []).flatMap((userId) =>
      (openOf.get(userId) ?? []).filter((o) => dueBefore.get(o.id) === due && amount.plus(paidOf(o)).eq(o.amount)),
    );
    if (fitting.length === 1) {
      const suggested = fitting[0] as Order;
      return { line, status: 'suggested', order: suggested, balance: balanceOf(suggested, suggested.amount) };
    }
    if (fitting.length > 1) return { line, status: 'unmatched', reason: 'ambiguous', candidates: fitting.map((o) => o.order_code).sort() };
    return { line, status: 'unmatched', reason: 'no_code' };
  });
}
