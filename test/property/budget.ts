// How long and from where a property suite searches: a small fixed budget and a fixed seed
// in `npm test` (the same inputs every run), as long as asked with `npm run fuzz`
// (FUZZ_BUDGET_MS, FUZZ_SEED). A failure names the seed and path that replay it.
import fc from 'fast-check';

export interface Budget {
  seed: number;
  /** Time to generate and run inputs; shrinking a failure comes on top. */
  ms: number;
  /** The test's own timeout: the budget, the start-up and the shrinking. */
  timeoutMs: number;
}

/** Seed of `npm test`: any fixed number; `npm run fuzz` draws a new one. */
const DEFAULT_SEED = 16;

export function budget(defaultMs: number): Budget {
  const ms = Number(process.env.FUZZ_BUDGET_MS ?? defaultMs);
  const seed = Number(process.env.FUZZ_SEED ?? DEFAULT_SEED);
  if (!Number.isSafeInteger(ms) || ms <= 0) throw new Error(`FUZZ_BUDGET_MS must be a positive integer, not ${process.env.FUZZ_BUDGET_MS}`);
  if (!Number.isSafeInteger(seed)) throw new Error(`FUZZ_SEED must be an integer, not ${process.env.FUZZ_SEED}`);
  return { seed, ms, timeoutMs: ms * 2 + 180_000 };
}

/**
 * Runs `property` until the budget is spent (at least `minRuns` times); on a failure, throws
 * with the seed and path that replay it (`FUZZ_SEED=… FUZZ_PATH=…`) and the shrunk input.
 */
export async function checkWithin<T>(property: fc.IAsyncProperty<T>, b: Budget, minRuns = 1): Promise<number> {
  const started = Date.now();
  const details = await fc.check(property, {
    seed: b.seed,
    path: process.env.FUZZ_PATH,
    numRuns: process.env.FUZZ_PATH ? 1 : Number.MAX_SAFE_INTEGER,
    interruptAfterTimeLimit: b.ms,
    markInterruptAsFailure: false,
    endOnFailure: false,
  });
  if (details.failed) {
    const replay = `FUZZ_SEED=${details.seed} FUZZ_PATH=${details.counterexamplePath ?? ''}`;
    throw new Error(
      `Property failed after ${details.numRuns} runs (${replay} npm run fuzz replays it)\n` +
        `Counterexample: ${fc.stringify(details.counterexample)}\n` +
        `Failure: ${details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance)}`,
    );
  }
  if (details.numRuns < minRuns) {
    throw new Error(`only ${details.numRuns} runs in ${Date.now() - started} ms: the budget is too small to say anything`);
  }
  return details.numRuns;
}
