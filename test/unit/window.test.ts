// The window's security settings and guards, with Electron replaced by recording fakes
// (Electron is a boundary we do not own, and its binary cannot run here).
import { readFileSync } from 'node:fs';
import path, { resolve } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FrameShell } from '../../src-main/frame-shell';

type Handler = (...args: unknown[]) => unknown;
interface Recorded {
  handlers: Record<string, Handler>;
  session: Record<string, Handler>;
  windowOptions?: Record<string, unknown>;
  loaded: string[];
  /** The app:// scheme's handler (serveApp). */
  serve?: (request: Request) => Promise<Response>;
  schemes?: unknown;
}
const recorded = vi.hoisted((): Recorded => {
  // Set before window.ts reads it: a packaged app (the mock below) must not load it.
  process.env.ELECTRON_RENDERER_URL = 'http://localhost:5173';
  return { handlers: {}, session: {}, loaded: [] };
});

vi.mock('electron', () => {
  const session = {
    defaultSession: {
      setPermissionRequestHandler: (h: () => unknown) => (recorded.session.request = h),
      setPermissionCheckHandler: (h: () => unknown) => (recorded.session.check = h),
      setDevicePermissionHandler: (h: () => unknown) => (recorded.session.device = h),
      setDisplayMediaRequestHandler: (h: () => unknown) => (recorded.session.display = h),
    },
  };
  class BrowserWindow {
    constructor(options: Record<string, unknown>) {
      recorded.windowOptions = options;
    }
    once() {}
    on() {}
    maximize() {}
    loadURL(url: string) {
      recorded.loaded.push(url);
      return Promise.resolve();
    }
  }
  const screen = { getAllDisplays: () => [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }] };
  return { app: { isPackaged: true }, session, BrowserWindow, Menu: {}, dialog: {}, protocol: {
      handle: (_scheme: string, handler: Recorded['serve']) => (recorded.serve = handler),
      registerSchemesAsPrivileged: (schemes: unknown) => (recorded.schemes = schemes),
    }, screen, shell: {} };
});

// The renderer's files as a build leaves them, read where window.ts looks for them (out/renderer/).
vi.mock('node:fs/promises', () => ({
  readFile: async (file: string) => {
    if (/[/\\]renderer[/\\]index\.html$/.test(file)) return readFileSync(resolve(import.meta.dirname, '../../src-renderer/index.html'));
    if (/[/\\]renderer[/\\]assets[/\\]a\.js$/.test(file)) return Buffer.from('export {};');
    throw Object.assign(new Error('not found'), { code: 'ENOENT' });
  },
}));

const window = await import('../../src-main/window');
const { mainWords } = await import('../../src-main/words');

function fakeContents() {
  let openHandler: (() => unknown) | undefined;
  const contents = {
    on: (event: string, handler: (...args: unknown[]) => unknown) => (recorded.handlers[event] = handler),
    setWindowOpenHandler: (handler: () => unknown) => (openHandler = handler),
  };
  return { contents, open: () => openHandler?.() };
}

function fire(event: string, url?: string): boolean {
  let prevented = false;
  recorded.handlers[event]?.({ preventDefault: () => (prevented = true) }, url);
  return prevented;
}

describe('the main window', () => {
  beforeEach(() => {
    recorded.handlers = {};
  });

  it('runs the page isolated, sandboxed and without Node, from the app:// scheme', () => {
    window.createMainWindow({ window: undefined } as never);
    const webPreferences = recorded.windowOptions?.webPreferences as Record<string, unknown>;
    expect(webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      disableBlinkFeatures: 'Auxclick',
      devTools: false,
    });
    expect(webPreferences.preload).toMatch(/preload[/\\]index\.cjs$/);
    // Only for Chromium's PDF viewer (the KYC document preview); the CSP still allows no <object>.
    expect(webPreferences.plugins).toBe(true);
    expect(window.CONTENT_SECURITY_POLICY).toContain("object-src 'none'");
    // Packaged: ELECTRON_RENDERER_URL (set above) is ignored, and its origin is not trusted.
    expect(recorded.loaded).toEqual([`${window.APP_ORIGIN}/index.html`]);
    expect(window.isOwnPage('http://localhost:5173/')).toBe(false);
  });

  it('serves the same strict CSP as the page declares, with no remote sources', () => {
    const html = readFileSync(resolve(import.meta.dirname, '../../src-renderer/index.html'), 'utf8');
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)?.[1];
    expect(meta).toBe(window.CONTENT_SECURITY_POLICY);
    expect(window.CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(window.CONTENT_SECURITY_POLICY).toContain("connect-src 'self'");
    expect(window.CONTENT_SECURITY_POLICY).not.toMatch(/https?:|\*|unsafe-eval/);
  });

  it('registers app:// as a standard, secure scheme whose scripts V8 keeps compiled between starts', () => {
    window.registerAppScheme();
    expect(recorded.schemes).toEqual([{ scheme: 'app', privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true } }]);
  });

  it('serves index.html with the frame drawn in the user language once the preferences are read, other files as they are', async () => {
    let frame: FrameShell | undefined = undefined;
    window.serveApp(() => frame);
    const serve = async (url: string) => (await recorded.serve!(new Request(url))).text();
    expect(await serve(`${window.APP_ORIGIN}/index.html`)).toContain('<div id="root"></div>');
    frame = { language: 'de', colorScheme: 'light', area: 'today' };
    const page = await serve(`${window.APP_ORIGIN}/index.html`);
    expect(page).toContain('<html lang="de" data-mantine-color-scheme="light">');
    expect(page).toContain('<span class="frame-shell-link" data-active>Heute</span>');
    expect(await serve(`${window.APP_ORIGIN}/assets/a.js`)).toBe('export {};');
    expect((await recorded.serve!(new Request(`${window.APP_ORIGIN}/assets/none.js`))).status).toBe(404);
  });

  it('refuses navigation away, redirects, new windows and webviews', () => {
    const { contents, open } = fakeContents();
    window.guardWebContents(contents as never);
    expect(fire('will-navigate', 'https://evil.example/')).toBe(true);
    expect(fire('will-navigate', 'file:///etc/passwd')).toBe(true);
    expect(fire('will-navigate', `${window.APP_ORIGIN}/index.html`)).toBe(false);
    expect(fire('will-redirect', 'https://evil.example/')).toBe(true);
    expect(fire('will-attach-webview')).toBe(true);
    expect(open()).toEqual({ action: 'deny' });
  });

  it('denies every permission request and check', () => {
    window.denyPermissions();
    const answers: unknown[] = [];
    recorded.session.request?.({}, 'media', (granted: boolean) => answers.push(granted));
    recorded.session.request?.({}, 'notifications', (granted: boolean) => answers.push(granted));
    recorded.session.display?.({}, (streams: unknown) => answers.push(streams));
    expect(answers).toEqual([false, false, {}]);
    expect(recorded.session.check?.()).toBe(false);
    expect(recorded.session.device?.()).toBe(false);
  });

  it('trusts only its own app:// pages', () => {
    expect(window.isOwnPage(`${window.APP_ORIGIN}/index.html`)).toBe(true);
    expect(window.isOwnPage('app://deskevil/index.html')).toBe(false);
    expect(window.isOwnPage('https://desk/index.html')).toBe(false);
    expect(window.isOwnPage('file:///index.html')).toBe(false);
  });

  it('serves only files inside the renderer folder', () => {
    const root = '/opt/desk/renderer/';
    const serve = (url: string) => window.resolveAppFile(url, root, path.posix);
    expect(serve('app://desk/')).toBe('/opt/desk/renderer/index.html');
    expect(serve('app://desk/assets/a.js')).toBe('/opt/desk/renderer/assets/a.js');
    expect(serve('app://desk/..%2F..%2Fsecret')).toBeUndefined();
    // The URL parser folds dot segments first: what is left stays inside the folder.
    expect(serve('app://desk/%2E%2E/%2E%2E/main/index.js')).toBe('/opt/desk/renderer/main/index.js');
    expect(serve('app://other/index.html')).toBeUndefined();
  });

  it('serves only files inside the renderer folder on Windows too', () => {
    const root = 'C:\\Program Files\\Offering Desk\\resources\\app.asar\\out\\renderer';
    const serve = (url: string) => window.resolveAppFile(url, root, path.win32);
    expect(serve('app://desk/')).toBe(`${root}\\index.html`);
    expect(serve('app://desk/assets/a.js')).toBe(`${root}\\assets\\a.js`);
    expect(serve('app://desk/..%5C..%5Csecret')).toBeUndefined();
    expect(serve('app://desk/assets%5C..%5C..%5Cmain%5Cindex.js')).toBeUndefined();
    expect(serve('app://desk/C:%5CWindows%5Cwin.ini')).toBe(`${root}\\C:\\Windows\\win.ini`);
    // A sibling folder whose name starts with the renderer folder's is outside it.
    expect(serve('app://desk/..%5Crenderer-evil%5Cx.js')).toBeUndefined();
  });

  it('puts the window back where it was, unless that display is gone', () => {
    const saved = { x: 100, y: 80, width: 1200, height: 800, maximized: false };
    const display = { x: 0, y: 0, width: 1920, height: 1080 };
    expect(window.initialBounds(saved, [display])).toEqual({ x: 100, y: 80, width: 1200, height: 800 });
    expect(window.initialBounds({ ...saved, x: 4000 }, [display])).toEqual({ width: 1200, height: 800 });
    expect(window.initialBounds(undefined, [display])).toEqual({ width: 1360, height: 860 });
  });

  it('has the usual menu roles, and no developer tools when packaged', () => {
    const roles = (template: ReturnType<typeof window.menuTemplate>) => JSON.stringify(template);
    const en = mainWords('en');
    expect(roles(window.menuTemplate('darwin', true, en))).toContain('"appMenu"');
    expect(roles(window.menuTemplate('win32', true, en))).not.toContain('appMenu');
    for (const role of ['fileMenu', 'editMenu', 'windowMenu', 'togglefullscreen', 'selectAll', 'quit']) {
      expect(roles(window.menuTemplate('win32', true, en))).toContain(`"${role}"`);
    }
    expect(roles(window.menuTemplate('win32', true, en))).not.toContain('toggleDevTools');
    expect(roles(window.menuTemplate('win32', false, en))).toContain('toggleDevTools');
  });

  it('labels every menu entry in the chosen language', () => {
    type Item = ReturnType<typeof window.menuTemplate>[number];
    const labels = (items: readonly Item[]): (string | undefined)[] =>
      items.flatMap((item) => (item.type === 'separator' ? [] : [item.label, ...labels((item.submenu as Item[] | undefined) ?? [])]));
    for (const platform of ['win32', 'linux', 'darwin'] as const) {
      const german = labels(window.menuTemplate(platform, false, mainWords('de')));
      expect(german, platform).not.toContain(undefined);
      expect(german.some((label) => Object.values(mainWords('en').menu).includes(label as never)), platform).toBe(false);
    }
    expect(labels(window.menuTemplate('win32', true, mainWords('de'))).slice(0, 4)).toEqual(['Datei', 'Offering Desk beenden', 'Bearbeiten', 'Rückgängig']);
  });
});
