// App lifecycle: starts the built-in sandbox, binds IPC, opens the window.
import { join } from 'node:path';
import { app } from 'electron';
import type { ConnectionInfo } from './ipc/contract';
import { bindRouter } from './ipc/electron';
import { createRouter } from './ipc/router';
import { startSandbox } from './sandbox/server';
import { createMainWindow, isOwnPage } from './window';

if (!app.requestSingleInstanceLock()) app.quit();

app.on('window-all-closed', () => app.quit());

void app.whenReady().then(async () => {
  const sandbox = await startSandbox({ dataDir: join(app.getPath('userData'), 'sandbox') });
  app.on('will-quit', () => void sandbox.close());
  const connection: ConnectionInfo = { name: 'Sandbox', baseUrl: sandbox.baseUrl, environment: 'sandbox' };
  bindRouter(createRouter({ 'connection.current': () => Promise.resolve(connection) }), isOwnPage);
  createMainWindow();
});
