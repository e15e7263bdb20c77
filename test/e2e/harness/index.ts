// The E2E harness: the real desk (router, profiles, keychain, audit log, built-in sandbox)
// runs here in Node, started as the Electron shell starts it (start.ts); the built renderer
// is served on loopback; the page gets its `window.desk` from the app's own preload
// (preload.ts), whose IPC comes here: calls to the router, events from the desk.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { Page } from '@playwright/test';
import type { Desk } from '../../../src-main/desk';
import { EVENT_PREFIX, INVOKE_CHANNEL, type IpcResult } from '../../../src-shared/contract';
import type { Router } from '../../../src-main/ipc/router';
import { type FrameShell, frameShellOf, withFrameShell } from '../../../src-main/frame-shell';
import type { PreferencesStore } from '../../../src-main/preferences';
import { startApp } from '../../../src-main/start';
import type { Keychain } from '../../../src-main/keychain';
import { testKeychain } from '../../support/keychain';
import { type TestShell, testShell } from '../../support/shell';
import type { SandboxStarter } from '../../../src-main/sandbox/supervisor';
import { sandboxProcess } from '../../support/sandbox-process';
import { preloadBundle } from './preload';

const ROOT = resolve(import.meta.dirname, '../../..');
export const RENDERER_DIR = join(ROOT, 'out', 'renderer');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

const INDEX_FILE = join(RENDERER_DIR, 'index.html');

/** As window.ts's `serveApp`: index.html with its first frame drawn once the preferences are read. */
async function serveRenderer(frame: () => FrameShell | undefined) {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    const file = normalize(join(RENDERER_DIR, path === '/' ? 'index.html' : decodeURIComponent(path)));
    if (!file.startsWith(RENDERER_DIR + sep)) return void response.writeHead(404).end();
    readFile(file).then(
      (body) => {
        const shell = file === INDEX_FILE ? frame() : undefined;
        response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(shell ? withFrameShell(body.toString('utf8'), shell) : body);
      },
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise<void>((done) => server.close(() => done())) };
}

export interface IpcCall {
  channel: unknown;
  input: unknown;
  result: IpcResult<unknown>;
  /** performance.now() when the page asked and when the answer was ready. */
  startedAt: number;
  endedAt: number;
}

export interface Harness {
  url: string;
  desk: Desk;
  userDataDir: string;
  /** Every IPC call the page made, with its answer. */
  calls: IpcCall[];
  /** Calls the page made that have no answer yet. */
  pending(): number;
  shell: TestShell;
  /** The real keychain, under a service name of this run's own. */
  keychain: Keychain;
  /** Gives the page `window.desk`; call before `page.goto`. */
  attach(page: Page): Promise<void>;
  close(): Promise<void>;
}

export interface HarnessOptions {
  sandboxSeed?: 'demo' | 'none';
  /**
   * The user data folder, made and removed by the caller (the start bench keeps its runs' folders
   * to the end). Default: a new temporary folder, removed at `close()`.
   */
  userDataDir?: string;
  /** Runs on the empty user data folder before the desk opens it, e.g. to bulk-seed `sandbox/`. */
  prepare?: (userDataDir: string) => Promise<void>;
  /** Default: the sandbox's process as `npm run build` built it. */
  sandboxProcess?: SandboxStarter;
  /** Opened as the window while the desk starts, as the Electron shell opens its window. */
  window?: Page;
  /**
   * Default: the real keychain under a service name of this run's own. The start bench gives
   * its runs one, so that a host's key and secret stored in one run are there in the next.
   */
  keychain?: Keychain;
}

export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  const userDataDir = options.userDataDir ?? (await mkdtemp(join(tmpdir(), 'od-e2e-')));
  const shell = testShell({ saveFolder: userDataDir });
  const keychain = options.keychain ?? testKeychain('E2E');
  let preferences: PreferencesStore | undefined;
  // Playwright's Chromium prefers light colours (its default), as a system in light mode would.
  const renderer = await serveRenderer(() => preferences && frameShellOf(preferences.get(), false));
  const calls: IpcCall[] = [];
  const pages = new Set<Page>();
  let invoke: Router | undefined;
  let pending = 0;
  /**
   * Each page's events not yet known to be delivered, numbered. They are pushed to the page as
   * they are sent and come again with the page's next answer, which dispatches them first: as
   * on Electron's one pipe per window, an event sent before an answer arrives before it.
   */
  const outboxes = new Map<Page, DeskEventMessage[]>();
  let sentEvents = 0;

  async function attach(page: Page): Promise<void> {
    pages.add(page);
    outboxes.set(page, []);
    page.on('close', () => {
      pages.delete(page);
      outboxes.delete(page);
    });
    // A new document has no listener yet for what was sent to the old one (Electron drops those too).
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) outboxes.set(page, []);
    });
    // ipcMain's side: the one handler the app registers (ipc/electron.ts); another channel has none.
    await page.exposeBinding('__deskInvoke', async (_source, ipcChannel: unknown, channel: unknown, input: unknown) => {
      if (ipcChannel !== INVOKE_CHANNEL) throw new Error(`No handler registered for '${String(ipcChannel)}'`);
      const startedAt = performance.now();
      pending += 1;
      try {
        const result = await (invoke as Router)(channel, input);
        calls.push({ channel, input, result, startedAt, endedAt: performance.now() });
        return { result, events: outboxes.get(page) ?? [] };
      } finally {
        pending -= 1;
      }
    });
    await page.addInitScript({ content: (await preloadBundle()).code });
  }

  const { window: page } = options;
  // Playwright's binding and init script (Electron has the preload in the window, no such step)
  // before the start: the start bench's clock starts at the end of `prepare`.
  if (page) await attach(page);
  await options.prepare?.(userDataDir).catch(async (error: unknown) => {
    await renderer.close();
    throw error;
  });
  const desk = await startApp(
    { userDataDir, keychain, shell, sandboxSeed: options.sandboxSeed, sandboxProcess: options.sandboxProcess ?? sandboxProcess },
    {
      bindRouter: (router) => (invoke = router),
      openWindow: (store) => {
        preferences = store;
        if (page) void page.goto(renderer.url);
      },
      sendEvent: (event, payload) => {
        const message: DeskEventMessage = [++sentEvents, EVENT_PREFIX + event, payload];
        for (const open of pages) {
          outboxes.get(open)?.push(message);
          void open
            .evaluate((events) => window.__deskEvents?.(events), outboxes.get(open) ?? [])
            .then(() => outboxes.set(open, (outboxes.get(open) ?? []).filter(([n]) => n > message[0])))
            .catch(() => undefined);
        }
      },
    },
  );

  return {
    url: renderer.url,
    desk,
    userDataDir,
    calls,
    pending: () => pending,
    shell,
    keychain,
    attach,
    async close() {
      await renderer.close();
      await desk.close();
      if (!options.userDataDir) await rm(userDataDir, { recursive: true, force: true });
    },
  };
}

/** An event as the harness sends it to a page: its number (in the order sent), IPC channel and payload. */
export type DeskEventMessage = [number, string, unknown];

declare global {
  interface Window {
    /** ipcRenderer.invoke's way to the harness: the IPC channel, then the preload's arguments; the answer comes with the events sent before it. */
    __deskInvoke(ipcChannel: string, ...args: unknown[]): Promise<{ result: IpcResult<unknown>; events: DeskEventMessage[] }>;
    /** webContents.send's way to the page: events (an IPC channel, EVENT_PREFIX + event, and its payload), each dispatched once. */
    __deskEvents?: (events: DeskEventMessage[]) => void;
  }
}
