// How each platform's installer is started, with the process start recorded instead of run:
// macOS's `open` by its full path (a PATH of someone else's choosing does not pick it), and
// nothing started for a file that was not verified.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installUpdate } from '../../src-main/updates/install';
import { sha512Of } from '../../src-main/updates/release';
import { rememberVerified } from '../../src-main/updates/verified';

const started = vi.hoisted(() => [] as { command: string; args: readonly string[] }[]);
vi.mock('node:child_process', () => ({
  spawn: (command: string, args: readonly string[]) => {
    started.push({ command, args });
    return { unref: () => undefined };
  },
}));

beforeEach(() => {
  started.length = 0;
});

async function verifiedFile(content: string): Promise<string> {
  const file = join(await mkdtemp(join(tmpdir(), 'od-install-')), 'Offering-Desk-2.0.0.dmg');
  await writeFile(file, content);
  rememberVerified(file, await sha512Of(file));
  return file;
}

describe('starting the installer', () => {
  it('opens a disk image with /usr/bin/open, and runs the Windows installer itself', async () => {
    const file = await verifiedFile('desk 2.0.0');
    await installUpdate(file, 'darwin', {});
    await installUpdate(file, 'win32', {});
    expect(started).toEqual([
      { command: '/usr/bin/open', args: [file] },
      { command: file, args: ['/S', '--updated', '--force-run'] },
    ]);
  });

  it('starts nothing for a file changed after it was verified', async () => {
    const file = await verifiedFile('desk 2.0.0');
    await writeFile(file, 'something else');
    await expect(installUpdate(file, 'darwin', {})).rejects.toThrow('changed after it was verified');
    await expect(installUpdate(file, 'win32', {})).rejects.toThrow('changed after it was verified');
    expect(started).toEqual([]);
  });
});
