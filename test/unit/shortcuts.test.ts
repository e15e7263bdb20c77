import { describe, expect, it } from 'vitest';
import { shortcutLabel, takesText } from '../../src-renderer/shortcuts';

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

describe('fields that take text', () => {
  it('are text inputs, text areas, selects and editable content; not buttons, boxes or the page', () => {
    expect(takesText({ tagName: 'INPUT', type: 'text' })).toBe(true);
    expect(takesText({ tagName: 'INPUT', type: 'email' })).toBe(true);
    expect(takesText({ tagName: 'INPUT' })).toBe(true);
    expect(takesText({ tagName: 'TEXTAREA' })).toBe(true);
    expect(takesText({ tagName: 'DIV', isContentEditable: true })).toBe(true);
    expect(takesText({ tagName: 'INPUT', type: 'checkbox' })).toBe(false);
    expect(takesText({ tagName: 'INPUT', type: 'Radio' })).toBe(false);
    expect(takesText({ tagName: 'BUTTON' })).toBe(false);
    expect(takesText({ tagName: 'BODY' })).toBe(false);
    expect(takesText(null)).toBe(false);
  });
});
