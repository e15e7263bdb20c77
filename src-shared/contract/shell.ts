// shell.*: what the desk asks of the desktop, and the window's errors for the app log.
import { z } from 'zod';
import { out } from './common';

/** Where a window error came from: an uncaught error, an unhandled rejection, or React's render. */
export const WINDOW_ERROR_SOURCES = ['error', 'rejection', 'render'] as const;

export const channels = {
  /** Opens an https page (or the sandbox's own video page) in the system browser, after the user confirms. */
  'shell.openExternal': { input: z.object({ url: z.string().max(2000) }), output: out<{ opened: boolean }>() },
  /** A window error, written to the app log with its stack (`npm run map-stack` reads it back to source lines). */
  'shell.reportError': {
    input: z.object({ source: z.enum(WINDOW_ERROR_SOURCES), message: z.string().max(2000), stack: z.string().max(16_000).optional() }),
    output: out<{ logged: boolean }>(),
  },
} as const;
