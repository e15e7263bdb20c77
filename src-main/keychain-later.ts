// Keychain writes that follow the file they vouch for by a moment. A keychain call is a round
// trip to another process (~1 ms on a quiet machine, off the main thread), so a burst of
// writes costs one call per account, with the newest value. A value that lags after
// a crash vouches for an earlier state of the file, which still reads; what came after it is
// not covered.

/** The keychain's write (keychain.ts satisfies it). */
export interface KeychainWriter {
  set(account: string, value: string): Promise<void>;
}

export class KeychainLater {
  readonly #keychain: KeychainWriter;
  readonly #delayMs: number;
  #due = new Map<string, string>();
  #timer: NodeJS.Timeout | undefined;
  /** The writes under way; resolves when the last has landed (or failed). */
  #writing: Promise<void> = Promise.resolve();
  /** The last write failed: what it vouches for is not in the keychain. */
  lost = false;

  constructor(keychain: KeychainWriter, delayMs = 100) {
    this.#keychain = keychain;
    this.#delayMs = delayMs;
  }

  /** `value` goes to `account` delayMs after the first value due, or the newest by then. */
  later(account: string, value: string): void {
    this.#due.set(account, value);
    this.#timer ??= setTimeout(() => void this.flush(), this.#delayMs);
  }

  /** Writes the values due now, after the writes under way; resolves once they landed or failed. */
  flush(): Promise<void> {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#writing = this.#writing.then(async () => {
      const due = [...this.#due];
      this.#due.clear();
      for (const [account, value] of due) {
        try {
          await this.#keychain.set(account, value);
          this.lost = false;
        } catch {
          this.lost = true; // the file is on disk; the reader says the guard is off
        }
      }
    });
    return this.#writing;
  }
}
