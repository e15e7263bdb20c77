// English and German. Each area keeps its words in its own namespace
// (screens/<area>/i18n/en.ts, de.ts typed from it); `common` holds what the frame and several
// areas share. i18next's types know every namespace's English keys, so `t()` keys are checked.
// Field messages have words of their own (i18n/validation/, read by i18n/field-messages.ts).
// The first frame carries `common` and the first screen's (`today`) words; every other area's
// are a chunk per language, loaded with its screen (App.tsx) or by the first `useTranslation`
// that asks for them (it suspends until they are there).
import i18next, { type BackendModule, type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { de as todayDe } from '../screens/today/i18n/de';
import { en as todayEn } from '../screens/today/i18n/en';
import type { NAMESPACES } from './all-words';
import { de as commonDe } from './common/de';
import { en as commonEn } from './common/en';
import type { Language, Words } from './types';

export type Namespace = keyof typeof NAMESPACES;
/** `t` of any namespace, for shared helpers that name their namespace in each call. */
export type Translate = TFunction<Namespace>;
type Resources = { [N in Namespace]: (typeof NAMESPACES)[N]['en'] };

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}

const FIRST_FRAME = {
  common: { en: commonEn, de: commonDe },
  today: { en: todayEn, de: todayDe },
} as const satisfies Partial<Record<Namespace, Record<Language, Words>>>;

/** An area's words, one chunk per language, each fetched when first asked for. */
const inChunks = (en: () => Promise<{ en: Words }>, de: () => Promise<{ de: Words }>): Record<Language, () => Promise<Words>> => ({
  en: async () => (await en()).en,
  de: async () => (await de()).de,
});

const AREA_WORDS: Record<Exclude<Namespace, keyof typeof FIRST_FRAME>, Record<Language, () => Promise<Words>>> = {
  projects: inChunks(() => import('../screens/projects/i18n/en'), () => import('../screens/projects/i18n/de')),
  kyc: inChunks(() => import('../screens/kyc/i18n/en'), () => import('../screens/kyc/i18n/de')),
  ledgers: inChunks(() => import('../screens/ledgers/i18n/en'), () => import('../screens/ledgers/i18n/de')),
  payments: inChunks(() => import('../screens/payments/i18n/en'), () => import('../screens/payments/i18n/de')),
  distribution: inChunks(() => import('../screens/distribution/i18n/en'), () => import('../screens/distribution/i18n/de')),
  custody: inChunks(() => import('../screens/custody/i18n/en'), () => import('../screens/custody/i18n/de')),
  settings: inChunks(() => import('../screens/settings/i18n/en'), () => import('../screens/settings/i18n/de')),
  screening: inChunks(() => import('../screens/screening/i18n/en'), () => import('../screens/screening/i18n/de')),
};

/** The loader of a namespace in a language, if an area has one (i18next asks by plain strings). */
function loaderOf(language: string, namespace: string): (() => Promise<Words>) | undefined {
  const languages: Partial<Record<string, () => Promise<Words>>> | undefined = Object.hasOwn(AREA_WORDS, namespace) ? AREA_WORDS[namespace as keyof typeof AREA_WORDS] : undefined;
  return languages && Object.hasOwn(languages, language) ? languages[language] : undefined;
}

/** i18next's loader of the namespaces the first frame does not carry. */
const areaWords: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read: (language, namespace, callback) => {
    const load = loaderOf(language, namespace);
    if (!load) return callback(new Error(`no words for ${language}/${namespace}`), false);
    load().then(
      (words) => callback(null, words),
      (error: unknown) => callback(error instanceof Error ? error : String(error), false),
    );
  },
};

function firstFrameIn(language: Language) {
  return Object.fromEntries(Object.entries(FIRST_FRAME).map(([ns, words]) => [ns, words[language]]));
}

export async function initI18n(language: Language): Promise<typeof i18next> {
  await i18next
    .use(areaWords)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: 'en',
      ns: Object.keys(FIRST_FRAME),
      defaultNS: 'common',
      resources: { en: firstFrameIn('en'), de: firstFrameIn('de') },
      // The bundled namespaces are used as they are; the others come through `areaWords`.
      partialBundledLanguages: true,
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
    });
  return i18next;
}
