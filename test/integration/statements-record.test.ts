// Bank statements on a host whose payments carry only id and amount (`minimal`): the host
// cannot say which bank line a payment came from, so the desk's own record of the lines it
// entered decides "done". Through the real router of a real desk: import the sample
// statement, enter its proposed lines, import it again (also after a restart) and nothing
// is proposed twice.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Desk, startDesk } from '../../src-main/desk';
import { ipcOf } from '../support/ipc';
import { memoryKeychain } from '../support/keychain';
import { inProcessSandbox } from '../support/sandbox-process';
import { testShell } from '../support/shell';

const STATEMENT = join(import.meta.dirname, '../fixtures/statements/demo.camt053.xml');
const shell = testShell({ confirmAnswer: false });
// One keychain for both runs of the desk: the record is sealed with its key.
const keychain = memoryKeychain();
const host = inProcessSandbox({ variant: 'minimal' });

let dir: string;
let desk: Desk;
const open = async () => {
  desk = await startDesk({ userDataDir: dir, keychain, shell, sandboxSeed: 'demo', sandboxProcess: host.start });
  await desk.sandbox();
};
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'od-statements-record-'));
  await open();
});
afterAll(async () => {
  await desk.close();
  await rm(dir, { recursive: true, force: true });
});

const { value } = ipcOf(() => desk);

async function importStatement() {
  shell.openPath = STATEMENT;
  const imported = await value('statements.import', {});
  if (!imported.opened || imported.csv) throw new Error('no statement was read');
  return imported;
}

it('enters the proposed lines once, and shows them done on the next import and after a restart', async () => {
  const first = await importStatement();
  // The host does not send payments' references: the screen says another desk's entries cannot be seen.
  expect(first.referencesOnHost).toBe(false);
  // Three lines name their order's code; the one without a code is not suggested by the payer's
  // name, since this host does not say an order's investor.
  const proposed = first.proposals.flatMap((p, index) => (p.status === 'matched' || p.status === 'suggested' ? [index] : []));
  expect(proposed).toEqual([0, 1, 3]);
  expect(first.proposals[2]).toMatchObject({ status: 'unmatched' });
  const entered = await value('statements.enter', { importId: first.importId, accept: proposed.map((index) => ({ index, draftId: randomUUID() })) });
  expect(entered.map((e) => e.outcome)).toEqual(['done', 'done', 'done']);
  /** What an import proposes: the entered lines done, every other line as the first import had it. */
  const expected = first.proposals.map((p, index) => (proposed.includes(index) ? 'done' : p.status));

  // The host's payments carry no reference: only the desk's record knows these lines.
  const again = await importStatement();
  expect(again.proposals.map((p) => p.status)).toEqual(expected);

  // Restarted on the same user data folder: the record is read back from disk.
  await desk.close();
  await open();
  const afterRestart = await importStatement();
  expect(afterRestart.referencesOnHost).toBe(false);
  expect(afterRestart.proposals.map((p) => p.status)).toEqual(expected);
});
