// KYC writes from a form, which keeps its own saving state: call a channel, then read again
// what it makes stale (the contract's `invalidates`: everything the investor screen shows).
import { useCallback } from 'react';
import type { Channel, ChannelInput, ChannelOutput } from '@contract';
import { invoke, useReadAgainAfter } from '../../ipc';

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
