// KYC reads and writes. A write reads again everything the investor screen shows, so the
// checklist follows every change without each form naming what it touched.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Channel, ChannelInput, ChannelOutput } from '@contract';
import { type DeskError, invoke } from '../../ipc';

/** Whether a query shows data a KYC write may change. A file's content never changes. */
export function readsKyc(key: readonly unknown[]): boolean {
  const channel = String(key[0]);
  if (channel === 'kyc.attachments.content') return false;
  return channel.startsWith('kyc.') || channel === 'users.findByEmail' || channel === 'users.get';
}

export function useKycMutation<C extends Channel>(channel: C) {
  const queryClient = useQueryClient();
  return useMutation<ChannelOutput<C>, DeskError, ChannelInput<C>>({
    mutationFn: (input) => invoke(channel, input),
    // Returned, so `mutateAsync` resolves once the screen shows the change.
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => readsKyc(query.queryKey) }),
  });
}

/**
 * The same for a form, which keeps its own saving state: call a channel, then read again. A
 * refusal reads again too: the host may know of a change this screen has not seen (another
 * officer's), and the form's own checks should then use it.
 */
export function useKycWrite() {
  const queryClient = useQueryClient();
  return useCallback(
    async <C extends Channel>(channel: C, input: ChannelInput<C>): Promise<ChannelOutput<C>> => {
      const readAgain = () => queryClient.invalidateQueries({ predicate: (query) => readsKyc(query.queryKey) });
      try {
        const result = await invoke(channel, input);
        await readAgain();
        return result;
      } catch (error) {
        void readAgain();
        throw error;
      }
    },
    [queryClient],
  );
}
