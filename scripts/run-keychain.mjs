// The keychain a run of the tests or the benchmarks writes to (test-keychain.mjs says what each
// platform's is): on Linux a private D-Bus session with a throwaway gnome-keyring, on macOS a
// throwaway keychain, on Windows the user's credentials under names of the run's own.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  MAC_KEYCHAIN_STATE,
  TEST_KEYCHAIN_ENV,
  WINDOWS_LIST,
  linuxKeyring,
  linuxSession,
  macKeychain,
  parseKeychains,
  secretServiceOnBus,
  secretServiceOwner,
  windowsCleanUp,
} from './test-keychain.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
/** Set inside the private D-Bus session, so the run starts it only once. */
const SESSION_ENV = 'OFFERING_DESK_TEST_SESSION';

/** Runs a command with the output shown; its exit code, 1 if it could not start or was killed. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.error) console.error(`Could not run ${command}: ${result.error.message}`);
  return result.status ?? 1;
}

/** Runs a command for its output; throws with what it printed if it fails. */
function output({ command, args, input }) {
  const result = spawnSync(command, args, { encoding: 'utf8', input });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed: ${result.error?.message ?? result.stderr}`);
  return result.stdout;
}

/** Asks `check` every 50 ms until it holds or `ms` have passed; whether it held. */
function waitUntil(check, ms) {
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (const end = Date.now() + ms; Date.now() < end; Atomics.wait(pause, 0, 0, 50)) if (check()) return true;
  return check();
}

export const onPath = (name) => (process.env.PATH ?? '').split(delimiter).some((dir) => dir && existsSync(join(dir, name)));


/**
 * Linux: the keychain tests need an unlocked Secret Service, so the run (`script` with `argv`)
 * starts again inside a private D-Bus session (once) and ends with its exit code. Also when a
 * session bus is there: its keyring may be locked or have no default collection (a CI job's
 * bus), and the tests never touch the person's own keyring.
 * @param {string} script
 * @param {string[]} argv
 */
export function inSessionBus(script, argv) {
  const hasTools = onPath('dbus-run-session') && onPath('gnome-keyring-daemon');
  if (process.platform !== 'linux' || process.env[SESSION_ENV] || !hasTools) return;
  const session = linuxSession(process.execPath, script, argv);
  process.exit(run(session.command, session.args, { env: { ...process.env, [SESSION_ENV]: '1' } }));
}

/**
 * The run's own keychain, set up in `dir`; returns its clean-up.
 * @param {string} dir
 */
export function ownKeychain(dir) {
  const password = randomBytes(16).toString('hex');
  const prefix = `Offering Desk test ${randomBytes(4).toString('hex')}`;
  process.env[TEST_KEYCHAIN_ENV] = prefix;
  if (process.platform === 'darwin') {
    const previous = {
      defaultKeychain: parseKeychains(output(MAC_KEYCHAIN_STATE.defaultKeychain))[0],
      searchList: parseKeychains(output(MAC_KEYCHAIN_STATE.searchList)),
    };
    const { setUp, tearDown } = macKeychain(dir, password, previous);
    const cleanUp = () => tearDown.forEach((command) => run(command.command, command.args));
    try {
      setUp.forEach((command) => output(command));
    } catch (error) {
      cleanUp();
      throw error;
    }
    return cleanUp;
  }
  if (process.platform === 'win32') {
    return () => windowsCleanUp(output(WINDOWS_LIST), prefix).forEach((command) => run(command.command, command.args));
  }
  if (process.env[SESSION_ENV]) {
    // A throwaway keyring in the run's folder. The daemon outlives this call: its output is
    // not piped, or waiting for the pipe to close would wait for the daemon.
    process.env.XDG_DATA_HOME = dir;
    const keyring = linuxKeyring(password);
    if (run(keyring.command, keyring.args, { input: keyring.input, stdio: ['pipe', 'ignore', 'inherit'] }) !== 0) {
      throw new Error('gnome-keyring-daemon did not start: the keychain tests would fail.');
    }
    if (!waitUntil(() => output(secretServiceOnBus()).includes('boolean true'), 10_000)) {
      throw new Error('gnome-keyring-daemon did not join the session bus within 10 s: the keychain tests would fail.');
    }
    // A daemon that stops mid-run fails every keychain call after it, in tests that look
    // unrelated (the bus starts another, whose keyring finds nothing): the run says so.
    const owner = () => {
      try {
        return /string "(.+)"/.exec(output(secretServiceOwner()))?.[1];
      } catch {
        return undefined;
      }
    };
    const started = owner();
    return () => {
      const now = owner();
      if (now !== started) {
        console.error(`\n== The keyring daemon this run started (${started} on the session bus) stopped during the run${now ? `, and the bus started another (${now})` : ''}: keychain failures come from that.`);
      }
    };
  }
  return () => {};
}

/**
 * One entry written, read and deleted, before any step: a keychain that cannot store says so
 * here once, not as dozens of failing tests (or benchmarks). Its exit code: 0 when it works.
 * @param {string} who what needs it, as the message names it
 */
export async function probeKeychain(who = 'The keychain tests') {
  const { AsyncEntry } = require('@napi-rs/keyring');
  const value = randomBytes(8).toString('hex');
  try {
    // As the desk's keychain.ts: on Linux the Secret Service, never the kernel keyring.
    const entry = new AsyncEntry(`${process.env[TEST_KEYCHAIN_ENV]} probe`, 'probe', { linux: { store: 'secret-service' } });
    await entry.setPassword(value);
    if ((await entry.getPassword()) !== value) throw new Error('what was stored did not read back');
    await entry.deletePassword();
    return 0;
  } catch (error) {
    const linux = process.platform === 'linux' ? ' On Linux the run needs `dbus` and `gnome-keyring` installed.' : '';
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`\n== ${who} need a working OS keychain, and this one cannot store an entry (${reason}).${linux}`);
    return 1;
  }
}
