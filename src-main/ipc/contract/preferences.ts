// preferences.*: language and theme.
import { z } from 'zod';
import { LANGUAGES, type Preferences, RETENTION_DAYS, THEMES } from '../../preferences.schema';
import { None, out } from './common';

export const channels = {
  'preferences.get': { input: None, output: out<Preferences>() },
  'preferences.set': {
    input: z.object({
      language: z.enum(LANGUAGES).optional(),
      theme: z.enum(THEMES).optional(),
      retentionDays: z.number().int().min(RETENTION_DAYS.min).max(RETENTION_DAYS.max).optional(),
    }),
    output: out<Preferences>(),
    invalidates: ['preferences.get'],
  },
} as const;
