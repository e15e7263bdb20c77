// Shortcut labels for this computer and the chosen language (shortcuts.ts names them), and
// the keys that work wherever the focus is.
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from '../i18n';
import { type ShortcutKey, shortcutLabel, takesText } from '../shortcuts';

/** `shortcutLabel` for this computer and the chosen language. */
export function useShortcut(): (...keys: ShortcutKey[]) => string {
  const { i18n } = useTranslation();
  return useCallback((...keys) => shortcutLabel(keys, navigator.platform, i18n.language), [i18n.language]);
}

/** `/` runs `handler` (focuses a search) unless a text field has the focus: there it types a slash. */
export function useSlashKey(handler: () => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      if (takesText(event.target as HTMLElement | null)) return;
      event.preventDefault();
      latest.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}

/**
 * Esc leaves a text field, so the page's own keys work again. Not in a dialog (its Esc closes
 * it) nor on an open list (its Esc closes the list), nor when a component used the key.
 */
export function useEscapeLeavesFields(): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const field = event.target as HTMLElement | null;
      if (event.key !== 'Escape' || event.defaultPrevented || !takesText(field) || !field) return;
      if (field.closest('[role="dialog"]') || field.getAttribute('aria-expanded') === 'true') return;
      field.blur();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
