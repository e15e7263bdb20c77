// English and German. Each area keeps its words in its own namespace (screens/<area>/i18n.ts);
// `common` holds what the frame and several areas share.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { custody } from './screens/custody/i18n';
import { distribution } from './screens/distribution/i18n';
import { KYC_FIELD_MESSAGES, kyc } from './screens/kyc/i18n';
import { payments } from './screens/payments/i18n';
import { projects } from './screens/projects/i18n';
import { settings } from './screens/settings/i18n';
import type { Language, Translations, Words } from './translations';

const common: Translations = {
  en: {
    app: { name: 'Offering Desk', skipToContent: 'Skip to content' },
    nav: {
      kyc: 'KYC',
      payments: 'Payments',
      distribution: 'Distribution',
      custody: 'Custody',
      projects: 'Projects',
      settings: 'Settings',
      label: 'Areas',
    },
    profile: {
      label: 'Connection',
      switch: 'Switch connection',
      production: 'PRODUCTION',
      staging: 'Staging',
      sandbox: 'Sandbox',
      productionWarning: 'You are working on production data.',
      opening: 'Opening the sandbox…',
    },
    palette: {
      open: 'Search',
      placeholder: 'Go to an area, an investor by email, an order by code…',
      nothing: 'Nothing found',
      findInvestor: 'Find investor {{email}}',
      findOrder: 'Find order {{code}}',
      goTo: 'Go to {{area}}',
    },
    actions: {
      save: 'Save',
      cancel: 'Cancel',
      create: 'Create',
      edit: 'Edit',
      delete: 'Delete',
      search: 'Search',
      retry: 'Try again',
      close: 'Close',
      back: 'Back',
    },
    states: { loading: 'Loading…', empty: 'Nothing here yet.', yes: 'Yes', no: 'No', none: '—' },
    confirm: { title: 'Are you sure?', delete: 'Delete {{what}}? This cannot be undone.' },
    errors: {
      unauthorized: 'The host refused the key or secret of this connection.',
      not_found: 'It was not found; it may have been deleted.',
      validation: 'Some fields need attention.',
      not_allowed: 'The host does not allow this now.',
      bad_request: 'The host refused the request.',
      server: 'The host had a problem. Try again in a moment.',
      network: 'The host cannot be reached. Check the network and the connection’s address.',
      timeout: 'The host did not answer in time. It is unknown whether the change was made.',
      invalid_response: 'The host answered something the app does not understand.',
      keychain: 'The system keychain is not available, so nothing was stored.',
      missing_credentials: 'This connection has no key and secret yet. Set them in Settings.',
      internal: 'Something went wrong in the app. The app log has the details.',
      title: 'That did not work',
    },
    saved: 'Saved',
    deleted: 'Deleted',
  },
  de: {
    app: { name: 'Offering Desk', skipToContent: 'Zum Inhalt springen' },
    nav: {
      kyc: 'KYC',
      payments: 'Zahlungen',
      distribution: 'Ausschüttung',
      custody: 'Verwahrung',
      projects: 'Projekte',
      settings: 'Einstellungen',
      label: 'Bereiche',
    },
    profile: {
      label: 'Verbindung',
      switch: 'Verbindung wechseln',
      production: 'PRODUKTION',
      staging: 'Staging',
      sandbox: 'Sandbox',
      productionWarning: 'Sie arbeiten mit Produktionsdaten.',
      opening: 'Sandbox wird geöffnet…',
    },
    palette: {
      open: 'Suche',
      placeholder: 'Zu einem Bereich, einem Investor per E-Mail, einer Order per Code…',
      nothing: 'Nichts gefunden',
      findInvestor: 'Investor {{email}} suchen',
      findOrder: 'Order {{code}} suchen',
      goTo: 'Zu {{area}}',
    },
    actions: {
      save: 'Speichern',
      cancel: 'Abbrechen',
      create: 'Anlegen',
      edit: 'Bearbeiten',
      delete: 'Löschen',
      search: 'Suchen',
      retry: 'Erneut versuchen',
      close: 'Schließen',
      back: 'Zurück',
    },
    states: { loading: 'Wird geladen…', empty: 'Noch nichts vorhanden.', yes: 'Ja', no: 'Nein', none: '—' },
    confirm: { title: 'Sind Sie sicher?', delete: '{{what}} löschen? Das lässt sich nicht rückgängig machen.' },
    errors: {
      unauthorized: 'Der Host hat Schlüssel oder Secret dieser Verbindung abgelehnt.',
      not_found: 'Nicht gefunden; vielleicht wurde es gelöscht.',
      validation: 'Einige Felder sind noch nicht richtig.',
      not_allowed: 'Der Host erlaubt das gerade nicht.',
      bad_request: 'Der Host hat die Anfrage abgelehnt.',
      server: 'Der Host hatte ein Problem. Bitte gleich noch einmal versuchen.',
      network: 'Der Host ist nicht erreichbar. Bitte Netzwerk und Adresse der Verbindung prüfen.',
      timeout: 'Der Host hat nicht rechtzeitig geantwortet. Ob die Änderung ausgeführt wurde, ist unbekannt.',
      invalid_response: 'Der Host hat etwas geantwortet, das die App nicht versteht.',
      keychain: 'Der Schlüsselbund des Systems ist nicht verfügbar; es wurde nichts gespeichert.',
      missing_credentials: 'Diese Verbindung hat noch keinen Schlüssel und kein Secret. Bitte in den Einstellungen setzen.',
      internal: 'In der App ist etwas schiefgegangen. Details stehen im App-Protokoll.',
      title: 'Das hat nicht geklappt',
    },
    saved: 'Gespeichert',
    deleted: 'Gelöscht',
  },
};

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
const FIELD_MESSAGES: Record<string, Array<[RegExp, string]>> = {
  en: KYC_FIELD_MESSAGES.en,
  de: [...VALIDATION_DE, ...KYC_FIELD_MESSAGES.de],
};

export function translateFieldMessage(message: string, language: string): string {
  for (const [pattern, words] of FIELD_MESSAGES[language] ?? []) if (pattern.test(message)) return message.replace(pattern, words);
  return message;
}

export const NAMESPACES: Record<string, Translations> = { common, projects, kyc, payments, distribution, custody, settings };

export async function initI18n(language: Language): Promise<typeof i18next> {
  const resources: Record<string, Record<string, Words>> = { en: {}, de: {} };
  for (const [ns, words] of Object.entries(NAMESPACES)) {
    (resources.en as Record<string, Words>)[ns] = words.en;
    (resources.de as Record<string, Words>)[ns] = words.de;
  }
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
