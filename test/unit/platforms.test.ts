// What `npm test` does on each platform, checked here with the platform switched: where it
// looks for Chromium, and the keychain commands it runs on macOS and Windows.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NO_BROWSER, browserCandidates, findBrowser } from '../../scripts/browser.mjs';
import { linuxKeyring, macKeychain, parseKeychains, windowsCleanUp } from '../../scripts/test-keychain.mjs';

const WINDOWS_ENV = {
  ProgramFiles: 'C:\\Program Files',
  'ProgramFiles(x86)': 'C:\\Program Files (x86)',
  LOCALAPPDATA: 'C:\\Users\\ada\\AppData\\Local',
};
const PLAYWRIGHT_OWN = path.join('cache', 'ms-playwright', 'chromium', 'chrome');

/** findBrowser on a machine that has exactly `files`. */
const onMachine = (platform: NodeJS.Platform, env: Record<string, string>, files: string[]) =>
  findBrowser({ platform, env, exists: (file) => files.includes(file), playwrightPath: () => PLAYWRIGHT_OWN });

describe('browser discovery', () => {
  it('looks for Chrome and Chromium where Windows installs them, in Windows paths', () => {
    const candidates = browserCandidates('win32', WINDOWS_ENV);
    expect(candidates).toContain('C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe');
    expect(candidates).toContain('C:\\Program Files (x86)\\Google\\Chrome\\Application\\chrome.exe');
    expect(candidates).toContain('C:\\Users\\ada\\AppData\\Local\\Chromium\\Application\\chrome.exe');
    for (const file of candidates) expect(path.win32.isAbsolute(file) && !file.includes('/')).toBe(true);
  });

  it('looks in the Applications folders on macOS and the package managers’ places on Linux', () => {
    expect(browserCandidates('darwin', { HOME: '/Users/ada' })).toEqual([
      '/Applications/Chromium.app/Contents/MacOS/Chromium',
      '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
      '/Users/ada/Applications/Chromium.app/Contents/MacOS/Chromium',
      '/Users/ada/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
    ]);
    expect(browserCandidates('linux', {})).toEqual(expect.arrayContaining(['/usr/bin/chromium', '/usr/bin/google-chrome']));
  });

  it('takes CHROMIUM_PATH first, then a system browser, then Playwright’s own', () => {
    const chrome = 'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe';
    const own = 'D:\\chromium\\chrome.exe';
    expect(onMachine('win32', { ...WINDOWS_ENV, CHROMIUM_PATH: own }, [own, chrome, PLAYWRIGHT_OWN])).toEqual({ path: own, source: 'CHROMIUM_PATH' });
    expect(onMachine('win32', WINDOWS_ENV, [chrome, PLAYWRIGHT_OWN])).toEqual({ path: chrome, source: 'system' });
    expect(onMachine('darwin', {}, [PLAYWRIGHT_OWN])).toEqual({ path: PLAYWRIGHT_OWN, source: 'playwright' });
    expect(onMachine('linux', {}, [])).toBeNull();
  });

  it('says so when CHROMIUM_PATH names no file, and names the three ways when there is none', () => {
    expect(() => onMachine('linux', { CHROMIUM_PATH: '/opt/nothing' }, ['/usr/bin/chromium'])).toThrow(/CHROMIUM_PATH is \/opt\/nothing/);
    expect(NO_BROWSER).toMatch(/CHROMIUM_PATH/);
    expect(NO_BROWSER).toMatch(/install Chromium or Google Chrome/);
    expect(NO_BROWSER).toMatch(/npx playwright install chromium/);
  });
});

describe('the test keychain', () => {
  it('on macOS is a throwaway keychain, the only one for the run, and the old ones come back', () => {
    const previous = { defaultKeychain: '/Users/ada/Library/Keychains/login.keychain-db', searchList: ['/Users/ada/Library/Keychains/login.keychain-db', '/Library/Keychains/System.keychain'] };
    const { setUp, tearDown } = macKeychain('/private/var/folders/x/od-test-1', 'pw', previous);
    const keychain = '/private/var/folders/x/od-test-1/offering-desk-test.keychain-db';
    expect(setUp).toEqual([
      { command: 'security', args: ['create-keychain', '-p', 'pw', keychain] },
      { command: 'security', args: ['set-keychain-settings', keychain] },
      { command: 'security', args: ['unlock-keychain', '-p', 'pw', keychain] },
      { command: 'security', args: ['list-keychains', '-d', 'user', '-s', keychain] },
      { command: 'security', args: ['default-keychain', '-d', 'user', '-s', keychain] },
    ]);
    expect(tearDown).toEqual([
      { command: 'security', args: ['default-keychain', '-d', 'user', '-s', previous.defaultKeychain] },
      { command: 'security', args: ['list-keychains', '-d', 'user', '-s', ...previous.searchList] },
      { command: 'security', args: ['delete-keychain', keychain] },
    ]);
  });

  it('reads what `security` lists, quoted and indented', () => {
    const listed = '    "/Users/ada/Library/Keychains/login.keychain-db"\n    "/Library/Keychains/System.keychain"\n';
    expect(parseKeychains(listed)).toEqual(['/Users/ada/Library/Keychains/login.keychain-db', '/Library/Keychains/System.keychain']);
    expect(parseKeychains('    "/Users/ada/Library/Keychains/login.keychain-db"\r\n')).toEqual(['/Users/ada/Library/Keychains/login.keychain-db']);
  });

  it('on Windows deletes the credentials of the run’s services and no other', () => {
    const listed = [
      '',
      'Currently stored credentials:',
      '',
      '    Target: LegacyGeneric:target=5f0c.Offering Desk test 1a2b profiles 77d1',
      '    Type: Generic ',
      '    User: 5f0c',
      '    Local machine persistence',
      '    ',
      '    Target: LegacyGeneric:target=9e3a.Offering Desk test 1a2b E2E 0c4f',
      '    Target: LegacyGeneric:target=4d2e.Offering Desk',
      '    Target: LegacyGeneric:target=8b1f.Offering Desk test 9z9z profiles 1111',
      '    Target: LegacyGeneric:target=git:https://github.com',
    ].join('\r\n');
    expect(windowsCleanUp(listed, 'Offering Desk test 1a2b')).toEqual([
      { command: 'cmdkey', args: ['/delete:LegacyGeneric:target=5f0c.Offering Desk test 1a2b profiles 77d1'] },
      { command: 'cmdkey', args: ['/delete:LegacyGeneric:target=9e3a.Offering Desk test 1a2b E2E 0c4f'] },
    ]);
  });

  it('on Linux is a gnome-keyring unlocked with the run’s password', () => {
    expect(linuxKeyring('pw')).toEqual({ command: 'gnome-keyring-daemon', args: ['--unlock', '--components=secrets'], input: 'pw' });
  });
});

describe('the repository on Windows and macOS', () => {
  const ROOT = path.resolve(import.meta.dirname, '../..');
  const SKIPPED = new Set(['.git', 'node_modules', 'out', 'dist', 'test-results', 'coverage', '.sandbox']);
  /** Every file and folder name under `dir`, as paths from the repository's root. */
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true })
      .filter((entry) => !SKIPPED.has(entry.name))
      .flatMap((entry) => {
        const full = path.join(dir, entry.name);
        return [path.relative(ROOT, full), ...(entry.isDirectory() ? walk(full) : [])];
      });
  const entries = walk(ROOT);

  it('has only names Windows can write: no reserved names, no reserved characters, no trailing dot or space', () => {
    const unsafe = entries.filter((entry) => {
      const name = path.basename(entry);
      const control = [...name].some((char) => char.charCodeAt(0) < 32);
      return control || /[<>:"|?*\\]/.test(name) || /^(con|prn|aux|nul|com\d|lpt\d)(\..*)?$/i.test(name) || /[. ]$/.test(name);
    });
    expect(unsafe).toEqual([]);
  });

  it('has no two names that differ only in case (one file on a case-insensitive disk)', () => {
    const seen = new Map<string, string>();
    const clashes = entries.flatMap((entry) => {
      const key = entry.toLowerCase();
      const other = seen.get(key);
      seen.set(key, entry);
      return other ? [[other, entry]] : [];
    });
    expect(clashes).toEqual([]);
  });
});
