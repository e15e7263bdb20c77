// English and German. Each area keeps its words in its own namespace
// (screens/<area>/i18n/en.ts, de.ts typed from it); `common` holds what the frame and several
// areas share. `t()`'s types know every namespace's English keys, so its keys are checked.
// Field messages have words of their own (i18n/validation/, read by i18n/field-messages.ts).
// The first frame carries `common` and the first screen's (`today`) words; every other area's
// are a chunk per language, loaded with its screen (App.tsx) or by the first `useTranslation`
// that asks for them (it suspends until they are there).
import { useMemo, useSyncExternalStore } from 'react';
import { de as todayDe } from '../screens/today/i18n/de';
import { en as todayEn } from '../screens/today/i18n/en';
import type { NAMESPACES } from './all-words';
import { de as commonDe } from './common/de';
import { en as commonEn } from './common/en';
import { type Fixed, type Keys, createTranslator } from './translator';
import type { Language, Words } from './types';

export type Namespace = keyof typeof NAMESPACES;
type Resources = { [N in Namespace]: (typeof NAMESPACES)[N]['en'] };
/** `t` of namespace `N` (of another with `ns`), its keys those of the English words. */
export type TFunction<N extends Namespace = 'common'> = Fixed<Resources, N>;
/** A key of namespace `N`'s words. */
export type ParseKeys<N extends Namespace = 'common'> = Keys<Resources[N]>;
/** `t` of any namespace, for shared helpers that name their namespace in each call. */
export type Translate = TFunction<Namespace>;

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

/** The desk's words, in English until `initI18n` says otherwise. */
export const translator = createTranslator<Resources, Language>({ language: 'en', fallback: 'en', sources: { ...FIRST_FRAME, ...AREA_WORDS } });

export async function initI18n(language: Language): Promise<typeof translator> {
  await translator.changeLanguage(language);
  return translator;
}

/**
 * `t` of the first of `namespaces` (`common` if none) and the translator, as react-i18next's
 * hook gave them: renders again in a new language, and suspends until every namespace's words
 * are there.
 */
export function useTranslation<N extends Namespace = 'common'>(namespaces?: N | readonly [N, ...Namespace[]]) {
  const language = useSyncExternalStore(translator.subscribe, () => translator.language);
  const list: readonly [Namespace, ...Namespace[]] = namespaces === undefined ? ['common'] : typeof namespaces === 'string' ? [namespaces] : namespaces;
  // `N` is the first namespace, or `common` when none is given (its default).
  const t = useMemo(() => translator.getFixedT(language, list[0]) as TFunction<N>, [language, list[0]]);
  // A thrown promise, as react-i18next did: React renders again once the load has ended. (Not
  // `use`: inside the component tests' synchronous `act` React never retried a `use`d promise.)
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (!list.every(translator.hasLoadedNamespace)) throw translator.loadNamespaces(list);
  return { t, i18n: translator };
}
