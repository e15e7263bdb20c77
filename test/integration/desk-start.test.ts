// The built-in sandbox at the desk's start (heavy work beside the window's first frame: a new
// database laid out, PGlite compiled, an existing database opened) waits for the window's
// first call, new database or existing.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Desk, startDesk } from '../../src-main/desk';
import type { SandboxStarter } from '../../src-main/sandbox/supervisor';
import { ipcOf } from '../support/ipc';
import { memoryKeychain } from '../support/keychain';
import { sandboxProcess } from '../support/sandbox-process';
import { testShell } from '../support/shell';

let dir: string;
const keychain = memoryKeychain();
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'od-desk-start-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/**
 * A desk on the suite's folder whose sandbox processes are counted as they start, each with
 * the number of calls the desk had been asked by then.
 */
async function openDesk(): Promise<{ desk: Desk; started: () => number; callsAtStart: number[] }> {
  const callsAtStart: number[] = [];
  let calls = 0;
  const counted: SandboxStarter = () => (callsAtStart.push(calls), sandboxProcess());
  const desk = await startDesk({ userDataDir: dir, keychain, shell: testShell(), sandboxSeed: 'none', sandboxProcess: counted });
  const invoke = desk.invoke.bind(desk);
  desk.invoke = (channel, input) => ((calls += 1), invoke(channel, input));
  return { desk, started: () => callsAtStart.length, callsAtStart };
}

describe('the built-in sandbox at the start', { timeout: 120_000 }, () => {
  // In this order: the first start lays the suite's database out, the second finds it there.
  it.each(['a new database', 'an existing database'])("with %s: starts with the window's first call, whose answer says it is opening", async (database) => {
    expect(existsSync(join(dir, 'sandbox', 'PG_VERSION'))).toBe(database === 'an existing database');
    const { desk, started, callsAtStart } = await openDesk();
    try {
      expect(started()).toBe(0);
      const { value } = ipcOf(() => desk);
      await expect(value('profiles.active', undefined)).resolves.toMatchObject({ builtIn: true, opening: true });
      // Started once, by that call: the desk's own start had left it alone until then.
      expect(callsAtStart).toEqual([1]);
      await desk.sandbox();
      await expect(value('profiles.active', undefined)).resolves.toMatchObject({ opening: false });
      expect(started()).toBe(1);
    } finally {
      await desk.close();
    }
  });
});
