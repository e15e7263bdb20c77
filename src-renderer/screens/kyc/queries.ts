// KYC writes from a form, which keeps its own saving state: call a channel, then read again
// what it makes stale (the contract's `invalidates`: everything the investor screen shows).
import type { QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Channel, ChannelInput, ChannelOutput, InvestorSearch } from '@contract';
import { invoke, prefetchRead, useReadAgainAfter } from '../../ipc';
import { useNavigation } from '../../stores/navigation';

/**
 * A refusal reads again too: the host may know of a change this screen has not seen (another
 * officer's), and the form's own checks should then use it.
 */
export function useKycWrite() {
  const readAgainAfter = useReadAgainAfter();
  return useCallback(
    async <C extends Channel>(channel: C, input: ChannelInput<C>): Promise<ChannelOutput<C>> => {
      try {
        const result = await invoke(channel, input);
        await readAgainAfter(channel);
        return result;
      } catch (error) {
        void readAgainAfter(channel);
        throw error;
      }
    },
    [readAgainAfter],
  );
}

/**
 * The KYC tab's reads that need only the investor's id, asked for beside the lookup by email
 * when the desk knows whose email it is (a suggestion the window holds, else the desk's index):
 * the screen does not wait for the lookup's answer to ask for them.
 */
export async function prefetchInvestor(queryClient: QueryClient, email: string): Promise<void> {
  if (useNavigation.getState().investorTab !== 'kyc') return;
  const same = (match: { email?: string }) => match.email?.toLowerCase() === email.toLowerCase();
  const held = queryClient
    .getQueriesData<InvestorSearch>({ queryKey: ['investors.search'] })
    .flatMap(([, search]) => search?.matches ?? [])
    .find(same);
  const match = held ?? (await invoke('investors.search', { text: email, limit: 1 }).catch(() => undefined))?.matches.find(same);
  if (!match) return;
  const userId = match.id;
  prefetchRead(queryClient, 'kyc.status', { userId });
  prefetchRead(queryClient, 'users.projects', { id: userId });
  prefetchRead(queryClient, 'distribution.investorPayouts', { userId });
  // The KYC sections' list, when the desk knows which the investor has (Sections.tsx).
  if (match.business !== undefined) prefetchRead(queryClient, match.business ? 'kyc.legalRepresentatives.list' : 'kyc.identities.list', { userId });
}
