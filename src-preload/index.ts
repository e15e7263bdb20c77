// Exposes `window.desk` and nothing else. Bundled into one CJS file: a sandboxed preload
// can require only electron.
import { contextBridge, ipcRenderer } from 'electron';
import { type DeskApi, isChannel } from '../src-main/ipc/contract';

const INVOKE_CHANNEL = 'desk:invoke';
const EVENT_PREFIX = 'desk:event:';

const desk: DeskApi = {
  invoke: (channel, input) => {
    if (!isChannel(channel)) return Promise.reject(new Error(`Unknown channel ${String(channel)}`));
    return ipcRenderer.invoke(INVOKE_CHANNEL, channel, input);
  },
  on: (event, listener) => {
    const forward = (_event: unknown, payload: unknown) => listener(payload);
    ipcRenderer.on(EVENT_PREFIX + event, forward);
    return () => void ipcRenderer.removeListener(EVENT_PREFIX + event, forward);
  },
};

contextBridge.exposeInMainWorld('desk', desk);
