import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

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
          globalSetup: ['test/support/sandbox-bundle.ts', 'test/support/prepared-database.ts', 'test/support/postgres-setup.ts'],
          // Each file starts its own sandbox (PGlite takes a few seconds to boot).
          testTimeout: 30_000,
          hookTimeout: 60_000,
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
              },
            },
          ]
        : []),
    ],
  },
});
