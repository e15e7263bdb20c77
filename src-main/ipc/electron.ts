// Binds the router to ipcMain. The only IPC file that imports electron: every call is
// refused unless it comes from the app's own page in the main frame.
import { type IpcMainInvokeEvent, ipcMain } from 'electron';
import type { IpcResult } from './contract';
import type { Router } from './router';

export const INVOKE_CHANNEL = 'desk:invoke';

export function bindRouter(router: Router, isOwnPage: (url: string) => boolean): void {
  ipcMain.handle(INVOKE_CHANNEL, (event: IpcMainInvokeEvent, channel: unknown, input: unknown): Promise<IpcResult<unknown>> => {
    const frame = event.senderFrame;
    if (!frame || frame.parent !== null || !isOwnPage(frame.url)) {
      return Promise.resolve({ ok: false, error: { kind: 'unauthorized', message: 'Refused: not the app page' } });
    }
    return router(channel, input);
  });
}
