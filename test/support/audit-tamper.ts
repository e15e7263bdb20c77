// What someone with the audit log's file but not the keychain can do to it: keep some lines,
// change them, and link every entry again with plain SHA-256, as the desk linked them before
// its links were keyed (the keyed links cannot be computed without the key).
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { AUDIT_GENESIS, type AuditEntry } from '../../src-shared/domain/audit';

export async function logLines(file: string): Promise<string[]> {
  return (await readFile(file, 'utf8')).split('\n').filter((l) => l !== '');
}

/** Rewrites the log with the lines `edit` returns, each linked again to the one before it. */
export async function rewriteLog(file: string, edit: (lines: string[]) => string[]): Promise<void> {
  const relinked: string[] = [];
  for (const line of edit(await logLines(file))) {
    const { mac: _mac, ...entry } = JSON.parse(line) as AuditEntry;
    const before = relinked.at(-1);
    relinked.push(JSON.stringify({ ...entry, prev: before === undefined ? AUDIT_GENESIS : createHash('sha256').update(before, 'utf8').digest('hex') }));
  }
  await writeFile(file, `${relinked.join('\n')}\n`);
}
