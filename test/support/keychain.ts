// The real OS keychain for tests, under a service name of the run's own: a test never reads
// or overwrites a real "Offering Desk" entry, and two runs never see each other's.
import { randomUUID } from 'node:crypto';
import { type Keychain, osKeychain } from '../../src-main/profiles/keychain';

export function keychainForRun(label = 'test'): Keychain {
  return osKeychain(`Offering Desk ${label} ${randomUUID()}`);
}
