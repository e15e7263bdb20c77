// shell.*: pages opened in the system browser, only after the user says yes, and only
// https (or the built-in sandbox's video page); the window's errors written to the app log.
import { DeskError } from '../../../src-shared/errors';
import type { AreaHandlers, HandlerContext } from '../services';

export function openableUrl(text: string, sandboxOrigin: string): URL | undefined {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return undefined;
  }
  if (url.username || url.password) return undefined;
  if (url.protocol === 'https:') return url;
  if (url.origin === sandboxOrigin && url.pathname.startsWith('/sandbox/video/')) return url;
  return undefined;
}

/** A window in a loop of errors fills no disk: this many reports a minute are logged, then one line says the rest are not. */
export const WINDOW_ERRORS_PER_MINUTE = 20;

/** Control characters (but line breaks and tabs) taken out: a report cannot forge log lines' look. */
const printable = (text: string) => [...text].filter((c) => c === '\n' || c === '\t' || (c >= ' ' && c !== '\u007f')).join('');

export function shellHandlers(s: HandlerContext): AreaHandlers<'shell'> {
  let minute = { start: 0, logged: 0 };
  return {
    'shell.openExternal': async ({ url }) => {
      const target = openableUrl(url, s.sandboxOrigin());
      if (!target) throw new DeskError('bad_request', 'Only https addresses (and the sandbox video page) can be opened.');
      const yes = await s.shell.confirm(s.words().dialogs.openInBrowser, target.href, s.words().dialogs.open);
      if (yes) await s.shell.openInBrowser(target.href);
      return { opened: yes };
    },
    'shell.reportError': async ({ source, message, stack }) => {
      const now = Date.now();
      if (now - minute.start >= 60_000) minute = { start: now, logged: 0 };
      if (minute.logged > WINDOW_ERRORS_PER_MINUTE) return { logged: false };
      if (minute.logged === WINDOW_ERRORS_PER_MINUTE) {
        minute.logged += 1;
        s.log.warn(`window: more than ${WINDOW_ERRORS_PER_MINUTE} errors this minute; the rest of the minute is not logged`);
        return { logged: false };
      }
      minute.logged += 1;
      // The message on the first line; the stack, which repeats it, below and indented, so none of its lines looks like an entry.
      const below = stack ? `\n${printable(stack).replace(/^/gm, '  ')}` : '';
      s.log.error(`window ${source}: ${printable(message).replace(/\s+/g, ' ')}${below}`);
      return { logged: true };
    },
  };
}
