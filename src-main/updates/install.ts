// Installing a verified update as the desk quits, the way each platform's package installs:
// the NSIS installer runs silently and starts the desk again; an AppImage is replaced in
// place; on macOS the disk image is opened for the user to drag the app (a signed .dmg).
// The file is hashed again first: it lay in the user data folder since it was verified.
import { spawn } from 'node:child_process';
import { chmod, copyFile, rename, rm } from 'node:fs/promises';
import { checkStillVerified } from './verified';

/** By its full path: a PATH of the user's choosing does not pick the program. */
const MAC_OPEN = '/usr/bin/open';

export async function installUpdate(file: string, platform: NodeJS.Platform = process.platform, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  if (platform === 'win32') {
    await checkStillVerified(file);
    spawn(file, ['/S', '--updated', '--force-run'], { detached: true, stdio: 'ignore' }).unref();
  } else if (platform === 'darwin') {
    await checkStillVerified(file);
    spawn(MAC_OPEN, [file], { detached: true, stdio: 'ignore' }).unref();
  } else if (env.APPIMAGE) {
    // Beside the running image, checked there, then renamed over it: a reader sees the old or the new one.
    const next = `${env.APPIMAGE}.update`;
    await copyFile(file, next);
    try {
      await checkStillVerified(file, next);
    } catch (error) {
      await rm(next, { force: true });
      throw error;
    }
    await chmod(next, 0o755);
    await rename(next, env.APPIMAGE);
  }
}
