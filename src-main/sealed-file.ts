// Files about investors (payment drafts, caches) encrypted at rest: AES-256-GCM with one key
// per user kept in the OS keychain, never on disk. A file changed on disk, or sealed under
// another key, fails the GCM tag check and is refused in words; it is never overwritten.
// Each sealed file carries its version, counted per file name and authenticated with it; the
// keychain keeps the newest version written (a moment after the write, once for a burst: see
// keychain-later.ts), so an older sealed copy put back in its place is refused as well. A
// plain file is read (and sealed) only before the data key exists, or during the first
// sealing, which a flag in the keychain marks until the desk has opened all its files: after
// that, a plain file is someone else's and is refused.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { readFile, rename } from 'node:fs/promises';
import { basename } from 'node:path';
import type { z } from 'zod';
import { writeBytesAtomic, writeJsonAtomic } from './json-file';
import { KeychainLater } from './keychain-later';
import type { Keychain } from './keychain';

/** The keychain account of the data key: apart from the profiles' credentials. */
export const DATA_KEY_ACCOUNT = 'data-key';
/** The keychain account that marks the first sealing, from the data key's making until the desk opened its files. */
export const FIRST_SEALING_ACCOUNT = 'data-first-sealing';
/** The keychain account of the newest version of the sealed file `name` written. */
export const dataVersionAccount = (name: string) => `data-version ${name}`;

/** A sealed file of the first format (no version) starts with these bytes; a file without either is plain JSON. */
const MAGIC_V1 = Buffer.from('ODSEAL1\n', 'utf8');
/** A sealed file with its version (8 bytes, big-endian, after these) starts with these bytes. */
const MAGIC = Buffer.from('ODSEAL2\n', 'utf8');
const VERSION_BYTES = 8;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface Sealer {
  /** Seals `plain` as the next version of the file `name`. */
  seal(plain: Buffer, name: string): Promise<Buffer>;
  /** Throws SealBroken when the file was changed, sealed under another key, or is older than the newest written. */
  open(sealed: Buffer, name: string): Promise<Buffer>;
  /** The `sealed` bytes of `name` are on disk: their version goes to the keychain a moment later. */
  stored(sealed: Buffer, name: string): void;
  /** Whether a plain file may be read and sealed: before the data key exists, or during the first sealing. */
  readsPlain(): Promise<boolean>;
  /** The desk has opened its sealed files: the first sealing, if under way, is over. */
  endFirstSealing(): Promise<void>;
  /** Resolves once the versions stored so far are in the keychain (or failed to get there). */
  written(): Promise<void>;
}

/** A sealed file that fails its check: changed on disk, sealed under another key, or an older copy. */
export class SealBroken extends Error {
  constructor(
    readonly file: string,
    message = `${file} could not be decrypted: it was changed on disk, or encrypted with another key than this user's keychain holds.`,
  ) {
    super(message);
    this.name = 'SealBroken';
  }
}

/** A sealed file older than the newest the desk wrote: a copy put back in its place. */
export class SealRolledBack extends SealBroken {
  constructor(file: string, found: number, newest: number) {
    super(file, `${file} is an older copy (version ${found}) than the one the desk last wrote (version ${newest}): it was put back in its place.`);
    this.name = 'SealRolledBack';
  }
}

export function isSealed(bytes: Buffer): boolean {
  const start = bytes.subarray(0, MAGIC.length);
  return start.equals(MAGIC) || start.equals(MAGIC_V1);
}

/** The version a sealed file carries (0 in the first format), and where its IV starts. */
function headerOf(sealed: Buffer): { version: number; start: number } {
  if (!sealed.subarray(0, MAGIC.length).equals(MAGIC)) return { version: 0, start: MAGIC_V1.length };
  // Cut short inside the version: nothing left to decrypt, which the tag check refuses.
  if (sealed.length < MAGIC.length + VERSION_BYTES) return { version: 0, start: sealed.length };
  return { version: Number(sealed.readBigUInt64BE(MAGIC.length)), start: MAGIC.length + VERSION_BYTES };
}

/** What the tag authenticates besides the content: the file's name, and its version in the current format. */
function additionalData(name: string, version: number): Buffer {
  return Buffer.from(version === 0 ? name : `${name}\n${version}`, 'utf8');
}

/**
 * A sealer whose key is the keychain's `data-key` (32 random bytes, base64), made on first
 * use. The key is read when first needed: a keychain that is locked or missing then fails
 * that one read or write with its own words, and nothing is written in plain text instead.
 */
export function keychainSealer(keychain: Keychain, account = DATA_KEY_ACCOUNT): Sealer {
  let stored: Promise<Buffer | undefined> | undefined;
  let making: Promise<Buffer> | undefined;
  /** The key; made (once) only for sealing: opening without one fails like a wrong key. */
  const dataKey = async (make: boolean): Promise<Buffer | undefined> => {
    if (!stored) {
      stored = keychain.get(account).then((text) => (text ? Buffer.from(text, 'base64') : undefined));
      // A failed read is not kept: the next use asks the keychain again.
      stored.catch(() => (stored = undefined));
    }
    const found = await stored;
    if (found || !make) return found;
    making ??= (async () => {
      const made = randomBytes(32);
      // The flag first: a start that stops between the two still reads its plain files next time.
      await keychain.set(FIRST_SEALING_ACCOUNT, 'open');
      await keychain.set(account, made.toString('base64'));
      stored = Promise.resolve(made);
      return made;
    })();
    making.catch(() => (making = undefined));
    return making;
  };
  /** The newest version of each file this sealer knows of: the keychain's, or a newer one read or sealed since. */
  const versions = new Map<string, Promise<number>>();
  const newest = (name: string): Promise<number> => {
    let known = versions.get(name);
    if (!known) {
      known = keychain.get(dataVersionAccount(name)).then((text) => Number(text ?? 0) || 0);
      versions.set(name, known);
      known.catch(() => versions.delete(name));
    }
    return known;
  };
  const later = new KeychainLater(keychain);
  return {
    async seal(plain, name) {
      // Chained on the newest known, so two seals of one file never share a version.
      const next = newest(name).then((v) => v + 1);
      versions.set(name, next);
      const version = await next;
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', (await dataKey(true)) as Buffer, iv);
      // The file's name is authenticated too: a sealed file copied over another one is refused.
      cipher.setAAD(additionalData(name, version));
      const body = Buffer.concat([cipher.update(plain), cipher.final()]);
      const header = Buffer.alloc(VERSION_BYTES);
      header.writeBigUInt64BE(BigInt(version));
      return Buffer.concat([MAGIC, header, iv, cipher.getAuthTag(), body]);
    },
    async open(sealed, name) {
      const { version, start } = headerOf(sealed);
      const iv = sealed.subarray(start, start + IV_BYTES);
      const tag = sealed.subarray(start + IV_BYTES, start + IV_BYTES + TAG_BYTES);
      const body = sealed.subarray(start + IV_BYTES + TAG_BYTES);
      const key = await dataKey(false);
      let plain: Buffer;
      try {
        if (!key || tag.length !== TAG_BYTES) throw new Error('no key, or cut short');
        const decipher = createDecipheriv('aes-256-gcm', key, iv);
        decipher.setAAD(additionalData(name, version));
        decipher.setAuthTag(tag);
        plain = Buffer.concat([decipher.update(body), decipher.final()]);
      } catch {
        throw new SealBroken(name);
      }
      const known = await newest(name);
      if (version < known) throw new SealRolledBack(name, version, known);
      if (version > known) versions.set(name, Promise.resolve(version)); // the keychain lagged behind the file
      return plain;
    },
    stored(sealed, name) {
      later.later(dataVersionAccount(name), String(headerOf(sealed).version));
    },
    async readsPlain() {
      if (!(await dataKey(false))) return true;
      return (await keychain.get(FIRST_SEALING_ACCOUNT)) === 'open';
    },
    async endFirstSealing() {
      try {
        if (await dataKey(false)) await keychain.delete(FIRST_SEALING_ACCOUNT);
      } catch {
        // No keychain now: no plain file can be read either (readsPlain fails the same way); the next start ends it.
      }
    },
    written: () => later.flush(),
  };
}

/** Writes `value` as JSON, sealed, atomically (temp file, fsync, rename). */
export async function writeSealedJson(file: string, value: unknown, sealer: Sealer): Promise<void> {
  const sealed = await sealer.seal(Buffer.from(`${JSON.stringify(value)}\n`, 'utf8'), basename(file));
  await writeBytesAtomic(file, sealed);
  sealer.stored(sealed, basename(file));
}

/** Writes `value` sealed when a sealer is given, else as plain JSON. */
export function writeStateFile(file: string, value: unknown, sealer: Sealer | undefined): Promise<void> {
  return sealer ? writeSealedJson(file, value, sealer) : writeJsonAtomic(file, value);
}

/**
 * The sealed file's content, parsed by `schema`; `fallback` when it does not exist. A plain
 * JSON file is read and sealed in its place at once during the first sealing (written before
 * encryption), and refused after it. A file refused, or that cannot be decrypted or parsed, is
 * moved aside, kept as it was, and `fallback` is used: the desk goes on, says so through
 * `onInvalid`, and the file can still be opened with the right key.
 */
export async function readSealedJson<S extends z.ZodType>(
  file: string,
  schema: S,
  fallback: z.output<S>,
  sealer: Sealer,
  onInvalid: (message: string) => void,
): Promise<z.output<S>> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return fallback;
    throw error;
  }
  const sealed = isSealed(bytes);
  let problem = `${basename(file)} is not valid`;
  let parsed: z.ZodSafeParseResult<z.output<S>> | undefined;
  try {
    if (!sealed && !(await sealer.readsPlain())) {
      problem = `${basename(file)} is not encrypted although this desk encrypts its files, so it was not written by the desk`;
    } else {
      const text = (sealed ? await sealer.open(bytes, basename(file)) : bytes).toString('utf8');
      parsed = schema.safeParse(JSON.parse(text));
    }
  } catch (error) {
    if (error instanceof SealBroken) problem = error.message.replace(/\.$/, '');
    // A keychain that cannot be read is not the file's fault: the file stays where it is.
    else if (!(error instanceof SyntaxError)) throw error;
  }
  if (parsed?.success) {
    if (!sealed) await writeSealedJson(file, parsed.data, sealer);
    return parsed.data;
  }
  const aside = `${file}.unreadable-${Date.now()}`;
  await rename(file, aside);
  onInvalid(`${problem}; it was kept unchanged as ${basename(aside)}`);
  return fallback;
}
