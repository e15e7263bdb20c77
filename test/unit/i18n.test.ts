import { describe, expect, it } from 'vitest';
import { type Namespace, initI18n } from '../../src-renderer/i18n';
import { NAMESPACES } from '../../src-renderer/i18n/all-words';
import { fieldMessageText } from '../../src-renderer/i18n/field-messages';
import type { Words } from '../../src-renderer/i18n/types';


/** Texts with a count that read right for 1 and for many alike ("und 1 weitere"). */
const COUNT_WITHOUT_NOUN = new Set(['custody:transactions.loaded', 'distribution:check.more']);

function texts(words: Words, prefix = ''): [string, string][] {
  return Object.entries(words).flatMap(([key, value]): [string, string][] =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : texts(value, `${prefix}${key}.`),
  );
}

const keys = (words: Words) => texts(words).map(([key]) => key);

describe('translations', () => {
  it.each(Object.entries(NAMESPACES))('%s has the same keys in English and German', (_ns, words) => {
    expect(keys(words.de).sort()).toEqual(keys(words.en).sort());
  });

  it.each(Object.entries(NAMESPACES))('%s has a singular and a plural form wherever it counts', (ns, words) => {
    for (const language of ['en', 'de'] as const) {
      const all = new Map(texts(words[language]));
      const counting = [...all].filter(([key, text]) => text.includes('{{count}}') && !COUNT_WITHOUT_NOUN.has(`${ns}:${key}`));
      for (const [key] of counting) {
        const base = key.replace(/_(one|other)$/, '');
        expect([`${ns}:${key}`, all.has(`${base}_one`) && all.has(`${base}_other`)]).toEqual([`${ns}:${key}`, true]);
      }
    }
  });

  it('starts with the frame’s and Today’s words only, and loads each other area’s in both languages when asked', async () => {
    const i18n = await initI18n('en');
    const namespaces = Object.keys(NAMESPACES) as Namespace[];
    expect(namespaces.filter((ns) => i18n.hasResourceBundle('en', ns) && i18n.hasResourceBundle('de', ns))).toEqual(['common', 'today']);
    await i18n.loadNamespaces(namespaces);
    await i18n.loadLanguages('de');
    for (const ns of namespaces) for (const language of ['en', 'de'] as const) expect([ns, language, i18n.getResourceBundle(language, ns)]).toEqual([ns, language, NAMESPACES[ns][language]]);
  });

  it('reads the codes of the shared schemas in German, and a host’s words as they came', () => {
    expect(fieldMessageText({ code: 'too_long', args: { max: 64 } }, 'de')).toBe('Geben Sie höchstens 64 Zeichen ein.');
    expect(fieldMessageText({ code: 'too_long', args: { max: 64 } }, 'en')).toBe('Enter at most 64 characters.');
    expect(fieldMessageText({ code: 'decimal' }, 'de')).toBe('Geben Sie einen Betrag wie 1.234,56 ein.');
    expect(fieldMessageText({ text: 'has already been taken' }, 'de')).toBe('has already been taken');
    expect(fieldMessageText({ text: 'something new from a host' }, 'de')).toBe('something new from a host');
    expect(fieldMessageText({ code: 'amount_max', args: { max: '9999999999999999.99' } }, 'de')).toBe(
      'Geben Sie einen Betrag von höchstens 9.999.999.999.999.999,99 ein.',
    );
  });
});
