import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Every file runs beside the others (the team sandbox's aside), the OS keychain's too: those
 * once ran one at a time after the rest, as the Secret Service answered "no result found" with
 * two at once, until the cause was found (gnome-keyring crashing under a D-Bus connection per
 * call, src-main/keychain.ts).
 */
const ALL_CORES = { maxWorkers: availableParallelism(), sequence: { groupOrder: 0 } };
const ONE_AT_A_TIME = { maxWorkers: 1, sequence: { groupOrder: 1 } };
/**
 * The files that start sandboxes and desks share their worker's modules rather than loading
 * zod's schemas, Fastify, PGlite and the desk again for each file: the integration files ran in
 * 209 s instead of 335 s alone on the 2-core machine (their imports 8.8 s instead of 64 s), and
 * passed in three orders (two shuffled). They mock no module; what a file changes (the clock,
 * `process.env`) it puts back in a `finally` or an `afterEach`.
 */
const SHARED_MODULES = { isolate: false };
const SANDBOX_SETUP = ['test/support/sandbox-bundle.ts', 'test/support/prepared-database.ts', 'test/support/postgres-setup.ts'];

export default defineConfig({
  test: {
    // Vitest's own report, then each project's wall time.
    reporters: ['default', './test/support/project-times.ts'],
    projects: [
      {
        // The renderer's `@contract` and `@wire/*`, from tsconfig.base.json's paths.
        resolve: { tsconfigPaths: true },
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          environment: 'node',
          ...ALL_CORES,
        },
      },
      {
        // One screen's behaviour in a DOM of its own, with a fake `window.desk` (test/component/desk.tsx).
        resolve: { tsconfigPaths: true },
        plugins: [react()],
        test: {
          name: 'component',
          include: ['test/component/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['test/component/setup.ts'],
          ...ALL_CORES,
          // A KYC form renders every country of its pickers at each change: seconds on a busy machine.
          testTimeout: 30_000,
        },
      },
      {
        resolve: { tsconfigPaths: true },
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          environment: 'node',
          // The sandbox's process and CLI built once for the run; the prepared databases new
          // sandbox databases start from (made if missing or stale); PostgreSQL's throwaway
          // cluster when SANDBOX_DATABASE=postgres.
          globalSetup: SANDBOX_SETUP,
          // Each file starts its own sandbox (PGlite takes a few seconds to boot), some a desk
          // with its keychain beside it.
          testTimeout: 30_000,
          hookTimeout: 120_000,
          ...ALL_CORES,
          ...SHARED_MODULES,
        },
      },
      {
        test: {
          name: 'property',
          include: ['test/property/**/*.test.ts'],
          environment: 'node',
          // The migrated empty database its sandboxes start from.
          globalSetup: ['test/support/prepared-database.ts'],
          // Each suite sets its own timeout from its budget (test/property/budget.ts).
          hookTimeout: 120_000,
          ...ALL_CORES,
          ...SHARED_MODULES,
        },
      },
      // Several sandbox processes on one PostgreSQL database: `npm run test:full` (TEST_TEAM=1) only.
      ...(process.env.TEST_TEAM
        ? [
            {
              test: {
                name: 'team',
                include: ['test/team/**/*.test.ts'],
                environment: 'node',
                // The sandbox's CLI, built once for the run.
                globalSetup: ['test/support/sandbox-bundle.ts'],
                hookTimeout: 300_000,
                ...ONE_AT_A_TIME,
              },
            },
          ]
        : []),
    ],
  },
});
