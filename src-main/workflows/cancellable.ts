// Long work the window may cancel (a list's export, a statement's entry): one pattern for
// all of it. Each runs under a key, one at a time per key, and is given an AbortSignal that
// its cancel channel, or the desk (a connection switch), aborts.
import { DeskError } from '../../src-shared/errors';

export class Cancellable {
  readonly #running = new Map<string, AbortController>();

  /** Runs `work` under `key`; refuses with `busy` while work under that key is running. */
  async run<T>(key: string, busy: string, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
    if (this.#running.has(key)) throw new DeskError('bad_request', busy);
    const controller = new AbortController();
    this.#running.set(key, controller);
    try {
      return await work(controller.signal);
    } finally {
      this.#running.delete(key);
    }
  }

  running(key: string): boolean {
    return this.#running.has(key);
  }

  /** Aborts the work under `key` with `reason`; answers whether any was running. */
  cancel(key: string, reason?: unknown): boolean {
    const controller = this.#running.get(key);
    controller?.abort(reason);
    return controller !== undefined;
  }
}
