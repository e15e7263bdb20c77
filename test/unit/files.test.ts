import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { attachmentFileName, originMarks, safeFileName, writeOriginMarks } from '../../src-main/files';
import { contentTypeOf } from '../../src-shared/wire/kyc';
import { PDF_BASE64, PNG_BASE64 } from '../support/fixtures';
import { exportFileName, failedCheckPath } from '../../src-main/workflows/distribution-export';

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

  it('names a list whose check failed so that it says so, until it is accepted', () => {
    expect(failedCheckPath(join('/lists', 'SOLAR-26-distribution-list-2026-11-21.csv'))).toBe(
      join('/lists', 'SOLAR-26-distribution-list-2026-11-21-FAILED-CHECK.csv'),
    );
    expect(failedCheckPath(join('/lists', 'list'))).toBe(join('/lists', 'list-FAILED-CHECK'));
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

  it('takes the day where finance is, not in UTC', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'Europe/Berlin';
    try {
      // Half past midnight in Berlin is still the day before in UTC.
      expect(exportFileName('SOLAR-26', new Date('2026-11-20T23:30:00Z'))).toBe('SOLAR-26-distribution-list-2026-11-21.csv');
      expect(exportFileName('SOLAR-26', new Date('2026-11-21T22:30:00Z'))).toBe('SOLAR-26-distribution-list-2026-11-21.csv');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});

describe('attachments saved from a host', () => {
  const JPEG_BASE64 = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]).toString('base64');

  it('are typed by their magic bytes, not by what the host says', () => {
    expect(contentTypeOf(PDF_BASE64)).toBe('application/pdf');
    expect(contentTypeOf(PNG_BASE64)).toBe('image/png');
    expect(contentTypeOf(JPEG_BASE64)).toBe('image/jpeg');
    expect(contentTypeOf(Buffer.from('<html><script>').toString('base64'))).toBeUndefined();
    expect(contentTypeOf(Buffer.from('MZ\x90\x00').toString('base64'))).toBeUndefined();
  });

  it("get the checked type's extension in place of the host's, in a safe name", () => {
    expect(attachmentFileName('scan.exe', 'application/pdf')).toBe('scan.pdf');
    expect(attachmentFileName('passport.pdf', 'image/png')).toBe('passport.png');
    expect(attachmentFileName('photo', 'image/jpeg')).toBe('photo.jpg');
    expect(attachmentFileName('../../evil.png.lnk', 'image/png')).toBe('evil.png.png');
    expect(attachmentFileName('CON.pdf', 'application/pdf')).toBe('attachment.pdf');
    expect(attachmentFileName('.pdf', 'application/pdf')).toBe('pdf.pdf');
    expect(Buffer.byteLength(attachmentFileName(`${'ä'.repeat(200)}.exe`, 'image/png'))).toBeLessThanOrEqual(255);
  });
});

describe('the mark of a file downloaded from a host', () => {
  const now = new Date('2026-11-23T01:00:00Z'); // 1795395600 s = 0x6b039010

  it('is the Mark of the Web on Windows: zone 3 (Internet) and the host, in a Zone.Identifier stream', () => {
    expect(originMarks('win32', 'https://api.example.com/v1?key=secret', now)).toEqual([
      { kind: 'stream', stream: 'Zone.Identifier', content: '[ZoneTransfer]\r\nZoneId=3\r\nHostUrl=https://api.example.com\r\n' },
    ]);
  });

  it('is the quarantine attribute on macOS, with the time in hex and the app as agent', () => {
    expect(originMarks('darwin', 'https://api.example.com', now)).toEqual([
      { kind: 'xattr', name: 'com.apple.quarantine', value: `0081;${(now.getTime() / 1000).toString(16)};Offering Desk;` },
    ]);
    expect((now.getTime() / 1000).toString(16)).toBe('6b039010');
  });

  it('is nothing on Linux, where no system reads one', () => {
    expect(originMarks('linux', 'https://api.example.com', now)).toEqual([]);
  });

  it('is written as the stream Windows reads (here a file of that name, as Linux has no streams)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'od-marks-'));
    try {
      const file = join(dir, 'scan.pdf');
      await writeFile(file, 'x');
      await writeOriginMarks(file, originMarks('win32', 'https://api.example.com', now));
      expect(await readdir(dir)).toEqual(['scan.pdf', 'scan.pdf:Zone.Identifier']);
      expect(await readFile(`${file}:Zone.Identifier`, 'utf8')).toBe('[ZoneTransfer]\r\nZoneId=3\r\nHostUrl=https://api.example.com\r\n');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
