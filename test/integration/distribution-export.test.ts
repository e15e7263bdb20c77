// The export workflow against a real sandbox: the list saved byte for byte, checked, the
// snapshot's total beside it; a cancelled export leaves no file.
import { access, mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Big from 'big.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportDistributionList, exportFileName, holdUnaccepted } from '../../src-main/workflows/distribution-export';
import { listVerdict } from '../../src-shared/domain/distribution-export';
import { liveProject, paidOrder, preparation, readyInvestor } from '../support/fixtures';
import { type TestSandbox, startTestSandbox } from '../support/sandbox';

let t: TestSandbox;
let dir: string;
beforeAll(async () => {
  t = await startTestSandbox();
  dir = await mkdtemp(join(tmpdir(), 'od-export-'));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

describe('exporting a distribution list', () => {
  it('saves the list as served, checks it while it streams, and reads it back', async () => {
    const project = await liveProject(t.client);
    const a = await paidOrder(t, '1000.00', project);
    await paidOrder(t, '500.00', project, '600.00'); // overpaid: the order amount is paid out
    const again = await t.client.orders.create(a.user.id, project.id, { amount: '250.50' }); // same investor
    await t.client.payments.create({ ...a.ref, orderId: again.id }, { amount: '250.50' });
    await t.client.distribution.prepare(project.id);
    expect((await preparation(t, project.id)).at(-1)?.status).toBe('done');

    const path = join(dir, 'list.csv');
    const phases: string[] = [];
    const result = await exportDistributionList(t.client, project.id, path, { onProgress: (p) => phases.push(p.phase) });
    expect(result).toMatchObject({ path, rows: 3 });
    // What the list must contain: the preparation's snapshot, whether the host writes its total
    // as "1750.50" or as the JSON number 1750.5.
    expect(result.expected?.orders).toBe(3);
    expect(new Big(result.expected?.total ?? 'NaN').eq('1750.50')).toBe(true);
    expect(result.check).toMatchObject({ rows: 3, headerOk: true, totalAmount: '1750.50' });
    expect(result.check.duplicateAddresses).toEqual({ count: 1, examples: [{ address: a.user.wallet_address?.toLowerCase(), rows: expect.any(Array) as number[] }] });
    expect(result.check.duplicateAddresses.examples[0]?.rows).toHaveLength(2);
    expect(phases.at(-1)).toBe('checking');

    const direct = join(dir, 'direct.csv');
    await t.client.distribution.downloadList(project.id, direct);
    expect(await readFile(path)).toEqual(await readFile(direct));
    expect(result.bytes).toBe((await readFile(path)).length);
  });

  it('compares a distributed list with its snapshot, whose orders are settled by then', async () => {
    const project = await liveProject(t.client);
    await paidOrder(t, '2000.00', project);
    await paidOrder(t, '1500.00', project);
    await t.client.distribution.prepare(project.id);
    await preparation(t, project.id);
    await t.operator.distribute(project.id);
    const result = await holdUnaccepted(await exportDistributionList(t.client, project.id, join(dir, 'distributed.csv')));
    // As a host writes it: "3500.00", or the JSON number 3500 (extended).
    expect(result.expected?.orders).toBe(2);
    expect(new Big(result.expected?.total ?? 'NaN').eq('3500')).toBe(true);
    // No paid order is left, yet the list is what it must be: one verdict, and it is to hand over.
    expect(listVerdict(result.check, result.expected?.total)).toEqual({ handOver: true, problems: 0 });
    expect(result.acceptedPath).toBeUndefined();
  });

  it('leaves nothing behind when cancelled', async () => {
    const project = await liveProject(t.client);
    await paidOrder(t, '150.00', project);
    await t.client.distribution.prepare(project.id);
    await preparation(t, project.id);
    const path = join(dir, 'cancelled.csv');
    const controller = new AbortController();
    controller.abort(new Error('cancelled by the user'));
    await expect(exportDistributionList(t.client, project.id, path, { signal: controller.signal })).rejects.toThrow('cancelled by the user');
    await expect(access(path)).rejects.toThrow();
    expect((await readdir(dir)).filter((f) => f.includes('cancelled'))).toEqual([]);
  });

  it('answers not_found for a project that was never prepared, and writes nothing', async () => {
    const project = await liveProject(t.client);
    await readyInvestor(t, project);
    const path = join(dir, 'never.csv');
    await expect(exportDistributionList(t.client, project.id, path)).rejects.toMatchObject({ kind: 'not_found' });
    await expect(access(path)).rejects.toThrow();
  });

  it('names the file after the project and the day', () => {
    expect(exportFileName('SOLAR-26', new Date('2026-11-21T10:00:00Z'))).toBe('SOLAR-26-distribution-list-2026-11-21.csv');
    expect(exportFileName('A/B C', new Date('2026-11-21T10:00:00Z'))).toBe('A_B_C-distribution-list-2026-11-21.csv');
  });
});
