// What the user chooses in Settings. Pure.
import { z } from 'zod';
import { DEFAULT_ORDERS_RELOAD_MINUTES } from './workflows/order-index.schema';

export const LANGUAGES = ['en', 'de'] as const;
export const THEMES = ['light', 'dark', 'auto'] as const;
export const RETENTION_DAYS = { min: 1, max: 3650, default: 90 } as const;
/** The window's areas, in the menu's order (Alt+1 … Alt+8); the desk opens on the last one used. */
export const SCREEN_AREAS = ['today', 'kyc', 'payments', 'distribution', 'custody', 'projects', 'screening', 'settings'] as const;
export type ScreenArea = (typeof SCREEN_AREAS)[number];

/** Minutes between full reloads of the orders on a host whose orders carry no change times. */
export const OrdersReloadMinutes = z.number().int().min(1).max(240);

export const Preferences = z.object({
  language: z.enum(LANGUAGES).default('en'),
  theme: z.enum(THEMES).default('auto'),
  /** Done payment drafts (and caches) are deleted from this machine after this many days. */
  retentionDays: z.number().int().min(RETENTION_DAYS.min).max(RETENTION_DAYS.max).default(RETENTION_DAYS.default),
  ordersReloadMinutes: OrdersReloadMinutes.default(DEFAULT_ORDERS_RELOAD_MINUTES),
  /** The area the window showed last. One this version does not know is dropped, not the file. */
  lastArea: z.enum(SCREEN_AREAS).optional().catch(undefined),
});
export type Preferences = z.output<typeof Preferences>;
