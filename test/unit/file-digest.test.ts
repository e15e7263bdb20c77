import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digestThread } from '../../src-main/workflows/file-digest';

const fileDigest = (path: string) => digestThread().digest(path);

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'od-digest-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("a file's digest on a thread of its own", () => {
  it('is the SHA-256 of every byte, across reads and of an empty file', async () => {
    // 2.5 MiB: more than two of the thread's reads, the last one short.
    const bytes = Buffer.alloc(5 * (1 << 19));
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 31 + (i >>> 11)) & 0xff;
    const file = join(dir, 'list.csv');
    await writeFile(file, bytes);
    const empty = join(dir, 'empty.csv');
    await writeFile(empty, '');
    expect(await fileDigest(file)).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(await fileDigest(empty)).toBe(createHash('sha256').digest('hex'));
  });

  it('answers once; a thread closed before it was asked says it stopped', async () => {
    const file = join(dir, 'one.csv');
    await writeFile(file, 'address,amount\n');
    const thread = digestThread();
    expect(await thread.digest(file)).toBe(createHash('sha256').update('address,amount\n').digest('hex'));
    await thread.close();
    const unasked = digestThread();
    await unasked.close();
    await expect(unasked.digest(file)).rejects.toThrow('before it answered');
  });

  it('fails with the reason when the file cannot be read', async () => {
    await expect(fileDigest(join(dir, 'gone.csv'))).rejects.toThrow(/ENOENT.*gone\.csv/);
    await expect(fileDigest(dir)).rejects.toThrow(/EISDIR/);
  });
});
