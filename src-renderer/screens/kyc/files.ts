// A file the officer dropped, checked before it is sent (the API's limits: PDF, JPEG or PNG,
// at most 10 MiB, content that is what its type says), and base64 both ways. The renderer may
// read a file the user dropped; it never reads one it was not given.
import {
  ATTACHMENT_CONTENT_TYPES,
  type AttachmentContentType,
  MAX_ATTACHMENT_BYTES,
  contentMatchesType,
} from '@wire/kyc';

const BY_EXTENSION: Record<string, AttachmentContentType> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

export const MAX_MIB = MAX_ATTACHMENT_BYTES / (1024 * 1024);

/** What stops a file from being sent, in terms the screen words. */
export type FileProblem =
  | { kind: 'empty' }
  | { kind: 'too_large'; size: number }
  | { kind: 'type'; type: string }
  | { kind: 'content'; type: AttachmentContentType };

interface DroppedFile {
  name: string;
  /** The MIME type the system gave, often empty for unknown extensions. */
  type: string;
  size: number;
}

/** The file's type as the API takes it, from the system's MIME type or else the extension. */
export function contentTypeOf(file: Pick<DroppedFile, 'name' | 'type'>): AttachmentContentType | undefined {
  if ((ATTACHMENT_CONTENT_TYPES as readonly string[]).includes(file.type)) return file.type as AttachmentContentType;
  if (file.type !== '' && file.type !== 'application/octet-stream') return undefined;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return BY_EXTENSION[extension];
}

/** What can be told before reading the file. */
export function fileProblem(file: DroppedFile): FileProblem | undefined {
  if (!contentTypeOf(file)) return { kind: 'type', type: file.type || file.name.split('.').pop() || '?' };
  if (file.size === 0) return { kind: 'empty' };
  if (file.size > MAX_ATTACHMENT_BYTES) return { kind: 'too_large', size: file.size };
  return undefined;
}

/** After reading: the content must start as its type does (a renamed file would not). */
export function contentProblem(base64: string, type: AttachmentContentType): FileProblem | undefined {
  return contentMatchesType(base64, type) ? undefined : { kind: 'content', type };
}

export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export async function readBase64(file: Blob): Promise<string> {
  return bytesToBase64(new Uint8Array(await file.arrayBuffer()));
}

/** `2.4 MiB`, `312 KiB`, in the language's digits. */
export function formatSize(bytes: number, language: string): string {
  const format = (n: number, unit: string) =>
    `${new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(n)} ${unit}`;
  if (bytes >= 1024 * 1024) return format(bytes / (1024 * 1024), 'MiB');
  if (bytes >= 1024) return format(bytes / 1024, 'KiB');
  return format(bytes, 'B');
}
