// The preparation for distribution: a background job per project that takes the snapshot in
// batches, each a short transaction of its own, so requests get the database in between.
// Its state is the snapshot row, so a stop or a crash leaves it to resume at the next start.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { SandboxContext } from './context';
import { advancePreparation, failPreparation, runningPreparations } from './db/distribution';

/** Orders per batch: about 100 ms of database time each on the build machine. */
export const PREPARATION_BATCH = 5000;

export class Preparations {
  readonly #ctx: SandboxContext;
  readonly #jobs = new Map<string, Promise<void>>();
  #stopped = false;

  constructor(ctx: SandboxContext) {
    this.#ctx = ctx;
  }

  /** Runs the preparation unless it runs already. */
  start(id: string): void {
    if (this.#stopped || this.#jobs.has(id)) return;
    this.#jobs.set(
      id,
      this.#run(id).finally(() => this.#jobs.delete(id)),
    );
  }

  /** Picks up the preparations the last stop interrupted. */
  async resume(): Promise<void> {
    for (const id of await runningPreparations(this.#ctx.db)) this.start(id);
  }

  /** Stops after the batches under way; the rest waits in the database. */
  async stop(): Promise<void> {
    this.#stopped = true;
    await Promise.allSettled(this.#jobs.values());
  }

  async #run(id: string): Promise<void> {
    try {
      while (!this.#stopped) {
        if (await this.#ctx.write((tx) => advancePreparation(tx, id, PREPARATION_BATCH))) return;
        await nextTurn();
      }
    } catch (error) {
      console.error(`sandbox: preparation ${id}:`, error);
      const message = error instanceof Error ? error.message : String(error);
      await this.#ctx.write((tx) => failPreparation(tx, id, message)).catch(() => undefined);
    }
  }
}
