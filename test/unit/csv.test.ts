// The desk's CSV files for spreadsheets: every cell quoted, no cell that any reading (`,` or
// `;` as the list separator, quotes honoured or not) would run as a formula, amounts kept as
// numbers, and what was written read back intact.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defuse, writeCsv } from '../../src-main/workflows/csv';
import { formulaCells } from '../support/spreadsheet';

let dir: string;
/** Each call's own file, numbered: no two share a name. */
let files = 0;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'od-csv-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Names and references as a payer could send them. */
const HOSTILE = [
  '=1+1',
  'Müller;=HYPERLINK("http://evil.example","x")',
  'GmbH,+1',
  'Zeile 1\n@SUM(A1)',
  'Zeile 1\r\n-2+3',
  'tab\t=1',
  'a; =1',
  ' =1',
  '\t=1',
  '-12.50',
  'ok, plain; text',
];

async function written(rows: string[][], decimals?: string[]): Promise<string> {
  const path = join(dir, `${(files += 1)}.csv`);
  await writeCsv(path, ['name', 'amount'], rows, { decimals });
  return readFile(path, 'utf8');
}

describe('a CSV file of the desk', () => {
  it('has no cell a spreadsheet would run, read with , or ; as the list separator', async () => {
    const text = await written(HOSTILE.map((name) => [name, name]), ['amount']);
    expect(formulaCells(text, ',')).toEqual([]);
    expect(formulaCells(text, ';')).toEqual([]);
  });

  it('quotes every cell, empty ones too, and reads back as written but for the defusing quote marks', async () => {
    const text = await written([['a', ''], ...HOSTILE.map((name) => [name, '1.00'])]);
    const quoted: boolean[] = [];
    const rows: string[][] = parse(text, {
      bom: true,
      cast: (value, context) => {
        quoted.push(context.quoting);
        return value;
      },
    });
    expect(quoted.every(Boolean)).toBe(true);
    expect(quoted).toHaveLength(2 * (HOSTILE.length + 2));
    expect(rows.slice(2).map(([name]) => name?.replaceAll("'", ''))).toEqual(HOSTILE.map((name) => name.replaceAll("'", '')));
  });

  it('keeps plain decimal amounts, negative ones too, as numbers in their columns, and defuses anything else there', async () => {
    const text = await written(
      [
        ['x', '-12.50'],
        ['x', '1000.00'],
        ['-12.50', '-1+1'],
      ],
      ['amount'],
    );
    const rows: string[][] = parse(text, { bom: true });
    expect(rows.slice(1)).toEqual([
      ['x', '-12.50'],
      ['x', '1000.00'],
      ["'-12.50", "'-1+1"],
    ]);
  });

  it('defuses a formula character wherever a cell may begin', () => {
    expect(['=1', '+1', '-1', '@x', '\tx', '\rx', 'ok'].map(defuse)).toEqual(["'=1", "'+1", "'-1", "'@x", "'\tx", "'\rx", 'ok']);
    expect(defuse('a;=1,+2\t-3\n@4\r=5')).toBe("a;'=1,'+2\t'-3\n'@4\r'=5");
    expect(defuse('a;  =1')).toBe("a;  '=1");
    expect(defuse('\t=1')).toBe("'\t'=1");
    expect(defuse('e-mail: a@b.de, 1+1=2')).toBe('e-mail: a@b.de, 1+1=2');
  });
});
