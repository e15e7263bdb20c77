// `npm run fuzz`: the randomised suites with a long budget and a new seed: the property suites
// (test/property) and the fault suites of payment and statement entry. FUZZ_BUDGET_MS per
// suite (default 5 minutes), FUZZ_SEED (default: drawn now and printed). A failure prints
// what replays it: FUZZ_PATH (a property) or FUZZ_RUNS (a fault suite) with the seed.
// Arguments go to vitest in place of the list of suites (`npm run fuzz -- test/property/ipc.test.ts`).
// `npm test` runs the same suites with a fixed seed and a fixed number of runs.
import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const SUITES = ['test/property/', 'test/integration/payment-entry-faults.test.ts', 'test/integration/bank-statements-faults.test.ts'];

const env = { ...process.env };
if (env.FUZZ_RUNS === undefined) env.FUZZ_BUDGET_MS ??= String(5 * 60_000);
env.FUZZ_SEED ??= String(randomInt(2 ** 31));
const length = env.FUZZ_RUNS === undefined ? `${env.FUZZ_BUDGET_MS} ms per suite` : `${env.FUZZ_RUNS} runs per suite`;
console.log(`fuzz: seed ${env.FUZZ_SEED}, ${length} (FUZZ_SEED=${env.FUZZ_SEED} npm run fuzz draws the same inputs again)`);
const args = process.argv.length > 2 ? process.argv.slice(2) : SUITES;
const vitest = join(dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');
const { status } = spawnSync(process.execPath, [vitest, 'run', '--project', 'property', '--project', 'integration', ...args], {
  env,
  stdio: 'inherit',
});
process.exit(status ?? 1);
