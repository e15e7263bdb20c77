// The audit chain's head in the real keychain: a log cut short at its end, or its last entry
// changed, is noticed although the chain itself is whole.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_HEAD_ACCOUNT, AuditLog } from '../../src-main/workflows/audit';
import type { AuditEntry } from '../../src-shared/domain/audit';
import { testKeychain } from '../support/keychain';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'od-audit-keychain-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

function entry(id: string): AuditEntry {
  return { id, time: '2026-11-23T01:00:00.000Z', profileId: 'p', profileName: 'p', action: 'a', targets: {}, phase: 'attempt' };
}

async function logOf(name: string, ids: string[]) {
  const file = join(dir, name);
  const keychain = testKeychain('audit');
  const log = new AuditLog(file, { keychain });
  for (const id of ids) await log.append(entry(id));
  await log.written(); // the head follows the entry
  const lines = (await readFile(file, 'utf8')).split('\n').filter((l) => l !== '');
  return { file, keychain, log, lines };
}

describe('audit chain head in the keychain', () => {
  it('follows each entry, and the whole log is intact', async () => {
    const { keychain, log } = await logOf('head.log', ['1', '2', '3']);
    expect(await keychain.get(AUDIT_HEAD_ACCOUNT)).toMatch(/^3 [0-9a-f]{64}$/);
    expect(await log.verify()).toEqual({ intact: true, entries: 3, unchained: 0, guard: 'on', keyedFrom: 1, breaks: [] });
    await keychain.delete(AUDIT_HEAD_ACCOUNT);
  });

  it('notices the last entry deleted', async () => {
    const { file, keychain, lines } = await logOf('cut.log', ['1', '2', '3']);
    await writeFile(file, `${lines.slice(0, 2).join('\n')}\n`);
    expect(await new AuditLog(file, { keychain }).verify()).toMatchObject({
      intact: false,
      entries: 2,
      guard: 'on',
      breaks: [{ entry: 3, reason: 'truncated' }],
    });
    await keychain.delete(AUDIT_HEAD_ACCOUNT);
  });

  it('notices the last entry changed', async () => {
    const { file, keychain, lines } = await logOf('last-changed.log', ['1', '2']);
    await writeFile(file, `${lines[0]}\n${(lines[1] as string).replace('"action":"a"', '"action":"b"')}\n`);
    expect((await new AuditLog(file, { keychain }).verify()).breaks).toEqual([{ entry: 2, reason: 'head_mismatch' }]);
    await keychain.delete(AUDIT_HEAD_ACCOUNT);
  });

  it('says so when the keychain holds no head for a chained log', async () => {
    const { keychain, log } = await logOf('no-head.log', ['1']);
    await keychain.delete(AUDIT_HEAD_ACCOUNT);
    expect(await log.verify()).toMatchObject({ intact: true, guard: 'missing' });
  });
});
