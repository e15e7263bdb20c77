// Where the user is: the area and what is open in it. UI state only.
import { create } from 'zustand';
import { SCREEN_AREAS, type ScreenArea } from '@contract';
import type { OrderStatusFilter } from '@wire/orders';

/** The window's areas, in the menu's order; the last one used is a preference. */
export const AREAS = SCREEN_AREAS;
export type Area = ScreenArea;

/** The KYC area shows one investor, or the review queue of a project. */
export type KycView = 'investor' | 'queue';

export interface ReviewQueueFilter {
  projectId: string | null;
  status: OrderStatusFilter;
}

interface Open {
  investorEmail?: string;
  orderCode?: string;
  projectId?: string;
  kycView?: KycView;
  distributionProjectId?: string;
  custodyEmail?: string;
}

interface Navigation extends Open {
  area: Area;
  /** The investor's email the KYC area shows. */
  investorEmail?: string;
  /** The order code the Payments area shows. */
  orderCode?: string;
  /** The project the Projects area shows. */
  projectId?: string;
  /** The project the Distribution area shows. */
  distributionProjectId?: string;
  /** The investor's email the Custody area shows. */
  custodyEmail?: string;
  kycView: KycView;
  /** What the review queue lists; kept while the officer works down it. */
  reviewQueue: ReviewQueueFilter;
  go: (area: Area, open?: Open) => void;
  /** The area as its menu item opens it: at its start, where it has one. */
  start: (area: Area) => void;
  setReviewQueue: (filter: ReviewQueueFilter) => void;
}

/** What an area's menu item clears: an order looked up (found or not) gives way to the orders list. */
const START: Partial<Record<Area, Open>> = { payments: { orderCode: undefined } };

export const useNavigation = create<Navigation>((set) => ({
  // A first start opens on Today; main.tsx opens on the last area used.
  area: 'today',
  kycView: 'investor',
  reviewQueue: { projectId: null, status: 'open' },
  // Opening an investor shows the investor, from wherever the officer came.
  go: (area, open = {}) => set({ area, ...(open.investorEmail ? { kycView: 'investor' } : {}), ...open }),
  start: (area) => set({ area, ...START[area] }),
  setReviewQueue: (reviewQueue) => set({ reviewQueue }),
}));
