import { defineConfig } from '@playwright/test';
import { launchOptions } from '../../scripts/browser.mjs';

/**
 * The tests' pages live seconds: V8's optimizing compilers (Maglev, TurboFan) spent the
 * renderer's CPU on code that never ran long enough to pay it back. Without them (Sparkplug, its
 * baseline compiler, still on) the payments spec took 61-64 s of CPU instead of 74.5 s on the
 * 2-core machine. The benches keep V8's defaults, as Electron has them.
 */
const browser = launchOptions();
const TEST_BROWSER = { ...browser, args: [...browser.args, '--js-flags=--max-opt=1'] };

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // Two spec files at a time, each with its own desk, sandbox and Chromium page: a flow waits on
  // the page and the sandbox most of the time (~75% of a core idle with one), so two fill the
  // two cores CI has. A file's tests still run in order on one desk (`fullyParallel: false`).
  workers: 2,
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
    // CHROMIUM_PATH, a system Chromium or Chrome, or Playwright's own (scripts/browser.mjs).
    launchOptions: TEST_BROWSER,
    // No trace by default: recording one for every test (a screencast frame per paint, a DOM
    // snapshot per action) took a third of the suite's CPU on the 2-core machine (the payments
    // spec alone: 104 s of CPU with it, 68 s without), and a CI run shows only the log. For a
    // failing test's trace: TEST_E2E_ARGS='["--trace","retain-on-failure"]' (docs/testing.md).
    trace: 'off',
  },
});
