// Every channel, called from a forged sender, is refused before the router sees it.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { CHANNELS, INVOKE_CHANNEL } from '../../src-shared/contract';
import { isOwnPage } from '../../src-main/launch-policy';

const handlers = vi.hoisted(() => new Map<string, (...args: unknown[]) => unknown>());
vi.mock('electron', () => ({
  ipcMain: { handle: (channel: string, handler: (...args: unknown[]) => unknown) => handlers.set(channel, handler) },
}));

const { bindRouter } = await import('../../src-main/ipc/electron');

const OWN = 'app://desk/index.html';
const routed: unknown[] = [];
bindRouter(
  (channel) => {
    routed.push(channel);
    return Promise.resolve({ ok: true, value: null });
  },
  // The packaged app's check: whole origins, no dev server.
  (url) => isOwnPage(url, undefined),
);
const handle = handlers.get(INVOKE_CHANNEL) as (event: unknown, channel: unknown, input: unknown) => Promise<unknown>;

const mainFrame = (url: string) => ({ senderFrame: { url, parent: null } });
const FORGED: Array<[string, unknown]> = [
  ['another site', mainFrame('https://evil.example/')],
  ['a file page', mainFrame(pathToFileURL(join(tmpdir(), 'index.html')).href)],
  ['a look-alike scheme', mainFrame('app://deskx/index.html')],
  ['a look-alike host', mainFrame('app://desk.evil.example/index.html')],
  ['a user name that looks like the host', mainFrame('app://desk@evil.example/index.html')],
  ['a dev server, in a packaged app', mainFrame('http://localhost:5173/')],
  ['a subframe of our page', { senderFrame: { url: OWN, parent: { url: OWN } } }],
  ['a destroyed frame', { senderFrame: null }],
];

describe('ipc binding', () => {
  it.each(FORGED)('refuses every channel from %s', async (_name, event) => {
    for (const channel of CHANNELS) {
      await expect(handle(event, channel, undefined)).resolves.toEqual({
        ok: false,
        error: { kind: 'unauthorized', message: 'Refused: not the app page' },
      });
    }
    expect(routed).toEqual([]);
  });

  it('routes every channel from the app page', async () => {
    for (const channel of CHANNELS) await handle(mainFrame(OWN), channel, undefined);
    expect(routed).toEqual(CHANNELS);
  });

  it('registers IPC handlers in ipc/electron.ts only', () => {
    const root = resolve(import.meta.dirname, '../..');
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
      });
    const offenders = ['src-main', 'src-preload', 'src-renderer']
      .flatMap((dir) => files(join(root, dir)))
      .filter((file) => /ipcMain\s*\.\s*(handle|handleOnce|on|once)\b/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file));
    expect(offenders).toEqual(['src-main/ipc/electron.ts']);
  });
});
