// Names of the files the desk writes to disk: safe on every system it runs on, whatever a
// host or a project code puts in them; and the mark a file from a host carries on disk, so
// the system treats it as downloaded (Windows' Mark of the Web, macOS's quarantine).
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { extname } from 'node:path';
import { promisify } from 'node:util';
import sanitize from 'sanitize-filename';
import type { AttachmentContentType } from '../src-shared/wire/kyc';

/** Most file systems' limit for one name, in bytes. */
const MAX_NAME_BYTES = 255;

/** The name cut to MAX_NAME_BYTES at a character boundary, its extension kept. */
function fitted(name: string): string {
  if (Buffer.byteLength(name) <= MAX_NAME_BYTES) return name;
  const extension = extname(name);
  let room = MAX_NAME_BYTES - Buffer.byteLength(extension);
  let stem = '';
  for (const c of name.slice(0, name.length - extension.length)) {
    room -= Buffer.byteLength(c);
    if (room < 0) break;
    stem += c;
  }
  return stem + extension;
}

/**
 * A bare file name, safe to suggest in a save dialog: no folder, no control characters, none
 * a file system refuses, no Windows device name (CON, NUL, …), no trailing dots or spaces, no
 * leading ones (a hidden file), at most 255 bytes; `fallback` when nothing is left.
 */
export function safeFileName(name: string, fallback = 'attachment'): string {
  // DEL is a control character the library leaves in.
  const base = fitted((name.split(/[/\\]/).pop() ?? '').replaceAll('\x7f', ''));
  // Again once the leading dots are gone: '.con' leaves a device name.
  return sanitize(sanitize(base).replace(/^[\s.]+/, '')) || fallback;
}

/** The extension of a checked content type: what the bytes are, not what a host calls them. */
const EXTENSIONS: Record<AttachmentContentType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/** A host's file name made safe, with the extension of the content's checked type in place of its own. */
export function attachmentFileName(hostName: string, type: AttachmentContentType): string {
  const safe = safeFileName(hostName);
  const stem = safe.slice(0, safe.length - extname(safe).length) || 'attachment';
  return safeFileName(`${stem}.${EXTENSIONS[type]}`);
}

/** What marks a file as downloaded from a host, on one system. */
export type OriginMark =
  /** Windows: an alternate data stream, `<file>:Zone.Identifier`. */
  | { kind: 'stream'; stream: 'Zone.Identifier'; content: string }
  /** macOS: an extended attribute. */
  | { kind: 'xattr'; name: 'com.apple.quarantine'; value: string };

/**
 * The marks a file saved from `hostUrl` gets on `platform`: the Mark of the Web (zone 3,
 * the Internet) on Windows, the quarantine attribute on macOS; none elsewhere, where no
 * system reads one. Pure.
 */
export function originMarks(platform: NodeJS.Platform, hostUrl: string, now: Date): OriginMark[] {
  // Only the origin: a path or query could carry ids, and a line break would add a line.
  const origin = new URL(hostUrl).origin;
  if (platform === 'win32') {
    return [{ kind: 'stream', stream: 'Zone.Identifier', content: `[ZoneTransfer]\r\nZoneId=3\r\nHostUrl=${origin}\r\n` }];
  }
  if (platform === 'darwin') {
    // flags;seconds since 1970 in hex;agent;(event id)
    const seconds = Math.floor(now.getTime() / 1000).toString(16);
    return [{ kind: 'xattr', name: 'com.apple.quarantine', value: `0081;${seconds};Offering Desk;` }];
  }
  return [];
}

/** Writes the marks on a saved file. */
export async function writeOriginMarks(path: string, marks: OriginMark[]): Promise<void> {
  for (const mark of marks) {
    if (mark.kind === 'stream') await writeFile(`${path}:${mark.stream}`, mark.content, 'utf8');
    else await promisify(execFile)('/usr/bin/xattr', ['-w', mark.name, mark.value, path]);
  }
}
