// What the preload (src-preload/index.ts) takes from electron, in the harness's page: its
// bundle (preload.ts) gets this module for `electron`. Only what the preload uses is here, so
// a preload that starts to use more fails to bundle rather than drift from the harness.
// `__deskInvoke` is the harness's binding (ipcMain's handler); `__deskEvents` its webContents.send.
type Listener = (event: unknown, payload: unknown) => void;
const listeners = new Map<string, Set<Listener>>();

/** The number of the last event dispatched: an event comes pushed and again with an answer, and is dispatched once. */
let dispatched = 0;
window.__deskEvents = (events) => {
  for (const [n, channel, payload] of events) {
    if (n <= dispatched) continue;
    dispatched = n;
    listeners.get(channel)?.forEach((listener) => listener({}, payload));
  }
};

export const ipcRenderer = {
  // The events sent before the answer are dispatched before it, as Electron's pipe delivers them.
  invoke: async (channel: string, ...args: unknown[]) => {
    const { result, events } = await window.__deskInvoke(channel, ...args);
    window.__deskEvents?.(events);
    return result;
  },
  on(channel: string, listener: Listener) {
    const set = listeners.get(channel) ?? new Set();
    set.add(listener);
    listeners.set(channel, set);
  },
  removeListener: (channel: string, listener: Listener) => void listeners.get(channel)?.delete(listener),
};

/** As Electron's bridge hands the page a frozen copy it cannot replace. */
export const contextBridge = {
  exposeInMainWorld(key: string, api: object) {
    Object.defineProperty(window, key, { value: Object.freeze({ ...api }), writable: false });
  },
};
