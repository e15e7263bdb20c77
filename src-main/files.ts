// Names of the files the desk writes to disk: safe on every system it runs on, whatever a
// host or a project code puts in them.
import { extname } from 'node:path';
import sanitize from 'sanitize-filename';

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
