import { defineConfig } from '@playwright/test';
import { browserPath } from '../../scripts/browser.mjs';

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // One sandbox, one Chromium at a time: two cores.
  workers: 1,
  fullyParallel: false,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: 0,
  reporter: [['list']],
  outputDir: '../../test-results/e2e',
  use: {
    viewport: { width: 1360, height: 860 },
    locale: 'en-US',
    timezoneId: 'Europe/Berlin',
    // Dialogs appear in place (the desk honours the system's setting): a click never lands on a
    // dialog still sliding in, as one on CI once missed a select mid-slide and waited out the test.
    reducedMotion: 'reduce',
    launchOptions: {
      // CHROMIUM_PATH, a system Chromium or Chrome, or Playwright's own (scripts/browser.mjs).
      executablePath: browserPath(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
    trace: 'retain-on-failure',
  },
});
