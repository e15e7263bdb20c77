// The audit log's first append of a session on a long log, beside reading the same file through
// once: before it extends the log, the desk counts its lines and compares the head's with the
// head in the keychain, so the first audited write of a session (a payment, say) waits for that
// read, and no way of counting the lines reads less. 50,000 entries are about a year of one
// support desk's writes (two a write). Each run a fresh copy of the log and a fresh AuditLog,
// alternated with the baseline; medians of 5.
import { randomUUID } from 'node:crypto';
import { copyFile, mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AuditLog } from '../src-main/workflows/audit';
import { memoryKeychain } from '../test/support/keychain';
import { fmt, median, report } from './measure';

const ENTRIES = 50_000;
const RUNS = 5;

/** A keyed log as the desk writes it: attempts and results of payments, each line linked. */
function longLog(): string {
  const lines: string[] = [];
  for (let i = 0; i < ENTRIES; i++) {
    const targets = { order_id: randomUUID(), order_code: 'OM-A7K2M9Q4', amount: '100.00', draft_id: randomUUID(), attempt: '1' };
    const phase = i % 2 === 0 ? { phase: 'attempt' } : { phase: 'result', outcome: 'ok', payment_id: randomUUID() };
    const line = { id: randomUUID(), time: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(), profileId: randomUUID(), profileName: 'Host' };
    lines.push(JSON.stringify({ ...line, action: 'payments.create', targets, ...phase, user: 'support', mac: randomUUID().replace(/-/g, '').repeat(2) }));
  }
  return `${lines.join('\n')}\n`;
}

/** The file read from start to end in pieces of 1 MiB, as the append reads it, with nothing done with the bytes. */
async function readThrough(file: string): Promise<void> {
  const handle = await open(file, 'r');
  try {
    const piece = Buffer.allocUnsafe(1 << 20);
    while ((await handle.read(piece, 0, piece.length, null)).bytesRead > 0);
  } finally {
    await handle.close();
  }
}

const entry = () => ({ id: randomUUID(), time: new Date().toISOString(), profileId: 'p', profileName: 'Host', action: 'payments.create', targets: {}, phase: 'attempt' as const });

export async function auditLogBench(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'od-bench-audit-'));
  try {
    const original = join(dir, 'audit.log');
    await writeFile(original, longLog());
    const firsts: number[] = [];
    const laters: number[] = [];
    const reads: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const file = join(dir, `run-${run}.log`);
      await copyFile(original, file);
      const log = new AuditLog(file, { keychain: memoryKeychain(), user: 'support' });
      let start = performance.now();
      await log.append(entry());
      firsts.push(performance.now() - start);
      start = performance.now();
      await log.append(entry());
      laters.push(performance.now() - start);
      start = performance.now();
      await readThrough(file);
      reads.push(performance.now() - start);
    }
    report(`Audit log: the first append of a session on ${fmt(ENTRIES)} entries (medians of ${RUNS})`, [
      ['first append, ms', fmt(median(firsts), 1)],
      ['  each, ms', firsts.map((v) => fmt(v, 1)).join(' / ')],
      ['a later append, ms', fmt(median(laters), 1)],
      ['baseline: reading the same file through once, ms', fmt(median(reads), 1)],
      ['first append / reading the file through', fmt(median(firsts) / median(reads), 2)],
    ]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
