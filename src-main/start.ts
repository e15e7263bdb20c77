// The desk's start, as the Electron shell and the E2E harness both run it: the window opens
// first, on the saved preferences, and paints while the desk starts; its calls are bound at
// once and those made before the desk is ready wait for it (none fails); then the desk.
import { join } from 'node:path';
import { type Desk, type DeskOptions, startDesk } from './desk';
import { type DeskEvent, type IpcResult, contract } from '../src-shared/contract';
import type { Router } from './ipc/router';
import { fileLog } from './log';
import { PreferencesStore } from './preferences';

export interface AppWindowShell {
  /** Binds the window's calls; called before the window opens. */
  bindRouter(invoke: Router): void;
  /** Opens the window (it loads and paints on its own; not awaited). */
  openWindow(preferences: PreferencesStore): void;
  /** A desk event for the window. */
  sendEvent(event: DeskEvent, payload: unknown): void;
}

export async function startApp(options: Omit<DeskOptions, 'preferences'>, window: AppWindowShell): Promise<Desk> {
  const log = options.log ?? fileLog(join(options.userDataDir, 'desk.log'));
  const preferences = await PreferencesStore.open(join(options.userDataDir, 'preferences.json'), (m) => log.warn(m));
  // startDesk's first step waits on the file system, so the window opens before any of its work.
  const starting = startDesk({ ...options, log, preferences });
  // The window's first call reads the preferences, open already (the desk gets the same store):
  // answered at once, so the frame renders while the desk starts.
  const early = (channel: unknown, input: unknown): IpcResult<unknown> | undefined =>
    channel === 'preferences.get' && contract['preferences.get'].input.safeParse(input).success ? { ok: true, value: preferences.get() } : undefined;
  window.bindRouter(async (channel, input) => early(channel, input) ?? (await starting).invoke(channel, input));
  window.openWindow(preferences);
  const desk = await starting;
  desk.onEvent((event, payload) => window.sendEvent(event, payload));
  return desk;
}
