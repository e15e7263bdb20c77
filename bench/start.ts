// The desk's start through the E2E harness in headless Chromium, as the Electron shell runs
// it (start.ts: the window, then the desk) with the built sandbox process (out/main/sandbox.js
// and its prepared database, as users get them): start → first paint (the frame's navigation
// shown: the frame the main process draws into the page, src-main/frame-shell.ts, or React's)
// and start → first screen usable (the sandbox open, "Opening the sandbox…" gone), with a new
// data folder and with one a previous run left, five runs each; and a start on a
// host's connection (a sandbox process of the bench's own, on loopback, its key in the
// keychain), where the built-in sandbox is not started: usable against first paint.
// `npm run build` first. The clock starts once the window's page is set up (the harness's
// Playwright binding and init script; Electron has its preload in the window, no such step).
// Both moments are taken in the page, at the frame that first shows them: Playwright's own
// waits poll at growing intervals (up to 0.5 s) and would add their pause to the figure.
// Baselines of the same run: a blank page with one small script in the same Chromium (its first
// paint, a run beside each of the desk's) and the sandbox's process alone until it answers; for
// the sandbox's own start, PGlite alone opening the same folder (runs alternated with it).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { type Browser, type Page, chromium } from '@playwright/test';
import { launchOptions } from '../scripts/browser.mjs';
import { PREPARED_DATABASE_FILE, type SandboxStarter, SandboxSupervisor, forkSandbox, sandboxFolders } from '../src-main/sandbox/supervisor';
import type { Keychain } from '../src-main/keychain';
import { type Harness, RENDERER_DIR, startHarness } from '../test/e2e/harness';
import { testKeychain } from '../test/support/keychain';
import { type SandboxProcess, startSandboxProcess } from '../test/support/sandbox-process';
import { serveBlankPage } from './blank-page';
import { pgliteAlone } from './pglite-alone';
import { fmt, median, report } from './measure';

/** START_RUNS sets the runs per case. */
const RUNS = Number(process.env.START_RUNS ?? 5);
/** The sandbox's process alone on new data and on existing data, and PGlite alone, alternated. */
const SANDBOX_RUNS = 3;
const BUILT = join(import.meta.dirname, '../out/main');
const builtSandbox = forkSandbox(join(BUILT, 'sandbox.js'), { prepared: join(BUILT, PREPARED_DATABASE_FILE) });

/** Where a start's time to first paint goes, ms after start: the page's own clock placed on ours. */
interface PaintSplit {
  /** The window asks for its page. */
  navigation: number;
  /** The page's script fetched, compiled and run (DOMContentLoaded). */
  scripted: number;
  /** The first paint with content. */
  contentful: number;
}

/** Page clock: the frames that first showed the frame's navigation, and the first screen usable. */
interface Shown {
  paint?: number;
  usable?: number;
}

/**
 * In the page before its script: after every change to the page, the time just after the next
 * frame (a task queued in its animation callback runs once it is drawn) is kept when it shows
 * the navigation (first time) or the usable state (the switcher shown, "Opening the sandbox…"
 * gone; the last time it comes, as it may flicker while the desk starts). Once both are kept,
 * it tells the bench (`__shown_both`).
 */
function watchFrames(): void {
  const shown: Shown = {};
  (globalThis as { __shown?: Shown }).__shown = shown;
  let wasUsable = false;
  new MutationObserver(() => {
    const nav = document.querySelector('nav') !== null;
    const usable = document.querySelector('[data-testid="profile-switcher"]') !== null && document.querySelector('[data-testid="sandbox-opening"]') === null;
    const afterFrame = (keep: (at: number) => void) => requestAnimationFrame(() => setTimeout(() => keep(performance.now())));
    const tell = () => shown.paint !== undefined && shown.usable !== undefined && (globalThis as { __shown_both?: () => void }).__shown_both?.();
    if (nav && shown.paint === undefined) afterFrame((at) => ((shown.paint ??= at), tell()));
    if (usable && !wasUsable) afterFrame((at) => ((shown.usable = at), tell()));
    wasUsable = usable;
  }).observe(document, { childList: true, subtree: true });
}

async function pageTimes(page: Page, start: number): Promise<{ paint: number; usable: number; split: PaintSplit }> {
  // Both moments are kept: the page told the bench (`__shown_both`) before this is asked.
  const t = await page.evaluate(() => {
    const entries = performance.getEntries();
    const nav = entries.find((e) => String(e.entryType) === 'navigation') as unknown as { domContentLoadedEventEnd: number };
    const fcp = entries.find((e) => e.name === 'first-contentful-paint');
    const shown = (globalThis as { __shown?: Shown }).__shown ?? {};
    return { origin: performance.timeOrigin, scripted: nav.domContentLoadedEventEnd, contentful: fcp?.startTime ?? Number.NaN, ...shown };
  });
  // Both clocks are epoch-based: the page's origin, on this process's performance clock.
  const navigation = t.origin - performance.timeOrigin - start;
  return {
    paint: navigation + (t.paint ?? Number.NaN),
    usable: navigation + (t.usable ?? Number.NaN),
    split: { navigation, scripted: navigation + t.scripted, contentful: navigation + t.contentful },
  };
}

/** The built sandbox's process, noting when the desk starts it and when it says it is ready (this process's clock). */
function notingReady(onStart: (at: number) => void, onReady: (at: number) => void): SandboxStarter {
  return () => {
    onStart(performance.now());
    const child = builtSandbox();
    child.onMessage((message) => message.type === 'started' && onReady(performance.now()));
    return child;
  };
}

/** How a run starts: its data folder's copy (none: new data), and for a host's connection the keychain holding its key. */
interface StartCase {
  existing?: string;
  /** The desk starts on a host's connection (its folder's active profile): the built-in sandbox is not started. */
  host?: { keychain: Keychain };
}

async function once(browser: Browser, userDataDir: string, { existing, host }: StartCase): Promise<{ paint: number; usable: number; forked: number; ready: number; split: PaintSplit }> {
  const context = await browser.newContext();
  // As in orders-table.ts: tsx's keepNames makes functions sent to the page call `__name`.
  await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
  await context.addInitScript(watchFrames);
  // The page tells when it has shown both, rather than Playwright's waits checking it over and over
  // (measured: 15–50 ms of the window's CPU a second, spent beside the start it measures).
  let told = false;
  let wake = () => {};
  await context.exposeFunction('__shown_both', () => ((told = true), wake()));
  const bothShown = () =>
    told
      ? Promise.resolve()
      : new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error('the window showed no usable first screen within 2 minutes')), 120_000);
          wake = () => (clearTimeout(timer), resolve());
        });
  const page = await context.newPage();
  let start = 0;
  let forked = Number.NaN;
  let ready = Number.NaN;
  const starting = startHarness({
    window: page,
    userDataDir,
    keychain: host?.keychain,
    sandboxProcess: notingReady((at) => (forked = at - start), (at) => (ready = at - start)),
    // The clock starts once the data folder is there (a copy is no part of a start).
    prepare: async (dir) => {
      if (existing) await cp(existing, dir, { recursive: true });
      start = performance.now();
    },
  });
  let harness: Harness | undefined;
  try {
    harness = await starting;
    await bothShown();
    if (!host) {
      await harness.desk.sandbox();
      await page.getByTestId('profile-switcher').waitFor();
      await page.getByText('Opening the sandbox…').waitFor({ state: 'hidden', timeout: 120_000 });
    }
    return { ...(await pageTimes(page, start)), forked, ready };
  } finally {
    await context.close();
    await (harness ?? (await starting)).close();
  }
}

/**
 * A user data folder whose active connection is a host's (a sandbox process of its own, on
 * loopback, standing for a real host): its profile made through the desk, its key and secret
 * in `keychain`. The desk's first call lays out the built-in sandbox's database too, as on a
 * first start; the host's runs never start it.
 */
async function hostFolder(userDataDir: string, keychain: Keychain, host: SandboxProcess): Promise<void> {
  const harness = await startHarness({ userDataDir, keychain });
  try {
    const { base_url: baseUrl, key, secret } = host.lines;
    const created = await harness.desk.invoke('profiles.create', { profile: { name: 'Host', baseUrl, environment: 'staging' }, credentials: { key, secret } });
    if (!created.ok) throw new Error(`the host's profile was not created: ${created.error.message}`);
    const activated = await harness.desk.invoke('profiles.activate', { id: (created.value as { id: string }).id });
    if (!activated.ok) throw new Error(`the host's profile was not made active: ${activated.error.message}`);
  } finally {
    await harness.close();
  }
}

/** The blank page opened in a fresh context of the same browser: ms from asking for it to the frame that shows its line. */
async function blankPaint(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext();
  await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
  await context.addInitScript(watchFrames);
  const page = await context.newPage();
  try {
    const start = performance.now();
    await page.goto(url);
    // The page keeps the frame's time itself: how soon this wait sees it adds nothing to the figure.
    await page.waitForFunction(() => (globalThis as { __shown?: Shown }).__shown?.paint !== undefined);
    const t = await page.evaluate(() => ({ origin: performance.timeOrigin, paint: (globalThis as { __shown?: Shown }).__shown?.paint ?? Number.NaN }));
    return t.origin - performance.timeOrigin - start + t.paint;
  } finally {
    await context.close();
  }
}

/**
 * The last run's files written out before the next run starts, so that no run shares the disk
 * with the one before (the system writes a folder out some 30 s after it was made). Where there
 * is a `sync` command.
 */
function settleDisk(): void {
  if (process.platform !== 'win32') spawnSync('sync');
}

/** The sandbox's process started on that user data folder until it answers, ms. */
async function openSandbox(start: SandboxStarter, userDataDir: string): Promise<number> {
  const supervisor = new SandboxSupervisor({ start, ...sandboxFolders(userDataDir), onCrash: () => undefined });
  const began = performance.now();
  await supervisor.get();
  const took = performance.now() - began;
  await supervisor.close();
  return took;
}

export async function startBench(): Promise<void> {
  if (!existsSync(join(RENDERER_DIR, 'index.html')) || !existsSync(join(BUILT, 'sandbox.js'))) {
    console.log('\n## Start: skipped, the app is not built (npm run build)');
    return;
  }
  // The sandbox's folders as a first start leaves them (demo data, its modules' compiled code),
  // copied in for the "existing" runs; the sandbox's process alone, new data with and without
  // the prepared database, and existing data. Every run's user data folder is in here too, all
  // removed at the end: ext4 passes over inodes freed seconds before when it makes a file, so a
  // new database laid out just after the last run's ~550 files were removed took ~1.1 s of
  // system time instead of ~0.2 s (measured), which no user's first start pays.
  const benchDir = await mkdtemp(join(tmpdir(), 'od-bench-start-'));
  // The first new-data run lays out the folder the existing-data runs open; each later one a folder of its own.
  const newRuns = [await openSandbox(builtSandbox, join(benchDir, 'desk'))];
  const migrated = await openSandbox(forkSandbox(join(BUILT, 'sandbox.js')), join(benchDir, 'migrated'));
  const sandboxRuns: number[] = [];
  const pgliteRuns: number[] = [];
  for (let i = 0; i < SANDBOX_RUNS; i++) {
    sandboxRuns.push(await openSandbox(builtSandbox, join(benchDir, 'desk')));
    pgliteRuns.push(await pgliteAlone(sandboxFolders(join(benchDir, 'desk')).dataDir));
    if (newRuns.length < SANDBOX_RUNS) newRuns.push(await openSandbox(builtSandbox, join(benchDir, `new-${i}`)));
  }
  const opened = median(newRuns);
  const reopened = median(sandboxRuns);
  const host = await startSandboxProcess(['--memory', '--port', '0', '--seed', 'demo']);
  const keychain = testKeychain('start bench');
  const hostDesk = join(benchDir, 'host-desk');
  await hostFolder(hostDesk, keychain, host);
  settleDisk();
  const browser = await chromium.launch(launchOptions());
  const blank = await serveBlankPage();
  try {
    const rows: Array<[string, string]> = [
      [`sandbox process alone, new data from the prepared database, median of ${newRuns.length}, ms`, fmt(opened)],
      ['  each, ms', newRuns.map((v) => fmt(v)).join(' / ')],
      ['sandbox process alone, new data by migrations and seed, ms', fmt(migrated)],
      [`sandbox process alone, existing data, median of ${SANDBOX_RUNS}, ms`, fmt(reopened)],
      [`baseline: PGlite alone opening the same folder and running one query, median of ${SANDBOX_RUNS}, ms`, fmt(median(pgliteRuns))],
      ['sandbox process alone, existing data / PGlite alone (target <= 2)', fmt(reopened / median(pgliteRuns), 2)],
      ['sandbox process alone, new data from the prepared database / existing data (target <= 1.5)', fmt(opened / reopened, 2)],
    ];
    const blanks: number[] = [];
    for (const [label, start, alone] of [
      ['new data', {}, opened],
      ['existing data', { existing: join(benchDir, 'desk') }, reopened],
      ["a host's connection", { existing: hostDesk, host: { keychain } }, undefined],
    ] as const) {
      const runs: Array<{ paint: number; usable: number; forked: number; ready: number; split: PaintSplit }> = [];
      const blankRuns: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        runs.push(await once(browser, await mkdtemp(join(benchDir, 'run-')), start));
        settleDisk();
        blankRuns.push(await blankPaint(browser, blank.url));
      }
      blanks.push(...blankRuns);
      const paints = runs.map((r) => r.paint);
      const usable = runs.map((r) => r.usable);
      rows.push(
        [`${label}: start -> first paint, median, ms`, fmt(median(paints))],
        [`${label}:   each, ms`, paints.map((v) => fmt(v)).join(' / ')],
        [
          `${label}:   the page asked / its script run / first contentful paint, median, ms`,
          // A run whose page kept no paint entry has no contentful time: the median is of the runs that have one.
          (['navigation', 'scripted', 'contentful'] as const).map((key) => fmt(median(runs.map((r) => r.split[key]).filter(Number.isFinite)))).join(' / '),
        ],
        [
          `${label}: first paint / a blank page's (runs beside these), start -> paint and page asked -> paint (target <= 2)`,
          `${fmt(median(paints) / median(blankRuns), 2)} / ${fmt(median(runs.map((r) => r.paint - r.split.navigation)) / median(blankRuns), 2)}`,
        ],
        [`${label}: start -> first screen usable, median, ms`, fmt(median(usable))],
        [`${label}:   each, ms`, usable.map((v) => fmt(v)).join(' / ')],
      );
      rows.push(
        ...((alone === undefined
          ? [[`${label}: first screen usable / first paint, the built-in sandbox not started (target <= 1.5)`, fmt(median(usable) / median(paints), 2)]]
          : [
              [`${label}: first screen usable / the sandbox's process alone (target <= 1.2)`, fmt(median(usable) / alone, 2)],
              [`${label}:   the sandbox's process started / ready, median, ms`, `${fmt(median(runs.map((r) => r.forked)))} / ${fmt(median(runs.map((r) => r.ready)))}`],
            ]) as Array<[string, string]>),
      );
    }
    rows.push([`baseline: a blank page with one small script, asked -> first paint, median of ${blanks.length}, ms`, fmt(median(blanks))]);
    report('Start through the harness in headless Chromium', rows);
  } finally {
    await blank.close();
    await browser.close();
    await host.stop();
    await rm(benchDir, { recursive: true, force: true });
  }
}
