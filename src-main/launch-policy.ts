// What a packaged app lets the outside change, decided from `app.isPackaged`, the command line
// and the environment alone, so each decision is unit-tested without Electron. A packaged app
// is steered only by its user through its window: no page from elsewhere, no debugger port.

/** The app's own scheme and host (window.ts serves the renderer there). */
export const APP_ORIGIN = 'app://desk';

/** Switches that open a debugger on the renderer or main process to anyone on the machine. */
const DEBUG_SWITCHES = ['remote-debugging-port', 'remote-debugging-pipe'] as const;

/** The dev server's page (electron-vite's HMR), only for a build run from the sources. */
export function rendererDevUrl(isPackaged: boolean, env: NodeJS.ProcessEnv): string | undefined {
  if (isPackaged) return undefined;
  const url = env.ELECTRON_RENDERER_URL;
  return url && originOf(url) ? url : undefined;
}

/**
 * `scheme://host[:port]` of a URL, for any scheme (WHATWG gives `null` as the origin of a
 * scheme it does not know, such as `app:`); undefined when it is not a URL.
 */
export function originOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.host ? `${parsed.protocol}//${parsed.host}` : undefined;
  } catch {
    return undefined;
  }
}

/** Whole origins compared: `http://localhost:5173.evil.test` is not `http://localhost:5173`. */
export function isOwnPage(url: string, devUrl: string | undefined): boolean {
  const origin = originOf(url);
  return origin !== undefined && origin === originOf(devUrl ?? APP_ORIGIN);
}

export function devToolsAllowed(isPackaged: boolean): boolean {
  return !isPackaged;
}

/**
 * The debugger switches given to a packaged app (it quits when there is one). Read the way
 * Chromium reads them: `--name`, `-name` (and `/name` on Windows), `=value` or none, any
 * case on Windows, none after a lone `--`; `hasSwitch` is Chromium's own answer as well.
 */
export function refusedSwitches(
  isPackaged: boolean,
  argv: readonly string[],
  hasSwitch: (name: string) => boolean = () => false,
  platform: NodeJS.Platform = process.platform,
): string[] {
  if (!isPackaged) return [];
  const end = argv.indexOf('--');
  const given = (end === -1 ? argv : argv.slice(0, end)).map((arg) => switchName(arg, platform));
  return DEBUG_SWITCHES.filter((name) => hasSwitch(name) || given.includes(name));
}

function switchName(arg: string, platform: NodeJS.Platform): string | undefined {
  const prefixed = /^(?:--|-|\/)([^=]+)/.exec(arg);
  if (!prefixed?.[1] || (arg.startsWith('/') && platform !== 'win32')) return undefined;
  return platform === 'win32' ? prefixed[1].toLowerCase() : prefixed[1];
}
