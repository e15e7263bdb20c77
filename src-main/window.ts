// The main window: secure webPreferences, navigation and new windows refused, every
// permission denied. The desktop shell issue hardens the rest.
import { fileURLToPath } from 'node:url';
import { BrowserWindow, session } from 'electron';

const RENDERER_DEV_URL = process.env.ELECTRON_RENDERER_URL;
const RENDERER_FILE = fileURLToPath(new URL('../renderer/index.html', import.meta.url));
const PRELOAD_FILE = fileURLToPath(new URL('../preload/index.cjs', import.meta.url));

export function isOwnPage(url: string): boolean {
  if (RENDERER_DEV_URL) return url.startsWith(RENDERER_DEV_URL);
  return url.startsWith('file://') && fileURLToPath(url.split(/[?#]/)[0] ?? '') === RENDERER_FILE;
}

export function createMainWindow(): BrowserWindow {
  session.defaultSession.setPermissionRequestHandler((_webContents, _permission, callback) => callback(false));
  session.defaultSession.setPermissionCheckHandler(() => false);

  const window = new BrowserWindow({
    width: 1280,
    height: 800,
    title: 'Offering Desk',
    webPreferences: {
      preload: PRELOAD_FILE,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      webviewTag: false,
    },
  });
  window.webContents.on('will-navigate', (event) => event.preventDefault());
  window.webContents.setWindowOpenHandler(() => ({ action: 'deny' }));
  window.webContents.on('will-attach-webview', (event) => event.preventDefault());

  if (RENDERER_DEV_URL) void window.loadURL(RENDERER_DEV_URL);
  else void window.loadFile(RENDERER_FILE);
  return window;
}
