// App lifecycle: one instance, the desk (sandbox, profiles, IPC), the menu, the window.
import { fileURLToPath } from 'node:url';
import { app, utilityProcess } from 'electron';
import { startDesk } from './desk';
import { bindRouter, sendEvent } from './ipc/electron';
import { refusedSwitches } from './launch-policy';
import { osKeychain } from './profiles/keychain';
import type { SandboxChild } from './sandbox/supervisor';
import { type Language, mainWords } from './words';
import {
  applicationMenu,
  createMainWindow,
  denyPermissions,
  electronShell,
  guardWebContents,
  isOwnPage,
  registerAppScheme,
  serveApp,
} from './window';

const SANDBOX_ENTRY = fileURLToPath(new URL('./sandbox.js', import.meta.url));

/** The built-in sandbox in a utility process: its memory and work stay out of this one. */
function utilitySandbox(): SandboxChild {
  const child = utilityProcess.fork(SANDBOX_ENTRY, [], { serviceName: 'Offering Desk sandbox', stdio: 'inherit' });
  return {
    send: (message) => child.postMessage(message),
    onMessage: (listener) => child.on('message', listener),
    onExit: (listener) => child.once('exit', listener),
    kill: () => void child.kill(),
  };
}

registerAppScheme();
app.on('web-contents-created', (_event, contents) => guardWebContents(contents));

// A packaged app with a debugger port would hand its keys to whoever connects: it does not start.
const refused = refusedSwitches(app.isPackaged, process.argv, (name) => app.commandLine.hasSwitch(name));
if (refused.length > 0) {
  process.stderr.write(`Offering Desk does not start with --${refused.join(', --')}.\n`);
  app.exit(1);
} else if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  let window: Electron.BrowserWindow | undefined;
  app.on('second-instance', () => {
    if (window?.isMinimized()) window.restore();
    window?.focus();
  });
  app.on('window-all-closed', () => app.quit());

  void app.whenReady().then(async () => {
    denyPermissions();
    serveApp();
    // Menu and dialogs in the chosen language: English until the preferences are read.
    let words = mainWords('en');
    applicationMenu(app.isPackaged, words);
    const desk = await startDesk({
      userDataDir: app.getPath('userData'),
      keychain: osKeychain(),
      shell: electronShell(() => window, () => words),
      sandboxProcess: utilitySandbox,
    });
    const speak = (language: Language) => {
      words = mainWords(language);
      applicationMenu(app.isPackaged, words);
    };
    speak(desk.preferences.get().language);
    desk.preferences.onChange(({ language }) => speak(language));
    bindRouter(desk.invoke, isOwnPage);
    window = createMainWindow(desk.preferences);
    desk.onEvent((event, payload) => window && sendEvent(window.webContents, event, payload));
    let closed = false;
    app.on('will-quit', (event) => {
      if (closed) return;
      event.preventDefault();
      void desk.close().finally(() => {
        closed = true;
        app.quit();
      });
    });
  });
}
