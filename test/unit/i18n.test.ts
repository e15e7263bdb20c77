import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '../../src-renderer/i18n';
import { fieldMessageText } from '../../src-renderer/i18n/field-messages';
import type { Words } from '../../src-renderer/i18n/types';

function keys(words: Words, prefix = ''): string[] {
  return Object.entries(words).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`),
  );
}

describe('translations', () => {
  it.each(Object.entries(NAMESPACES))('%s has the same keys in English and German', (_ns, words) => {
    expect(keys(words.de).sort()).toEqual(keys(words.en).sort());
  });

  it('reads the codes of the shared schemas in German, and a host’s words as they came', () => {
    expect(fieldMessageText({ code: 'too_long', args: { max: 64 } }, 'de')).toBe('darf höchstens 64 Zeichen lang sein');
    expect(fieldMessageText({ code: 'too_long', args: { max: 64 } }, 'en')).toBe('must be at most 64 characters');
    expect(fieldMessageText({ code: 'decimal' }, 'de')).toBe('muss eine Dezimalzahl sein');
    expect(fieldMessageText({ text: 'has already been taken' }, 'de')).toBe('has already been taken');
    expect(fieldMessageText({ text: 'something new from a host' }, 'de')).toBe('something new from a host');
    expect(fieldMessageText({ code: 'amount_max', args: { max: '9999999999999999.99' } }, 'de')).toBe(
      'darf höchstens 9999999999999999.99 sein',
    );
  });
});
