// What the user chooses in Settings. Pure.
import { z } from 'zod';
import { DEFAULT_ORDERS_RELOAD_MINUTES } from './workflows/order-index.schema';

export const LANGUAGES = ['en', 'de'] as const;
export const THEMES = ['light', 'dark', 'auto'] as const;
export const RETENTION_DAYS = { min: 1, max: 3650, default: 90 } as const;

/** Minutes between full reloads of the orders on a host whose orders carry no change times. */
export const OrdersReloadMinutes = z.number().int().min(1).max(240);

export const Preferences = z.object({
  language: z.enum(LANGUAGES).default('en'),
  theme: z.enum(THEMES).default('auto'),
  /** Done payment drafts (and caches) are deleted from this machine after this many days. */
  retentionDays: z.number().int().min(RETENTION_DAYS.min).max(RETENTION_DAYS.max).default(RETENTION_DAYS.default),
  ordersReloadMinutes: OrdersReloadMinutes.default(DEFAULT_ORDERS_RELOAD_MINUTES),
});
export type Preferences = z.output<typeof Preferences>;
