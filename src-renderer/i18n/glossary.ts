// The desk's terms, one word per thing in each language, as docs/glossary.md explains them.
// test/unit/glossary.test.ts holds every German (and English) text to this list: a banned
// word fails with the key and the term to say instead.
import type { Language } from './types';

/** A word a text must not use, and what to say instead. */
export interface Banned {
  readonly word: RegExp;
  readonly say: string;
  /** Namespaces where the word is right (e.g. a withdrawal in custody). */
  readonly allowedIn?: readonly string[];
}

export interface Term {
  readonly term: string;
  readonly de: string;
  readonly en: string;
  readonly banned?: { readonly [L in Language]?: readonly Banned[] };
}

/** The order statuses' names, defined once (common `orders.statuses`) for every screen. */
export const ORDER_STATUS_NAMES: Record<Language, readonly string[]> = {
  de: ['Neu', 'Teilweise bezahlt', 'Bezahlt', 'Überzahlt', 'Storniert', 'Abgewickelt'],
  en: ['New', 'Underpaid', 'Paid', 'Overpaid', 'Cancelled', 'Settled'],
};

export const GLOSSARY: readonly Term[] = [
  {
    term: 'order',
    de: 'Zeichnung',
    en: 'order',
    banned: {
      de: [
        { word: /Order/, say: 'Zeichnung (Zeichnungscode, Zeichnungsbetrag)' },
        { word: /[Bb]estell/, say: 'Zeichnung; als Datum „Gezeichnet am“' },
        { word: /\bGezeichnet\b(?! am)/, say: 'Zeichnungsbetrag (als Datum „Gezeichnet am“)' },
      ],
    },
  },
  {
    term: 'investment terms',
    de: 'Zeichnungsbedingungen',
    en: 'investment terms',
    banned: { de: [{ word: /Anlagebedingungen/, say: 'Zeichnungsbedingungen' }] },
  },
  {
    term: 'consent',
    de: 'Zustimmung des Investors erfassen',
    en: 'record the investor’s consent',
    banned: {
      de: [{ word: /für (den|die) Investor\w* akzeptier/, say: 'Zustimmung des Investors zu den Zeichnungsbedingungen erfassen' }],
      en: [{ word: /\baccept\b.*\bfor (them|the investor)\b/i, say: 'Record the investor’s consent to the investment terms' }],
    },
  },
  {
    term: 'distribution',
    de: 'Token-Zuteilung',
    en: 'distribution',
    banned: { de: [{ word: /[Aa]ussch(ü|ue)tt|schüttet/, say: 'Token-Zuteilung' }] },
  },
  {
    term: 'payout',
    de: 'Zuteilungslauf',
    en: 'payout',
    banned: {
      de: [
        {
          word: /[Aa]uszahl|ausgezahlt/,
          say: 'Zuteilungslauf (Auszahlung nur für Geld oder Assets, die ein Konto verlassen)',
          allowedIn: ['custody', 'screening', 'today'],
        },
      ],
    },
  },
  { term: 'withdrawal', de: 'Auszahlung', en: 'withdrawal' },
  {
    term: 'video identification',
    de: 'Videoidentifizierung',
    en: 'video identification',
    banned: { de: [{ word: /[Ii]dentifikation/, say: 'Identifizierung (Videoidentifizierung)' }] },
  },
  {
    term: 'identity terms',
    de: 'Identifizierungsbedingungen',
    en: 'identity terms',
    banned: { de: [{ word: /Identitätsbedingungen/, say: 'Identifizierungsbedingungen' }] },
  },
  {
    term: 'tax residence',
    de: 'steuerliche Ansässigkeit',
    en: 'tax residence',
    banned: { de: [{ word: /Steuerland/, say: 'Staat der steuerlichen Ansässigkeit' }] },
  },
  {
    term: 'tax id number',
    de: 'Steuer-ID',
    en: 'tax ID',
    banned: { de: [{ word: /\bTIN\b/, say: 'Steuer-ID (wie ein deutsches Büro sie nennt)' }] },
  },
  {
    term: 'survey',
    de: 'Fragebogen',
    en: 'survey',
    banned: { de: [{ word: /[Uu]mfrage/, say: 'Fragebogen (Angemessenheitsprüfung)' }] },
  },
  {
    term: 'audit log',
    de: 'Audit-Protokoll',
    en: 'audit log',
    banned: { de: [{ word: /Audit-Log/, say: 'Audit-Protokoll' }] },
  },
  {
    term: 'host',
    de: 'Server',
    en: 'server',
    banned: {
      de: [{ word: /Host/, say: 'Server' }],
      en: [{ word: /\bhosts?\b|\bhost’s\b/i, say: 'server (staff think of the platform’s server)' }],
    },
  },
  {
    term: 'address',
    de: 'Anschrift',
    en: 'address',
    banned: {
      de: [{ word: /(?<![-\p{L}])Adresse|[Gg]eschäftsadresse/u, say: 'Anschrift (Wallet-Adresse, E-Mail-Adresse, Basis-URL)' }],
    },
  },
  {
    term: 'articles of association',
    de: 'Gesellschaftsvertrag/Satzung',
    en: 'articles of association',
  },
  {
    term: 'beneficial owner',
    de: 'wirtschaftlich Berechtigte(r)',
    en: 'beneficial owner',
    banned: { de: [{ word: /(?<![Ww]irtschaftlich )Berechtigte/, say: 'wirtschaftlich Berechtigte(r), nie gekürzt' }] },
  },
  {
    term: 'snapshot',
    de: 'Stichtagsbestand',
    en: 'snapshot',
    // „Stand {{time}}“ (as of) is right; a snapshot or a status called „Stand“ is not.
    banned: { de: [{ word: /(?<!\p{L})Stand(?!\p{L}|\s*\{\{time\}\})|(?<!\p{L})Stände/u, say: 'Stichtagsbestand (Vorbereitung) oder Status' }] },
  },
  {
    term: 'debit line',
    de: 'Belastung',
    en: 'debit',
    banned: { de: [{ word: /Lastschrift/, say: 'Belastung (eine Lastschrift ist ein Einzugsverfahren)' }] },
  },
  {
    term: 'load failure',
    de: 'Laden fehlgeschlagen',
    en: 'Could not load',
  },
  {
    term: 'screening',
    de: 'Sanktionsprüfung',
    en: 'screening',
    banned: { de: [{ word: /Screening/, say: 'Sanktionsprüfung (Treffer der Sanktionsprüfung)' }] },
  },
  { term: 'hit', de: 'Treffer', en: 'hit' },
  { term: 'sanctions list', de: 'Sanktionsliste', en: 'sanctions list' },
  { term: 'list entry', de: 'Listeneintrag', en: 'list entry' },
  {
    term: 'decisions on a hit',
    de: 'Nicht dieselbe Person, Möglicher Treffer – eskaliert, Bestätigter Treffer',
    en: 'Not the same person, Possible match — escalated, Confirmed match',
  },
  { term: 'money stop', de: 'Geld gesperrt', en: 'Money stopped' },
  {
    term: 'order status',
    de: ORDER_STATUS_NAMES.de.join(', '),
    en: ORDER_STATUS_NAMES.en.join(', '),
    banned: {
      de: [{ word: /[Uu]nter(be)?zahlt|[Üü]berbezahlt|[Aa]bgerechnet/, say: ORDER_STATUS_NAMES.de.join(', ') }],
    },
  },
];

/** German typography: protected spaces where a line must not break, German quotes. */
export const TYPOGRAPHY: readonly Banned[] = [
  { word: /z\. B\./, say: 'z.\u00a0B. (mit geschütztem Leerzeichen)' },
  { word: /(\d|\}\}) (%|MiB|Bytes|€)/, say: 'ein geschütztes Leerzeichen vor % und Einheiten' },
  { word: /["']/, say: 'deutsche Anführungszeichen „…“' },
  { word: /(^|[\s(])“/, say: '„ am Anfang eines Zitats, “ am Ende' },
];

/** Phrasings that read translated, with what a German back office writes. */
export const IDIOM: readonly Banned[] = [
  { word: /Schreibtisch|öffnet ihren Ort/, say: 'Offene Aufgaben … öffnet den Vorgang' },
  { word: /Projekte vorzubereiten/, say: 'Beendete Projekte: Token-Zuteilung vorbereiten' },
  { word: /Was (er|sie|es) aus/, say: 'Auswirkung auf …' },
  { word: /Jeder der \{\{/, say: 'Geprüfte Einträge: {{…}} (die Zahl kann 0 sein)' },
  { word: /vor dem$/, say: 'Einträge vor diesem Datum (kein Satz, der mitten im Datum endet)' },
];
