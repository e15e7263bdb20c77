// `npm run test:full`: the matrix `npm test` leaves out. `npm test` runs everything against the
// sandbox as it answers by default (`standard`; the order index, payment entry, custody
// withdrawal and statement record suites start a `minimal` host of their own too). This runs
// the suites a real host can break again against each other host variant (`SANDBOX_VARIANT`)
// with one end-to-end flow per staff area, the sandbox's suites on PostgreSQL
// (`SANDBOX_DATABASE`), and several sandboxes on one database (`TEST_TEAM`), each pass through
// scripts/test.mjs (its keychain, its steps). The renderer is built once, first.
// Stops at the first failing pass with its exit code; prints how long each pass took (wall
// time) and the total.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TEST = fileURLToPath(new URL('test.mjs', import.meta.url));

/**
 * The workflows against each host: payment entry and its fault suite, order index,
 * distribution export, custody, KYC. (The client's own suite talks to a fake host of its own:
 * a variant or a database changes nothing there, so it runs once, in `npm test`.)
 */
const SUITES = [
  'test/integration/payment-entry.test.ts',
  'test/integration/payment-entry-faults.test.ts',
  'test/integration/order-index.test.ts',
  'test/integration/distribution-export.test.ts',
  'test/integration/custody-withdrawal.test.ts',
  'test/integration/kyc.test.ts',
  'test/integration/kyc-ipc.test.ts',
];

/**
 * One end-to-end flow per staff area (Playwright arguments): KYC review of a demo investor, a
 * payment entered by code, a distribution list prepared, exported and checked, custody
 * balances and paged transactions. The rest of those specs runs on `standard` in `npm test`.
 */
const E2E_FLOWS = [
  'kyc.spec.ts',
  'payments.spec.ts',
  'finance.spec.ts',
  '--grep',
  'an investor with gaps|command palette and enters|preparing a project|exporting the list|custody balances',
];

/**
 * The sandbox's own API suites: what a database can change. They run on PostgreSQL a second
 * time; the workflow suites test the desk and stay on PGlite.
 */
const DATABASE_SUITES = [
  ...['projects', 'users', 'orders', 'kyc', 'kyc-attachments', 'bank-accounts', 'surveys', 'custody', 'distribution',
    'preparation', 'webhooks', 'video-identifications', 'auth', 'bad-input'].map((s) => `test/integration/${s}.test.ts`),
];

/**
 * The matrices: each names an environment variable, the values `npm test` did not run, and
 * the suites that run with each.
 */
const MATRICES = [
  { name: 'host variant', variable: 'SANDBOX_VARIANT', values: ['minimal', 'extended'], suites: SUITES, e2e: true },
  { name: 'database', variable: 'SANDBOX_DATABASE', values: ['postgres'], suites: DATABASE_SUITES },
  // Two sandbox processes on one PostgreSQL database (they start their own cluster).
  { name: 'team sandbox', variable: 'TEST_TEAM', values: ['1'], suites: ['test/team/team-sandbox.test.ts'] },
];

const passes = MATRICES.flatMap((m) =>
  m.values.map((value) => ({ label: `${m.name} ${value}`, env: { [m.variable]: value }, suites: m.suites, e2e: m.e2e === true })),
);
const times = [];

/** One step of scripts/test.mjs; its exit code. */
function step(label, env, args = []) {
  const started = Date.now();
  const result = spawnSync(process.execPath, [TEST, ...args], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  times.push(`${label}: ${Math.round((Date.now() - started) / 1000)} s`);
  return result.status ?? 1;
}

const started = Date.now();
let code = step('build', { TEST_STEPS: 'build' });
// The E2E flows `npm test` leaves out (tagged @full), on the standard sandbox.
if (code === 0) code = step('E2E @full', { TEST_STEPS: 'e2e', TEST_E2E_ARGS: JSON.stringify(['--grep', '@full']) });
for (const pass of passes) {
  if (code !== 0) break;
  console.log(`\n==== ${pass.label} (${Object.entries(pass.env).map(([k, v]) => `${k}=${v}`).join(' ')})`);
  code = step(`${pass.label} suites`, { ...pass.env, TEST_STEPS: 'vitest' }, pass.suites);
  if (code === 0 && pass.e2e) code = step(`${pass.label} E2E`, { ...pass.env, TEST_STEPS: 'e2e', TEST_E2E_ARGS: JSON.stringify(E2E_FLOWS) });
  if (code !== 0) console.error(`\n==== ${pass.label} failed (exit code ${code})`);
}
const total = Math.round((Date.now() - started) / 1000);
console.log(`\n==== test:full wall times: ${times.join(', ')}; total ${Math.floor(total / 60)} min ${total % 60} s`);
process.exit(code);
