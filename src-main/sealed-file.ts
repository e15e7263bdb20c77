// Files about investors (payment drafts, caches) encrypted at rest: AES-256-GCM with one key
// per user kept in the OS keychain, never on disk. A file changed on disk, or sealed under
// another key, fails the GCM tag check and is refused in words; it is never overwritten.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { readFile, rename } from 'node:fs/promises';
import { basename } from 'node:path';
import type { z } from 'zod';
import { writeBytesAtomic, writeJsonAtomic } from './json-file';
import type { Keychain } from './profiles/keychain';

/** The keychain account of the data key: apart from the profiles' credentials. */
export const DATA_KEY_ACCOUNT = 'data-key';

/** A sealed file starts with these bytes; a file without them is plain JSON (before encryption). */
const MAGIC = Buffer.from('ODSEAL1\n', 'utf8');
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface Sealer {
  seal(plain: Buffer, name: string): Promise<Buffer>;
  /** Throws SealBroken when the file was changed or sealed under another key. */
  open(sealed: Buffer, name: string): Promise<Buffer>;
}

/** A sealed file that fails its check: changed on disk, or sealed under another key. */
export class SealBroken extends Error {
  constructor(readonly file: string) {
    super(`${file} could not be decrypted: it was changed on disk, or encrypted with another key than this user's keychain holds.`);
    this.name = 'SealBroken';
  }
}

export function isSealed(bytes: Buffer): boolean {
  return bytes.subarray(0, MAGIC.length).equals(MAGIC);
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
      await keychain.set(account, made.toString('base64'));
      stored = Promise.resolve(made);
      return made;
    })();
    making.catch(() => (making = undefined));
    return making;
  };
  return {
    async seal(plain, name) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', (await dataKey(true)) as Buffer, iv);
      // The file's name is authenticated too: a sealed file copied over another one is refused.
      cipher.setAAD(Buffer.from(name, 'utf8'));
      const body = Buffer.concat([cipher.update(plain), cipher.final()]);
      return Buffer.concat([MAGIC, iv, cipher.getAuthTag(), body]);
    },
    async open(sealed, name) {
      const iv = sealed.subarray(MAGIC.length, MAGIC.length + IV_BYTES);
      const tag = sealed.subarray(MAGIC.length + IV_BYTES, MAGIC.length + IV_BYTES + TAG_BYTES);
      const body = sealed.subarray(MAGIC.length + IV_BYTES + TAG_BYTES);
      const key = await dataKey(false);
      try {
        if (!key || tag.length !== TAG_BYTES) throw new Error('no key, or cut short');
        const decipher = createDecipheriv('aes-256-gcm', key, iv);
        decipher.setAAD(Buffer.from(name, 'utf8'));
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(body), decipher.final()]);
      } catch {
        throw new SealBroken(name);
      }
    },
  };
}

/** Writes `value` as JSON, sealed, atomically (temp file, fsync, rename). */
export async function writeSealedJson(file: string, value: unknown, sealer: Sealer): Promise<void> {
  await writeBytesAtomic(file, await sealer.seal(Buffer.from(`${JSON.stringify(value)}\n`, 'utf8'), basename(file)));
}

/** Writes `value` sealed when a sealer is given, else as plain JSON. */
export function writeStateFile(file: string, value: unknown, sealer: Sealer | undefined): Promise<void> {
  return sealer ? writeSealedJson(file, value, sealer) : writeJsonAtomic(file, value);
}

/**
 * The sealed file's content, parsed by `schema`; `fallback` when it does not exist. A plain
 * JSON file (written before encryption) is read and sealed in its place at once. A file that
 * cannot be decrypted or parsed is moved aside, kept as it was, and `fallback` is used: the
 * desk goes on, and the file can still be opened with the right key.
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
    const text = (sealed ? await sealer.open(bytes, basename(file)) : bytes).toString('utf8');
    parsed = schema.safeParse(JSON.parse(text));
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
