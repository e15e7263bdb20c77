// What the preload (src-preload/index.ts) takes from electron, in the harness's page: its
// bundle (preload.ts) gets this module for `electron`. Only what the preload uses is here, so
// a preload that starts to use more fails to bundle rather than drift from the harness.
// `__deskInvoke` is the harness's binding (ipcMain's handler); `__deskEmit` its webContents.send.
type Listener = (event: unknown, payload: unknown) => void;
const listeners = new Map<string, Set<Listener>>();

window.__deskEmit = (channel, payload) => listeners.get(channel)?.forEach((listener) => listener({}, payload));

export const ipcRenderer = {
  invoke: (channel: string, ...args: unknown[]) => window.__deskInvoke(channel, ...args),
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
