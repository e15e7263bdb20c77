// Exposes `window.desk` and nothing else. Bundled into one CJS file: a sandboxed preload
// can require only electron. Channels and events outside the contract are refused here.
import { contextBridge, ipcRenderer } from 'electron';
import { type DeskApi, type DeskEventPayload, EVENT_PREFIX, INVOKE_CHANNEL, isChannel, isEvent } from '../src-shared/contract';

const desk: DeskApi = {
  invoke: (channel, input) => {
    if (!isChannel(channel)) return Promise.reject(new Error(`Unknown channel ${String(channel)}`));
    return ipcRenderer.invoke(INVOKE_CHANNEL, channel, input);
  },
  on: (event, listener) => {
    if (!isEvent(event)) throw new Error(`Unknown event ${String(event)}`);
    // The main process sends each event with its contract's payload (ipc/services.ts `emit`).
    const forward = (_event: unknown, payload: unknown) => listener(payload as DeskEventPayload<typeof event>);
    ipcRenderer.on(EVENT_PREFIX + event, forward);
    return () => void ipcRenderer.removeListener(EVENT_PREFIX + event, forward);
  },
};

contextBridge.exposeInMainWorld('desk', desk);
