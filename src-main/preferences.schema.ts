// What the user chooses in Settings. Pure.
import { z } from 'zod';

export const LANGUAGES = ['en', 'de'] as const;
export const THEMES = ['light', 'dark', 'auto'] as const;

export const Preferences = z.object({
  language: z.enum(LANGUAGES).default('en'),
  theme: z.enum(THEMES).default('auto'),
});
export type Preferences = z.output<typeof Preferences>;
