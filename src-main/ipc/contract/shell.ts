// shell.*: what the desk asks of the desktop.
import { z } from 'zod';
import { out } from './common';

export const channels = {
  /** Opens an https page (or the sandbox's own video page) in the system browser, after the user confirms. */
  'shell.openExternal': { input: z.object({ url: z.string().max(2000) }), output: out<{ opened: boolean }>() },
} as const;
