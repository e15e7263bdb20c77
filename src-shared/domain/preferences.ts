// What the user chooses in Settings. Pure.
import { z } from 'zod';
import { SCREEN_AREAS } from '../contract/screen-areas';
import { DEFAULT_ORDERS_RELOAD_MINUTES } from './order-index';

export const LANGUAGES = ['en', 'de'] as const;
export const THEMES = ['light', 'dark', 'auto'] as const;
export const RETENTION_DAYS = { min: 1, max: 3650, default: 90 } as const;

/** Days after which a sanctions list counts as stale (by its publication date, else when it was loaded). */
export const SCREENING_LIST_AGE_DAYS = { min: 1, max: 365, default: 7 } as const;
/** The official download addresses of the EU, UN, OFAC and UK lists (docs/screening-lists.md). */
export const DEFAULT_SCREENING_LIST_URLS = [
  'https://webgate.ec.europa.eu/fsd/fsf/public/files/xmlFullSanctionsList_1_1/content?token=dG9rZW4tMjAxNw',
  'https://scsanctions.un.org/resources/xml/en/consolidated.xml',
  'https://sanctionslistservice.ofac.treas.gov/api/PublicationPreview/exports/SDN.XML',
  'https://sanctionslist.fcdo.gov.uk/docs/UK-Sanctions-List.xml',
];
export const ScreeningListAgeDays = z.number().int().min(SCREENING_LIST_AGE_DAYS.min).max(SCREENING_LIST_AGE_DAYS.max);
/** Where "Update now" downloads lists from: http(s) addresses, at most 20. */
export const ScreeningListUrls = z.array(z.url({ protocol: /^https?$/, error: 'http_url' })).max(20);

/** Minutes between full reloads of the orders on a host whose orders carry no change times. */
export const OrdersReloadMinutes = z.number().int().min(1).max(240);

export const Preferences = z.object({
  language: z.enum(LANGUAGES).default('en'),
  theme: z.enum(THEMES).default('auto'),
  /** Done payment drafts (and caches) are deleted from this machine after this many days. */
  retentionDays: z.number().int().min(RETENTION_DAYS.min).max(RETENTION_DAYS.max).default(RETENTION_DAYS.default),
  ordersReloadMinutes: OrdersReloadMinutes.default(DEFAULT_ORDERS_RELOAD_MINUTES),
  screeningListAgeDays: ScreeningListAgeDays.default(SCREENING_LIST_AGE_DAYS.default),
  screeningListUrls: ScreeningListUrls.default(DEFAULT_SCREENING_LIST_URLS),
  /** The area the window showed last. One this version does not know is dropped, not the file. */
  lastArea: z.enum(SCREEN_AREAS).optional().catch(undefined),
});
export type Preferences = z.output<typeof Preferences>;
