// What the update channel is doing, as the renderer shows it. Pure.
export type UpdateStatus =
  /** No feed is configured (the default): the desk never looks for updates. */
  | { state: 'off' }
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'current'; checkedAt: string }
  | { state: 'downloading'; version: string; notes: string }
  /** Downloaded and verified: installed when the desk quits (not during a payment batch). */
  | { state: 'ready'; version: string; notes: string }
  | { state: 'failed'; message: string; version?: string };
