// The keychain a test run uses, per platform, as the commands `npm test` runs: tests write to
// the real OS keychain, but never to the person's own entries and never behind a dialog.
import path from 'node:path';

/** @typedef {{ command: string, args: string[], input?: string }} Command */

/** Tests name their keychain services with this (plus a label and a random id). */
export const TEST_KEYCHAIN_ENV = 'OFFERING_DESK_TEST_KEYCHAIN';

/**
 * Linux without a session bus: `npm test` again inside a private D-Bus session, where
 * `keyringSetUp` starts an unlocked gnome-keyring kept in a folder of the run's own.
 * @param {string} node the Node executable
 * @param {string} script this run's script
 * @param {string[]} argv its arguments
 * @returns {Command}
 */
export function linuxSession(node, script, argv) {
  return { command: 'dbus-run-session', args: ['--', node, script, ...argv] };
}

/**
 * @param {string} password the throwaway keyring's
 * @returns {Command}
 */
export function linuxKeyring(password) {
  return { command: 'gnome-keyring-daemon', args: ['--unlock', '--components=secrets'], input: password };
}

/**
 * Asks the session bus, starting nothing, whether the Secret Service is on it. The daemon
 * `linuxKeyring` starts has not joined the bus yet when the command returns (checked: in 6 of
 * 6 sessions); a call made before then has the bus start another daemon, whose keyring is
 * locked, and its unlock prompt fails the run.
 * @returns {Command}
 */
export function secretServiceOnBus() {
  return {
    command: 'dbus-send',
    args: ['--session', '--print-reply', '--dest=org.freedesktop.DBus', '/org/freedesktop/DBus', 'org.freedesktop.DBus.NameHasOwner', 'string:org.freedesktop.secrets'],
  };
}

/**
 * Asks the session bus which connection holds the Secret Service's name (`string ":1.5"`);
 * fails when none does.
 * @returns {Command}
 */
export function secretServiceOwner() {
  return {
    command: 'dbus-send',
    args: ['--session', '--print-reply', '--dest=org.freedesktop.DBus', '/org/freedesktop/DBus', 'org.freedesktop.DBus.GetNameOwner', 'string:org.freedesktop.secrets'],
  };
}

/**
 * macOS: a throwaway keychain, the user's default and only search-list entry for the run (so
 * no dialog asks for the login keychain's password and it is never touched), then the
 * previous default and search list back and the throwaway keychain deleted.
 * @param {string} dir a folder of the run's own
 * @param {string} password the throwaway keychain's
 * @param {{ defaultKeychain: string, searchList: string[] }} previous as `security` listed them
 * @returns {{ setUp: Command[], tearDown: Command[] }}
 */
export function macKeychain(dir, password, previous) {
  const keychain = path.posix.join(dir, 'offering-desk-test.keychain-db');
  const security = (/** @type {string[]} */ ...args) => ({ command: 'security', args });
  return {
    setUp: [
      security('create-keychain', '-p', password, keychain),
      // No lock after a timeout or on sleep during a long run.
      security('set-keychain-settings', keychain),
      security('unlock-keychain', '-p', password, keychain),
      security('list-keychains', '-d', 'user', '-s', keychain),
      security('default-keychain', '-d', 'user', '-s', keychain),
    ],
    tearDown: [
      security('default-keychain', '-d', 'user', '-s', previous.defaultKeychain),
      security('list-keychains', '-d', 'user', '-s', ...previous.searchList),
      security('delete-keychain', keychain),
    ],
  };
}

/** The commands whose output `parseKeychains` reads, on macOS. */
export const MAC_KEYCHAIN_STATE = {
  defaultKeychain: { command: 'security', args: ['default-keychain', '-d', 'user'] },
  searchList: { command: 'security', args: ['list-keychains', '-d', 'user'] },
};

/**
 * `security list-keychains` / `default-keychain` output: one quoted path a line.
 * @param {string} output
 * @returns {string[]}
 */
export function parseKeychains(output) {
  return output
    .split(/\r?\n/)
    .map((line) => line.trim().replace(/^"(.*)"$/, '$1'))
    .filter((line) => line !== '');
}

/** Windows: the credentials of the run are listed with this, then deleted one by one. */
export const WINDOWS_LIST = { command: 'cmdkey', args: ['/list'] };

/**
 * Windows: the run's services start with `prefix`, so the Credential Manager's entries it
 * leaves (target `<account>.<service>`) are found in `cmdkey /list` and deleted after it.
 * @param {string} listOutput what `cmdkey /list` printed
 * @param {string} prefix the run's service prefix
 * @returns {Command[]}
 */
export function windowsCleanUp(listOutput, prefix) {
  return listOutput
    .split(/\r?\n/)
    .map((line) => /^\s*Target:\s*(.+?)\s*$/.exec(line)?.[1])
    .filter((target) => target !== undefined && target.includes(`.${prefix} `))
    .map((target) => ({ command: 'cmdkey', args: [`/delete:${target}`] }));
}
