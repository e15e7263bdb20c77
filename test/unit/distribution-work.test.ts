import { describe, expect, it } from 'vitest';
import type { ExportResult } from '../../src-shared/domain/distribution-export';
import type { PreparationFinished } from '../../src-shared/contract/distribution';
import type { PreparationStatus } from '../../src-shared/wire/distribution';
import { DistributionWork } from '../../src-main/workflows/distribution-work';

const result = (path: string, acceptedPath?: string) => ({ path, bytes: 0, rows: 0, acceptedPath }) as unknown as ExportResult;

/** An export that runs until its signal is aborted, then fails with the signal's reason. */
const untilCancelled = (signal: AbortSignal) =>
  new Promise<ExportResult>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason as Error)));

describe('the distribution work a desk keeps between calls', () => {
  it('exports one list of a project at a time, and cancels only the export it names', async () => {
    const work = new DistributionWork(() => undefined);
    const sandbox = work.export('sandbox', '1', untilCancelled);
    expect(() => work.mayExport('sandbox', '1')).toThrow('This list is being exported already.');
    await expect(work.export('sandbox', '1', () => Promise.resolve(result('/a.csv')))).rejects.toThrow('being exported already');
    // Another host may have a project with the same id: its export is its own.
    const other = work.export('host-b', '1', untilCancelled);
    expect(work.cancelExport('sandbox', '2')).toBe(false);
    expect(work.cancelExport('sandbox', '1')).toBe(true);
    await expect(sandbox).rejects.toThrow('The export was cancelled; no file was written.');
    expect(() => work.mayExport('sandbox', '1')).not.toThrow();
    expect(work.cancelExport('host-b', '1')).toBe(true);
    await expect(other).rejects.toMatchObject({ kind: 'bad_request' });
    expect(work.cancelExport('host-b', '1')).toBe(false);
  });

  it('renames only a list it held, once', async () => {
    const work = new DistributionWork(() => undefined);
    await work.export('sandbox', '1', () => Promise.resolve(result('/list.failed-check.csv', '/list.csv')));
    await work.export('sandbox', '2', () => Promise.resolve(result('/clean.csv')));
    const renamed: string[] = [];
    const rename = (to: string) => Promise.resolve(void renamed.push(to));
    await expect(work.accept('/clean.csv', rename)).rejects.toMatchObject({ kind: 'not_found' });
    await expect(work.accept('/etc/passwd', rename)).rejects.toMatchObject({ kind: 'not_found' });
    await expect(work.accept('/list.failed-check.csv', rename)).resolves.toBe('/list.csv');
    await expect(work.accept('/list.failed-check.csv', rename)).rejects.toMatchObject({ kind: 'not_found' });
    expect(renamed).toEqual(['/list.csv']);
  });

  it('keeps a held list when its rename fails, so it may be accepted again', async () => {
    const work = new DistributionWork(() => undefined);
    await work.export('sandbox', '1', () => Promise.resolve(result('/held.csv', '/list.csv')));
    await expect(work.accept('/held.csv', () => Promise.reject(new Error('disk full')))).rejects.toThrow('disk full');
    await expect(work.accept('/held.csv', () => Promise.resolve())).resolves.toBe('/list.csv');
  });

  it('says once how a preparation ended, however often it is started meanwhile', async () => {
    const finished: PreparationFinished[] = [];
    let told!: () => void;
    const said = new Promise<void>((resolve) => (told = resolve));
    const work = new DistributionWork((f) => {
      finished.push(f);
      told();
    });
    let release!: () => void;
    const ended = new Promise<void>((resolve) => (release = resolve));
    const status = async (): Promise<PreparationStatus> => {
      await ended;
      return { status: 'done' } as PreparationStatus;
    };
    work.follow('sandbox', '1', status, () => Promise.resolve('ROOF-24'));
    work.follow('sandbox', '1', status, () => Promise.resolve('ROOF-24'));
    release();
    await said;
    // The code cannot be read: the notice still comes, without it.
    const again = new Promise<void>((resolve) => (told = resolve));
    work.follow('sandbox', '2', status, () => Promise.reject(new Error('offline')));
    await again;
    expect(finished).toEqual([
      { status: 'done', code: 'ROOF-24' },
      { status: 'done', code: null },
    ]);
  });
});
