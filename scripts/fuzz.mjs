// `npm run fuzz`: the property suites (test/property) with a long budget and a new seed:
// FUZZ_BUDGET_MS per suite (default 5 minutes), FUZZ_SEED (default: drawn now and printed),
// FUZZ_PATH with the seed replays one failure. Extra arguments go to vitest.
import { spawnSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const env = { ...process.env };
env.FUZZ_BUDGET_MS ??= String(5 * 60_000);
env.FUZZ_SEED ??= String(randomInt(2 ** 31));
console.log(`fuzz: seed ${env.FUZZ_SEED}, ${env.FUZZ_BUDGET_MS} ms per suite (FUZZ_SEED=${env.FUZZ_SEED} repeats it)`);
const vitest = join(dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');
const { status } = spawnSync(process.execPath, [vitest, 'run', '--project', 'property', ...process.argv.slice(2)], { env, stdio: 'inherit' });
process.exit(status ?? 1);
