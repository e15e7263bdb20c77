// preferences.*: language, theme, retention, and how often orders are reloaded on a host without change times.
import { z } from 'zod';
import { LANGUAGES, OrdersReloadMinutes, type Preferences, RETENTION_DAYS, THEMES } from '../../preferences.schema';
import { None, out } from './common';

export const channels = {
  'preferences.get': { input: None, output: out<Preferences>() },
  'preferences.set': {
    input: z.object({
      language: z.enum(LANGUAGES).optional(),
      theme: z.enum(THEMES).optional(),
      retentionDays: z.number().int().min(RETENTION_DAYS.min).max(RETENTION_DAYS.max).optional(),
      ordersReloadMinutes: OrdersReloadMinutes.optional(),
    }),
    output: out<Preferences>(),
    invalidates: ['preferences.get'],
  },
} as const;
