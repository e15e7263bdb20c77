// The preparation for distribution: a background job per project that takes the snapshot in
// batches, each a short transaction of its own, so requests get the database in between.
// Its state is the snapshot row, so a stop or a crash leaves it to resume at the next start.
// Among several instances on one server, one runs it: each batch renews the runner's lease
// on the row first, and an instance whose lease ran out (it died) is replaced by another
// that finds the preparation unheld when it looks (every `pollMs`).
import { randomUUID } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { PreparationSettings, SandboxContext } from './context';
import { advancePreparation, failPreparation, leasePreparation, releasePreparations, unheldPreparations } from './db/distribution';

/** Orders per batch: about 100 ms of database time each on the build machine. */
export const PREPARATION_BATCH = 5000;

export const DEFAULT_PREPARATION_SETTINGS: PreparationSettings = { leaseMs: 10_000, pollMs: 2000 };

export class Preparations {
  readonly #ctx: SandboxContext;
  readonly #settings: PreparationSettings;
  readonly #runner = randomUUID();
  readonly #jobs = new Map<string, Promise<void>>();
  #poll: NodeJS.Timeout | undefined;
  #stopped = false;

  constructor(ctx: SandboxContext) {
    this.#ctx = ctx;
    this.#settings = ctx.preparation;
  }

  /** Runs the preparation unless it runs already (here, or held by another instance). */
  start(id: string, takeOver = false): void {
    if (this.#stopped || this.#jobs.has(id)) return;
    this.#jobs.set(
      id,
      this.#run(id, takeOver).finally(() => this.#jobs.delete(id)),
    );
  }

  /**
   * Picks up the preparations the last stop interrupted; on a server, also from then on those
   * another instance left.
   */
  async resume(): Promise<void> {
    const alone = this.#ctx.db.driver === 'pglite';
    for (const id of await unheldPreparations(this.#ctx.db)) this.start(id, alone);
    if (alone || this.#stopped) return;
    this.#poll = setInterval(() => {
      unheldPreparations(this.#ctx.db).then(
        (ids) => ids.forEach((id) => this.start(id)),
        (error: unknown) => console.error('sandbox: looking for preparations:', error),
      );
    }, this.#settings.pollMs);
    this.#poll.unref();
  }

  /** Stops after the batches under way; the rest waits in the database, free for another instance. */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearInterval(this.#poll);
    await Promise.allSettled(this.#jobs.values());
    await releasePreparations(this.#ctx.db, this.#runner).catch(() => undefined);
  }

  async #run(id: string, takeOver: boolean): Promise<void> {
    const { leaseMs } = this.#settings;
    try {
      for (let first = true; !this.#stopped; first = false) {
        const finished = await this.#ctx.write(async (tx) => {
          if (!(await leasePreparation(tx, id, this.#runner, leaseMs, first && takeOver))) return true;
          return advancePreparation(tx, id, PREPARATION_BATCH);
        });
        if (finished) return;
        await nextTurn();
      }
    } catch (error) {
      console.error(`sandbox: preparation ${id}:`, error);
      const message = error instanceof Error ? error.message : String(error);
      await this.#ctx.write((tx) => failPreparation(tx, id, message)).catch(() => undefined);
    }
  }
}
