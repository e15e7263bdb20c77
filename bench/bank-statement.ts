// A day's camt.053 of 10,000 lines (batch bookings among them) parsed and matched against
// 100,000 orders, 50,000 payments and the investors of the open orders; figured as a ratio
// against parsing the same file alone in the same run: matching should cost little beside it.
// The first match builds the code lookup; the later ones find the orders' codes unchanged.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { parseCamt } from '../src-main/workflows/bank-statements/camt';
import { CSV_PRESETS } from '../src-main/workflows/bank-statements/csv-presets';
import { type MatchIndex, matchStatement } from '../src-main/workflows/bank-statements/matcher';
import { readOrPreview as readOffThread } from '../src-main/workflows/bank-statements/off-thread';
import { parseStatement, readOrPreview as readInPlace } from '../src-main/workflows/bank-statements/read';
import type { CsvMapping } from '../src-shared/domain/bank-statements';
import type { Order, OrderStatus } from '../src-shared/wire/orders';
import { seededRandom } from '../test/support/random';
import { camtFile, dkbCsvFile, mt940File } from '../test/support/statement-files';
import { fmt, median, report } from './measure';

const LINES = 10_000;
const ORDERS = 100_000;
const RUNS = 7;
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const STATUSES: OrderStatus[] = ['new', 'new', 'underpaid', 'paid', 'paid', 'overpaid', 'cancelled', 'settled'];

function orderIndex(random: () => number): MatchIndex {
  const code = () => `OM-${Array.from({ length: 8 }, () => ALPHABET[Math.floor(random() * 32)]).join('')}`;
  const at = '2026-11-01T10:00:00.000Z';
  const orders: Order[] = Array.from({ length: ORDERS }, (_, i) => ({
    id: `order-${i}`,
    order_code: code(),
    status: STATUSES[i % STATUSES.length] as OrderStatus,
    amount: `${100 + (i % 400) * 25}.00`,
    user_id: `user-${i % 20_000}`,
    project_id: 'project-1',
    created_at: at,
    updated_at: at,
  }));
  const payments = orders.filter((_, i) => i % 2 === 0).map((o) => ({ id: `payment-${o.id}`, order_id: o.id, amount: '100.00', reference: o.order_code }));
  const investors = Array.from({ length: 20_000 }, (_, i) => ({ id: `user-${i}`, name: `Investor${i} Family${i % 977}` }));
  return { orders, payments, investors, currency: 'EUR' };
}

/** How investors write the code: as given, lower case, spaced, O for 0, split, or not at all. */
function remittance(order: Order, kind: number): string {
  const code = order.order_code;
  switch (kind % 6) {
    case 0:
      return `<Ustrd>Zeichnung ${code} Solarpark</Ustrd>`;
    case 1:
      return `<Ustrd>${code.toLowerCase().replace('-', ' ')}</Ustrd>`;
    case 2:
      return `<Ustrd>${code.slice(0, 7)} ${code.slice(7).replace(/0/g, 'O')}</Ustrd>`;
    case 3:
      return `<Ustrd>${code.slice(7)} Rest</Ustrd><Strd><CdtrRefInf><Ref>${code.slice(0, 7)}</Ref></CdtrRefInf></Strd>`;
    case 4:
      return '<Ustrd>Investition Solarpark Havelland vielen Dank</Ustrd>';
    default:
      return `<Ustrd>Rechnung 2026-${kind} Kundennummer ${kind * 7}</Ustrd>`;
  }
}

function statement(index: MatchIndex, random: () => number): string {
  const tx = (n: number) => {
    const order = index.orders[Math.floor(random() * index.orders.length)] as Order;
    const direction = n % 20 === 0 ? 'DBIT' : 'CRDT';
    return `<TxDtls><Refs><AcctSvcrRef>TX-${n}</AcctSvcrRef><EndToEndId>NOTPROVIDED</EndToEndId></Refs>
<Amt Ccy="EUR">${order.amount}</Amt><CdtDbtInd>${direction}</CdtDbtInd>
<RltdPties><Dbtr><Pty><Nm>Investor${(order.user_id ?? order.id).slice(5)} Family</Nm></Pty></Dbtr><DbtrAcct><Id><IBAN>DE02100100100006820101</IBAN></Id></DbtrAcct></RltdPties>
<RmtInf>${remittance(order, n)}</RmtInf></TxDtls>`;
  };
  const entries: string[] = [];
  // Every tenth entry a batch booking of ten transactions, the rest single transfers.
  for (let n = 0; n < LINES; ) {
    const count = entries.length % 10 === 0 ? 10 : 1;
    const details = Array.from({ length: count }, (_, i) => tx(n + i)).join('\n');
    entries.push(`<Ntry><Amt Ccy="EUR">1.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
<BookgDt><Dt>2026-11-20</Dt></BookgDt><ValDt><Dt>2026-11-20</Dt></ValDt><AcctSvcrRef>E-${n}</AcctSvcrRef>
<NtryDtls>${count > 1 ? `<Btch><NbOfTxs>${count}</NbOfTxs></Btch>` : ''}${details}</NtryDtls></Ntry>`);
    n += count;
  }
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt>
<GrpHdr><MsgId>BENCH</MsgId><CreDtTm>2026-11-20T22:00:00</CreDtTm></GrpHdr>
<Stmt><Id>BENCH-1</Id><Acct><Id><IBAN>DE89370400440532013000</IBAN></Id></Acct>
${entries.join('\n')}
</Stmt></BkToCstmrStmt></Document>`;
}

/** Wall and CPU time of `work`: on a loaded machine the CPU time of this process is the steadier figure. */
function time<T>(work: () => T): { ms: number; cpu: number; result: T } {
  const usage = process.cpuUsage();
  const start = performance.now();
  const result = work();
  const ms = performance.now() - start;
  const used = process.cpuUsage(usage);
  return { ms, cpu: (used.user + used.system) / 1000, result };
}

export async function bankStatementBench(): Promise<void> {
  const random = seededRandom(20);
  const index = orderIndex(random);
  const text = statement(index, random);
  const parse: Array<{ ms: number; cpu: number }> = [];
  const match: Array<{ ms: number; cpu: number }> = [];
  let proposals: ReturnType<typeof matchStatement> = [];
  // Other orders before the first run: its lookup is built, as on a connection's first import.
  matchStatement([], { ...index, orders: index.orders.slice(1) });
  for (let run = 0; run < RUNS; run++) {
    const parsed = time(() => parseCamt(text));
    parse.push(parsed);
    const matched = time(() => matchStatement(parsed.result.lines, index));
    match.push(matched);
    proposals = matched.result;
  }
  const [first = { ms: 0, cpu: 0 }, ...later] = match;
  const counts = new Map<string, number>();
  for (const p of proposals) counts.set(p.status, (counts.get(p.status) ?? 0) + 1);
  const figures = (of: 'ms' | 'cpu') => {
    const parseMs = median(parse.map((t) => t[of]));
    const matchMs = median(later.map((t) => t[of]));
    return { parseMs, matchMs, unchanged: (parseMs + matchMs) / parseMs, built: (parseMs + first[of]) / parseMs };
  };
  const wall = figures('ms');
  const cpu = figures('cpu');
  const both = (a: number, b: number, digits = 0, unit = ' ms') => `${fmt(a, digits)}${unit} (CPU ${fmt(b, digits)}${unit})`;
  report(`bank statement: ${fmt(LINES)}-line camt.053 (${fmt(text.length / 1024 / 1024, 1)} MiB) against ${fmt(ORDERS)} orders, wall (CPU of this process)`, [
    ['parse (median of 7)', both(wall.parseMs, cpu.parseMs)],
    ['match, the orders\' codes unchanged since the last import (median of 6)', both(wall.matchMs, cpu.matchMs)],
    ['match, the code lookup built (first run)', both(first.ms, first.cpu)],
    ['parse + match / parse alone, codes unchanged', both(wall.unchanged, cpu.unchanged, 2, 'x')],
    ['parse + match / parse alone, lookup built', both(wall.built, cpu.built, 2, 'x')],
    ['proposals', [...counts].map(([status, n]) => `${status} ${fmt(n)}`).join(', ')],
  ]);
  await Promise.resolve();
}

const MB = 1024 * 1024;
/** Statement files of about 1, 4 and 12 MB: parse time per MB should not grow with the size. */
const SIZES_MB = [1, 4, 12];
const SIZE_RUNS = 3;
const DKB = CSV_PRESETS.find((p) => p.name === 'DKB Umsatzliste') as CsvMapping;

const FORMATS: Array<{ name: string; file: (lines: number) => string; mapping?: CsvMapping }> = [
  { name: 'camt.053', file: camtFile },
  // Real MT940 lines differ (the bank's reference): the old line search rescanned the text for each.
  { name: 'MT940', file: (lines) => mt940File([lines], { bankReferences: true }) },
  { name: 'CSV (DKB)', file: dkbCsvFile, mapping: DKB },
];

/** The longest the main thread's event loop waited while `work` read the file. */
async function longestStall(work: () => Promise<unknown>): Promise<number> {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  // The histogram counts from the timer's first run: let it run once before the work.
  await new Promise((resolve) => setTimeout(resolve, 30));
  await work();
  // A loop held until the work's end records its wait when its timer next runs.
  await new Promise((resolve) => setTimeout(resolve, 50));
  delay.disable();
  return delay.max / 1e6;
}

/**
 * Parse time per MB of camt.053, MT940 and a CSV export at three sizes: the ratio of the
 * largest size's per-MB time to the smallest's is ~1 when reading grows linearly with the
 * file. Then the main thread's longest stall while the largest camt is read in place and
 * in the statement reader's thread.
 */
export async function statementSizeBench(): Promise<void> {
  const rows: Array<[string, string]> = [];
  let largest = '';
  for (const format of FORMATS) {
    const perLine = format.file(100).length / 100;
    const perMb = SIZES_MB.map((mb) => {
      const bytes = Buffer.from(format.file(Math.ceil((mb * MB) / perLine)));
      if (format.name === 'camt.053') largest = bytes.toString('utf8');
      const runs = Array.from({ length: SIZE_RUNS }, () => time(() => parseStatement(bytes, format.mapping)));
      return { mb: bytes.length / MB, ms: median(runs.map((r) => r.ms)) / (bytes.length / MB), cpu: median(runs.map((r) => r.cpu)) / (bytes.length / MB) };
    });
    for (const p of perMb) rows.push([`${format.name}, ${fmt(p.mb, 1)} MB (median of ${SIZE_RUNS})`, `${fmt(p.ms)} ms/MB (CPU ${fmt(p.cpu)} ms/MB)`]);
    const [first, last] = [perMb[0], perMb.at(-1)] as [(typeof perMb)[0], (typeof perMb)[0]];
    rows.push([`${format.name}: per MB at ${fmt(last.mb, 1)} MB / at ${fmt(first.mb, 1)} MB`, `${fmt(last.ms / first.ms, 2)}x (CPU ${fmt(last.cpu / first.cpu, 2)}x)`]);
  }
  const dir = await mkdtemp(join(tmpdir(), 'od-bench-statement-'));
  try {
    const path = join(dir, 'large.camt053.xml');
    await writeFile(path, largest);
    const inPlace = await longestStall(() => readInPlace(path));
    const inWorker = await longestStall(() => readOffThread(path));
    const idle = await longestStall(() => new Promise((resolve) => setTimeout(resolve, 1000)));
    rows.push([`main thread's longest stall reading ${fmt(largest.length / MB, 1)} MB of camt: in place`, `${fmt(inPlace)} ms`]);
    rows.push(['… in the statement reader thread (its start, the answer received)', `${fmt(inWorker)} ms`]);
    rows.push(['… a second of nothing (the machine\'s own noise)', `${fmt(idle)} ms`]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  report('bank statement sizes: parse time per MB, wall (CPU of this process)', rows);
}
