// The files the updater verified in this process, with the SHA-512 they had then. The file
// waits in the user data folder until the desk quits; whatever replaced it there in between is
// caught by hashing it again just before it runs (installUpdate).
import { sha512Of } from './release';

const verified = new Map<string, string>();

export function rememberVerified(path: string, sha512: string): void {
  verified.set(path, sha512);
}

/**
 * Throws unless `path` was verified in this process and `contents` (the file itself, or the
 * copy about to be used) still has its SHA-512.
 */
export async function checkStillVerified(path: string, contents = path): Promise<void> {
  const expected = verified.get(path);
  if (expected === undefined) throw new Error(`${path} was not verified by the update channel`);
  if ((await sha512Of(contents)) !== expected) throw new Error(`${path} changed after it was verified: not installed`);
}
