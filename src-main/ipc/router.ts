// channel -> handler: parses the input with the contract's schema and turns every failure
// into an IpcError. No Electron here, so it runs (and is tested) in plain Node.
import { ApiError } from '../client/errors';
import { type Channel, type ChannelOutput, type IpcError, type IpcResult, contract, isChannel } from './contract';

export type Handlers = {
  [C in Channel]: (input: ReturnType<(typeof contract)[C]['input']['parse']>) => Promise<ChannelOutput<C>>;
};

export function toIpcError(error: unknown): IpcError {
  if (error instanceof ApiError) return { kind: error.kind, message: error.message, fields: error.fields };
  // Anything else is our bug: say so without leaking its stack or data.
  return { kind: 'internal', message: 'Something went wrong in the app; see the app log.' };
}

export function createRouter(handlers: Handlers) {
  return async function invoke(channel: unknown, input: unknown): Promise<IpcResult<unknown>> {
    if (!isChannel(channel)) {
      return { ok: false, error: { kind: 'bad_request', message: `Unknown channel ${String(channel)}` } };
    }
    const parsed = contract[channel].input.safeParse(input);
    if (!parsed.success) {
      return { ok: false, error: { kind: 'validation', message: `Invalid input for ${channel}` } };
    }
    try {
      const handler = handlers[channel] as (input: unknown) => Promise<unknown>;
      return { ok: true, value: await handler(parsed.data) };
    } catch (error) {
      if (!(error instanceof ApiError)) console.error(`ipc ${channel}:`, error);
      return { ok: false, error: toIpcError(error) };
    }
  };
}
export type Router = ReturnType<typeof createRouter>;
