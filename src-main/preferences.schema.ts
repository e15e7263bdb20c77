// What the user chooses in Settings. Pure.
import { z } from 'zod';

export const LANGUAGES = ['en', 'de'] as const;
export const THEMES = ['light', 'dark', 'auto'] as const;
export const RETENTION_DAYS = { min: 1, max: 3650, default: 90 } as const;

export const Preferences = z.object({
  language: z.enum(LANGUAGES).default('en'),
  theme: z.enum(THEMES).default('auto'),
  /** Done payment drafts (and caches) are deleted from this machine after this many days. */
  retentionDays: z.number().int().min(RETENTION_DAYS.min).max(RETENTION_DAYS.max).default(RETENTION_DAYS.default),
});
export type Preferences = z.output<typeof Preferences>;
