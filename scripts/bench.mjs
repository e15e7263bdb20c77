// `npm run bench`: the benchmarks (bench/run.ts; names as arguments pick some) with a keychain
// of the run's own, as `npm test` has (run-keychain.mjs): the far host through a stored
// connection and the start on a host's connection keep a key and secret in it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inSessionBus, ownKeychain, probeKeychain, run } from './run-keychain.mjs';

const args = process.argv.slice(2);
inSessionBus(fileURLToPath(import.meta.url), args);
const dir = mkdtempSync(join(tmpdir(), 'od-bench-'));
let code;
try {
  const cleanUp = ownKeychain(dir);
  try {
    code = await probeKeychain('The benchmarks');
    if (code === 0) code = run(process.execPath, ['--import', 'tsx', '--expose-gc', join('bench', 'run.ts'), ...args]);
  } finally {
    cleanUp();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
process.exit(code);
