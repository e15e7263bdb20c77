// Key and secret live in the OS keychain (macOS Keychain, Windows Credential Manager,
// Secret Service), never in a file. If it is unavailable, we say so and store nothing.
import { AsyncEntry, type EntryOptions } from '@napi-rs/keyring';
import { DeskError } from '../src-shared/errors';

export const KEYCHAIN_SERVICE = 'Offering Desk';

/**
 * Linux: the Secret Service or an error. The library's default falls back to the kernel's
 * keyring when the Secret Service does not answer, where a secret lasts until logout and the
 * next read, from the Secret Service, does not find it.
 */
const ENTRY_OPTIONS: EntryOptions = { linux: { store: 'secret-service' } };

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
  // One entry per account, kept. On Linux an entry holds a D-Bus connection of its own until
  // it is garbage-collected: an entry per call left hundreds open, and that churn of
  // connections, from a few processes at once, crashes gnome-keyring 42 (an OpenSession whose
  // client it no longer knows), after which every call fails.
  const entries = new Map<string, AsyncEntry>();
  const guard = async <T>(account: string, work: (entry: AsyncEntry) => Promise<T>): Promise<T> => {
    try {
      let entry = entries.get(account);
      if (!entry) entries.set(account, (entry = new AsyncEntry(service, account, ENTRY_OPTIONS)));
      return await work(entry);
    } catch (error) {
      entries.delete(account); // the next call starts afresh, e.g. with a keyring started again
      throw unavailable(error);
    }
  };
  return {
    get: (account) => guard(account, (entry) => entry.getPassword()),
    set: (account, value) => guard(account, (entry) => entry.setPassword(value)),
    delete: (account) => guard(account, (entry) => entry.deletePassword()),
  };
}
