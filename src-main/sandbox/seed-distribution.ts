// Demo: the ended project was prepared and distributed, so its orders are settled and
// finance finds a snapshot, a payout and its user payouts. Made by the sandbox's own steps.
import { type Snapshot, advancePreparation, insertPayout, latestSnapshot, startPreparation } from './db/distribution';
import type { Queryable } from './db/store';
import { PREPARATION_BATCH } from './preparation';

export async function seedDemoDistribution(q: Queryable, projectId: string): Promise<void> {
  const preparation = await startPreparation(q, projectId);
  let finished = false;
  while (!finished) finished = await advancePreparation(q, preparation, PREPARATION_BATCH);
  await insertPayout(q, (await latestSnapshot(q, projectId)) as Snapshot);
}
