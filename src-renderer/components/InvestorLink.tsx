// An investor's name anywhere in the desk: a link to the investor page (KYC, orders, custody
// as tabs). Screens that know only the investor's id pass the id; the page reads the rest.
import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { type InvestorTab, useNavigation } from '../stores/navigation';

type Investor = { email: string; userId?: string } | { email?: string; userId: string };

export function InvestorLink({ tab, children, ...investor }: Investor & { tab?: InvestorTab; children?: ReactNode }) {
  const go = useNavigation((s) => s.go);
  const open = () =>
    go('kyc', {
      ...(investor.email ? { investorEmail: investor.email } : { investorId: investor.userId }),
      ...(tab ? { investorTab: tab } : {}),
    });
  return (
    <Anchor component="button" type="button" fz="inherit" onClick={open} data-investor-link>
      {children ?? investor.email ?? investor.userId}
    </Anchor>
  );
}
