// Server data through TanStack Query over `window.desk`; a failed call throws an IpcFailure
// that carries the IpcError (kind, words, field messages).
import { type QueryClient, type UseQueryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type * as ContractModule from '@contract';
import type { Channel, ChannelInput, ChannelOutput, DeskApi, IpcError, IpcResult } from '@contract';

declare global {
  interface Window {
    desk: DeskApi;
  }
}

/** A call the main process answered with an IpcError (its own errors are main's DeskError). */
export class IpcFailure extends Error {
  constructor(readonly error: IpcError) {
    super(error.message);
    this.name = 'IpcFailure';
  }
}

/**
 * The contract's values (every channel's zod schema with them) as a chunk of their own, loaded
 * where a write's answer or a read-only button first asks: the window's first frame waits for none.
 */
let contractModule: Promise<typeof ContractModule> | undefined;
export function loadContract(): Promise<typeof ContractModule> {
  contractModule ??= import('@contract');
  return contractModule;
}

export function invoke<C extends Channel>(channel: C, input: ChannelInput<C>): Promise<ChannelOutput<C>> {
  return answerOf(window.desk.invoke(channel, input));
}

/** A call's value, or its failure thrown as an IpcFailure. */
export async function answerOf<T>(call: Promise<IpcResult<T>>): Promise<T> {
  const result = await call;
  if (!result.ok) throw new IpcFailure(result.error);
  return result.value;
}

/** A read. Its key starts with the channel, so a write can invalidate a whole family. */
export function useDeskQuery<C extends Channel>(
  channel: C,
  input: ChannelInput<C>,
  options: Omit<UseQueryOptions<ChannelOutput<C>, IpcFailure>, 'queryKey' | 'queryFn'> = {},
) {
  return useQuery<ChannelOutput<C>, IpcFailure>({
    queryKey: [channel, input],
    queryFn: () => invoke(channel, input),
    ...options,
  });
}

/**
 * Asks for a read a screen is about to show, under the key `useDeskQuery` gives it: the
 * screen then joins the answer under way instead of asking once what it depends on is known.
 */
export function prefetchRead<C extends Channel>(
  queryClient: QueryClient,
  channel: C,
  input: ChannelInput<C>,
  /** The same call already on its way (main.tsx's first reads). */
  asked?: Promise<IpcResult<ChannelOutput<C>>>,
  /** As the screen's `useDeskQuery` has it: the screen joins this call, retries and all. */
  options: { retry?: false } = {},
): void {
  void queryClient.prefetchQuery({ queryKey: [channel, input], queryFn: () => (asked ? answerOf(asked) : invoke(channel, input)), ...options });
}

/** The reads the last `changed` event started (see `hearChanges`). */
let readsStarted: Promise<unknown> = Promise.resolve();

/** Reads again every query of these families (a family is the channel a query's key starts with). */
export function readAgain(queryClient: QueryClient, families: readonly Channel[]): Promise<unknown> {
  readsStarted = Promise.all(families.map((family) => queryClient.invalidateQueries({ queryKey: [family] })));
  return readsStarted;
}

/**
 * The one place the window learns what is stale: the main process's `changed` event, sent
 * after a write through any window (before that write's answer) and when the desk itself
 * learns of a change. Heard by the providers, so every area hears it; answers the unsubscribe.
 */
export function hearChanges(queryClient: QueryClient): () => void {
  return window.desk.on('changed', ({ families }) => void readAgain(queryClient, families));
}

/**
 * The reads a write made stale, under way since its `changed` event (which comes before the
 * write's answer): awaited where the caller shows what it changed next.
 */
export function readsUnderWay(): Promise<unknown> {
  return readsStarted;
}

/**
 * A write; on success what it makes stale is read again, and `mutateAsync` resolves after.
 * With `answerFirst` it resolves at the write's answer, those reads under way: a form that
 * is done with its values clears while they travel, not in the frame that shows them.
 */
export function useDeskMutation<C extends Channel>(channel: C, { answerFirst = false } = {}) {
  return useMutation<ChannelOutput<C>, IpcFailure, ChannelInput<C>>({
    mutationFn: (input) => invoke(channel, input),
    onSuccess: () => (answerFirst ? undefined : readsUnderWay()),
  });
}

export function ipcErrorOf(error: unknown): IpcError {
  if (error instanceof IpcFailure) return error.error;
  return { kind: 'internal', message: error instanceof Error ? error.message : String(error) };
}
