// Exposes `window.desk` and nothing else. Bundled into one CJS file: a sandboxed preload
// can require only electron. Channels and events outside the contract are refused here.
import { contextBridge, ipcRenderer } from 'electron';
import type { Channel, DeskApi, DeskEvent, DeskEventPayload } from '../src-shared/contract';
import { EVENT_PREFIX, INVOKE_CHANNEL } from '../src-shared/contract/ipc-names';

/**
 * The contract's channel and event names, put in at build time (`preloadDefines`): this script
 * runs before each window's first paint, and the contract's schemas (zod) would triple it.
 */
declare const __DESK_NAMES__: { channels: readonly Channel[]; events: readonly DeskEvent[] };
const CHANNELS = new Set<unknown>(__DESK_NAMES__.channels);
const EVENTS = new Set<unknown>(__DESK_NAMES__.events);
const isChannel = (name: unknown): name is Channel => CHANNELS.has(name);
const isEvent = (name: unknown): name is DeskEvent => EVENTS.has(name);

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
