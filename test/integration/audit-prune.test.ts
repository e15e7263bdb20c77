// The audit log kept, exported and pruned through the desk, with the chain's head in the real
// keychain: a prune asks first, is itself an entry (so is a cancelled one), and leaves a log
// whose chain and head still verify; a changed log is not pruned at all.
import { readFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Desk, startDesk } from '../../src-main/desk';
import { AUDIT_HEAD_ACCOUNT, AUDIT_KEY_ACCOUNT, AuditLog } from '../../src-main/workflows/audit';
import type { AuditEntry } from '../../src-shared/domain/audit';
import { ipcOf } from '../support/ipc';
import { testKeychain } from '../support/keychain';
import { sandboxProcess } from '../support/sandbox-process';
import { type TestShell, testShell } from '../support/shell';

let dir: string;
let desk: Desk;
let shell: TestShell;
const keychain = testKeychain('audit-prune');

function entry(id: string, time: string): AuditEntry {
  return { id, time, profileId: 'p', profileName: 'Production', action: 'payments.create', targets: { order_code: id }, phase: 'attempt' };
}

const OLD = ['2025-01-10', '2025-03-02', '2025-06-30'].map((day, i) => entry(`old-${i}`, `${day}T08:00:00.000Z`));
const RECENT = ['2026-02-01', '2026-05-05'].map((day, i) => entry(`recent-${i}`, `${day}T08:00:00.000Z`));

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'od-audit-prune-'));
  const log = new AuditLog(join(dir, 'audit.log'), { keychain });
  for (const e of [...OLD, ...RECENT]) await log.append(e);
  await log.written(); // its head too, before the desk opens the log
  shell = testShell({ saveFolder: dir });
  desk = await startDesk({ userDataDir: dir, keychain, shell, sandboxSeed: 'none', sandboxProcess });
});
afterAll(async () => {
  await desk.close();
  await keychain.delete(AUDIT_HEAD_ACCOUNT);
  await keychain.delete(AUDIT_KEY_ACCOUNT);
  await rm(dir, { recursive: true, force: true });
});

const { value, refusal } = ipcOf(() => desk);

const ids = async () => (await value('audit.list', {})).map((e) => e.id).reverse();

describe('exporting the audit log', () => {
  it('writes every line as JSON, oldest first, where the save dialog says', async () => {
    const saved = await value('audit.export', { format: 'json' });
    expect(saved).toMatchObject({ saved: true, entries: 5 });
    const path = saved.saved ? saved.path : '';
    expect(path).toMatch(/offering-desk-audit-\d{4}-\d{2}-\d{2}\.json$/);
    const exported = JSON.parse(await readFile(path, 'utf8')) as AuditEntry[];
    expect(exported.map((e) => e.id)).toEqual([...OLD, ...RECENT].map((e) => e.id));
    expect(exported[0]).toMatchObject({ action: 'payments.create', targets: { order_code: 'old-0' }, mac: expect.stringMatching(/^[0-9a-f]{64}$/) as string });
  });

  it('still writes CSV when no format is named', async () => {
    const saved = await value('audit.export', undefined);
    expect(saved.saved && saved.path.endsWith('.csv')).toBe(true);
  });
});

describe('pruning the audit log', () => {
  it('refuses a day that is not over, and a date that is no date', async () => {
    await expect(refusal('audit.prune', { before: '2999-01-01' })).resolves.toMatchObject({ kind: 'bad_request' });
    await expect(refusal('audit.prune', { before: '1.1.2025' })).resolves.toMatchObject({ kind: 'validation' });
  });

  it('deletes nothing when the administrator says no, and records the no', async () => {
    shell.confirmAnswer = false;
    await expect(refusal('audit.prune', { before: '2026-01-01' })).resolves.toMatchObject({ kind: 'cancelled' });
    shell.confirmAnswer = true;
    expect(shell.confirmed.at(-1)).toMatch(/^Delete 3 audit log entries before 2026-01-01 from this computer\?/);
    const [cancelled] = await value('audit.list', { limit: 1 });
    expect(cancelled).toMatchObject({ action: 'audit.prune', outcome: 'failed', detail: 'cancelled', targets: { before: '2026-01-01', entries: '3' } });
    expect((await ids()).slice(0, 5)).toEqual([...OLD, ...RECENT].map((e) => e.id));
  });

  it('deletes the entries before the day after a yes, records who did it, and the chain still verifies', async () => {
    expect(await value('audit.prune', { before: '2026-01-01' })).toEqual({ pruned: 3 });
    const list = await ids();
    expect(list.slice(0, 2)).toEqual(RECENT.map((e) => e.id));
    expect(list).not.toContain('old-0');
    const [checkpoint] = await value('audit.list', { limit: 1 });
    expect(checkpoint).toMatchObject({
      action: 'audit.prune',
      phase: 'result',
      outcome: 'ok',
      user: userInfo().username,
      targets: { before: '2026-01-01T00:00:00.000Z', entries: '3', last_hash: expect.stringMatching(/^[0-9a-f]{64}$/) as string },
    });
    // The recent two, the two exports' entries, the cancelled prune and this checkpoint.
    const verdict = await value('audit.verify', undefined);
    expect(verdict).toMatchObject({ intact: true, guard: 'on', breaks: [], entries: 6 });
    expect(verdict.pruned).toMatchObject({ before: '2026-01-01T00:00:00.000Z', entries: 3, user: userInfo().username });
    expect(await keychain.get(AUDIT_HEAD_ACCOUNT)).toMatch(/^6 [0-9a-f]{64}$/);
  });

  it('goes on chaining after a prune, and a second prune verifies too', async () => {
    await desk.close();
    desk = await startDesk({ userDataDir: dir, keychain, shell, sandboxSeed: 'none', sandboxProcess });
    expect(await value('audit.prune', { before: '2026-03-01' })).toEqual({ pruned: 1 });
    expect(await value('audit.verify', undefined)).toMatchObject({ intact: true, guard: 'on', pruned: { entries: 1 } });
  });

  it('notices the first entry cut away without a checkpoint', async () => {
    const file = join(dir, 'audit.log');
    const lines = (await readFile(file, 'utf8')).split('\n').filter((l) => l !== '');
    await writeFile(file, `${lines.slice(1).join('\n')}\n`);
    const verdict = await value('audit.verify', undefined);
    expect(verdict.intact).toBe(false);
    // And a log that does not verify is not pruned: it is evidence to keep whole.
    await expect(refusal('audit.prune', { before: '2026-12-31' })).resolves.toMatchObject({ kind: 'bad_request' });
    expect((await readFile(file, 'utf8')).split('\n').filter((l) => l !== '')).toEqual(lines.slice(1));
  });
});
