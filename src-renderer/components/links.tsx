// What every link into a place of the desk shares: an inline button named by its text that
// goes there (and so onto the Back history). The named links (InvestorLink, OrderLink, …) build on it.
import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';

export function PlaceLink({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Anchor component="button" type="button" inherit ta="left" onClick={onClick}>
      {children}
    </Anchor>
  );
}
