import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListChecker, checkDistributionList, completeCheck, parseRecord } from '../../src-main/workflows/distribution-check';
import { listVerdict, problemCount } from '../../src-shared/domain/distribution-export';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'od-check-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

let n = 0;
async function checkText(text: string) {
  const file = join(dir, `list-${n++}.csv`);
  await writeFile(file, text);
  return checkDistributionList(file);
}

const A = `0x${'a'.repeat(40)}`;
const B = `0x${'b'.repeat(39)}1`;
const C = `0x${'c'.repeat(40)}`;

describe('checking a distribution list', () => {
  it('counts rows and sums amounts exactly, CRLF or LF, with or without a last line end', async () => {
    const check = await checkText(`address,amount\r\n${A},0.10\r\n${B},0.20\n${C},1000.00`);
    expect(check).toMatchObject({ rows: 3, headerOk: true, totalAmount: '1000.30', bytes: 163 });
    expect(problemCount(check)).toBe(0);
    expect(check.preview).toEqual([
      { address: A, amount: '0.10' },
      { address: B, amount: '0.20' },
      { address: C, amount: '1000.00' },
    ]);
  });

  it('sums long and many-decimal amounts exactly too', async () => {
    const check = await checkText(`address,amount\n${A},12345678901234567.89\n${B},0.001\n${C},1\n`);
    expect(check.totalAmount).toBe('12345678901234568.89');
    expect(problemCount(check)).toBe(0);
  });

  it('counts and sums the amounts by size band, on the fast path and the exact one, a limit in its own band', async () => {
    const rows = ['100.00', '100.01', '0.001', '999.99', '1000', '5000.50', '100000.00', '12345678901234567.89'];
    const check = await checkText(`address,amount\n${rows.map((amount, i) => `0x${i.toString(16).padStart(40, '0')},${amount}`).join('\n')}\n`);
    expect(check.amountBands).toEqual([
      { upTo: '100', count: 2, sum: '100.00' },
      { upTo: '1000', count: 3, sum: '2100.00' },
      { upTo: '10000', count: 1, sum: '5000.50' },
      { upTo: '100000', count: 1, sum: '100000.00' },
      { upTo: null, count: 1, sum: '12345678901234567.89' },
    ]);
    expect(check.amountBands.reduce((n, b) => n + b.count, 0)).toBe(check.rows);
  });

  it('finds duplicate addresses, whatever their case, with their rows', async () => {
    const check = await checkText(`address,amount\n${A},1.00\n${B},2.00\n${A.toUpperCase().replace('0X', '0x')},3.00\n${A},4.00\n`);
    expect(check.duplicateAddresses).toEqual({ count: 1, examples: [{ address: A, rows: [1, 3, 4] }] });
    expect(check.totalAmount).toBe('10.00');
  });

  it('tells apart addresses that share all but their last digits', async () => {
    const seq = (i: number) => `0x${i.toString(16).padStart(40, '0')}`;
    const rows = [1, 2, 3, 2, 0x10, 0x100].map((i) => `${seq(i)},1.00`).join('\n');
    const check = await checkText(`address,amount\n${rows}\n`);
    expect(check.duplicateAddresses).toEqual({ count: 1, examples: [{ address: seq(2), rows: [2, 4] }] });
  });

  it('counts every repeated address among many, beyond the first addresses it follows', async () => {
    // A fixed seed: 12,000 addresses once, then 3,000 twice and 500 three times, shuffled after the first 12,000.
    let seed = 0x5eed;
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
    };
    const address = () => `0x${Array.from({ length: 5 }, () => Math.floor(random() * 2 ** 32).toString(16).padStart(8, '0')).join('')}`;
    const once = Array.from({ length: 12_000 }, address);
    const twice = Array.from({ length: 3_000 }, address);
    const thrice = Array.from({ length: 500 }, address);
    const later = [...twice, ...twice, ...thrice, ...thrice, ...thrice];
    for (let i = later.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [later[i], later[j]] = [later[j] as string, later[i] as string];
    }
    const rows = [...once, ...later];
    const text = `address,amount\n${rows.map((a) => `${a},1.00`).join('\n')}\n`;
    const check = await checkText(text);
    // An export's check: the duplicates' rows read again while the file's digest is taken.
    const streamed = new ListChecker();
    streamed.feed(Buffer.from(text));
    expect(await completeCheck(streamed, join(dir, `list-${n - 1}.csv`))).toEqual(check);
    expect(check.rows).toBe(rows.length);
    expect(check.duplicateAddresses.count).toBe(3_500);
    expect(check.duplicateAddresses.examples.length).toBeGreaterThan(0);
    for (const { address: repeated, rows: at } of check.duplicateAddresses.examples) {
      expect(at.length).toBeGreaterThan(1);
      expect(at.map((row) => rows[row - 1])).toEqual(at.map(() => repeated));
    }
  });

  it('flags malformed addresses, amounts and rows, and formula-like cells', async () => {
    const check = await checkText(
      [
        'address,amount',
        `${A},10.00`,
        `0x123,5.00`,
        `${B},ten`,
        `${C},-5.00`,
        `=HYPERLINK("http://evil"),1.00`,
        `@SUM(A1),2.00`,
        `${A.replace('a', 'b')},3.00,extra`,
        `+${A.slice(1)},4.00`,
        `\t${A.slice(1)},4.00`,
      ].join('\n'),
    );
    expect(check.rows).toBe(9);
    expect(check.malformedAddresses.examples.map((e) => e.row)).toEqual([2, 5, 6, 8, 9]);
    expect(check.malformedAmounts.examples).toEqual([
      { row: 3, value: 'ten' },
      { row: 4, value: '-5.00' },
    ]);
    expect(check.malformedRows.examples).toEqual([{ row: 7, cells: 3 }]);
    expect(check.formulaCells.examples.map((e) => [e.row, e.column, e.value.slice(0, 4)])).toEqual([
      [4, 'amount', '-5.0'],
      [5, 'address', '=HYP'],
      [6, 'address', '@SUM'],
      [8, 'address', `+${A.slice(1, 4)}`],
      [9, 'address', `\t${A.slice(1, 4)}`],
    ]);
    // Every well-formed amount counts, whatever else is wrong with its row.
    expect(check.totalAmount).toBe('29.00');
  });

  it('reads quoted cells, commas and line ends inside them, and a BOM before the header', async () => {
    const check = await checkText(`\uFEFFaddress,amount\r\n"${A}","1.50"\r\n"=cmd|' /C calc'!A0","2,00"\r\n"multi\r\nline",3.00\r\n`);
    expect(check.headerOk).toBe(true);
    expect(check.rows).toBe(3);
    expect(check.formulaCells.examples.map((e) => e.value)).toEqual(["=cmd|' /C calc'!A0"]);
    expect(check.malformedAmounts.examples).toEqual([{ row: 2, value: '2,00' }]);
    expect(check.malformedAddresses.examples.map((e) => e.value)).toEqual(["=cmd|' /C calc'!A0", 'multi\nline']);
    expect(check.totalAmount).toBe('4.50');
  });

  it('gives one verdict: no problem and the snapshot’s total, or the signed difference', async () => {
    const clean = await checkText(`address,amount\r\n${A},2000.00\r\n${B},1500.00\r\n`);
    expect(listVerdict(clean)).toEqual({ handOver: true, problems: 0 });
    expect(listVerdict(clean, '3500')).toEqual({ handOver: true, problems: 0 });
    // A list that is clean but short of its snapshot is not handed over, and says by how much.
    expect(listVerdict(clean, '7000.00')).toEqual({ handOver: false, problems: 0, difference: '-3500.00' });
    expect(listVerdict(clean, '0.00')).toEqual({ handOver: false, problems: 0, difference: '3500.00' });
    const doubled = await checkText(`address,amount\r\n${A},2000.00\r\n${A},1500.00\r\n`);
    expect(listVerdict(doubled, '3500.00')).toEqual({ handOver: false, problems: 1 });
  });

  it('reports a wrong header and an empty list', async () => {
    expect((await checkText('wallet;sum\n')).headerOk).toBe(false);
    expect(await checkText('address,amount\r\n')).toMatchObject({ rows: 0, headerOk: true, totalAmount: '0.00' });
  });

  it('keeps only the first examples of a finding, but counts them all', async () => {
    const rows = Array.from({ length: 25 }, (_, i) => `0x${i},1.00`).join('\n');
    const check = await checkText(`address,amount\n${rows}\n`);
    expect(check.malformedAddresses.count).toBe(25);
    expect(check.malformedAddresses.examples).toHaveLength(10);
    expect(check.preview).toHaveLength(20);
  });

  it('parses RFC 4180 records', () => {
    expect(parseRecord('a,b')).toEqual(['a', 'b']);
    expect(parseRecord('"a,1","b ""q"""')).toEqual(['a,1', 'b "q"']);
    expect(parseRecord('')).toEqual(['']);
  });

  it('gives the same answer whatever the chunks the bytes come in', async () => {
    const text = `address,amount\r\n${A},1.25\r\n"=x",2\r\n${B},3.50\r\n${A},4.00\r\n`;
    const whole = await checkText(text);
    const file = join(dir, 'chunks.csv');
    await writeFile(file, text);
    for (const size of [1, 2, 7, 64]) {
      const checker = new ListChecker();
      const bytes = Buffer.from(text);
      for (let i = 0; i < bytes.length; i += size) checker.feed(bytes.subarray(i, i + size));
      expect(await completeCheck(checker, file)).toEqual(whole);
    }
  });

  it('refuses a saved file that does not hold the bytes that were checked', async () => {
    const file = join(dir, 'tampered.csv');
    await writeFile(file, `address,amount\n${A},1.00\n`);
    const checker = new ListChecker();
    checker.feed(Buffer.from(`address,amount\n${A},2.00\n`));
    await expect(completeCheck(checker, file)).rejects.toThrow('does not hold the bytes that were received');
  });
});
