// The real OS keychain under a service of the test's own: `npm test` sets a prefix for the
// run (see scripts/test-keychain.mjs), so what a test leaves behind is cleaned up after it.
import { randomUUID } from 'node:crypto';
import { type Keychain, osKeychain } from '../../src-main/keychain';

export function testKeychain(label: string): Keychain {
  const prefix = process.env.OFFERING_DESK_TEST_KEYCHAIN ?? 'Offering Desk test';
  return osKeychain(`${prefix} ${label} ${randomUUID()}`);
}
