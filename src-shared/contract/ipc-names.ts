// The one Electron IPC channel every invoke travels on, and the prefix of event channels: apart
// from the contract's schemas, so that the preload names them without loading zod.
export const INVOKE_CHANNEL = 'desk:invoke';
export const EVENT_PREFIX = 'desk:event:';
