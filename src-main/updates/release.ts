// A release as an update feed describes it, and its signature. The feed (`latest.json`) is
// plain JSON on any HTTPS server; each platform's file carries an Ed25519 signature over its
// SHA-512 bound to the version, platform, size and notes, made with the platform's private
// key. The desk holds only the public key: a file, version or note changed on the way (or an
// older signed release offered as a newer one) fails the check and is not installed. Each
// entry's signature also covers when it expires: a feed replayed past that (a frozen release
// kept in front of a desk so it never hears of a fix) is refused.
import { createHash, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { z } from 'zod';

const Version = z.string().regex(/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/, 'version');

export const ReleaseFile = z.object({
  /** Relative to the feed's address, or absolute (https). */
  url: z.string().min(1),
  size: z.number().int().positive(),
  /** SHA-512 of the file, hex. */
  sha512: z.string().regex(/^[0-9a-f]{128}$/),
  /** ISO 8601; past it the desk refuses the feed (signed). */
  expires_at: z.iso.datetime({ offset: true }),
  /** Ed25519 over `signedMessage(...)`, base64. */
  signature: z.string().min(1),
});
export type ReleaseFile = z.infer<typeof ReleaseFile>;

export const Feed = z.object({
  version: Version,
  released_at: z.string().optional(),
  /** What is new, shown before the download; plain text. */
  notes: z.string().max(20_000).default(''),
  /** By platform, e.g. `win32-x64`, `darwin-arm64`, `linux-x64`. */
  files: z.record(z.string(), ReleaseFile),
});
export type Feed = z.output<typeof Feed>;

/** What a signature covers: the file's hash and everything the desk shows or decides by. */
export function signedMessage(version: string, platform: string, notes: string, file: Pick<ReleaseFile, 'size' | 'sha512' | 'expires_at'>): Buffer {
  return Buffer.from(JSON.stringify(['offering-desk-update-2', version, platform, file.size, file.sha512, notes, file.expires_at]), 'utf8');
}

export function signatureValid(publicKey: KeyObject | string, version: string, platform: string, notes: string, file: ReleaseFile): boolean {
  const key = typeof publicKey === 'string' ? createPublicKey(publicKey) : publicKey;
  try {
    return verify(null, signedMessage(version, platform, notes, file), key, Buffer.from(file.signature, 'base64'));
  } catch {
    return false;
  }
}

export async function sha512Of(path: string): Promise<string> {
  const hash = createHash('sha512');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** The feed entry of one platform's file, signed with `privateKey` (PEM, Ed25519), valid until `expiresAt`. */
export async function signFile(path: string, url: string, version: string, platform: string, notes: string, privateKey: string, expiresAt: Date): Promise<ReleaseFile> {
  const unsigned = { url, size: (await stat(path)).size, sha512: await sha512Of(path), expires_at: expiresAt.toISOString() };
  const signature = sign(null, signedMessage(version, platform, notes, unsigned), privateKey).toString('base64');
  return { ...unsigned, signature };
}

/** -1, 0 or 1; a pre-release comes before its release (1.2.0-rc.1 < 1.2.0). */
export function compareVersions(a: string, b: string): number {
  const parts = (v: string) => {
    const [core = '', pre] = v.split(/-(.*)/s);
    return { core: core.split('.').map(Number), pre };
  };
  const x = parts(a);
  const y = parts(b);
  for (let i = 0; i < 3; i += 1) {
    const d = (x.core[i] ?? 0) - (y.core[i] ?? 0);
    if (d !== 0) return Math.sign(d);
  }
  if (x.pre === y.pre) return 0;
  if (x.pre === undefined) return 1;
  if (y.pre === undefined) return -1;
  return x.pre.localeCompare(y.pre, 'en', { numeric: true }) < 0 ? -1 : 1;
}
