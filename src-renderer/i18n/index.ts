// English and German. Each area keeps its words in its own namespace
// (screens/<area>/i18n/en.ts, de.ts typed from it); `common` holds what the frame and several
// areas share. i18next's types know every namespace's English keys, so `t()` keys are checked.
// Field messages have words of their own (i18n/validation/, read by i18n/field-messages.ts).
import i18next, { type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { de as custodyDe } from '../screens/custody/i18n/de';
import { en as custodyEn } from '../screens/custody/i18n/en';
import { de as distributionDe } from '../screens/distribution/i18n/de';
import { en as distributionEn } from '../screens/distribution/i18n/en';
import { de as kycDe } from '../screens/kyc/i18n/de';
import { en as kycEn } from '../screens/kyc/i18n/en';
import { de as ledgersDe } from '../screens/ledgers/i18n/de';
import { en as ledgersEn } from '../screens/ledgers/i18n/en';
import { de as paymentsDe } from '../screens/payments/i18n/de';
import { en as paymentsEn } from '../screens/payments/i18n/en';
import { de as projectsDe } from '../screens/projects/i18n/de';
import { en as projectsEn } from '../screens/projects/i18n/en';
import { de as settingsDe } from '../screens/settings/i18n/de';
import { en as settingsEn } from '../screens/settings/i18n/en';
import { de as todayDe } from '../screens/today/i18n/de';
import { en as todayEn } from '../screens/today/i18n/en';
import { de as commonDe } from './common/de';
import { en as commonEn } from './common/en';
import type { Language, Words } from './types';

export const NAMESPACES = {
  common: { en: commonEn, de: commonDe },
  today: { en: todayEn, de: todayDe },
  projects: { en: projectsEn, de: projectsDe },
  kyc: { en: kycEn, de: kycDe },
  ledgers: { en: ledgersEn, de: ledgersDe },
  payments: { en: paymentsEn, de: paymentsDe },
  distribution: { en: distributionEn, de: distributionDe },
  custody: { en: custodyEn, de: custodyDe },
  settings: { en: settingsEn, de: settingsDe },
} as const satisfies Record<string, Record<Language, Words>>;

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

function resourcesIn(language: Language) {
  return Object.fromEntries(Object.entries(NAMESPACES).map(([ns, words]) => [ns, words[language]]));
}

export async function initI18n(language: Language): Promise<typeof i18next> {
  const resources = { en: resourcesIn('en'), de: resourcesIn('de') };
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    ns: Object.keys(NAMESPACES),
    defaultNS: 'common',
    resources,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  });
  return i18next;
}
