// The real OS keychain under a service of the test's own: `npm test` sets a prefix for the
// run (see scripts/test-keychain.mjs), so what a test leaves behind is cleaned up after it.
// A test of what the desk does with a keychain, not of the keychain, takes one in memory: the
// OS keychain is a boundary we do not own, and its own tests (and the end-to-end desks) use it.
import { randomUUID } from 'node:crypto';
import { type Keychain, osKeychain } from '../../src-main/keychain';

export function testKeychain(label: string): Keychain {
  const prefix = process.env.OFFERING_DESK_TEST_KEYCHAIN ?? 'Offering Desk test';
  return osKeychain(`${prefix} ${label} ${randomUUID()}`);
}

/** A keychain in memory: for tests whose subject is not the keychain (they run beside the others). */
export function memoryKeychain(): Keychain {
  const entries = new Map<string, string>();
  return {
    get: (account) => Promise.resolve(entries.get(account) ?? null),
    set: (account, value) => Promise.resolve(void entries.set(account, value)),
    delete: (account) => Promise.resolve(entries.delete(account)),
  };
}
