// Keyboard shortcuts named the platform's and the language's way: "⌘K" on macOS, "Ctrl+K"
// in English and "Strg+K" in German elsewhere. Pure, so tested in Node
// (components/shortcut.ts reads the platform from the page).

/** A shortcut as Mantine's hotkeys write it: `mod` is ⌘ on macOS and Ctrl elsewhere. */
export type ShortcutKey = 'mod' | 'alt' | 'shift' | (string & {});

const MAC_KEYS: Record<string, string> = { mod: '⌘', alt: '⌥', shift: '⇧' };
const PC_KEYS: Record<string, Record<string, string>> = {
  en: { mod: 'Ctrl', alt: 'Alt', shift: 'Shift' },
  de: { mod: 'Strg', alt: 'Alt', shift: 'Umschalt' },
};

export function isMac(platform: string): boolean {
  return /^mac|iphone|ipad/i.test(platform);
}

export function shortcutLabel(keys: readonly ShortcutKey[], platform: string, language: string): string {
  if (isMac(platform)) return keys.map((key) => MAC_KEYS[key] ?? key.toUpperCase()).join('');
  const names = PC_KEYS[language] ?? PC_KEYS.en;
  return keys.map((key) => names?.[key] ?? key.toUpperCase()).join('+');
}

/** Inputs that do not take typed text: a key pressed on them is not a character typed. */
const NOT_TEXT = new Set(['button', 'checkbox', 'color', 'file', 'hidden', 'image', 'radio', 'range', 'reset', 'submit']);

/** Whether `target` takes typed text: there "/" types a slash, and Esc leaves the field. */
export function takesText(target: { tagName?: string; type?: string; isContentEditable?: boolean } | null): boolean {
  if (!target?.tagName) return false;
  if (target.isContentEditable) return true;
  if (target.tagName === 'TEXTAREA' || target.tagName === 'SELECT') return true;
  return target.tagName === 'INPUT' && !NOT_TEXT.has((target.type ?? 'text').toLowerCase());
}
