// The window's errors go to the app log (main process), with their stacks: the build's hidden
// source maps put those back to source lines (`npm run map-stack`). Reporting never throws.
import type { ChannelInput } from '@contract';
import { invoke } from './ipc';

type Report = ChannelInput<'shell.reportError'>;

/** What a thrown value says, cut to what the channel takes. */
export function errorReport(source: Report['source'], thrown: unknown): Report {
  const error = thrown instanceof Error ? thrown : undefined;
  const message = (error ? `${error.name}: ${error.message}` : String(thrown)).slice(0, 2000);
  return error?.stack ? { source, message, stack: error.stack.slice(0, 16_000) } : { source, message };
}

export function reportError(source: Report['source'], thrown: unknown): void {
  invoke('shell.reportError', errorReport(source, thrown)).catch(() => undefined);
}

/** Uncaught errors and unhandled rejections of the window, from now on. */
export function reportWindowErrors(target: Window = window): void {
  target.addEventListener('error', (event) => reportError('error', event.error ?? event.message));
  target.addEventListener('unhandledrejection', (event) => reportError('rejection', event.reason));
}
