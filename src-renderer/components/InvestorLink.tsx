// An investor's name anywhere in the desk: a link to the investor page (KYC, orders, custody
// as tabs). Screens that know only the investor's id pass the id; without a name the link
// reads it (once per investor: the query cache keeps it) and the page reads the rest.
import type { ReactNode } from 'react';
import { useDeskQuery } from '../ipc';
import { type InvestorTab, useNavigation } from '../stores/navigation';
import { PlaceLink } from './links';

type Investor = { email: string; userId?: string } | { email?: string; userId: string };

function NameOf({ userId }: { userId: string }) {
  const user = useDeskQuery('users.get', { id: userId }, { retry: false, staleTime: 5 * 60_000 });
  // Until the name is read, or if it cannot be: the id, so the link still says whom it opens.
  return <>{user.data?.name ?? userId}</>;
}

export function InvestorLink({
  tab,
  name,
  children,
  ...investor
}: Investor & { tab?: InvestorTab; name?: string; children?: ReactNode }) {
  const go = useNavigation((s) => s.go);
  const open = () =>
    go('kyc', {
      ...(investor.email ? { investorEmail: investor.email } : { investorId: investor.userId }),
      ...(tab ? { investorTab: tab } : {}),
    });
  const label = children ?? name ?? investor.email ?? (investor.userId && <NameOf userId={investor.userId} />);
  return <PlaceLink onClick={open}>{label}</PlaceLink>;
}
