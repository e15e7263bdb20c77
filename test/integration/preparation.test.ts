// The preparation at scale: 50,000 orders taken in batches while requests are answered,
// one job per project, and a restart in the middle that resumes where it stopped.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PreparationStatus } from '../../src-shared/wire/distribution';
import { bulkAmount, bulkTotal, seedBulkOrders } from '../support/bulk';
import { preparation } from '../support/fixtures';
import { startTestSandbox } from '../support/sandbox';

const ORDERS = 50_000;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'od-preparation-'));
  await seedBulkOrders(dataDir, { code: 'BULK', orders: ORDERS, investors: 5_000 });
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

it('takes 50,000 orders in batches, keeps one job per project and resumes after a restart', { timeout: 90_000 }, async () => {
  const first = await startTestSandbox({ dataDir });
  const project = await first.client.projects.byCode('BULK');
  await first.client.distribution.prepare(project.id);
  let running: PreparationStatus;
  do running = await first.client.distribution.status(project.id);
  while (running.percentage === 0 && running.status === 'running');
  // Answered while the preparation runs, part way through.
  expect(running).toMatchObject({ status: 'running', snapshot_id: null });
  expect(running.percentage).toBeGreaterThan(0);
  expect(running.percentage).toBeLessThan(100);

  await first.client.distribution.prepare(project.id);
  const again = await first.client.distribution.status(project.id);
  expect(again).toMatchObject({ status: 'running', started_at: running.started_at });
  await first.close();

  const restartedAt = Date.now();
  const second = await startTestSandbox({ dataDir });
  try {
    // The same preparation, finished by the second start: resumed, not begun again.
    const done = (await preparation(second, project.id, 60_000)).at(-1);
    expect(done).toMatchObject({ status: 'done', percentage: 100, started_at: running.started_at });
    expect(Date.parse(done?.finished_at as string)).toBeGreaterThanOrEqual(restartedAt);
    const snapshots = await second.client.distribution.snapshots(project.id);
    expect(snapshots).toMatchObject([{ orders_count: ORDERS, total_amount: bulkTotal(ORDERS) }]);

    // Every order exactly once, neither lost nor doubled by the restart.
    let text = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        text += chunk.toString('latin1');
        done();
      },
    });
    expect(await second.client.distribution.downloadList(project.id, sink)).toMatchObject({ rows: ORDERS });
    const amounts = text.split('\r\n').slice(1, -1).map((row) => row.slice(row.indexOf(',') + 1));
    const expected = Array.from({ length: ORDERS }, (_, i) => bulkAmount(i + 1));
    expect(amounts.sort()).toEqual(expected.sort());
  } finally {
    await second.close();
  }
});
