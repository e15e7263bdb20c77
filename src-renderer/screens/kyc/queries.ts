// KYC writes from a form, which keeps its own saving state: call a channel, then wait for the
// reads it made stale (the contract's `invalidates`: everything the investor screen shows).
import type { QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Channel, ChannelInput, ChannelOutput, InvestorSearch } from '@contract';
import { invoke, prefetchRead, readsUnderWay } from '../../ipc';
import { useNavigation } from '../../stores/navigation';
import { INVESTOR_SCREENING_QUERY } from '../screening/InvestorScreening';

/** A write, answered once what it made stale is read again (a refusal by the host makes it stale too). */
export function useKycWrite() {
  return useCallback(async <C extends Channel>(channel: C, input: ChannelInput<C>): Promise<ChannelOutput<C>> => {
    const result = await invoke(channel, input);
    await readsUnderWay();
    return result;
  }, []);
}

/**
 * The lookup by email, and beside it the KYC tab's reads that need only the investor's id when
 * the desk knows whose email it is (a suggestion the window holds, else the desk's index): the
 * screen does not wait for the lookup's answer to ask for them.
 */
export async function prefetchInvestor(queryClient: QueryClient, email: string): Promise<void> {
  prefetchRead(queryClient, 'users.findByEmail', { email }, undefined, { retry: false });
  if (useNavigation.getState().investorTab !== 'kyc') return;
  const same = (match: { email?: string }) => match.email?.toLowerCase() === email.toLowerCase();
  const held = queryClient
    .getQueriesData<InvestorSearch>({ queryKey: ['investors.search'] })
    .flatMap(([, search]) => search?.matches ?? [])
    .find(same);
  // Under the finder's key: the click and the screen's effect both ask, and share one call.
  const input = { text: email, limit: 1 };
  const search = held
    ? undefined
    : await queryClient.fetchQuery({ queryKey: ['investors.search', input], queryFn: () => invoke('investors.search', input) }).catch(() => undefined);
  const match = held ?? search?.matches.find(same);
  if (!match) return;
  const userId = match.id;
  prefetchRead(queryClient, 'kyc.status', { userId });
  prefetchRead(queryClient, 'users.projects', { id: userId });
  prefetchRead(queryClient, 'distribution.investorPayouts', { userId });
  // The KYC sections' list, when the desk knows which the investor has (Sections.tsx), and the
  // PEP status of its first person (the checklist's and the declarations'), asked for as the
  // list arrives: once the screen has drawn the list, it is 40-90 ms later.
  if (match.business !== undefined) {
    const people = match.business ? 'kyc.legalRepresentatives.list' : 'kyc.identities.list';
    queryClient.fetchQuery({ queryKey: [people, { userId }], queryFn: () => invoke(people, { userId }) }).then(
      ([person]) => person && prefetchRead(queryClient, 'kyc.pepStatus.get', { userId, identityId: person.id }),
      () => undefined, // the screen's own read of the list shows why it failed
    );
  }
  // The screening card's, whose own reads would otherwise wait for the lookup's answer: a round trip later.
  prefetchRead(queryClient, 'screening.investor', { userId }, undefined, INVESTOR_SCREENING_QUERY);
}
