// A statement file read in a worker thread of its own (from the TypeScript source here, as in
// the built app from its bundle): the same statement as read in place, the desk's refusals
// with their kind and words, and a file larger than the cap refused before it is read.
import { mkdtemp, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeskError } from '../../src-shared/errors';
import { CSV_PRESETS } from '../../src-main/workflows/bank-statements/csv-presets';
import { readOrPreview } from '../../src-main/workflows/bank-statements/off-thread';
import { MAX_STATEMENT_BYTES, parseStatement } from '../../src-main/workflows/bank-statements/read';
import type { CsvMapping } from '../../src-shared/domain/bank-statements';

const FIXTURES = join(import.meta.dirname, '../fixtures/statements');
const DKB = CSV_PRESETS.find((p) => p.name === 'DKB Umsatzliste') as CsvMapping;

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'od-statement-reader-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the statement reader thread', () => {
  it('reads camt, MT940 and a CSV export as they are read in place', async () => {
    for (const [name, mapping] of [['demo.camt053.xml'], ['demo.mt940'], ['demo-dkb.csv', DKB]] as const) {
      const path = join(FIXTURES, name);
      expect(await readOrPreview(path, mapping)).toEqual({ statement: parseStatement(await readFile(path), mapping) });
    }
  });

  it('answers a CSV export without its mapping with its first rows', async () => {
    const opened = await readOrPreview(join(FIXTURES, 'demo-dkb.csv'));
    expect(opened).toMatchObject({ preview: { delimiter: ';' } });
  });

  it('passes a refusal on with its kind and words', async () => {
    const path = join(dir, 'broken.mt940');
    await writeFile(path, (await readFile(join(FIXTURES, 'demo.mt940'), 'latin1')).replace(':61:2611201120CR750,00', ':61:2611201120XR750,00'));
    const refused = await readOrPreview(path).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DeskError);
    expect(refused).toMatchObject({ kind: 'bad_request', message: expect.stringMatching(/^line 11: Cannot parse tag 61/) as string });
  });

  it('refuses a file larger than 50 MB unread, naming its size and the cap', async () => {
    const path = join(dir, 'huge.xml');
    await writeFile(path, '<');
    await truncate(path, Math.round(73.4 * 1024 * 1024));
    expect(MAX_STATEMENT_BYTES).toBe(50 * 1024 * 1024);
    await expect(readOrPreview(path)).rejects.toMatchObject({
      kind: 'bad_request',
      message: 'This file is 73.4 MB; a bank statement file may be at most 50 MB. Export a shorter period.',
    });
  });

  it('reads a file of exactly the cap, and refuses one byte more', async () => {
    const path = join(FIXTURES, 'demo.mt940');
    const size = (await readFile(path)).length;
    await expect(readOrPreview(path, undefined, size)).resolves.toHaveProperty('statement.format', 'mt940');
    await expect(readOrPreview(path, undefined, size - 1)).rejects.toMatchObject({ kind: 'bad_request', message: expect.stringMatching(/^This file is/) as string });
  });
});
