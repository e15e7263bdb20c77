// What the audit log records for a reviewer, through the real desk (router, handlers, signed
// client, built-in sandbox, the real keychain for the chain's head): a withdrawal's amount and
// destination, an export's list, file and check, the OS user, a KYC edit's fields before and
// after; and the chain checks intact.
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Desk, startDesk } from '../../src-main/desk';
import type { AuditEntry } from '../../src-shared/domain/audit';
import { bankAccountForm, custodyAccount, identityForm, liveProject, paidOrder, preparation, userForm, walletAddress } from '../support/fixtures';
import { ipcOf } from '../support/ipc';
import { testKeychain } from '../support/keychain';
import { type TestSandbox, clientsOn } from '../support/sandbox';
import { sandboxProcess } from '../support/sandbox-process';
import { testShell } from '../support/shell';

let dir: string;
let desk: Desk;
let t: TestSandbox;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'od-audit-ipc-'));
  desk = await startDesk({ userDataDir: dir, keychain: testKeychain('audit-ipc'), shell: testShell({ saveFolder: dir }), sandboxSeed: 'demo', sandboxProcess });
  t = clientsOn(await desk.sandbox());
});
afterAll(async () => {
  await t.close();
  await desk.close();
  await rm(dir, { recursive: true, force: true });
});

const { value, call } = ipcOf(() => desk);

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
    expect(result).toMatchObject({ outcome: 'ok', targets: { path, check: 'passed', problems: '0', rows: expect.stringMatching(/^[1-9]\d*$/) as string } });
  });

  it('holds a list whose check failed under a name that says so until finance accepts it, audited', async () => {
    const project = await liveProject(t.client);
    const first = await paidOrder(t, '1000.00', project);
    // The same investor twice: the list has an address on two rows, which the check reports.
    const again = await t.client.orders.create(first.user.id, project.id, { amount: '250.50' });
    await t.client.payments.create({ ...first.ref, orderId: again.id }, { amount: '250.50' });
    await t.client.distribution.prepare(project.id);
    expect((await preparation(t, project.id)).at(-1)?.status).toBe('done');

    const saved = await value('distribution.export', { projectId: project.id });
    if (!saved.saved) throw new Error('not saved');
    const chosen = saved.acceptedPath as string;
    expect(chosen.startsWith(join(dir, project.code))).toBe(true);
    expect(saved.path).toBe(chosen.replace(/\.csv$/, '-FAILED-CHECK.csv'));
    const listed = async () => (await readdir(dir)).filter((f) => f.startsWith(project.code));
    expect(await listed()).toEqual([saved.path.slice(dir.length + 1)]);
    const [, exported] = await entriesOf('distribution.export').then((e) => e.slice(-2));
    expect(exported?.targets).toMatchObject({ path: chosen, saved_as: saved.path, check: 'failed', problems: '1' });

    // Only a list the desk holds can be renamed this way.
    expect((await call('distribution.acceptExport', { path: join(dir, 'audit.log') })).ok).toBe(false);
    await expect(value('distribution.acceptExport', { path: saved.path })).resolves.toEqual({ path: chosen });
    expect(await listed()).toEqual([chosen.slice(dir.length + 1)]);
    const accepted = await entriesOf('distribution.acceptExport');
    expect(accepted.map((e) => [e.phase, e.outcome, e.targets.accepted_as])).toEqual([
      ['attempt', undefined, chosen],
      ['result', 'ok', chosen],
    ]);
    expect((await call('distribution.acceptExport', { path: saved.path })).ok).toBe(false); // accepted already
  });

  it("records a KYC edit's changed fields, before as read and after as answered, and nothing of the fields it left as they were", async () => {
    const user = await t.client.users.create(userForm());
    const identity = await t.client.kyc.identities.create(user.id, identityForm({ last_name: 'Schmidt' }));
    // The form sends every field, as the investor page's does; only the last name differs.
    const updated = await value('kyc.identities.update', { userId: user.id, id: identity.id, identity: identityForm({ last_name: 'Schmitt' }) });
    expect(updated.last_name).toBe('Schmitt');
    const [attempt, result] = await entriesOf('kyc.identities.update');
    expect(attempt?.changes).toBeUndefined();
    expect(result).toMatchObject({ outcome: 'ok', targets: { user_id: user.id, identity_id: identity.id } });
    expect(result?.changes).toEqual([{ field: 'last_name', before: 'Schmidt', after: 'Schmitt' }]);

    // A PEP status set for the first time had no value before; a bank account's IBAN as the host keeps it.
    await value('kyc.pepStatus.set', { userId: user.id, identityId: identity.id, pep_status: { pep: false } });
    expect((await entriesOf('kyc.pepStatus.set')).at(-1)?.changes).toEqual([{ field: 'pep', before: null, after: false }]);
    const account = await t.client.bankAccounts.create(user.id, bankAccountForm());
    await value('kyc.bankAccount.update', { userId: user.id, id: account.id, bank_account: bankAccountForm({ iban: 'DE02 1203 0000 0000 2020 51' }) });
    expect((await entriesOf('kyc.bankAccount.update')).at(-1)?.changes).toEqual([{ field: 'iban', before: 'DE89370400440532013000', after: 'DE02120300000000202051' }]);

    const saved = await value('audit.export', { format: 'json' });
    if (!saved.saved) throw new Error('not saved');
    const exported = JSON.parse(await readFile(saved.path, 'utf8')) as AuditEntry[];
    expect(exported.find((e) => e.id === result?.id && e.phase === 'result')?.changes).toEqual(result?.changes);
    await expect(value('audit.verify', undefined)).resolves.toMatchObject({ intact: true, breaks: [] });
  });

  it('checks intact with the truncation guard on', async () => {
    const verdict = await value('audit.verify', undefined);
    expect(verdict).toMatchObject({ intact: true, unchained: 0, guard: 'on', breaks: [] });
    expect(verdict.entries).toBeGreaterThanOrEqual(4);
  });
});
