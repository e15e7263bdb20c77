// Typed invoke over the contract; an IPC failure becomes a thrown DeskError.
import type { Channel, ChannelInput, ChannelOutput, DeskApi, IpcError } from '../src-main/ipc/contract';

declare global {
  interface Window {
    desk: DeskApi;
  }
}

export class DeskError extends Error {
  constructor(readonly error: IpcError) {
    super(error.message);
  }
}

export async function invoke<C extends Channel>(channel: C, input: ChannelInput<C>): Promise<ChannelOutput<C>> {
  const result = await window.desk.invoke(channel, input);
  if (!result.ok) throw new DeskError(result.error);
  return result.value;
}
