import type { ReactNode } from 'react';
import { useNavigation } from '../stores/navigation';
import { PlaceLink } from './links';

/** An investor's custody accounts, opened in Custody. */
export function CustodyLink({ email, children }: { email: string; children: ReactNode }) {
  const go = useNavigation((s) => s.go);
  return (
    <PlaceLink onClick={() => go('custody', { custodyEmail: email })}>
      {children}
    </PlaceLink>
  );
}
