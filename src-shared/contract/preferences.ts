// preferences.*: language, theme, retention, how often orders are reloaded on a host without
// change times, the sanctions lists' age and download addresses, and the area the window opens on.
import { z } from 'zod';
import {
  LANGUAGES,
  OrdersReloadMinutes,
  type Preferences,
  RETENTION_DAYS,
  ScreeningListAgeDays,
  ScreeningListUrls,
  THEMES,
} from '../domain/preferences';
import { None, out } from './common';
import { SCREEN_AREAS } from './screen-areas';

export const channels = {
  'preferences.get': { input: None, output: out<Preferences>() },
  'preferences.set': {
    input: z.object({
      language: z.enum(LANGUAGES).optional(),
      theme: z.enum(THEMES).optional(),
      retentionDays: z.number().int().min(RETENTION_DAYS.min).max(RETENTION_DAYS.max).optional(),
      ordersReloadMinutes: OrdersReloadMinutes.optional(),
      screeningListAgeDays: ScreeningListAgeDays.optional(),
      screeningListUrls: ScreeningListUrls.optional(),
      lastArea: z.enum(SCREEN_AREAS).optional(),
    }),
    output: out<Preferences>(),
    invalidates: ['preferences.get'],
  },
} as const;
