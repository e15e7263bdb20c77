// Install scripts are off (.npmrc), so Electron's binary is fetched here on the first
// `npm start` instead of during `npm install`.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const electronDir = dirname(require.resolve('electron/package.json'));
const pathFile = join(electronDir, 'path.txt');
const installed = existsSync(pathFile) && existsSync(join(electronDir, 'dist', readFileSync(pathFile, 'utf8')));
if (!installed) {
  console.log('Fetching the Electron binary (first start)…');
  const result = spawnSync(process.execPath, [join(electronDir, 'install.js')], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('Could not fetch Electron. Check the network, or set ELECTRON_MIRROR; see README.');
    process.exit(result.status ?? 1);
  }
}
