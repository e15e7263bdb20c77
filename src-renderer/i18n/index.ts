// English and German. Each area keeps its words in its own namespace
// (screens/<area>/i18n/en.ts, de.ts typed from it); `common` holds what the frame and several
// areas share. i18next's types know every namespace's English keys, so `t()` keys are checked.
import i18next, { type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { de as custodyDe } from '../screens/custody/i18n/de';
import { en as custodyEn } from '../screens/custody/i18n/en';
import { de as distributionDe } from '../screens/distribution/i18n/de';
import { en as distributionEn } from '../screens/distribution/i18n/en';
import { de as kycDe } from '../screens/kyc/i18n/de';
import { en as kycEn } from '../screens/kyc/i18n/en';
import { de as paymentsDe } from '../screens/payments/i18n/de';
import { en as paymentsEn } from '../screens/payments/i18n/en';
import { de as projectsDe } from '../screens/projects/i18n/de';
import { en as projectsEn } from '../screens/projects/i18n/en';
import { de as settingsDe } from '../screens/settings/i18n/de';
import { en as settingsEn } from '../screens/settings/i18n/en';
import { de as commonDe } from './common/de';
import { en as commonEn } from './common/en';
import type { Language, Words } from './types';

/** Field messages come from the shared schemas and the host in English; these read them in German. */
const VALIDATION_DE: Array<[RegExp, string]> = [
  [/^is required$/, 'ist erforderlich'],
  [/^must not be empty$/, 'darf nicht leer sein'],
  [/^must be at most (\d+) characters$/, 'darf höchstens $1 Zeichen lang sein'],
  [/^has already been taken$/, 'ist bereits vergeben'],
  [/^must be a decimal number$/, 'muss eine Dezimalzahl sein'],
  [/^must have at most 2 decimal places$/, 'darf höchstens 2 Nachkommastellen haben'],
  [/^must not be negative$/, 'darf nicht negativ sein'],
  [/^must be greater than 0$/, 'muss größer als 0 sein'],
  [/^must be below the volume$/, 'muss unter dem Volumen liegen'],
  [/^must be after the start date$/, 'muss nach dem Startdatum liegen'],
  [/^must be an ISO 8601 date or date-time$/, 'muss ein Datum sein'],
  [/^must be a date \(YYYY-MM-DD\)$/, 'muss ein Datum sein (JJJJ-MM-TT)'],
  [/^is not a valid IBAN$/, 'ist keine gültige IBAN'],
  [/^is not a valid BIC$/, 'ist keine gültige BIC'],
  [/^must be an email address$/, 'muss eine E-Mail-Adresse sein'],
  [/^must be en or de$/, 'muss en oder de sein'],
  [/^must be 0x followed by 40 hex digits$/, 'muss 0x gefolgt von 40 Hex-Ziffern sein'],
  [/^may contain only letters, digits, '-', '_' and '.'$/, "darf nur Buchstaben, Ziffern, '-', '_' und '.' enthalten"],
  [/^must use https \(plain http only for this computer\)$/, 'muss https verwenden (http nur für diesen Computer)'],
  [/^must be a URL such as (.*)$/, 'muss eine Adresse sein wie $1'],
  [/^must be greater than the project minimum of (.*)$/, 'muss größer als das Projektminimum von $1 sein'],
  [/^must be accepted for this project$/, 'müssen für dieses Projekt akzeptiert sein'],
];

/** Per language, what reads a field message better; English keeps the rest as it is. */
/**
 * The KYC schemas' field messages, plainer in English (no field names in them) and in German.
 * `src-renderer/i18n.ts` reads every field message through these.
 */
export const KYC_FIELD_MESSAGES: Record<string, Array<[RegExp, string]>> = {
  en: [
    [/^is required when exclusively_taxable_in_country_of_taxation is false$/, 'is required when not taxable in the country of taxation only'],
    [
      /^must be empty unless exclusively_taxable_in_country_of_taxation is false$/,
      'must be empty unless taxable in a second country as well',
    ],
  ],
  de: [
    [
      /^is required when exclusively_taxable_in_country_of_taxation is false$/,
      'ist erforderlich, wenn nicht nur im Steuerland steuerpflichtig',
    ],
    [/^must be empty unless exclusively_taxable_in_country_of_taxation is false$/, 'muss leer bleiben, außer bei zusätzlicher Steuerpflicht in einem zweiten Land'],
    [/^must be in the past$/, 'muss in der Vergangenheit liegen'],
    [/^must be between 0 and 100$/, 'muss zwischen 0 und 100 liegen'],
    [/^must be an ISO 3166-1 alpha-2 country code$/, 'muss ein Ländercode nach ISO 3166-1 sein'],
    [/^is required for a politically exposed person$/, 'ist bei einer politisch exponierten Person erforderlich'],
    [/^must be after the issue date$/, 'muss nach dem Ausstellungsdatum liegen'],
    [/^may contain only letters, digits, spaces, '-', '\.' and '\/'$/, "darf nur Buchstaben, Ziffern, Leerzeichen, '-', '.' und '/' enthalten"],
    [/^must be one of (.*)$/, 'muss einer dieser Werte sein: $1'],
    [/^must be an ISO 8601 date-time$/, 'muss Datum und Uhrzeit sein'],
    [
      /^the shares of all business owners may total at most 100; the others hold (.*)$/,
      'die Anteile aller wirtschaftlich Berechtigten dürfen zusammen höchstens 100 betragen; die anderen halten $1',
    ],
    [/^must be at most (\d+) MiB \((\d+) bytes\)$/, 'darf höchstens $1 MiB ($2 Bytes) groß sein'],
    [/^does not look like (.*) content$/, 'sieht nicht nach $1-Inhalt aus'],
    [/^must be a file name without a folder or control characters$/, 'muss ein Dateiname ohne Ordner oder Steuerzeichen sein'],
    [/^must be base64$/, 'muss Base64 sein'],
    [/^is missing$/, 'fehlt'],
    [/^must be accepted$/, 'muss akzeptiert sein'],
    [/^lacks (.*)$/, 'es fehlt: $1'],
    [/^question keys are 1 to 100 letters, digits, '_', '\.' or '-'$/, "Frageschlüssel sind 1 bis 100 Buchstaben, Ziffern, '_', '.' oder '-'"],
    [/^must answer at least one question$/, 'muss mindestens eine Frage beantworten'],
    [/^must be a string, a number or a boolean$/, 'muss Text, eine Zahl oder ja/nein sein'],
  ],
};

const FIELD_MESSAGES: Record<string, Array<[RegExp, string]>> = {
  en: KYC_FIELD_MESSAGES.en ?? [],
  de: [...VALIDATION_DE, ...(KYC_FIELD_MESSAGES.de ?? [])],
};

export function translateFieldMessage(message: string, language: string): string {
  for (const [pattern, words] of FIELD_MESSAGES[language] ?? []) if (pattern.test(message)) return message.replace(pattern, words);
  return message;
}

export const NAMESPACES = {
  common: { en: commonEn, de: commonDe },
  projects: { en: projectsEn, de: projectsDe },
  kyc: { en: kycEn, de: kycDe },
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
