// The deadlines of a transport's calls in flight, checked by one timer: a timer set and
// cleared for each call cost ~2% of a GET on loopback, since Node makes and drops its timer
// list each time. A call ends at most one tick after its deadline.

const DEADLINE_TICK_MS = 250;

export class Deadlines {
  readonly #due = new Map<AbortController, number>();
  #timer: NodeJS.Timeout | undefined;

  /** A controller aborted once `ms` have passed, unless `end` comes first. */
  start(ms: number): AbortController {
    const controller = new AbortController();
    this.#due.set(controller, performance.now() + ms);
    this.#timer ??= setInterval(() => this.#tick(), DEADLINE_TICK_MS);
    return controller;
  }

  end(controller: AbortController): void {
    this.#due.delete(controller);
  }

  /** Aborts what is due; stops at the first tick with nothing in flight, so no timer outlives the calls. */
  #tick(): void {
    if (this.#due.size === 0) {
      clearInterval(this.#timer);
      this.#timer = undefined;
      return;
    }
    const now = performance.now();
    for (const [controller, due] of this.#due) {
      if (due <= now) {
        this.#due.delete(controller);
        controller.abort();
      }
    }
  }
}
