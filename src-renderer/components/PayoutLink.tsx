import type { ReactNode } from 'react';
import { useNavigation } from '../stores/navigation';
import { PlaceLink } from './links';

/** A payout that opens in Distribution, on its project, with its user payouts. */
export function PayoutLink({ projectId, payoutId, children }: { projectId: string; payoutId: string; children: ReactNode }) {
  const go = useNavigation((s) => s.go);
  return (
    <PlaceLink onClick={() => go('distribution', { distributionProjectId: projectId, payoutId })}>
      {children}
    </PlaceLink>
  );
}
