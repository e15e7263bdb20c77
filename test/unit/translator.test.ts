import { describe, expect, it, vi } from 'vitest';
import { createTranslator } from '../../src-renderer/i18n/translator';

const EN = {
  nav: { title: 'Investors', menu: { open: 'Open the menu' } },
  greeting: 'Hello {{name}}, you have {{ what }}',
  found_one: '{{count}} investor found',
  found_other: '{{count}} investors found',
  onlyInEnglish: 'Only in English',
};
const DE = {
  nav: { title: 'Investoren', menu: { open: 'Menü öffnen' } },
  greeting: 'Hallo {{name}}, Sie haben {{what}}',
  found_one: '{{count}} Investor gefunden',
  found_other: '{{count}} Investoren gefunden',
};
const KYC_EN = { title: 'KYC', checks_one: '{{count}} check', checks_other: '{{count}} checks' };
const KYC_DE = { title: 'KYC-Prüfung', checks_one: '{{count}} Prüfung', checks_other: '{{count}} Prüfungen' };

type Resources = { common: typeof EN; kyc: typeof KYC_EN };

/** `common` bundled in both languages, `kyc` a loader per language that counts its calls. */
function desk(language: 'en' | 'de' | 'fr' = 'en') {
  const kyc = { en: vi.fn(async () => KYC_EN), de: vi.fn(async () => KYC_DE), fr: vi.fn(async () => KYC_EN) };
  const translator = createTranslator<Resources, 'en' | 'de' | 'fr'>({
    language,
    fallback: 'en',
    sources: { common: { en: EN, de: DE, fr: EN }, kyc },
  });
  return { translator, kyc };
}

describe('the translator', () => {
  it('reads nested keys in the language', () => {
    const { translator } = desk('de');
    expect(translator.getFixedT('de', 'common')('nav.menu.open')).toBe('Menü öffnen');
    expect(translator.getFixedT('en', 'common')('nav.title')).toBe('Investors');
  });

  it('fills each {{name}} unescaped, an empty value as nothing and a missing one as written', () => {
    const t = desk().translator.getFixedT('en', 'common');
    expect(t('greeting', { name: '<b>Anna & Co</b>', what: 3 })).toBe('Hello <b>Anna & Co</b>, you have 3');
    expect(t('greeting', { name: null, what: undefined })).toBe('Hello , you have ');
    expect(t('greeting', { name: 'Anna' })).toBe('Hello Anna, you have {{ what }}');
    // A value is not read again for placeholders of its own.
    expect(t('greeting', { name: '{{what}}', what: 'x' })).toBe('Hello {{what}}, you have x');
  });

  it('picks the plural by the language’s rules', () => {
    const en = desk().translator.getFixedT('en', 'common');
    expect([0, 1, 2].map((count) => en('found', { count }))).toEqual(['0 investors found', '1 investor found', '2 investors found']);
    const de = desk('de').translator.getFixedT('de', 'common');
    expect([0, 1, 1.5].map((count) => de('found', { count }))).toEqual(['0 Investoren gefunden', '1 Investor gefunden', '1.5 Investoren gefunden']);
    // French counts 0 as one: the rules are the language's, not `count === 1`.
    expect(desk('fr').translator.getFixedT('fr', 'common')('found', { count: 0 })).toBe('0 investor found');
  });

  it('falls back to English, then to the default value, then to the key', () => {
    const t = desk('de').translator.getFixedT('de', 'common');
    expect(t('onlyInEnglish')).toBe('Only in English');
    expect(t('onlyInEnglish', { defaultValue: 'never read' })).toBe('Only in English');
    expect(t('nav.unknown', { defaultValue: 'Unknown {{name}}', name: 'x' })).toBe('Unknown x');
    expect(t('nav.unknown', { defaultValue: 'Unknown' })).toBe('Unknown');
    expect(t('nav.unknown' as 'nav.title')).toBe('nav.unknown');
    // A key to words rather than a text, or to the objects' own properties, is no text.
    expect(t('nav' as 'nav.title')).toBe('nav');
    expect(t('constructor' as 'nav.title')).toBe('constructor');
  });

  it('reads another namespace named by `ns`', async () => {
    const { translator } = desk('de');
    await translator.loadNamespaces('kyc');
    const t = translator.getFixedT('de', 'common');
    expect(t('title', { ns: 'kyc' })).toBe('KYC-Prüfung');
    expect(t('checks', { ns: 'kyc', count: 2 })).toBe('2 Prüfungen');
    expect(translator.getFixedT('en', 'kyc')('nav.title', { ns: 'common' })).toBe('Investors');
  });

  it('loads a namespace when first asked, in the language and English, once', async () => {
    const { translator, kyc } = desk('de');
    expect(translator.hasLoadedNamespace('common')).toBe(true);
    expect(translator.hasLoadedNamespace('kyc')).toBe(false);
    expect(translator.getFixedT('de', 'kyc')('title')).toBe('title');
    // Asked again on its way and after: no second load.
    await Promise.all([translator.loadNamespaces('kyc'), translator.loadNamespaces(['kyc'])]);
    await translator.loadNamespaces(['common', 'kyc']);
    expect([kyc.de.mock.calls.length, kyc.en.mock.calls.length, kyc.fr.mock.calls.length]).toEqual([1, 1, 0]);
    expect(translator.hasLoadedNamespace('kyc')).toBe(true);
    expect(translator.getResourceBundle('de', 'kyc')).toBe(KYC_DE);
    expect(translator.getFixedT('de', 'kyc')('title')).toBe('KYC-Prüfung');
  });

  it('loads what was asked for in another language on request', async () => {
    const { translator, kyc } = desk();
    await translator.loadNamespaces('kyc');
    expect([translator.hasResourceBundle('en', 'kyc'), translator.hasResourceBundle('de', 'kyc')]).toEqual([true, false]);
    await translator.loadLanguages('de');
    expect([translator.hasResourceBundle('de', 'kyc'), kyc.de.mock.calls.length]).toEqual([true, 1]);
  });

  it('changes the language once the words asked for are there, then tells its subscribers', async () => {
    const { translator, kyc } = desk();
    await translator.loadNamespaces('kyc');
    const heard: string[] = [];
    const unsubscribe = translator.subscribe(() => heard.push(translator.language));
    const change = translator.changeLanguage('de');
    expect([translator.language, heard]).toEqual(['en', []]);
    await change;
    expect([translator.language, heard, kyc.de.mock.calls.length]).toEqual(['de', ['de'], 1]);
    expect(translator.getFixedT(translator.language, 'kyc')('title')).toBe('KYC-Prüfung');
    unsubscribe();
    await translator.changeLanguage('en');
    expect([translator.language, heard]).toEqual(['en', ['de']]);
  });

  it('keeps the last language asked for when an earlier change finishes later', async () => {
    const { translator, kyc } = desk();
    await translator.loadNamespaces('kyc');
    let arrive = (): void => undefined;
    kyc.de.mockImplementationOnce(() => new Promise((resolve) => (arrive = () => resolve(KYC_DE))));
    const toGerman = translator.changeLanguage('de');
    await translator.changeLanguage('en');
    arrive();
    await toGerman;
    expect(translator.language).toBe('en');
  });

  it('passes a failed load on, does not try it again, and reads on without those words', async () => {
    const { translator, kyc } = desk();
    kyc.de.mockRejectedValueOnce(new Error('chunk missing'));
    await translator.loadNamespaces('kyc');
    await translator.changeLanguage('de');
    expect(translator.language).toBe('de');
    await expect(translator.loadNamespaces('kyc')).rejects.toThrow('chunk missing');
    // Nothing left to wait for: the words read in English.
    expect([translator.hasLoadedNamespace('kyc'), kyc.de.mock.calls.length]).toEqual([true, 1]);
    expect(translator.getFixedT('de', 'kyc')('title')).toBe('KYC');
  });
});
