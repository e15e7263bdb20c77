// Server data through TanStack Query over `window.desk`; a failed call throws a DeskError
// that carries the IpcError (kind, words, field messages).
import { type UseQueryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Channel, ChannelInput, ChannelOutput, DeskApi, IpcError } from '@contract';

declare global {
  interface Window {
    desk: DeskApi;
  }
}

export class DeskError extends Error {
  constructor(readonly error: IpcError) {
    super(error.message);
    this.name = 'DeskError';
  }
}

export async function invoke<C extends Channel>(channel: C, input: ChannelInput<C>): Promise<ChannelOutput<C>> {
  const result = await window.desk.invoke(channel, input);
  if (!result.ok) throw new DeskError(result.error);
  return result.value;
}

/** A read. Its key starts with the channel, so a write can invalidate a whole family. */
export function useDeskQuery<C extends Channel>(
  channel: C,
  input: ChannelInput<C>,
  options: Omit<UseQueryOptions<ChannelOutput<C>, DeskError>, 'queryKey' | 'queryFn'> = {},
) {
  return useQuery<ChannelOutput<C>, DeskError>({
    queryKey: [channel, input],
    queryFn: () => invoke(channel, input),
    ...options,
  });
}

/** A write; on success the listed channel families are read again. */
export function useDeskMutation<C extends Channel>(channel: C, invalidates: Channel[] = []) {
  const queryClient = useQueryClient();
  return useMutation<ChannelOutput<C>, DeskError, ChannelInput<C>>({
    mutationFn: (input) => invoke(channel, input),
    onSuccess: async () => {
      await Promise.all(invalidates.map((family) => queryClient.invalidateQueries({ queryKey: [family] })));
    },
  });
}

export function ipcErrorOf(error: unknown): IpcError {
  if (error instanceof DeskError) return error.error;
  return { kind: 'internal', message: error instanceof Error ? error.message : String(error) };
}
