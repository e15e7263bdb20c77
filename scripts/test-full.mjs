// `npm run test:full`: the matrix `npm test` leaves out. `npm test` runs everything against the
// sandbox as it answers by default (`standard`; the order index, payment entry and custody
// withdrawal suites start a `minimal` host of their own too). This runs the suites a real
// host can break again against each other host variant (`SANDBOX_VARIANT`), the sandbox's
// suites on PostgreSQL (`SANDBOX_DATABASE`), and several sandboxes on one database
// (`TEST_TEAM`), each pass through scripts/test.mjs (its keychain, its steps).
// Stops at the first failing pass with its exit code; prints how long each pass took.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TEST = fileURLToPath(new URL('test.mjs', import.meta.url));

/** The client and the workflows: payment entry and its fault suite, order index, distribution export, custody, KYC through the desk. */
const SUITES = [
  'test/integration/client.test.ts',
  'test/integration/payment-entry.test.ts',
  'test/integration/payment-entry-faults.test.ts',
  'test/integration/order-index.test.ts',
  'test/integration/distribution-export.test.ts',
  'test/integration/custody-withdrawal.test.ts',
  'test/integration/kyc-ipc.test.ts',
];
// Not here yet: test/integration/kyc.test.ts asserts the standard sandbox's full KYC shapes
// (its own contract); the KYC reads against the other variants are host-variants-client.test.ts's.

/**
 * The sandbox's own API suites and the client's: what a database can change. They run on
 * PostgreSQL a second time; the workflow suites test the desk and stay on PGlite.
 */
const DATABASE_SUITES = [
  'test/integration/client.test.ts',
  ...['projects', 'users', 'orders', 'kyc', 'kyc-attachments', 'bank-accounts', 'surveys', 'custody', 'distribution',
    'preparation', 'webhooks', 'video-identifications', 'auth', 'bad-input'].map((s) => `test/integration/${s}.test.ts`),
];

/**
 * The matrices: each names an environment variable, the values `npm test` did not run, and
 * the suites that run with each.
 */
const MATRICES = [
  { name: 'host variant', variable: 'SANDBOX_VARIANT', values: ['minimal', 'extended'], suites: SUITES },
  { name: 'database', variable: 'SANDBOX_DATABASE', values: ['postgres'], suites: DATABASE_SUITES },
  // Two sandbox processes on one PostgreSQL database (they start their own cluster).
  { name: 'team sandbox', variable: 'TEST_TEAM', values: ['1'], suites: ['test/team/team-sandbox.test.ts'] },
];

const passes = MATRICES.flatMap((m) =>
  m.values.map((value) => ({ label: `${m.name} ${value}`, env: { [m.variable]: value }, suites: m.suites })),
);
const times = [];
let code = 0;
for (const pass of passes) {
  console.log(`\n==== ${pass.label} (${Object.entries(pass.env).map(([k, v]) => `${k}=${v}`).join(' ')})`);
  const started = Date.now();
  const result = spawnSync(process.execPath, [TEST, ...pass.suites], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, ...pass.env, TEST_STEPS: 'vitest' },
  });
  times.push(`${pass.label}: ${Math.round((Date.now() - started) / 1000)} s`);
  code = result.status ?? 1;
  if (code !== 0) {
    console.error(`\n==== ${pass.label} failed (exit code ${code})`);
    break;
  }
}
console.log(`\n==== test:full: ${times.join(', ')}`);
process.exit(code);
