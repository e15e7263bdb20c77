// The page's first frame, drawn by the main process into index.html as it serves it: the header
// and the areas' menu in the user's language and colours, the last area marked. The window
// paints it before its script has been fetched, compiled and run (on a 2-core machine the
// script and React's first render take ~0.3 s; on a laptop with a virus scanner more), and
// Electron shows the window at that first paint. React's first render replaces it (a root's
// first commit empties its container); until then it is hidden from assistive technology and
// takes no input. Its look is app.css's (`.frame-shell-*`), laid out as App.tsx's frame. Pure.
import { FRAME_WORDS, SCREEN_AREAS, type ScreenArea } from '../src-shared/contract/screen-areas';
import type { Preferences } from '../src-shared/domain/preferences';

export interface FrameShell {
  language: Preferences['language'];
  colorScheme: 'light' | 'dark';
  area: ScreenArea;
}

/** What the shell shows for these preferences; `systemDark`: the system's colours, for the theme "auto". */
export function frameShellOf(preferences: Pick<Preferences, 'language' | 'theme' | 'lastArea'>, systemDark: boolean): FrameShell {
  const dark = preferences.theme === 'dark' || (preferences.theme === 'auto' && systemDark);
  return { language: preferences.language, colorScheme: dark ? 'dark' : 'light', area: preferences.lastArea ?? 'today' };
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** index.html with the shell in its root, its language and colour scheme on its `<html>`. */
export function withFrameShell(html: string, { language, colorScheme, area }: FrameShell): string {
  const words = FRAME_WORDS[language];
  const links = SCREEN_AREAS.map((a) => `<span class="frame-shell-link"${a === area ? ' data-active' : ''}>${escapeHtml(words.areas[a])}</span>`);
  const shell =
    `<div class="frame" aria-hidden="true" inert><header class="frame-header"><h2 class="frame-shell-name">${escapeHtml(words.name)}</h2></header>` +
    `<nav class="frame-nav">${links.join('')}</nav><main class="frame-main"></main></div>`;
  // Replacer functions: a replacement string would read `$&` and the like in the words.
  return html
    .replace(/<html lang="[a-z]*">/, () => `<html lang="${language}" data-mantine-color-scheme="${colorScheme}">`)
    .replace('<div id="root"></div>', () => `<div id="root">${shell}</div>`);
}
