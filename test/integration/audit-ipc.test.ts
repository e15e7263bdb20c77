// What the audit log records for a reviewer, through the real desk (router, handlers, signed
// client, built-in sandbox, the real keychain for the chain's head): a withdrawal's amount and
// destination, an export's list, file and check, the OS user; and the chain checks intact.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Desk, startDesk } from '../../src-main/desk';
import { custodyAccount, walletAddress } from '../support/fixtures';
import { ipcOf } from '../support/ipc';
import { testKeychain } from '../support/keychain';
import { type TestSandbox, clientsOn } from '../support/sandbox';
import { testShell } from '../support/shell';

let dir: string;
let desk: Desk;
let t: TestSandbox;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'od-audit-ipc-'));
  desk = await startDesk({ userDataDir: dir, keychain: testKeychain('audit-ipc'), shell: testShell({ saveFolder: dir }), sandboxSeed: 'demo' });
  t = clientsOn(desk.sandbox);
});
afterAll(async () => {
  await t.close();
  await desk.close();
  await rm(dir, { recursive: true, force: true });
});

const { value } = ipcOf(() => desk);

async function entriesOf(action: string) {
  return (await value('audit.list', {})).filter((e) => e.action === action).reverse();
}

describe('the audit log through the desk', () => {
  it("records a withdrawal's amount and destination address, and who sent it", async () => {
    const { ref } = await custodyAccount(t, '100.00');
    const address = walletAddress();
    await value('custody.withdraw', { ...ref, withdrawal: { amount: '12.34', address, idem_key: 'audit-w-1' } });
    const [attempt, result] = await entriesOf('custody.withdraw');
    expect(attempt).toMatchObject({ phase: 'attempt', user: userInfo().username, targets: { amount: '12.34', address } });
    expect(result).toMatchObject({ phase: 'result', outcome: 'ok', targets: { amount: '12.34', address } });
  });

  it('records an exported distribution list: which project, where it was saved, what the check found', async () => {
    const project = (await t.client.projects.list()).find((p) => p.code === 'ROOF-24');
    const saved = await value('distribution.export', { projectId: project?.id as string });
    expect(saved.saved).toBe(true);
    const [attempt, result] = await entriesOf('distribution.export');
    const path = saved.saved ? saved.path : '';
    expect(attempt?.targets).toEqual({ project_id: project?.id, project_code: 'ROOF-24', path });
    expect(result).toMatchObject({ outcome: 'ok', targets: { path, check: 'passed', rows: expect.stringMatching(/^[1-9]\d*$/) as string } });
  });

  it('checks intact with the truncation guard on', async () => {
    const verdict = await value('audit.verify', undefined);
    expect(verdict).toMatchObject({ intact: true, unchained: 0, guard: 'on', breaks: [] });
    expect(verdict.entries).toBeGreaterThanOrEqual(4);
  });
});
