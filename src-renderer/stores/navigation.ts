// Where the user is: the area and what is open in it. UI state only.
import { create } from 'zustand';
import type { OrderStatusFilter } from '@wire/orders';

export const AREAS = ['kyc', 'payments', 'distribution', 'custody', 'projects', 'settings'] as const;
export type Area = (typeof AREAS)[number];

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
  custodyEmail?: string;
}

interface Navigation extends Open {
  area: Area;
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
  kycView: KycView;
  /** What the review queue lists; kept while the officer works down it. */
  reviewQueue: ReviewQueueFilter;
  go: (area: Area, open?: Open) => void;
  setReviewQueue: (filter: ReviewQueueFilter) => void;
}

export const useNavigation = create<Navigation>((set) => ({
  area: 'projects',
  kycView: 'investor',
  investorTab: 'kyc',
  reviewQueue: { projectId: null, status: 'open' },
  // Opening an investor shows the investor on the KYC tab unless told which, from wherever the
  // person came; an email or an id names the investor, so the other one is forgotten.
  go: (area, open = {}) =>
    set({
      area,
      ...(open.investorEmail ? { kycView: 'investor', investorTab: 'kyc', investorId: undefined } : {}),
      ...(open.investorId ? { kycView: 'investor', investorTab: 'kyc', investorEmail: undefined } : {}),
      ...open,
    }),
  setReviewQueue: (reviewQueue) => set({ reviewQueue }),
}));
