// The Chromium that the end-to-end tests and the benches drive: CHROMIUM_PATH, else a system
// Chromium or Chrome where each platform usually installs it, else Playwright's own browser.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

export const NO_BROWSER = [
  'No Chromium found for the end-to-end tests. Any one of these will do:',
  '  1. set CHROMIUM_PATH to a Chromium or Chrome executable;',
  '  2. install Chromium or Google Chrome at its usual place;',
  "  3. run `npx playwright install chromium` (Playwright's own browser; needs the network).",
].join('\n');

/**
 * Features Chromium runs without in the tests and benches. A full Chromium or Chrome draws a
 * browser window of its own around each page (tab strip, toolbar) and, for each window, loads its
 * address bar's pop-ups, pages of their own (445 requests for one window): measured on the 2-core
 * machine, ~1.5 s of the browser's CPU for a new context and a one-line page, more than half of
 * it those pop-ups, which the first four turn off. Electron's window has neither. (Chromium's
 * headless shell has no window either, but no PDF viewer, which the document preview's test needs,
 * as Electron has one.) Chromium keeps only the last `--disable-features`, and Playwright passes
 * its own before ours: the rest are Playwright's (1.65), which `browser.spec.ts` checks.
 */
const DISABLED_FEATURES = [
  'WebUIOmniboxPopup',
  'WebUIOmniboxFullPopup',
  'WebUIOmniboxAimPopup',
  'PreloadTopChromeWebUI',
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/** Chromium's switches for the tests and benches. */
const BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  `--disable-features=${DISABLED_FEATURES.join(',')}`,
];

/**
 * System Chromium and Chrome executables, in the order tried. Windows paths are built with
 * `path.win32`, the others with `path.posix`, whatever platform this runs on.
 * @param {NodeJS.Platform} platform
 * @param {Record<string, string | undefined>} env
 * @returns {string[]}
 */
export function browserCandidates(platform, env) {
  if (platform === 'win32') {
    const { join } = path.win32;
    const roots = [env.ProgramFiles, env['ProgramFiles(x86)'], env.LOCALAPPDATA].filter((root) => !!root);
    return roots.flatMap((root) => [
      join(root, 'Google', 'Chrome', 'Application', 'chrome.exe'),
      join(root, 'Chromium', 'Application', 'chrome.exe'),
    ]);
  }
  const { join } = path.posix;
  if (platform === 'darwin') {
    const folders = ['/Applications', ...(env.HOME ? [join(env.HOME, 'Applications')] : [])];
    return folders.flatMap((folder) => [
      join(folder, 'Chromium.app', 'Contents', 'MacOS', 'Chromium'),
      join(folder, 'Google Chrome.app', 'Contents', 'MacOS', 'Google Chrome'),
    ]);
  }
  return ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable']
    .map((name) => join('/usr', 'bin', name))
    .concat(join('/snap', 'bin', 'chromium'));
}

/**
 * @typedef {{ path: string, source: 'CHROMIUM_PATH' | 'system' | 'playwright' }} Browser
 * @typedef {{ platform?: NodeJS.Platform, env?: Record<string, string | undefined>,
 *   exists?: (file: string) => boolean, playwrightPath?: () => string }} Where
 */

/**
 * The browser to drive, or null when there is none.
 * @param {Where} [where] this machine by default
 * @returns {Browser | null}
 */
export function findBrowser({
  platform = process.platform,
  env = process.env,
  exists = existsSync,
  playwrightPath = () => chromium.executablePath(),
} = {}) {
  if (env.CHROMIUM_PATH) {
    if (!exists(env.CHROMIUM_PATH)) throw new Error(`CHROMIUM_PATH is ${env.CHROMIUM_PATH}, but there is no file there.`);
    return { path: env.CHROMIUM_PATH, source: 'CHROMIUM_PATH' };
  }
  const system = browserCandidates(platform, env).find((file) => exists(file));
  if (system) return { path: system, source: 'system' };
  const own = playwrightPath();
  return exists(own) ? { path: own, source: 'playwright' } : null;
}

/**
 * The browser's executable, or an error that names the three ways to get one.
 * @returns {string}
 */
export function browserPath() {
  const browser = findBrowser();
  if (!browser) throw new Error(NO_BROWSER);
  return browser.path;
}

/**
 * Playwright's launch options for that browser.
 * @returns {{ executablePath: string, args: string[] }}
 */
export function launchOptions() {
  return { executablePath: browserPath(), args: BROWSER_ARGS };
}
