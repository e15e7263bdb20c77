import { describe, expect, it } from 'vitest';
import { safeFileName } from '../../src-main/files';
import { exportFileName } from '../../src-main/workflows/distribution-export';

/** Why, a name from elsewhere, and the name suggested in the save dialog. */
const NAMES: [string, string, string][] = [
  ['no folder', '../../etc/passwd', 'passwd'],
  ['no Windows folder', 'C:\\Users\\x\\scan.pdf', 'scan.pdf'],
  ['nothing left', '..', 'attachment'],
  ['no control characters', 'a\u0000b\n.pdf', 'ab.pdf'],
  ['no DEL, no C1 controls, no spaces around', '  a\u007fb\u0085.pdf\t ', 'ab.pdf'],
  ['no characters Windows refuses', 'a<b>c:d"e|f?g*h.pdf', 'abcdefgh.pdf'],
  ['no device name', 'CON', 'attachment'],
  ['no device name with an extension', 'nul.pdf', 'attachment'],
  ['no numbered device', 'com1.png', 'attachment'],
  ['no device with two extensions', 'LPT9.tar.gz', 'attachment'],
  ['no device behind a dot', '.con', 'attachment'],
  ['no device behind a dot and a space', '. prn.pdf', 'attachment'],
  ['a device name inside a word is a name', 'console.pdf', 'console.pdf'],
  ['no hidden file', '.bashrc', 'bashrc'],
  ['no trailing dots or spaces', 'scan.pdf. . ', 'scan.pdf'],
  ['255 bytes at a character boundary, extension kept', `${'ä'.repeat(200)}.pdf`, `${'ä'.repeat(125)}.pdf`],
  ['255 bytes without an extension', 'x'.repeat(300), 'x'.repeat(255)],
  ['a long name within the limit stays', `${'x'.repeat(100)}.pdf`, `${'x'.repeat(100)}.pdf`],
];

describe('file names written to disk', () => {
  it.each(NAMES)('%s', (_why, name, safe) => {
    expect(safeFileName(name)).toBe(safe);
    expect(Buffer.byteLength(safe)).toBeLessThanOrEqual(255);
  });

  it('falls back to the name it is given when nothing is left', () => {
    expect(safeFileName('...', 'list.csv')).toBe('list.csv');
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
