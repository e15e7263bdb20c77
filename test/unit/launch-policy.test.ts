// What a packaged app lets the outside change: each decision given isPackaged, argv and env.
import { describe, expect, it } from 'vitest';
import { APP_ORIGIN, devToolsAllowed, isOwnPage, refusedSwitches, rendererDevUrl } from '../../src-main/launch-policy';

const DEV = 'http://localhost:5173';

describe('the launch policy', () => {
  it('takes the renderer from ELECTRON_RENDERER_URL only when not packaged', () => {
    expect(rendererDevUrl(false, { ELECTRON_RENDERER_URL: DEV })).toBe(DEV);
    expect(rendererDevUrl(true, { ELECTRON_RENDERER_URL: DEV })).toBeUndefined();
    expect(rendererDevUrl(false, {})).toBeUndefined();
    expect(rendererDevUrl(false, { ELECTRON_RENDERER_URL: 'not a url' })).toBeUndefined();
  });

  it('trusts a page only of exactly its own origin, not of one that starts the same', () => {
    expect(isOwnPage(`${APP_ORIGIN}/index.html`, undefined)).toBe(true);
    expect(isOwnPage(APP_ORIGIN, undefined)).toBe(true);
    expect(isOwnPage('app://deskevil/index.html', undefined)).toBe(false);
    expect(isOwnPage('app://desk.evil/index.html', undefined)).toBe(false);
    expect(isOwnPage('app://evil@desk.evil/', undefined)).toBe(false);
    expect(isOwnPage('https://desk/index.html', undefined)).toBe(false);
    expect(isOwnPage('not a url', undefined)).toBe(false);
    expect(isOwnPage('', undefined)).toBe(false);

    expect(isOwnPage(`${DEV}/`, DEV)).toBe(true);
    expect(isOwnPage(`${DEV}/settings?x=1`, DEV)).toBe(true);
    // A prefix match would have taken all of these.
    expect(isOwnPage('http://localhost:51730/', DEV)).toBe(false);
    expect(isOwnPage('http://localhost:5173.evil.test/', DEV)).toBe(false);
    expect(isOwnPage('http://localhost:5173@evil.test/', DEV)).toBe(false);
    expect(isOwnPage('https://localhost:5173/', DEV)).toBe(false);
    // With a dev server, the app:// scheme is not the page either.
    expect(isOwnPage(`${APP_ORIGIN}/index.html`, DEV)).toBe(false);
  });

  it('allows DevTools only when not packaged', () => {
    expect(devToolsAllowed(false)).toBe(true);
    expect(devToolsAllowed(true)).toBe(false);
  });

  it('names the debugger switches a packaged app was given, however they are spelled', () => {
    const exe = '/opt/Offering Desk/offering-desk';
    expect(refusedSwitches(true, [exe])).toEqual([]);
    expect(refusedSwitches(true, [exe, '--remote-debugging-port=9222'])).toEqual(['remote-debugging-port']);
    expect(refusedSwitches(true, [exe, '--remote-debugging-port', '9222'])).toEqual(['remote-debugging-port']);
    expect(refusedSwitches(true, [exe, '-remote-debugging-pipe'])).toEqual(['remote-debugging-pipe']);
    expect(refusedSwitches(true, [exe, '--remote-debugging-pipe', '--remote-debugging-port=0'])).toEqual([
      'remote-debugging-port',
      'remote-debugging-pipe',
    ]);
    expect(refusedSwitches(true, ['C:\\desk.exe', '/REMOTE-DEBUGGING-PORT=9222'], undefined, 'win32')).toEqual([
      'remote-debugging-port',
    ]);
    // Chromium's own reading of its command line counts as well.
    expect(refusedSwitches(true, [exe], (name) => name === 'remote-debugging-pipe')).toEqual(['remote-debugging-pipe']);
    // Not switches: a value, a longer name, anything after a lone `--`, a path on POSIX.
    expect(refusedSwitches(true, [exe, 'remote-debugging-port'])).toEqual([]);
    expect(refusedSwitches(true, [exe, '--remote-debugging-portal'])).toEqual([]);
    expect(refusedSwitches(true, [exe, '--', '--remote-debugging-port=9222'])).toEqual([]);
    expect(refusedSwitches(true, [exe, '/remote-debugging-port'], undefined, 'linux')).toEqual([]);
  });

  it('lets a build run from the sources be debugged', () => {
    expect(refusedSwitches(false, ['electron', '--remote-debugging-port=9222'], () => true)).toEqual([]);
  });
});
