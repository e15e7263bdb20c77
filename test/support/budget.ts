// How many inputs a randomised suite tries, and from which seed. In `npm test`: a fixed
// number of runs from a fixed seed, the same inputs every run. Under `npm run fuzz`
// (FUZZ_BUDGET_MS set): as many runs as fit in the budget, from the seed it drew (FUZZ_SEED).
// FUZZ_RUNS fixes the number of runs instead; a failure names what replays it.
import fc from 'fast-check';

export interface Budget {
  seed: number;
  /** Runs to make; unbounded when a time budget is set. */
  runs: number;
  /** `npm run fuzz` only: time to generate and run inputs; shrinking a failure comes on top. */
  ms: number | undefined;
  /** The test's own timeout. */
  timeoutMs: number;
  /** For a suite's title: `seed 16, 40 runs`. */
  label: string;
}

/** Seed of `npm test`: any fixed number; `npm run fuzz` draws a new one. */
const DEFAULT_SEED = 16;

function integer(name: string, fallback: number | undefined, positive: boolean): number | undefined {
  const raw = process.env[name];
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || (positive && value <= 0)) throw new Error(`${name} must be ${positive ? 'a positive ' : 'an '}integer, not ${raw}`);
  return value;
}

/**
 * `runs` runs in `npm test`, which must take `testTimeoutMs` at most (a hang, not a budget).
 */
export function budget(runs: number, testTimeoutMs = 60_000): Budget {
  const seed = integer('FUZZ_SEED', DEFAULT_SEED, false) as number;
  const fixedRuns = integer('FUZZ_RUNS', undefined, true);
  const ms = fixedRuns === undefined ? integer('FUZZ_BUDGET_MS', undefined, true) : undefined;
  if (ms !== undefined) return { seed, runs: Number.MAX_SAFE_INTEGER, ms, timeoutMs: ms * 2 + 180_000, label: `seed ${seed}, ${ms} ms` };
  const n = fixedRuns ?? runs;
  return { seed, runs: n, ms: undefined, timeoutMs: fixedRuns === undefined ? testTimeoutMs : testTimeoutMs * Math.ceil(n / runs), label: `seed ${seed}, ${n} runs` };
}

/** Trial numbers 0, 1, … while the budget lasts: `runs` of them, or until its time is spent. */
export function* trials(b: Budget): Generator<number> {
  const end = b.ms === undefined ? Infinity : Date.now() + b.ms;
  for (let trial = 0; trial < b.runs && Date.now() < end; trial++) yield trial;
}

/** What replays a randomised suite's run of `runs` trials. */
export const replay = (b: Budget, runs: number) => `FUZZ_SEED=${b.seed} FUZZ_RUNS=${runs}`;

/**
 * Runs `property` as the budget says; on a failure, throws with the seed and path that replay
 * it (`FUZZ_SEED=… FUZZ_PATH=…`) and the shrunk input. Answers the number of runs.
 */
export async function checkProperty<T>(property: fc.IAsyncProperty<T>, b: Budget): Promise<number> {
  const details = await fc.check(property, {
    seed: b.seed,
    path: process.env.FUZZ_PATH,
    numRuns: process.env.FUZZ_PATH ? 1 : b.runs,
    interruptAfterTimeLimit: b.ms,
    markInterruptAsFailure: false,
    endOnFailure: false,
  });
  if (details.failed) {
    const again = `FUZZ_SEED=${details.seed} FUZZ_PATH=${details.counterexamplePath ?? ''}`;
    throw new Error(
      `Property failed after ${details.numRuns} runs (${again} npm run fuzz replays it)\n` +
        `Counterexample: ${fc.stringify(details.counterexample)}\n` +
        `Failure: ${details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance)}`,
    );
  }
  if (details.numRuns === 0) throw new Error(`no run within ${b.ms} ms: the budget is too small to say anything`);
  return details.numRuns;
}
