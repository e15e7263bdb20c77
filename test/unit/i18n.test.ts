import { describe, expect, it } from 'vitest';
import { NAMESPACES, translateFieldMessage } from '../../src-renderer/i18n';
import type { Words } from '../../src-renderer/translations';

function keys(words: Words, prefix = ''): string[] {
  return Object.entries(words).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

describe('translations', () => {
  it.each(Object.entries(NAMESPACES))('%s has the same keys in English and German', (_ns, words) => {
    expect(keys(words.de).sort()).toEqual(keys(words.en).sort());
  });

  it('reads the shared field messages in German', () => {
    expect(translateFieldMessage('has already been taken', 'de')).toBe('ist bereits vergeben');
    expect(translateFieldMessage('must be at most 64 characters', 'de')).toBe('darf höchstens 64 Zeichen lang sein');
    expect(translateFieldMessage('must be greater than the project minimum of 500.00', 'de')).toBe(
      'muss größer als das Projektminimum von 500.00 sein',
    );
    expect(translateFieldMessage('must be at most 9999999999999999.99', 'de')).toBe('darf höchstens 9999999999999999.99 sein');
    expect(translateFieldMessage('has already been taken', 'en')).toBe('has already been taken');
    expect(translateFieldMessage('something new from a host', 'de')).toBe('something new from a host');
  });
});
