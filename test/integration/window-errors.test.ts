// The window's errors reach the app log through IPC, as the renderer reports them: one line
// for the message (no forged lines), the stack below, and a cap a minute.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Desk, startDesk } from '../../src-main/desk';
import { WINDOW_ERRORS_PER_MINUTE } from '../../src-main/ipc/handlers/shell';
import { ipcOf } from '../support/ipc';
import { memoryKeychain } from '../support/keychain';
import { sandboxProcess } from '../support/sandbox-process';
import { testShell } from '../support/shell';

let dir: string;
let desk: Desk;
const keychain = memoryKeychain();

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'od-window-errors-'));
  desk = await startDesk({ userDataDir: dir, keychain, shell: testShell(), sandboxSeed: 'none', sandboxProcess });
});
afterAll(async () => {
  await desk.close();
  await rm(dir, { recursive: true, force: true });
});

const { value, refusal } = ipcOf(() => desk);
const logLines = async () => (await readFile(join(dir, 'desk.log'), 'utf8')).split('\n');

it('logs a window error on one line with its stack below, a forged line break and control characters taken out', async () => {
  const thrown = new TypeError('cannot read "code"\n2026-11-23T00:00:00.000Z info forged\u001b[2J');
  const report = { source: 'render' as const, message: `${thrown.name}: ${thrown.message}`, stack: thrown.stack };
  await expect(value('shell.reportError', report)).resolves.toEqual({ logged: true });

  const lines = await logLines();
  const at = lines.findIndex((l) => l.includes(' error window render: TypeError: cannot read "code"'));
  expect(at).toBeGreaterThanOrEqual(0);
  expect(lines[at]).toMatch(/cannot read "code" 2026-11-23T00:00:00\.000Z info forged\[2J$/);
  expect(lines.filter((l) => l.includes('info forged')).every((l) => !l.startsWith('2026-11-23T00:00:00.000Z'))).toBe(true);
  expect(lines.slice(at + 1).find((l) => l.includes("window-errors.test.ts"))).toMatch(/^ {6}at .*window-errors\.test\.ts/);
  expect(lines.join('\n')).not.toContain('\u001b');
});

it('refuses a report that is not one (unknown source, too long a message)', async () => {
  await expect(refusal('shell.reportError', { source: 'console' as 'error', message: 'x' })).resolves.toMatchObject({ kind: 'validation' });
  await expect(refusal('shell.reportError', { source: 'error', message: 'x'.repeat(2001) })).resolves.toMatchObject({ kind: 'validation' });
});

it(`logs ${WINDOW_ERRORS_PER_MINUTE} a minute, then says once that the rest are not`, async () => {
  const before = (await logLines()).filter((l) => l.includes(' error window error: loop ')).length;
  const answers = [];
  for (let n = 0; n < WINDOW_ERRORS_PER_MINUTE + 5; n += 1) answers.push((await value('shell.reportError', { source: 'error', message: `loop ${n}` })).logged);
  const lines = await logLines();
  // One report was logged by the first case in this minute.
  const room = WINDOW_ERRORS_PER_MINUTE - 1;
  expect(answers.filter(Boolean)).toHaveLength(room);
  expect(answers.slice(room).every((logged) => !logged)).toBe(true);
  expect(lines.filter((l) => l.includes(' error window error: loop ')).length - before).toBe(room);
  expect(lines.filter((l) => l.includes('errors this minute; the rest of the minute is not logged'))).toHaveLength(1);
});
