// An investor's name anywhere in the desk: a link to the investor page (KYC, orders, custody
// as tabs). Screens that know only the investor's id pass the id; the link reads the name
// (once per investor: the query cache keeps it) and the page reads the rest.
import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDeskQuery } from '../ipc';
import { type InvestorTab, useNavigation } from '../stores/navigation';

type Investor = { email: string; userId?: string } | { email?: string; userId: string };

function NameOf({ userId }: { userId: string }) {
  const user = useDeskQuery('users.get', { id: userId }, { retry: false, staleTime: 5 * 60_000 });
  // Until the name is read, or if it cannot be: the id, so the link still says whom it opens.
  return <>{user.data?.name ?? userId}</>;
}

export function InvestorLink({ tab, children, ...investor }: Investor & { tab?: InvestorTab; children?: ReactNode }) {
  const go = useNavigation((s) => s.go);
  const open = () =>
    go('kyc', {
      ...(investor.email ? { investorEmail: investor.email } : { investorId: investor.userId }),
      ...(tab ? { investorTab: tab } : {}),
    });
  const label = children ?? investor.email ?? (investor.userId && <NameOf userId={investor.userId} />);
  return (
    <Anchor component="button" type="button" fz="inherit" onClick={open} data-investor-link>
      {label}
    </Anchor>
  );
}
