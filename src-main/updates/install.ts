// Installing a verified update as the desk quits, the way each platform's package installs:
// the NSIS installer runs silently and starts the desk again; an AppImage is replaced in
// place; on macOS the disk image is opened for the user to drag the app (a signed .dmg).
import { spawn } from 'node:child_process';
import { chmod, copyFile, rename } from 'node:fs/promises';

export async function installUpdate(file: string, platform: NodeJS.Platform = process.platform, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  if (platform === 'win32') {
    spawn(file, ['/S', '--updated', '--force-run'], { detached: true, stdio: 'ignore' }).unref();
  } else if (platform === 'darwin') {
    spawn('open', [file], { detached: true, stdio: 'ignore' }).unref();
  } else if (env.APPIMAGE) {
    // Beside the running image, then renamed over it: a reader sees the old or the new one.
    const next = `${env.APPIMAGE}.update`;
    await copyFile(file, next);
    await chmod(next, 0o755);
    await rename(next, env.APPIMAGE);
  }
}
