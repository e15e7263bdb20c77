// Where the user is: the area and what is open in it. UI state only.
import { create } from 'zustand';

export const AREAS = ['kyc', 'payments', 'distribution', 'custody', 'projects', 'settings'] as const;
export type Area = (typeof AREAS)[number];

interface Navigation {
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
  go: (area: Area, open?: Partial<Omit<Navigation, 'area' | 'go'>>) => void;
}

export const useNavigation = create<Navigation>((set) => ({
  area: 'projects',
  go: (area, open = {}) => set({ area, ...open }),
}));
