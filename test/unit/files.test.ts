import { describe, expect, it } from 'vitest';
import { safeFileName } from '../../src-main/files';
import { exportFileName } from '../../src-main/workflows/distribution-export';

describe('file names written to disk', () => {
  it('keeps only the last segment of a path, without control characters', () => {
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('C:\\Users\\x\\scan.pdf')).toBe('scan.pdf');
    expect(safeFileName('a\u0000b\u007f\n\u0085.pdf')).toBe('ab.pdf');
    expect(safeFileName('  scan.pdf  ')).toBe('scan.pdf');
  });

  it('drops characters Windows refuses in a name', () => {
    expect(safeFileName('a<b>c:d"e|f?g*h.pdf')).toBe('abcdefgh.pdf');
  });

  it('never names a Windows device, with or without an extension', () => {
    for (const device of ['CON', 'nul.pdf', 'com1.png', 'LPT9.tar.gz', 'aux', '.con', '. prn.pdf']) {
      expect(safeFileName(device)).toBe('attachment');
    }
    expect(safeFileName('console.pdf')).toBe('console.pdf');
  });

  it('leaves no leading or trailing dots or spaces', () => {
    expect(safeFileName('.bashrc')).toBe('bashrc');
    expect(safeFileName('scan.pdf. . ')).toBe('scan.pdf');
    expect(safeFileName('..')).toBe('attachment');
    expect(safeFileName('...', 'list.csv')).toBe('list.csv');
  });

  it('cuts a long name to 255 bytes at a character boundary, keeping its extension', () => {
    const long = safeFileName(`${'ä'.repeat(200)}.pdf`);
    expect(Buffer.byteLength(long)).toBeLessThanOrEqual(255);
    expect(long).toBe(`${'ä'.repeat(125)}.pdf`);
    expect(safeFileName('x'.repeat(300))).toBe('x'.repeat(255));
    expect(safeFileName(`${'x'.repeat(100)}.pdf`)).toBe(`${'x'.repeat(100)}.pdf`);
  });

  it('names an export after the project and the day, safe whatever the code', () => {
    const day = new Date('2026-11-21T10:00:00Z');
    expect(exportFileName('SOLAR-26', day)).toBe('SOLAR-26-distribution-list-2026-11-21.csv');
    expect(exportFileName('..hidden', day)).toBe('hidden-distribution-list-2026-11-21.csv');
    expect(exportFileName('con.x', day)).toBe('distribution-list-2026-11-21.csv');
    const long = exportFileName('P'.repeat(300), day);
    expect(long).toMatch(/^P{200,}.*\.csv$/);
    expect(Buffer.byteLength(long)).toBeLessThanOrEqual(255);
  });
});
