// updates.*: the signed update channel (off until a feed is configured).
import type { UpdateStatus } from '../domain/update-status';
import { None, out } from './common';

export const channels = {
  'updates.status': { input: None, output: out<UpdateStatus>() },
  /** Looks now (the desk also looks at start and every few hours); downloads a newer release. */
  'updates.check': { input: None, output: out<UpdateStatus>(), invalidates: ['updates.status'] },
} as const;
