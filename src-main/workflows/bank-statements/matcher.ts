// What each statement line makes of the host's orders: pure, so the same statement against
// the same orders and payments always gives the same proposals.
import Big from 'big.js';
import type { Order } from '../../wire/orders';
import type { Payment } from '../../wire/payments';
import { balanceOf, paidTotal } from '../payment-entry.schema';
import type { Proposal, ProposalReason, StatementLine } from './statement.schema';
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

const alphanumeric = (text: string) => text.toUpperCase().replace(/[^0-9A-Z]/g, '');

/** Letters an investor types for a digit; read as the digit only where no code has the letter. */
const LOOKALIKES: ReadonlyArray<[string, string]> = [
  ['O', '0'],
  ['I', '1'],
  ['L', '1'],
];

/**
 * Finds the host's order codes in free text, learned from the codes themselves: their common
 * prefix up to a separator ("OM-"), the lengths and letters of what follows.
 */
export class CodeFinder {
  private readonly byBody = new Map<string, string>();
  private readonly lengths: number[];
  private readonly prefix: string;
  private readonly lookalikes: RegExp | null;
  private readonly digitFor: Map<string, string>;

  constructor(codes: readonly string[]) {
    let common = (codes[0] ?? '').toUpperCase();
    for (const code of codes) {
      if (code.startsWith(common)) continue;
      const upper = code.toUpperCase();
      while (!upper.startsWith(common)) common = common.slice(0, -1);
    }
    // Cut back to the last separator, so a single code or codes alike at the start keep their body.
    const separator = common.search(/[^0-9A-Za-z][0-9A-Za-z]*$/);
    this.prefix = separator < 0 ? '' : alphanumeric(common.slice(0, separator));
    const used = new Set<string>();
    const lengths = new Set<number>();
    for (const code of codes) {
      const body = alphanumeric(code).slice(this.prefix.length);
      this.byBody.set(body, code);
      lengths.add(body.length);
      for (const [letter] of LOOKALIKES) if (body.includes(letter)) used.add(letter);
    }
    this.lengths = [...lengths].filter((n) => n > 0);
    this.digitFor = new Map(LOOKALIKES.filter(([letter]) => !used.has(letter)));
    this.lookalikes = this.digitFor.size ? new RegExp(`[${[...this.digitFor.keys()].join('')}]`, 'g') : null;
  }

  /** The codes in `text`, each once, spaced, dashed, in any case or with look-alike letters. */
  find(text: string): string[] {
    let compact = '';
    const tokenStart: boolean[] = [];
    let previousAlphanumeric = false;
    for (const c of text.toUpperCase()) {
      const isAlphanumeric = (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z');
      if (isAlphanumeric) {
        tokenStart.push(!previousAlphanumeric);
        compact += c;
      }
      previousAlphanumeric = isAlphanumeric;
    }
    const found = new Set<string>();
    for (let i = 0; i < compact.length; i++) {
      // A code starts a word or follows the prefix, so digits inside an IBAN are not read as one.
      const afterPrefix = this.prefix !== '' && i >= this.prefix.length && compact.startsWith(this.prefix, i - this.prefix.length);
      if (!tokenStart[i] && !afterPrefix) continue;
      for (const length of this.lengths) {
        if (i + length > compact.length) continue;
        let body = compact.slice(i, i + length);
        if (this.lookalikes) body = body.replace(this.lookalikes, (c) => this.digitFor.get(c) as string);
        const code = this.byBody.get(body);
        if (code) found.add(code);
      }
    }
    return [...found];
  }
}

/** The finder of the last import and the codes it was built from. */
let lastFinder: { codes: readonly string[]; finder: CodeFinder } | undefined;

/**
 * The finder for these codes: the last one while the host lists the same codes in the same
 * order (a day's imports against an unchanged order list), else built anew. Comparing the
 * lists costs a string comparison per code; building, the text work of every code.
 */
export function codeFinderFor(codes: readonly string[]): CodeFinder {
  const last = lastFinder;
  if (last && last.codes.length === codes.length && codes.every((code, i) => code === last.codes[i])) return last.finder;
  const finder = new CodeFinder(codes);
  lastFinder = { codes, finder };
  return finder;
}

/** Lower case, umlauts spelled out, accents dropped: "Müller, Ben" and "MUELLER BEN" agree. */
function nameWords(name: string): Set<string> {
  const folded = name
    .toLowerCase()
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

export function matchStatement(lines: readonly StatementLine[], index: MatchIndex): Proposal[] {
  const finder = codeFinderFor(index.orders.map((o) => o.order_code));
  const byCode = new Map(index.orders.map((o) => [o.order_code, o]));
  const byId = new Map(index.orders.map((o) => [o.id, o]));
  // Investors by one word of their name: a payer's name holds every word of the investor's.
  const wordsOf = new Map<string, Set<string>>();
  const byNameWord = new Map<string, string[]>();
  for (const { id, name } of index.investors) {
    if (wordsOf.has(id)) continue;
    const words = nameWords(name);
    wordsOf.set(id, words);
    const [word] = words;
    if (word !== undefined) byNameWord.set(word, [...(byNameWord.get(word) ?? []), id]);
  }
  const paymentsOf = new Map<string, Array<(typeof index.payments)[number]>>();
  const ordersWithReference = new Map<string, Set<string>>();
  const withReference = (reference: string, orderId: string) =>
    ordersWithReference.set(reference, (ordersWithReference.get(reference) ?? new Set()).add(orderId));
  // The payments the host still has, also those it does not tie to their order (a host whose
  // payments carry only id and amount): a recorded line counts while its payment exists.
  const onHost = new Set(index.payments.map((p) => p.id));
  for (const p of index.payments) {
    // A payment the host does not tie to its order cannot say an order was paid or a line entered.
    if (p.order_id === undefined) continue;
    const list = paymentsOf.get(p.order_id);
    if (list) list.push(p);
    else paymentsOf.set(p.order_id, [p]);
    const reference = p.reference?.trim();
    if (reference) withReference(reference, p.order_id);
  }
  for (const e of index.entered ?? []) if (onHost.has(e.payment_id)) withReference(e.bank_reference, e.order_id);
  // What each order has received: its payments, then the lines proposed for it above.
  const paid = new Map<string, string>();
  const paidOf = (order: Order) => {
    let total = paid.get(order.id);
    if (total === undefined) paid.set(order.id, (total = paidTotal(paymentsOf.get(order.id) ?? [])));
    return total;
  };
  // Open orders by what is still due on them, then by investor, for the lines without a code.
  const openByDue = new Map<string, Map<string, Order[]>>();
  for (const order of index.orders) {
    if (!OPEN.has(order.status) || order.user_id === undefined) continue;
    const due = new Big(order.amount).minus(paidOf(order)).toFixed(2);
    let ofInvestor = openByDue.get(due);
    if (!ofInvestor) openByDue.set(due, (ofInvestor = new Map<string, Order[]>()));
    const list = ofInvestor.get(order.user_id);
    if (list) list.push(order);
    else ofInvestor.set(order.user_id, [order]);
  }
  const seen = new Set<string>();

  return lines.map((line): Proposal => {
    const reason = notCandidate(line, index.currency);
    if (reason) return { line, status: 'not_candidate', reason };
    if (seen.has(line.bank_reference)) return { line, status: 'not_candidate', reason: 'duplicate' };
    seen.add(line.bank_reference);
    const enteredOn = [...(ordersWithReference.get(line.bank_reference) ?? [])];
    const codes = finder.find([...line.remittance.structured, ...line.remittance.unstructured].join(' '));
    if (codes.length > 1) return { line, status: 'unmatched', reason: 'ambiguous', candidates: codes.sort() };
    const coded = codes[0] === undefined ? undefined : byCode.get(codes[0]);
    // Entered before, by an earlier import or by hand: on the order its code names, or on the
    // one order that carries its reference.
    const doneOn = coded ? (enteredOn.includes(coded.id) ? coded : undefined) : enteredOn.length === 1 ? byId.get(enteredOn[0] as string) : undefined;
    if (doneOn) return { line, status: 'done', order: doneOn };
    if (coded) {
      if (CLOSED.has(coded.status)) return { line, status: 'unmatched', reason: 'order_closed', order: coded };
      const after = new Big(paidOf(coded)).plus(line.amount).toFixed(2);
      paid.set(coded.id, after);
      return { line, status: 'matched', order: coded, balance: balanceOf(coded, after) };
    }
    const payer = nameWords(line.payer_name ?? '');
    const amount = new Big(line.amount);
    // From that investor, and still due that much after the lines above.
    const dueOf = openByDue.get(amount.toFixed(2));
    const fitting: Order[] = [];
    for (const word of dueOf ? payer : []) {
      for (const userId of byNameWord.get(word) ?? []) {
        if (!sameName(wordsOf.get(userId) as Set<string>, payer)) continue;
        fitting.push(...(dueOf?.get(userId) ?? []).filter((o) => amount.plus(paidOf(o)).eq(o.amount)));
      }
    }
    if (fitting.length === 1) {
      const order = fitting[0] as Order;
      return { line, status: 'suggested', order, balance: balanceOf(order, order.amount) };
    }
    if (fitting.length > 1) return { line, status: 'unmatched', reason: 'ambiguous', candidates: fitting.map((o) => o.order_code).sort() };
    return { line, status: 'unmatched', reason: 'no_code' };
  });
}
