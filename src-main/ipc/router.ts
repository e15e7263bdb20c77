// channel -> handler: parses the input with the contract's schema and turns every failure
// into an IpcError. No Electron here, so it runs (and is tested) in plain Node.
import { ApiError } from '../client/errors';
import { DeskError } from '../../src-shared/errors';
import type { Log } from '../log';
import { fieldMessages, hostMessages } from '../../src-shared/wire/errors';
import { type Channel, type ChannelOutput, type IpcError, type IpcResult, type ParsedInput, contract, isChannel } from '../../src-shared/contract';

export type Handlers = { [C in Channel]: (input: ParsedInput<C>) => Promise<ChannelOutput<C>> };

export function toIpcError(error: unknown): IpcError {
  if (error instanceof ApiError) {
    const fields = error.fields && hostMessages(error.fields);
    return { kind: error.kind, message: error.message, code: error.code, fields, fromServer: true };
  }
  if (error instanceof DeskError) return { kind: error.kind, message: error.message, fields: error.fields };
  // Anything else is our bug: say so without leaking its stack or its data.
  return { kind: 'internal', message: 'Something went wrong in the app; the app log has the details.' };
}

/** Asked before a channel's input is read: throws the refusal (a write on a read-only connection). */
export type ChannelGuard = (channel: Channel) => Promise<void>;

export function createRouter(handlers: Handlers, log: Log, guard: ChannelGuard = async () => undefined) {
  return async function invoke(channel: unknown, input: unknown): Promise<IpcResult<unknown>> {
    if (!isChannel(channel)) {
      return { ok: false, error: { kind: 'bad_request', message: `Unknown channel ${String(channel).slice(0, 80)}` } };
    }
    try {
      await guard(channel);
    } catch (error) {
      return { ok: false, error: toIpcError(error) };
    }
    const parsed = contract[channel].input.safeParse(input);
    if (!parsed.success) {
      const fields = fieldMessages(parsed.error, input, { dropWrapper: true });
      return { ok: false, error: { kind: 'validation', message: `Please check the highlighted fields.`, fields } };
    }
    try {
      const handler = handlers[channel] as (input: unknown) => Promise<unknown>;
      return { ok: true, value: await handler(parsed.data) };
    } catch (error) {
      if (!(error instanceof ApiError) && !(error instanceof DeskError)) log.error(`ipc ${channel} failed`, error);
      return { ok: false, error: toIpcError(error) };
    }
  };
}
export type Router = ReturnType<typeof createRouter>;
