// ISO 20022 camt.053 (statement) and camt.054 (debit/credit notification), versions .001.02
// to .001.08. The zod schemas name only the elements the desk reads; the rest is ignored.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { z } from 'zod';
import { IsoDate } from '../../../src-shared/wire/common';
import { type LineDraft, badStatement, exactAmount, finishLines } from './lines';
import type { Statement } from '../../../src-shared/domain/bank-statements';

const NAMESPACE = /urn:iso:std:iso:20022:tech:xsd:(camt\.05[34])\.001\.(\d{2})/;
const VERSIONS = ['02', '03', '04', '05', '06', '07', '08'];

/** Elements that may repeat: always arrays, so one entry and many read alike. */
const REPEATED = new Set(['Stmt', 'Ntfctn', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd', 'Strd', 'AddtlRmtInf']);

const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  // Text stays text: "00120" is a reference, "1000.10" an exact amount.
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => REPEATED.has(name),
});

const Amount = z.object({ '#text': z.string(), '@Ccy': z.string().regex(/^[A-Z]{3}$/, 'must be a currency code') });
const Indicator = z.enum(['CRDT', 'DBIT']);
const DateChoice = z.union([z.object({ Dt: IsoDate }), z.object({ DtTm: z.iso.datetime({ offset: true, local: true }) })]);
/** v02–v07 name the party in place; v08 under `Pty`. */
const Party = z.object({ Nm: z.string().optional(), Pty: z.object({ Nm: z.string().optional() }).optional() });
const Account = z.object({ Id: z.object({ IBAN: z.string().optional() }).optional() });

const TxDtls = z.object({
  Refs: z.object({ AcctSvcrRef: z.string().optional(), EndToEndId: z.string().optional() }).optional(),
  Amt: Amount.optional(),
  AmtDtls: z.object({ TxAmt: z.object({ Amt: Amount }).optional() }).optional(),
  CdtDbtInd: Indicator.optional(),
  RltdPties: z
    .object({ Dbtr: Party.optional(), DbtrAcct: Account.optional(), Cdtr: Party.optional(), CdtrAcct: Account.optional(), UltmtDbtr: Party.optional() })
    .optional(),
  RmtInf: z
    .object({
      Ustrd: z.array(z.string()).optional(),
      Strd: z
        .array(z.object({ CdtrRefInf: z.object({ Ref: z.string().optional() }).optional(), AddtlRmtInf: z.array(z.string()).optional() }))
        .optional(),
    })
    .optional(),
  AddtlTxInf: z.string().optional(),
});
type TxDtls = z.infer<typeof TxDtls>;

const Ntry = z.object({
  Amt: Amount,
  CdtDbtInd: Indicator,
  RvslInd: z.enum(['true', 'false', '1', '0']).optional(),
  /** Text up to v05, a code choice from v06. */
  Sts: z.union([z.string(), z.object({ Cd: z.string() })]),
  BookgDt: DateChoice.optional(),
  ValDt: DateChoice.optional(),
  AcctSvcrRef: z.string().optional(),
  NtryDtls: z.array(z.object({ TxDtls: z.array(TxDtls).optional() })).optional(),
  AddtlNtryInf: z.string().optional(),
});
type Ntry = z.infer<typeof Ntry>;

const Report = z.object({
  Acct: z.object({ Id: z.object({ IBAN: z.string().optional() }).optional() }).optional(),
  Ntry: z.array(Ntry).optional(),
});

/** The message, by its namespace: a statement's reports are `Stmt`, a notification's `Ntfctn`. */
const MESSAGES = {
  'camt.053': { tag: 'Stmt', schema: z.object({ Document: z.object({ BkToCstmrStmt: z.object({ Stmt: z.array(Report) }) }) }) },
  'camt.054': {
    tag: 'Ntfctn',
    schema: z.object({ Document: z.object({ BkToCstmrDbtCdtNtfctn: z.object({ Ntfctn: z.array(Report) }) }) }),
  },
} as const;

/** `Stmt[1]/Ntry[4]/Amt`: an XPath-like name of the element, counted from 1. */
function elementPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key + 1}]`;
    else if (String(key).startsWith('@')) out += `/${String(key)}`;
    else if (key !== '#text') out += `/${String(key)}`;
  }
  return out.slice(1);
}

function dateOf(choice: z.infer<typeof DateChoice>): string {
  return 'Dt' in choice ? choice.Dt : choice.DtTm.slice(0, 10);
}

const name = (party?: z.infer<typeof Party>) => party?.Nm ?? party?.Pty?.Nm;

/** One line per transaction of an entry; an entry without details is one line itself. */
function linesOf(entry: Ntry, where: string): LineDraft[] {
  const date = entry.BookgDt ?? entry.ValDt;
  if (!date) throw badStatement(`${where}/BookgDt`, 'the entry has no booking date');
  const status = typeof entry.Sts === 'string' ? entry.Sts : entry.Sts.Cd;
  const details = (entry.NtryDtls ?? []).flatMap((d, i) => (d.TxDtls ?? []).map((tx, j) => ({ tx, at: `${where}/NtryDtls[${i + 1}]/TxDtls[${j + 1}]` })));
  const single = details.length <= 1;
  const parts: Array<{ tx: TxDtls; at: string }> = details.length ? details : [{ tx: {}, at: where }];
  return parts.map(({ tx, at }) => {
    // A batch entry's amount is the sum: each transaction must say its own.
    const amount = tx.AmtDtls?.TxAmt?.Amt ?? tx.Amt ?? (single ? entry.Amt : undefined);
    if (!amount) throw badStatement(`${at}/Amt`, 'a transaction of a batch entry has no amount');
    const direction = (tx.CdtDbtInd ?? entry.CdtDbtInd) === 'CRDT' ? 'credit' : 'debit';
    const parties = tx.RltdPties;
    const payer = direction === 'credit' ? (name(parties?.Dbtr) ?? name(parties?.UltmtDbtr)) : name(parties?.Cdtr);
    const iban = direction === 'credit' ? parties?.DbtrAcct?.Id?.IBAN : parties?.CdtrAcct?.Id?.IBAN;
    const structured = (tx.RmtInf?.Strd ?? []).flatMap((s) => [s.CdtrRefInf?.Ref ?? '', ...(s.AddtlRmtInf ?? [])]);
    // Without remittance information, the entry's own text; a batch's is about the batch.
    const unstructured = tx.RmtInf ? (tx.RmtInf.Ustrd ?? []) : [tx.AddtlTxInf ?? (single ? entry.AddtlNtryInf : undefined) ?? ''];
    return {
      source: at,
      booking_date: dateOf(date),
      amount: exactAmount(amount['#text'], `${at}/Amt`),
      currency: amount['@Ccy'],
      direction,
      reversal: entry.RvslInd === 'true' || entry.RvslInd === '1',
      booked: status === 'BOOK',
      remittance: { structured: structured.filter(Boolean), unstructured: unstructured.filter(Boolean) },
      payer_name: payer ?? null,
      payer_iban: iban?.replace(/\s+/g, '') ?? null,
      // A batch's own AcctSvcrRef is shared by its transactions: only a single one takes it.
      references: { AcctSvcrRef: tx.Refs?.AcctSvcrRef ?? (single ? entry.AcctSvcrRef : undefined), EndToEndId: tx.Refs?.EndToEndId },
    };
  });
}

export function parseCamt(text: string): Statement {
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw badStatement(`line ${valid.err.line}, column ${valid.err.col}`, valid.err.msg);
  const version = NAMESPACE.exec(text);
  if (!version) throw badStatement('Document', 'not a camt.053 or camt.054 message (no ISO 20022 camt namespace)');
  const [, kind, number] = version as unknown as [string, 'camt.053' | 'camt.054', string];
  if (!VERSIONS.includes(number)) throw badStatement('Document', `${kind}.001.${number} is not a version the desk reads (.001.02 to .001.08)`);
  const { tag, schema } = MESSAGES[kind];
  const parsed = schema.safeParse(xml.parse(text));
  if (!parsed.success) {
    const issue = parsed.error.issues[0] as z.core.$ZodIssue;
    // Named from the report down, as the lines are (`Stmt[1]/Ntry[4]/Amt`).
    throw badStatement(elementPath(issue.path.length > 2 ? issue.path.slice(2) : issue.path), issue.message);
  }
  const root = parsed.data.Document;
  const reports = 'BkToCstmrStmt' in root ? root.BkToCstmrStmt.Stmt : root.BkToCstmrDbtCdtNtfctn.Ntfctn;
  const drafts = reports.flatMap((report, r) => (report.Ntry ?? []).flatMap((entry, n) => linesOf(entry, `${tag}[${r + 1}]/Ntry[${n + 1}]`)));
  return {
    format: kind,
    variant: `${kind}.001.${number}`,
    account_iban: reports[0]?.Acct?.Id?.IBAN ?? null,
    lines: finishLines(drafts),
  };
}
