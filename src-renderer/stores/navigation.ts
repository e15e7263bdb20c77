// Where the user is: the area and what is open in it. UI state only.
import { useCallback } from 'react';
import { create } from 'zustand';
import { SCREEN_AREAS, type ScreenArea } from '@contract/screen-areas';
import type { OrderStatusFilter } from '@wire/orders';

/** The window's areas, in the menu's order; the last one used is a preference. */
export const AREAS = SCREEN_AREAS;
export type Area = ScreenArea;

/** The KYC area shows one investor, or the review queue of a project. */
export type KycView = 'investor' | 'queue';

/** The investor page's tabs: the KYC (the default), the orders with their money (the ledger), custody. */
export const INVESTOR_TABS = ['kyc', 'orders', 'custody'] as const;
export type InvestorTab = (typeof INVESTOR_TABS)[number];

export interface ReviewQueueFilter {
  projectId: string | null;
  status: OrderStatusFilter;
}

interface Open {
  investorEmail?: string;
  investorId?: string;
  investorTab?: InvestorTab;
  orderCode?: string;
  projectId?: string;
  kycView?: KycView;
  distributionProjectId?: string;
  /** A payout of the Distribution area's project, shown with its user payouts. */
  payoutId?: string;
  custodyEmail?: string;
  /** The hit the Screening area shows beside its queue (`ScreeningHit.key`). */
  hitKey?: string;
}

/** Everything Back restores: the place and the filters the screens had there. */
interface Place extends Open {
  area: Area;
  kycView: KycView;
  reviewQueue: ReviewQueueFilter;
  /** Screens' filters by key (`useRemembered`): kept in the store so that Back brings them back. */
  filters: Readonly<Record<string, unknown>>;
}

/** How many places Back can go through. */
const HISTORY_LIMIT = 50;

interface Navigation extends Place {
  /** The investor the investor page shows: by email, or by id where a screen knows only that. */
  investorEmail?: string;
  investorId?: string;
  investorTab: InvestorTab;
  /** The order code the Payments area shows. */
  orderCode?: string;
  /** The project the Projects area shows. */
  projectId?: string;
  /** The project the Distribution area shows. */
  distributionProjectId?: string;
  /** The investor's email the Custody area shows. */
  custodyEmail?: string;
  /** The hit the Screening area shows; else the queue's first. */
  hitKey?: string;
  /** What the review queue lists; kept while the officer works down it. */
  reviewQueue: ReviewQueueFilter;
  /** The places before this one, the last the most recent. */
  history: Place[];
  go: (area: Area, open?: Open) => void;
  /** Returns to the place before the last `go`, with its filters; false when there is none. */
  back: () => boolean;
  /** The area as its menu item opens it: at its start, where it has one. */
  start: (area: Area) => void;
  setReviewQueue: (filter: ReviewQueueFilter) => void;
  setFilter: (key: string, value: unknown) => void;
  /**
   * Another connection is in use: what was open, the filters and Back's places name the
   * records of the one before, so they go; the area stays.
   */
  leaveConnection: () => void;
}

const OPEN_KEYS = ['investorEmail', 'investorId', 'orderCode', 'projectId', 'distributionProjectId', 'payoutId', 'custodyEmail', 'hitKey'] as const;

function placeOf(s: Navigation): Place {
  const place: Place = { area: s.area, kycView: s.kycView, investorTab: s.investorTab, reviewQueue: s.reviewQueue, filters: s.filters };
  for (const key of OPEN_KEYS) place[key] = s[key];
  return place;
}

function samePlace(a: Place, b: Place): boolean {
  return a.area === b.area && a.kycView === b.kycView && a.investorTab === b.investorTab && OPEN_KEYS.every((key) => a[key] === b[key]);
}

/** What an area's menu item clears: an order looked up (found or not) gives way to the orders list, a project to the project list. */
const START: Partial<Record<Area, Open>> = { payments: { orderCode: undefined }, projects: { projectId: undefined } };

export const useNavigation = create<Navigation>((set, get) => ({
  // A first start opens on Today; main.tsx opens on the last area used.
  area: 'today',
  kycView: 'investor',
  investorTab: 'kyc',
  reviewQueue: { projectId: null, status: 'open' },
  filters: {},
  history: [],
  go: (area, open = {}) => {
    const before = placeOf(get());
    // Opening an investor shows the investor on the KYC tab unless told which, from wherever the
    // person came; an email or an id names the investor, so the other one is forgotten. Another
    // project in Distribution shows no payout of the one before.
    const next = {
      area,
      ...(open.investorEmail ? { kycView: 'investor' as const, investorTab: 'kyc' as const, investorId: undefined } : {}),
      ...(open.investorId ? { kycView: 'investor' as const, investorTab: 'kyc' as const, investorEmail: undefined } : {}),
      ...('distributionProjectId' in open && !('payoutId' in open) ? { payoutId: undefined } : {}),
      ...open,
    };
    set(next);
    if (samePlace(before, placeOf(get()))) return;
    set({ history: [...get().history, before].slice(-HISTORY_LIMIT) });
  },
  back: () => {
    const history = get().history;
    const previous = history.at(-1);
    if (!previous) return false;
    set({ ...previous, history: history.slice(0, -1) });
    return true;
  },
  start: (area) => get().go(area, START[area]),
  setReviewQueue: (reviewQueue) => set({ reviewQueue }),
  setFilter: (key, value) => set({ filters: { ...get().filters, [key]: value } }),
  leaveConnection: () =>
    set({
      ...Object.fromEntries(OPEN_KEYS.map((key) => [key, undefined])),
      kycView: 'investor',
      investorTab: 'kyc',
      reviewQueue: { projectId: null, status: 'open' },
      filters: {},
      history: [],
    }),
}));

/**
 * `useState` for a screen's filters, kept in the navigation store under `key`: they survive
 * leaving the screen, and Back restores the ones the person had at that place.
 */
export function useRemembered<T>(key: string, initial: T): [T, (next: T | ((current: T) => T)) => void] {
  const stored = useNavigation((s) => s.filters[key]) as T | undefined;
  const setFilter = useNavigation((s) => s.setFilter);
  const update = useCallback(
    (next: T | ((current: T) => T)) => {
      const current = (useNavigation.getState().filters[key] as T | undefined) ?? initial;
      setFilter(key, typeof next === 'function' ? (next as (current: T) => T)(current) : next);
    },
    // `initial` is a constant of the caller's; a new object each render must not make a new setter.
    [key, setFilter],
  );
  return [stored ?? initial, update];
}
