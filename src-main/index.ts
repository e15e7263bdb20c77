// App lifecycle: one instance, the desk (sandbox, profiles, IPC), the menu, the window.
import { fileURLToPath } from 'node:url';
import { app, nativeTheme, session, utilityProcess } from 'electron';
import { frameShellOf } from './frame-shell';
import { bindRouter, sendEvent } from './ipc/electron';
import { refusedSwitches } from './launch-policy';
import { osKeychain } from './keychain';
import type { PreferencesStore } from './preferences';
import { startApp } from './start';
import { PREPARED_DATABASE_FILE, type SandboxChild, withPrepared } from './sandbox/supervisor';
import { readUpdateConfig } from './updates/config';
import { installUpdate } from './updates/install';
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
/** Made by `npm run build` next to the sandbox's entry (and packaged with it). */
const PREPARED_DATABASE = fileURLToPath(new URL(`./${PREPARED_DATABASE_FILE}`, import.meta.url));

/** The built-in sandbox in a utility process: its memory and work stay out of this one. */
function utilitySandbox(): SandboxChild {
  const child = utilityProcess.fork(SANDBOX_ENTRY, [], { serviceName: 'Offering Desk sandbox', stdio: 'inherit' });
  return {
    send: (message) => child.postMessage(withPrepared(message, PREPARED_DATABASE)),
    onMessage: (listener) => child.on('message', listener),
    onExit: (listener) => child.once('exit', listener),
    kill: () => void child.kill(),
  };
}

/** The update channel of a packaged desk whose build (or IT) names a feed; else off. */
async function updateChannel() {
  if (!app.isPackaged) return undefined;
  const config = await readUpdateConfig(process.resourcesPath).catch((error: unknown) => {
    process.stderr.write(`Updates are off: ${error instanceof Error ? error.message : String(error)}\n`);
    return undefined;
  });
  return config && { ...config, currentVersion: app.getVersion() };
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
  let preferences: PreferencesStore | undefined;
  app.on('second-instance', () => {
    if (window?.isMinimized()) window.restore();
    window?.focus();
  });
  app.on('window-all-closed', () => app.quit());

  void app.whenReady().then(async () => {
    denyPermissions();
    // The page comes with its first frame drawn, in the user's language and colours (frame-shell.ts).
    serveApp(() => preferences && frameShellOf(preferences.get(), nativeTheme.shouldUseDarkColors));
    // Menu and dialogs in the chosen language: English until the preferences are read.
    let words = mainWords('en');
    const speak = (language: Language) => {
      words = mainWords(language);
      applicationMenu(app.isPackaged, words);
    };
    speak('en');
    const desk = startApp(
      {
        userDataDir: app.getPath('userData'),
        keychain: osKeychain(),
        shell: electronShell(() => window, () => words),
        sandboxProcess: utilitySandbox,
        resolveProxy: (url) => session.defaultSession.resolveProxy(url),
        update: await updateChannel(),
        listUpdates: true,
      },
      {
        bindRouter: (invoke) => bindRouter(invoke, isOwnPage),
        openWindow: (store) => {
          preferences = store;
          speak(store.get().language);
          store.onChange(({ language }) => speak(language));
          window = createMainWindow(store);
        },
        sendEvent: (event, payload) => window && sendEvent(window.webContents, event, payload),
      },
    );
    let closed = false;
    app.on('will-quit', (event) => {
      if (closed) return;
      event.preventDefault();
      // A quit while the desk still starts waits for it, so the sandbox's process is stopped too;
      // a verified update is installed once the desk is closed.
      void desk
        .then(async (started) => {
          const update = started.updateToInstall();
          await started.close();
          if (update) await installUpdate(update).catch((error: unknown) => started.log.error(`update not installed: ${String(error)}`));
        })
        .finally(() => {
          closed = true;
          app.quit();
        });
    });
  });
}
