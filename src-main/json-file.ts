// Small JSON state files in the user data folder: parsed on read, written atomically
// (temp file, fsync, rename), so a crash never leaves half a file behind.
import { randomUUID } from 'node:crypto';
import { open, readFile, rename, rm } from 'node:fs/promises';
import { dirname, basename, join } from 'node:path';
import type { z } from 'zod';

export function writeJsonAtomic(file: string, value: unknown): Promise<void> {
  return writeBytesAtomic(file, Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8'));
}

/** Writes `bytes` readable by the user only, synced, and renamed into place. */
export async function writeBytesAtomic(file: string, bytes: Buffer): Promise<void> {
  await replaceAtomically(file, async (temp) => {
    const handle = await open(temp, 'w', 0o600);
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
  });
}

/**
 * Writes `file` through a temporary file beside it (same folder, so the rename stays on one
 * file system), renamed into place once `write` has finished: a reader sees the old file or
 * the whole new one. A failed write leaves no temporary file behind.
 */
export async function replaceAtomically(file: string, write: (temp: string) => Promise<void>): Promise<void> {
  // One temp file per write: two writes in the same millisecond must not share one.
  const temp = join(dirname(file), `.${basename(file)}.${randomUUID()}.tmp`);
  try {
    await write(temp);
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/**
 * A state kept in a JSON file. Changes are saved one after another, each from the state the
 * last one left, so two at once both land; `current` moves only when its file is written.
 */
export class JsonState<T> {
  #current: T;
  #saving: Promise<unknown> = Promise.resolve();

  constructor(
    readonly file: string,
    initial: T,
    /** How the state is written: plain JSON unless told (a sealed file, say). */
    private readonly write: (file: string, value: T) => Promise<void> = writeJsonAtomic,
  ) {
    this.#current = initial;
  }

  get current(): T {
    return this.#current;
  }

  change(next: (current: T) => T): Promise<T> {
    const saved = this.#saving.then(async () => {
      const state = next(this.#current);
      await this.write(this.file, state);
      return (this.#current = state);
    });
    this.#saving = saved.catch(() => undefined);
    return saved;
  }

  /** Resolves once the changes asked for so far are written (or have failed). */
  async written(): Promise<void> {
    await this.#saving;
  }
}

/**
 * The file's content, parsed by `schema`; `fallback` when the file does not exist. A file
 * that is not valid is moved aside (never overwritten) and `fallback` is used.
 */
export async function readJson<S extends z.ZodType>(
  file: string,
  schema: S,
  fallback: z.output<S>,
  onInvalid: (message: string) => void,
): Promise<z.output<S>> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return fallback;
    throw error;
  }
  let parsed: ReturnType<S['safeParse']> | undefined;
  try {
    parsed = schema.safeParse(JSON.parse(text)) as ReturnType<S['safeParse']>;
  } catch {
    parsed = undefined;
  }
  if (parsed?.success) return parsed.data as z.output<S>;
  const aside = `${file}.invalid-${Date.now()}`;
  await rename(file, aside);
  onInvalid(`${basename(file)} could not be read and was moved to ${basename(aside)}`);
  return fallback;
}
