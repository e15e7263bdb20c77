// Properties of the desk's IPC router under hostile input: every channel of the contract gets
// generated inputs (shaped like its schema, or anything at all), several at once. Each call
// answers an IpcResult; a refusal is a typed error of a known kind, never `internal` (our
// bug) nor `server` (a 5xx of the built-in sandbox); the main process neither throws nor
// leaves a rejection unhandled, and still answers after each run. Each run also draws the
// answers its confirmation dialogs get, yes and no, so the paths past a "yes" are fuzzed too.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Desk, startDesk } from '../../src-main/desk';
import { CHANNELS, type Channel, type IpcResult, type ProfileInfo, contract } from '../../src-shared/contract';
import type { DeskShell } from '../../src-main/ipc/services';
import { ERROR_KINDS } from '../../src-shared/wire/error-kinds';
import { z } from 'zod';
import { memoryKeychain } from '../support/keychain';
import { inProcessSandbox } from '../support/sandbox-process';
import { budget, checkProperty } from '../support/budget';
import { BAD_IDS, GOOD_SCALARS, anyValue, shapedLike } from './inputs';
import { loadWorld } from './sandbox-requests';

const b = budget(30);

/** The answers the next confirmation dialogs get, drawn with the run's calls; "no" once they are used up. */
let answers: boolean[] = [];
const confirmed = { yes: 0, no: 0 };
/** Confirmations answered as drawn; the browser "opens" nothing; file dialogs are cancelled. */
const shell: DeskShell = {
  confirm: () => {
    const yes = answers.shift() ?? false;
    confirmed[yes ? 'yes' : 'no']++;
    return Promise.resolve(yes);
  },
  openInBrowser: () => Promise.resolve(),
  chooseSavePath: () => Promise.resolve(undefined),
  chooseOpenPath: () => Promise.resolve(undefined),
};

let dir: string;
let desk: Desk;
let ids: string[];
/** Calls that pass validation and reach a confirmation dialog, so its answer decides what happens. */
let confirming: [Channel, unknown][];
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'od-ipc-fuzz-'));
  const sandbox = inProcessSandbox();
  desk = await startDesk({ userDataDir: dir, keychain: memoryKeychain(), shell, sandboxSeed: 'demo', sandboxProcess: sandbox.start });
  await desk.sandbox();
  const running = sandbox.running();
  if (!running) throw new Error('the sandbox did not start');
  const world = await loadWorld(running.ctx.db);
  ids = [...new Set(Object.values(world.ids).flat())];
  const profiles = await desk.invoke('profiles.list', undefined);
  const builtIn = (profiles.ok ? (profiles.value as ProfileInfo[]) : []).find((p) => p.builtIn);
  if (!builtIn) throw new Error('no built-in sandbox connection');
  const production = { name: 'Fuzz production', baseUrl: 'https://production.example.com/api/v1', environment: 'production' };
  confirming = [
    ['shell.openExternal', { url: 'https://example.com/offering' }],
    ['profiles.setReadOnly', { id: builtIn.id, readOnly: true }],
    ['profiles.setReadOnly', { id: builtIn.id, readOnly: false }],
    ['profiles.create', { profile: production, credentials: { key: 'fuzz-key', secret: 'fuzz-secret' } }],
  ];
  process.on('unhandledRejection', onUnhandled);
}, 120_000);
afterAll(async () => {
  process.off('unhandledRejection', onUnhandled);
  await desk?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

const KINDS: readonly string[] = ERROR_KINDS;

/** Field name -> messages, each a code with its arguments or a host's text. */
const FieldMessages = z.record(
  z.string(),
  z.array(z.union([z.object({ code: z.string(), args: z.record(z.string(), z.union([z.string(), z.number()])).optional() }), z.object({ text: z.string() })])),
);

/** A call to one channel: an input shaped like its schema, or anything at all. */
function callTo(channel: Channel): fc.Arbitrary<[Channel, unknown]> {
  const leaves = fc.oneof({ weight: 3, arbitrary: anyValue }, { weight: 2, arbitrary: fc.constantFrom(...ids, ...BAD_IDS) });
  const input = fc.oneof(
    { weight: 4, arbitrary: shapedLike(contract[channel].input, leaves, fc.constantFrom(...ids, ...GOOD_SCALARS.filter((v): v is string => typeof v === 'string'))) },
    { weight: 1, arbitrary: anyValue },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
  return input.map((value): [Channel, unknown] => [channel, value]);
}

function checkResult(channel: Channel, input: unknown, result: IpcResult<unknown>): void {
  const where = `${channel} ${fc.stringify(input).slice(0, 300)} answered ${JSON.stringify(result).slice(0, 300)}`;
  if (result.ok) return;
  const { kind, message, fields } = result.error;
  if (kind === 'internal' || kind === 'server') throw new Error(`refused as ${kind}: ${where}`);
  if (!KINDS.includes(kind)) throw new Error(`an unknown error kind: ${where}`);
  if (typeof message !== 'string' || message === '') throw new Error(`a refusal without words: ${where}`);
  if (fields !== undefined && !FieldMessages.safeParse(fields).success) throw new Error(`fields not field -> messages: ${where}`);
}

async function run(calls: [Channel, unknown][], yesOrNo: boolean[] = []): Promise<void> {
  answers = [...yesOrNo];
  const results = await Promise.all(calls.map(([channel, input]) => desk.invoke(channel, input)));
  calls.forEach(([channel, input], i) => checkResult(channel, input, results[i] as IpcResult<unknown>));
  await new Promise((resolve) => setImmediate(resolve));
  if (unhandled.length > 0) throw new Error(`unhandled rejection: ${String(unhandled.splice(0)[0])}`);
  const alive = await desk.invoke('profiles.list', undefined);
  if (!alive.ok) throw new Error(`the desk no longer answers: ${JSON.stringify(alive.error)}`);
}

describe(`IPC router under hostile input (${b.label})`, () => {
  it('refuses unknown channels as a typed error', async () => {
    for (const channel of [undefined, null, 42, '__proto__', 'constructor', 'profiles', 'profiles.list.x', 'x'.repeat(10_000)]) {
      const result = await desk.invoke(channel, undefined);
      expect(result).toMatchObject({ ok: false, error: { kind: 'bad_request' } });
    }
  });

  // Found by the property below: a lone surrogate in an id made the client's path encoding throw.
  it('refuses an id that is not well-formed text (a lone surrogate) as a field message', async () => {
    const result = await desk.invoke('kyc.videoIdentifications.start', { userId: '\ud800', identityId: '١٠٠.٠٠' });
    expect(result).toMatchObject({ ok: false, error: { kind: 'validation', fields: { userId: [{ code: 'id' }], identityId: [{ code: 'id' }] } } });
  });

  // Found by the property below: two at once wrote the same temp file, the second failed.
  it('answers two preferences.set at once', async () => {
    const results = await Promise.all([desk.invoke('preferences.set', {}), desk.invoke('preferences.set', {})]);
    expect(results).toMatchObject([{ ok: true }, { ok: true }]);
  });

  it('answers a few bad inputs on every channel, one channel after another', { timeout: b.timeoutMs }, async () => {
    for (const channel of CHANNELS) await run(fc.sample(callTo(channel), { seed: b.seed, numRuns: 3 }));
  });

  it('holds its properties for random calls, several at once', { timeout: b.timeoutMs }, async () => {
    const call = fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...CHANNELS).chain(callTo) }, { weight: 1, arbitrary: fc.constantFrom(...confirming) });
    const calls = fc.array(call, { minLength: 1, maxLength: 6 });
    const before = { ...confirmed };
    await checkProperty(fc.asyncProperty(calls, fc.array(fc.boolean(), { maxLength: 6 }), run), b);
    // Both answers were given: what a "yes" leads to was fuzzed, not only the refusals.
    expect(Math.min(confirmed.yes - before.yes, confirmed.no - before.no)).toBeGreaterThan(0);
  });
});
