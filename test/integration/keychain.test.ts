// The OS keychain itself (the Secret Service here), called as the desk calls it. On Linux each
// entry of the keychain library holds a D-Bus connection until it is garbage-collected; with an
// entry per call, hundreds stayed open, and that churn from a few processes at once crashed
// gnome-keyring 42, after which the daemon the bus started in its place found nothing.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { testKeychain } from '../support/keychain';

const CALLS = 150;

const BUS = ['--session', '--print-reply', '--dest=org.freedesktop.DBus', '/org/freedesktop/DBus'];

/** The process behind a connection; undefined for one gone meanwhile. */
function ownerOf(name: string): number | undefined {
  try {
    const reply = execFileSync('dbus-send', [...BUS, 'org.freedesktop.DBus.GetConnectionUnixProcessID', `string:${name}`], { encoding: 'utf8', stdio: 'pipe' });
    return Number(/uint32 (\d+)/.exec(reply)?.[1]);
  } catch {
    return undefined;
  }
}

/**
 * This process's connections on the session bus. Only its own: other test files use the
 * keychain from their processes meanwhile.
 */
function busConnections(): number {
  const list = execFileSync('dbus-send', [...BUS, 'org.freedesktop.DBus.ListNames'], { encoding: 'utf8' });
  const names = list.match(/(?<=string "):[^"]+/g) ?? [];
  return names.filter((name) => ownerOf(name) === process.pid).length;
}

describe('the OS keychain', () => {
  it('answers many calls on a few accounts with the values written, over a connection per account', async () => {
    const keychain = testKeychain('many calls');
    const before = process.platform === 'linux' ? busConnections() : 0;
    const read: (string | null)[] = [];
    for (let call = 0; call < CALLS; call += 1) {
      await keychain.set(`account ${call % 3}`, String(call));
      read.push(await keychain.get(`account ${call % 3}`));
    }
    expect(read).toEqual(Array.from({ length: CALLS }, (_, call) => String(call)));
    if (process.platform === 'linux') expect(busConnections() - before).toBeLessThanOrEqual(3);
    for (let account = 0; account < 3; account += 1) expect(await keychain.delete(`account ${account}`)).toBe(true);
    expect(await keychain.get('account 0')).toBeNull();
  });
});
