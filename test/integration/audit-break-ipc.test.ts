// An audit log broken on disk, seen through the desk (router, handlers, the real keychain for
// the chain's key and head): someone without the keychain deletes an audited change and links
// the chain again; the desk's next entry records the break instead of anchoring the rewritten
// log, and `audit.verify` reports it — while the desk runs, and across a start.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Desk, startDesk } from '../../src-main/desk';
import { AUDIT_HEAD_ACCOUNT, AUDIT_KEY_ACCOUNT } from '../../src-main/workflows/audit';
import { AUDIT_BREAK } from '../../src-shared/domain/audit';
import { logLines, rewriteLog } from '../support/audit-tamper';
import { ipcOf } from '../support/ipc';
import { testKeychain } from '../support/keychain';
import { sandboxProcess } from '../support/sandbox-process';
import { testShell } from '../support/shell';

let dir: string;
let desk: Desk;
const keychain = testKeychain('audit-break');
const open = () => startDesk({ userDataDir: dir, keychain, shell: testShell(), sandboxSeed: 'none', sandboxProcess });

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'od-audit-break-'));
  desk = await open();
});
afterAll(async () => {
  await desk.close();
  await Promise.all([AUDIT_HEAD_ACCOUNT, AUDIT_KEY_ACCOUNT].map((account) => keychain.delete(account)));
  await rm(dir, { recursive: true, force: true });
});

const { value } = ipcOf(() => desk);
const log = () => join(dir, 'audit.log');

/** One audited change to the profiles: two entries, its attempt and its result. */
async function connection(name: string): Promise<string> {
  return (await value('profiles.create', { profile: { name, baseUrl: `https://${name.toLowerCase()}.invalid/api/v1`, environment: 'staging' } })).id;
}

describe('an audit log broken on disk, through the desk', () => {
  it('is reported after the next change, not anchored: an entry deleted and the chain linked again', async () => {
    const [first] = [await connection('First'), await connection('Second'), await connection('Third')];
    expect(await value('audit.verify', undefined)).toMatchObject({ intact: true, guard: 'on', keyedFrom: 1 });
    const before = await logLines(log());
    // The second change's attempt and result taken out, every link after them computed again.
    await rewriteLog(log(), (lines) => [...lines.slice(0, 2), ...lines.slice(4)]);

    await value('profiles.activate', { id: first });
    const verdict = await value('audit.verify', undefined);
    expect(verdict.intact).toBe(false);
    expect(verdict.breaks).toContainEqual({ entry: before.length, reason: 'truncated', noticed: { line: before.length - 1, time: expect.any(String) as string } });
    const [, , noticed] = await value('audit.list', { limit: 3 });
    expect(noticed).toMatchObject({ action: AUDIT_BREAK, outcome: 'failed', targets: { reason: 'truncated', entry: String(before.length), lines: String(before.length - 2) } });
  });

  it('is reported after the first change of the next start, against the head in the keychain', async () => {
    await desk.close();
    const before = await logLines(log());
    // The last change's result rewritten while the desk was closed.
    await rewriteLog(log(), (lines) => [...lines.slice(0, -1), (lines.at(-1) as string).replace('"outcome":"ok"', '"outcome":"failed"')]);
    desk = await open();
    await connection('Fourth');
    const verdict = await value('audit.verify', undefined);
    expect(verdict.breaks).toContainEqual({ entry: before.length, reason: 'head_mismatch', noticed: { line: before.length + 1, time: expect.any(String) as string } });
    // Found once: the entries after the record of it extend the log as it now is.
    await connection('Fifth');
    expect((await value('audit.verify', undefined)).breaks.filter((b) => b.noticed)).toHaveLength(2);
  });
});
