// shell.*: pages opened in the system browser, only after the user says yes, and only
// https (or the built-in sandbox's video page).
import { DeskError } from '../../errors';
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

export function shellHandlers(s: HandlerContext): AreaHandlers<'shell'> {
  return {
    'shell.openExternal': async ({ url }) => {
      const target = openableUrl(url, s.sandboxOrigin());
      if (!target) throw new DeskError('bad_request', 'Only https addresses (and the sandbox video page) can be opened.');
      const yes = await s.shell.confirm(s.words().dialogs.openInBrowser, target.href, s.words().dialogs.open);
      if (yes) await s.shell.openInBrowser(target.href);
      return { opened: yes };
    },
  };
}
