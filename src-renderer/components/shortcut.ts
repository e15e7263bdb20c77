// Shortcut labels for this computer and the chosen language (shortcuts.ts names them).
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type ShortcutKey, shortcutLabel } from '../shortcuts';

/** `shortcutLabel` for this computer and the chosen language. */
export function useShortcut(): (...keys: ShortcutKey[]) => string {
  const { i18n } = useTranslation();
  return useCallback((...keys) => shortcutLabel(keys, navigator.platform, i18n.language), [i18n.language]);
}
