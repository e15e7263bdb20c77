// Where the user is: the area and what is open in it. UI state only.
import { create } from 'zustand';
import type { OrderStatusFilter } from '@wire/orders';

export const AREAS = ['kyc', 'payments', 'distribution', 'custody', 'projects', 'settings'] as const;
export type Area = (typeof AREAS)[number];

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
  setReviewQueue: (filter: ReviewQueueFilter) => void;
}

export const useNavigation = create<Navigation>((set) => ({
  area: 'projects',
  kycView: 'investor',
  reviewQueue: { projectId: null, status: 'open' },
  // Opening an investor shows the investor, from wherever the officer came.
  go: (area, open = {}) => set({ area, ...(open.investorEmail ? { kycView: 'investor' } : {}), ...open }),
  setReviewQueue: (reviewQueue) => set({ reviewQueue }),
}));
