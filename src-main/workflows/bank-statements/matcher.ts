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
const WORD = /[0-9A-Z]+/g;

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
    // The text's letters and digits run together, and where each word starts in that run.
    let compact = '';
    const starts: number[] = [];
    for (const [word] of text.toUpperCase().matchAll(WORD)) {
      starts.push(compact.length);
      compact += word;
    }
    // A code starts a word or follows the prefix, so digits inside an IBAN are not read as one.
    if (this.prefix !== '') {
      for (let at = compact.indexOf(this.prefix); at >= 0; at = compact.indexOf(this.prefix, at + 1)) starts.push(at + this.prefix.length);
      starts.sort((x, y) => x - y);
    }
    const read = this.lookalikes ? compact.replace(this.lookalikes, (c) => this.digitFor.get(c) as string) : compact;
    const found = new Set<string>();
    for (const i of starts) {
      for (const length of this.lengths) {
        const code = i + length <= read.length ? this.byBody.get(read.slice(i, i + length)) : undefined;
        if (code) found.add(code);
      }
    }
    return [...found];
  }
}

/**
 * What was built from a list the last time, while the list holds the same items in the same
 * order (a day's imports against an unchanged host), else built anew: comparing costs a
 * comparison per item, building the text work of every item.
 */
function builtLast<I, T>(same: (a: I, b: I) => boolean, build: (items: readonly I[]) => T): (items: readonly I[]) => T {
  let last: { items: readonly I[]; built: T } | undefined;
  return (items) => {
    const kept = last;
    if (kept && kept.items.length === items.length && items.every((item, i) => same(item, kept.items[i] as I))) return kept.built;
    const built = build(items);
    last = { items: [...items], built };
    return built;
  };
}

/** The finder for the host's order codes. */
export const codeFinderFor = builtLast<string, CodeFinder>(
  (a, b) => a === b,
  (codes) => new CodeFinder(codes),
);

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
