// SWIFT MT940, read by mt940js (tags, balances, the `:86:` structure). The amount is taken
// from the `:61:` text itself: the library rounds it into a float.
import { type Mt940Transaction, Parser } from 'mt940js';
import { type LineDraft, badStatement, exactAmount, finishLines } from './lines';
import type { Statement } from '../../../src-shared/domain/bank-statements';

/** `:61:` value date, entry date, [R]C/D mark, funds code, amount (as mt940js reads it). */
const STATEMENT_LINE = /^(\d{2})(\d{2})(\d{2})(\d{2})?(\d{2})?(R?[DC])[A-Z]?([0-9,]{1,16})/;

/** German `:86:` subfields: purpose lines, the payer's BIC/IBAN and name. */
const PURPOSE_FIELDS = ['20', '21', '22', '23', '24', '25', '26', '27', '28', '29', '60', '61', '62', '63'];
/** SEPA keywords inside the purpose: the end-to-end reference and the payer's own words. */
const SEPA_KEYWORD = /(EREF|KREF|MREF|CRED|DEBT|SVWZ|ABWA|ABWE)\+/g;

function sepaParts(purpose: string): Map<string, string> {
  const parts = new Map<string, string>();
  const marks = [...purpose.matchAll(SEPA_KEYWORD)];
  marks.forEach((mark, i) => {
    const start = (mark.index ?? 0) + mark[0].length;
    parts.set(mark[1] as string, purpose.slice(start, marks[i + 1]?.index ?? purpose.length).trim());
  });
  return parts;
}

/** The `:86:` of one transaction: structured (German `?20`… or `/TAG/`) or free text. */
function detailsOf(t: Mt940Transaction): Pick<LineDraft, 'remittance' | 'payer_name' | 'payer_iban'> & { endToEnd?: string } {
  const fields = t.structuredDetails;
  if (!fields) {
    return { remittance: { structured: [], unstructured: t.details ? [t.details] : [] }, payer_name: null, payer_iban: null };
  }
  // Lines are cut every 27 characters, often mid-word: they join without a space.
  const purpose = PURPOSE_FIELDS.map((k) => fields[k] ?? '').join('') || (fields['/REMI/'] ?? '');
  const sepa = sepaParts(purpose);
  const name = [fields['32'], fields['33']].filter(Boolean).join('') || fields['/NAME/'];
  return {
    remittance: { structured: [], unstructured: [sepa.get('SVWZ') ?? purpose].filter(Boolean) },
    payer_name: name || null,
    payer_iban: fields['31'] || fields['/IBAN/'] || null,
    endToEnd: sepa.get('EREF'),
  };
}

/** The entry (booking) date, else the value date; the entry's year is the value date's nearest. */
function bookingDate(match: RegExpExecArray, where: string): string {
  const [, yy, valueMonth, valueDay, entryMonth, entryDay] = match as unknown as string[];
  let year = 2000 + Number(yy);
  const month = Number(entryMonth ?? valueMonth);
  if (entryMonth) year += month - Number(valueMonth) > 6 ? -1 : Number(valueMonth) - month > 6 ? 1 : 0;
  const iso = `${year}-${String(month).padStart(2, '0')}-${entryDay ?? valueDay}`;
  const date = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || !date.toISOString().startsWith(iso)) throw badStatement(where, `${iso} in :61: is not a date`);
  return iso;
}

/** The line where a tag's data first shows (0: nowhere), searched for: for a parse error, once. */
function lineOf(text: string, data: string): number {
  const at = text.indexOf(data.split('\n')[0] as string);
  return at < 0 ? 0 : text.slice(0, at).split('\n').length;
}

/** Where a `:61:` tag begins: its line number and its offset in the text. */
interface TagStart {
  line: number;
  at: number;
}

/**
 * Every `:61:` tag's start, in one pass over the text: mt940js reads the tags in the file's
 * order, so the n-th statement line of the file is the n-th of these.
 */
function statementLineStarts(text: string): TagStart[] {
  const starts: TagStart[] = [];
  let line = 1;
  for (let at = 0; at < text.length; line++) {
    if (text.startsWith(':61:', at)) starts.push({ line, at });
    const end = text.indexOf('\n', at);
    if (end < 0) break;
    at = end + 1;
  }
  return starts;
}

/** The line of a `:61:` tag's data: where the pass found it, else (never seen) searched for. */
function lineOfTag(text: string, start: TagStart | undefined, data: string): number {
  const first = data.split('\n')[0] as string;
  return start && text.startsWith(first, start.at + 4) ? start.line : lineOf(text, data);
}

export function parseMt940(text: string): Statement {
  const normalized = text.replace(/\r\n?/g, '\n');
  let statements;
  try {
    statements = new Parser().parse(normalized, true);
  } catch (error) {
    const message = (error as Error).message;
    const tag = /^Cannot parse tag \S+: ([\s\S]*)$/.exec(message);
    throw badStatement(tag ? `line ${lineOf(normalized, tag[1] as string)}` : 'MT940', message.split('\n')[0] as string);
  }
  if (statements.length === 0) throw badStatement('MT940', 'no statement (:20: … :62F:) in the file');
  const drafts: LineDraft[] = [];
  const starts = statementLineStarts(normalized);
  let tagged = 0;
  for (const [s, statement] of statements.entries()) {
    const rawLines = statement.tags.filter((tag) => String(tag.id) === '61');
    const first = tagged;
    tagged += rawLines.length;
    for (const [n, t] of statement.transactions.entries()) {
      const raw = rawLines[n]?.data ?? '';
      const where = `line ${lineOfTag(normalized, starts[first + n], raw)}`;
      const match = STATEMENT_LINE.exec(raw);
      if (!match) throw badStatement(where, `cannot read the :61: statement line "${raw}"`);
      const { endToEnd, ...details } = detailsOf(t);
      drafts.push({
        source: `${where} (statement ${s + 1}, :61: ${n + 1})`,
        booking_date: bookingDate(match, where),
        amount: exactAmount((match[7] as string).replace(',', '.'), where),
        currency: statement.currency,
        direction: (match[6] as string).endsWith('C') ? 'credit' : 'debit',
        reversal: t.isReversal,
        booked: true,
        ...details,
        references: { bank: t.bankReference, EndToEndId: endToEnd ?? t.reference },
      });
    }
  }
  return { format: 'mt940', variant: null, account_iban: statements[0]?.accountIdentification ?? null, lines: finishLines(drafts) };
}
