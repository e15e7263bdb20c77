// Binds the router to ipcMain. The only file that registers IPC handlers: every call is
// refused unless it comes from the app's own page in the main frame.
import { type IpcMainInvokeEvent, type WebContents, ipcMain } from 'electron';
import { type DeskEvent, EVENT_PREFIX, INVOKE_CHANNEL, type IpcResult } from '../../src-shared/contract';
import type { Router } from './router';

const REFUSED: IpcResult<never> = { ok: false, error: { kind: 'unauthorized', message: 'Refused: not the app page' } };

export function isTrustedSender(event: Pick<IpcMainInvokeEvent, 'senderFrame'>, isOwnPage: (url: string) => boolean): boolean {
  const frame = event.senderFrame;
  return frame !== null && frame.parent === null && isOwnPage(frame.url);
}

export function bindRouter(router: Router, isOwnPage: (url: string) => boolean): void {
  ipcMain.handle(INVOKE_CHANNEL, (event, channel: unknown, input: unknown) =>
    isTrustedSender(event, isOwnPage) ? router(channel, input) : Promise.resolve(REFUSED),
  );
}

export function sendEvent(contents: WebContents, event: DeskEvent, payload: unknown): void {
  if (!contents.isDestroyed()) contents.send(EVENT_PREFIX + event, payload);
}
