// Key and secret live in the OS keychain (macOS Keychain, Windows Credential Manager,
// Secret Service), never in a file. If it is unavailable, we say so and store nothing.
import { deletePassword, getPassword, setPassword } from '@napi-rs/keyring/keytar.js';
import { DeskError } from '../src-shared/errors';

export const KEYCHAIN_SERVICE = 'Offering Desk';

export interface Keychain {
  get(account: string): Promise<string | null>;
  set(account: string, value: string): Promise<void>;
  delete(account: string): Promise<boolean>;
}

function unavailable(error: unknown): DeskError {
  const reason = error instanceof Error ? error.message : String(error);
  return new DeskError('keychain', `The system keychain is not available, so nothing was stored (${reason}).`);
}

export function osKeychain(service = KEYCHAIN_SERVICE): Keychain {
  const guard = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw unavailable(error);
    }
  };
  return {
    get: (account) => guard(() => getPassword(service, account)),
    set: (account, value) => guard(() => setPassword(service, account, value)),
    delete: (account) => guard(() => deletePassword(service, account)),
  };
}
