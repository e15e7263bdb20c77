// Every IPC channel: its name, its input schema and its output type. Pure: the renderer and
// the preload import it, so nothing here may touch Node or Electron.
import { z } from 'zod';
import type { ErrorKind, FieldMessages } from '../wire/errors';

export const ENVIRONMENTS = ['production', 'staging', 'sandbox'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/** What the renderer may know of a connection: never its key or secret. */
export interface ConnectionInfo {
  name: string;
  baseUrl: string;
  environment: Environment;
}

export const contract = {
  'connection.current': {
    input: z.undefined(),
    output: {} as ConnectionInfo,
  },
} as const;

export type Channel = keyof typeof contract;
export type ChannelInput<C extends Channel> = z.input<(typeof contract)[C]['input']>;
export type ChannelOutput<C extends Channel> = (typeof contract)[C]['output'];

export const CHANNELS = Object.keys(contract) as Channel[];

export function isChannel(name: unknown): name is Channel {
  return typeof name === 'string' && Object.hasOwn(contract, name);
}

/** An error as it crosses IPC: a kind to act on and words to show; no stack, no secret. */
export interface IpcError {
  kind: ErrorKind | 'internal';
  message: string;
  fields?: FieldMessages;
}

export type IpcResult<T> = { ok: true; value: T } | { ok: false; error: IpcError };

/** `window.desk`, as the preload (and the E2E harness) expose it. */
export interface DeskApi {
  invoke<C extends Channel>(channel: C, input: ChannelInput<C>): Promise<IpcResult<ChannelOutput<C>>>;
  on(event: string, listener: (payload: unknown) => void): () => void;
}
