import type { Translation } from '../../../i18n/types';
import type { en } from './en';

export const de: Translation<typeof en> = {
  title: 'Heute',
  intro: 'Offene Aufgaben auf einen Blick. Ein Klick auf eine Zeile öffnet den Vorgang.',
  more_one: 'und {{count}} weitere',
  more_other: 'und {{count}} weitere',
  orders: {
    title: 'Zeichnungen, die auf Geld warten',
    hint: 'Neu und teilweise bezahlt, die ältesten zuerst.',
    none: 'Keine Zeichnung wartet auf Geld.',
    since: 'seit {{date}}',
  },
  investors: {
    title: 'Zu prüfende Investoren',
    hint: 'Investoren, die diese App kennt (die der letzten Zeichnungen; in der Sandbox ihre Demo-Investoren), deren KYC unvollständig oder die noch nicht freigegeben sind.',
    none: 'Jeder Investor, den diese App kennt, hat ein vollständiges KYC.',
    notApproved: 'Nicht freigegeben',
    open: 'Offen: {{checks}}',
  },
  projects: {
    title: 'Beendete Projekte: Token-Zuteilung vorbereiten',
    hint: 'Projekte nach ihrem Ende, deren Token-Zuteilung noch nicht vorbereitet ist.',
    none: 'Jedes beendete Projekt ist für die Token-Zuteilung vorbereitet.',
    ended: 'beendet am {{date}}',
    states: { none: 'Nicht vorbereitet', running: 'Wird vorbereitet', failed: 'Vorbereitung fehlgeschlagen' },
  },
  drafts: {
    title: 'Nicht bestätigte Zahlungen',
    hint: 'In dieser App erfasst, vom Server noch nicht bestätigt.',
    none: 'Jede hier erfasste Zahlung ist bestätigt.',
  },
  hits: {
    title: 'Treffer der Sanktionsprüfung zu entscheiden',
    hint: 'Personen von Investoren, die einem Eintrag einer Sanktionsliste ähneln, der höchste Wert zuerst.',
    none: 'Kein Treffer der Sanktionsprüfung wartet auf eine Entscheidung.',
  },
  screening: {
    staleTitle: 'Sanktionslisten veraltet',
    stale: '{{names}}: älter, als die Einstellungen erlauben. Neue Einträge können in der Prüfung fehlen.',
    openSettings: 'In den Einstellungen aktualisieren',
    stopsTitle: 'Geld gesperrt',
    stops: 'Ein bestätigter Treffer der Sanktionsprüfung sperrt Zahlungen, Kontoauszugsbuchungen und Auszahlungen aus der Verwahrung für:',
  },
  sandbox: {
    title: 'Übungsdaten',
    text: 'Dies ist die eingebaute Sandbox: Ihre Investoren, Zeichnungen und Zahlungen sind erfunden, und nichts, was Sie hier tun, erreicht eine echte Plattform. Investoren zum Ausprobieren:',
    cases: {
      kyc_gaps: 'KYC mit Lücken',
      video_pending: 'Videoidentifizierung wartet',
      underpaid: 'eine teilweise bezahlte Zeichnung',
      near_match: 'ähnlich einem Namen der UN-Beispielliste',
      first_name_only: 'nur ein häufiger Vorname wie bei einer gelisteten Person',
    },
  },
};
