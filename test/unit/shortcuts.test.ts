import { describe, expect, it } from 'vitest';
import { shortcutLabel } from '../../src-renderer/shortcuts';

describe('shortcut labels', () => {
  it('are the platform’s and the language’s: ⌘ on macOS, Strg in German elsewhere', () => {
    expect(shortcutLabel(['mod', 'K'], 'Win32', 'de')).toBe('Strg+K');
    expect(shortcutLabel(['mod', 'K'], 'Linux x86_64', 'de')).toBe('Strg+K');
    expect(shortcutLabel(['mod', 'k'], 'Win32', 'en')).toBe('Ctrl+K');
    expect(shortcutLabel(['mod', 'K'], 'MacIntel', 'de')).toBe('⌘K');
    expect(shortcutLabel(['alt', '2'], 'MacIntel', 'en')).toBe('⌥2');
    expect(shortcutLabel(['alt', '2'], 'Win32', 'de')).toBe('Alt+2');
    expect(shortcutLabel(['shift', 'mod', 'F'], 'Linux x86_64', 'de')).toBe('Umschalt+Strg+F');
    // A language without names of its own reads the English ones.
    expect(shortcutLabel(['mod', 'F'], 'Win32', 'fr')).toBe('Ctrl+F');
  });
});
