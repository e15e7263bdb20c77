// A desk's IPC router called as the window calls it, typed by the contract.
import type { Desk } from '../../src-main/desk';
import type { Channel, ChannelInput, ChannelOutput, IpcError, IpcResult } from '../../src-shared/contract';

/** Calls on the desk `current()` returns at the time of the call (a suite may reopen it). */
export function ipcOf(current: () => Pick<Desk, 'invoke'>) {
  /** The router's answer, an error one included. */
  function call<C extends Channel>(channel: C, input: ChannelInput<C>): Promise<IpcResult<ChannelOutput<C>>> {
    return current().invoke(channel, input) as Promise<IpcResult<ChannelOutput<C>>>;
  }

  /** The answer's value; an error answer throws. */
  async function value<C extends Channel>(channel: C, input: ChannelInput<C>): Promise<ChannelOutput<C>> {
    const result = await call(channel, input);
    if (!result.ok) throw new Error(`${channel}: ${result.error.kind} ${result.error.message}`);
    return result.value;
  }

  /** The error answer; a value throws. */
  async function refusal<C extends Channel>(channel: C, input: ChannelInput<C>): Promise<IpcError> {
    const result = await call(channel, input);
    if (result.ok) throw new Error(`${channel} succeeded`);
    return result.error;
  }

  return { call, value, refusal };
}
