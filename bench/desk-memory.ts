// `tsx --expose-gc bench/desk-memory.ts bare|desk|in-process DIR`: one process's resident
// memory after a settle and a GC, printed as JSON. `bare` runs nothing of the desk; `desk` the
// desk with a production profile active (its sandbox stays stopped); `in-process` the desk plus
// the sandbox opened inside the same process, as the desk ran it before it had a process of its own.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startDesk } from '../src-main/desk';
import { startSandbox } from '../src-main/sandbox/server';
import { sandboxProcess } from '../test/support/sandbox-process';

const [mode, dir] = process.argv.slice(2);
if (!dir || !['bare', 'desk', 'in-process'].includes(mode ?? '')) {
  console.error('usage: tsx --expose-gc bench/desk-memory.ts bare|desk|in-process DIR');
  process.exit(2);
}

const close: Array<() => Promise<unknown>> = [];
if (mode !== 'bare') {
  // A production profile is the active one: nothing asks for the sandbox.
  const id = '00000000-0000-4000-8000-000000000001';
  const profile = { id, name: 'Production', baseUrl: 'https://api.example.com/api/v1', environment: 'production', signaturePrefix: 'service', signatureKeys: 'raw' };
  await writeFile(join(dir, 'profiles.json'), JSON.stringify({ version: 1, activeProfileId: id, profiles: [profile] }));
  const shell = { confirm: async () => false, openInBrowser: async () => undefined, chooseSavePath: async () => undefined, chooseOpenPath: async () => undefined };
  const desk = await startDesk({ userDataDir: dir, keychain: { get: async () => null, set: async () => undefined, delete: async () => false }, shell, sandboxProcess, log: { info() {}, warn() {}, error() {} } });
  close.push(() => desk.close());
  if (mode === 'in-process') {
    const sandbox = await startSandbox({ dataDir: join(dir, 'in-process-sandbox') });
    close.push(() => sandbox.close());
  }
}
await sleep(1000);
globalThis.gc?.();
await sleep(200);
console.log(JSON.stringify({ rss: process.memoryUsage().rss }));
for (const done of close.reverse()) await done();
