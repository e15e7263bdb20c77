import type { Translation } from '../../../i18n/types';
import type { en } from './en';

export const de: Translation<typeof en> = {
  title: 'Einstellungen',
  tabs: { connections: 'Verbindungen', appearance: 'Sprache und Darstellung', audit: 'Audit-Protokoll' },
  connections: {
    new: 'Neue Verbindung',
    active: 'Aktiv',
    use: 'Verwenden',
    test: 'Testen',
    setCredentials: 'Schlüssel und Secret setzen',
    credentialsSet: 'Schlüssel und Secret im Schlüsselbund des Systems gespeichert',
    credentialsMissing: 'Noch kein Schlüssel und Secret',
    builtIn: 'In die App eingebaut',
    deleteWhat: 'die Verbindung {{name}} samt Schlüssel und Secret',
    fields: {
      name: 'Name',
      baseUrl: 'Basis-URL',
      environment: 'Umgebung',
      signaturePrefix: 'Signatur-Präfix',
      signatureKeys: 'Zwischenschlüssel der Signatur',
      key: 'Schlüssel',
      secret: 'Secret',
    },
    keysRaw: 'Rohe Digests (Standard)',
    keysHex: 'Hex-Text',
    advanced: 'Erweiterte Signatur-Einstellungen',
    advancedHint: 'Nur ändern, wenn der Server es so dokumentiert: Sonst schlägt jeder Aufruf mit 401 fehl.',
    baseUrlHint: 'z.\u00a0B. https://api.ihre-plattform.example/api/v1',
    secretHint: 'Wird im Schlüsselbund des Systems gespeichert und kann nicht wieder angezeigt werden.',
    createTitle: 'Neue Verbindung',
    editTitle: '{{name}} bearbeiten',
    credentialsTitle: 'Schlüssel und Secret für {{name}}',
    testOk_one: 'Verbunden. Zeitzone {{timezone}}, {{count}} unterstütztes Land.',
    testOk_other: 'Verbunden. Zeitzone {{timezone}}, {{count}} unterstützte Länder.',
    testFailed: 'Der Verbindungstest ist fehlgeschlagen.',
    clockSkew: 'Die Uhr Ihres Computers weicht um etwa {{minutes}} Minuten von der des Servers ab. Die Signatur hängt vom UTC-Datum ab; bitte korrigieren Sie die Uhr.',
    unauthorized: 'Schlüssel oder Secret sind falsch.',
    environments: { production: 'Produktion', staging: 'Staging', sandbox: 'Sandbox' },
    stagingNote: 'Auf Staging-Servern meldet der Anbieter der Videoidentifizierung nie ein Ergebnis.',
  },
  check: {
    run: 'Verbindung prüfen',
    title: 'Verbindungsprüfung',
    copy: 'Bericht kopieren',
    copied: 'Bericht kopiert',
    text: 'Der Bericht als Text für eine Support-Anfrage (ohne Schlüssel und Secret)',
    heading: 'Offering Desk – Verbindungsprüfung, {{time}}',
    connection: 'Verbindung: {{name}} ({{environment}}), {{baseUrl}}',
    settings: 'Signatur-Einstellungen: Präfix „{{prefix}}“, Zwischenschlüssel {{keys}}',
    keys: { raw: 'roh', hex: 'hex' },
    reach: 'Erreichbarkeit des Servers',
    dnsOk: 'Namensauflösung: {{hostname}} ist {{addresses}} ({{ms}}\u00a0ms).',
    dnsNone: 'Namensauflösung: nicht nötig, {{hostname}} ist eine IP-Adresse.',
    dnsFailed: 'Namensauflösung fehlgeschlagen: {{reason}}.',
    tlsOk: 'TLS: {{protocol}}; Zertifikat für {{subject}}, ausgestellt von {{issuer}}, gültig bis {{validTo}}.',
    tlsExpiring: 'Das Zertifikat läuft in weniger als 14\u00a0Tagen ab: Bitte informieren Sie den Betreiber des Servers.',
    tlsNone: 'TLS: keines (einfaches http, nur für diesen Computer erlaubt).',
    tlsFailed: 'TLS fehlgeschlagen: {{reason}}.',
    tlsSeen: 'Der Server zeigte ein Zertifikat für {{subject}}, ausgestellt von {{issuer}}, gültig bis {{validTo}}.',
    answerOk: 'Antwort: GET /config antwortete {{status}} nach {{ms}}\u00a0ms.',
    answerFailed: 'Keine Antwort auf GET /config: {{reason}}.',
    answerNone: 'Antwort: nicht angefragt, der Server war nicht erreichbar.',
    clockOk: 'Uhr: Die Uhren des Servers und dieses Computers stimmen überein ({{seconds}}\u00a0s Abstand).',
    clockAhead: 'Uhr: Die Uhr dieses Computers geht {{seconds}}\u00a0s vor gegenüber der des Servers.',
    clockBehind: 'Uhr: Die Uhr dieses Computers geht {{seconds}}\u00a0s nach gegenüber der des Servers.',
    clockWarning:
      'Die Signatur enthält das UTC-Datum: Kurz vor und nach Mitternacht schlagen Anfragen fehl. Bitte korrigieren Sie die Uhr dieses Computers.',
    clockUnknown: 'Uhr: Der Server hat keinen Date-Header zum Vergleich gesendet.',
    hostDate: 'Date-Header des Servers: {{date}}',
    signature: {
      accepted: 'Signatur: angenommen.',
      rejected:
        'Signatur: abgelehnt (401). Schlüssel oder Secret sind falsch, oder der Server signiert mit anderen Einstellungen.',
      unknown: 'Signatur: nicht geprüft.',
    },
    trial: {
      offer: 'Die anderen Signatur-Einstellungen ausprobieren?',
      explain:
        'Die App sendet GET /config, mit jeder anderen Einstellung (Präfix, rohe oder Hex-Zwischenschlüssel) signiert, höchstens {{limit}} Anfragen, und speichert die Einstellung, die der Server annimmt, in dieser Verbindung.',
      prefix: 'Präfix laut Dokumentation Ihres Servers (optional)',
      start: 'Ja, ausprobieren',
      found: 'Der Server nimmt das Präfix „{{prefix}}“ mit Zwischenschlüsseln {{keys}} an. In der Verbindung gespeichert.',
      none_one: 'Der Server hat die {{count}} andere Einstellung abgelehnt: Schlüssel oder Secret sind falsch. Es wurde nichts geändert.',
      none_other: 'Der Server hat alle {{count}} anderen Einstellungen abgelehnt: Schlüssel oder Secret sind falsch. Es wurde nichts geändert.',
      tried: 'Präfix „{{prefix}}“, Zwischenschlüssel {{keys}}: {{status}}',
      noAnswer: 'keine Antwort',
    },
    fields: 'Was der Server sendet',
    reads: {
      config: 'Konfiguration',
      projects: 'Projekte',
      orders: 'Zeichnungen',
      payments: 'Zahlungen einer Zeichnung',
      kyc_status: 'KYC-Status eines Investors',
    },
    outcomes: {
      empty: 'leer, nichts zu prüfen',
      skipped: 'nicht gelesen: keine Zeichnung gefunden',
      failed: 'fehlgeschlagen: {{message}}',
    },
    present: 'gesendet: {{fields}}',
    missing: 'nicht gesendet: {{fields}}',
    missingRequired: 'nicht gesendet, und ohne sie kann die App die Antwort nicht lesen: {{fields}}',
    unknown: 'der App unbekannt, aufbewahrt: {{fields}}',
    notRead: 'Nicht gelesen: Die Signatur wurde nicht angenommen.',
    means: 'Was das bedeutet',
    allThere: 'Jedes Feld, das die App liest, ist vorhanden.',
    impacts: {
      unreadable:
        '{{read}}: {{fields}} nicht gesendet. Ohne sie kann die App diese Antworten nicht lesen; bitte informieren Sie den Betreiber des Servers.',
      orders_without_investor:
        'Zeichnungen nennen ihren Investor nicht ({{fields}}): Die Suche nach einem Zeichnungscode geht Projekt für Projekt vor.',
      orders_without_times:
        'Zeichnungen nennen ihre Zeiten nicht ({{fields}}): Die Zeichnungstabelle sortiert nach Code und lädt in festen Abständen neu.',
      payments_without_details:
        'Zahlungen nennen {{fields}} nicht: Nach einer verlorenen Antwort lassen sich zwei Überweisungen gleichen Betrags nicht unterscheiden; der Eintrag bleibt dann „Ergebnis unbekannt“, statt zu raten.',
      payments_without_order: 'Zahlungen nennen ihre Zeichnung nicht ({{fields}}): Sie werden Zeichnung für Zeichnung gelesen.',
      projects_without_minimum:
        'Projekte nennen die Mindestanlage nicht ({{fields}}): Den Betrag einer neuen Zeichnung prüft allein der Server.',
      projects_without_volume: 'Projekte nennen ihr Volumen nicht ({{fields}}): Wie viel eines Projekts gezeichnet ist, kann nicht angezeigt werden.',
      projects_without_partner_bank: 'Projekte nennen die Bankverbindung des Partners nicht ({{fields}}): Sie wird als „—“ angezeigt.',
      shown_as_dash: '{{read}}: {{fields}} nicht gesendet, angezeigt als „—“.',
      unknown_kept: '{{read}}: {{fields}} der App unbekannt, aufbewahrt und unter „Alle Felder vom Server“ angezeigt.',
    },
    reasons: {
      ENOTFOUND: 'Der Name existiert nicht; bitte prüfen Sie die Basis-URL',
      EAI_AGAIN: 'Der Nameserver hat nicht geantwortet; bitte prüfen Sie das Netzwerk',
      ECONNREFUSED: 'Der Server hat die Verbindung abgelehnt (falscher Port, oder der Dienst läuft nicht)',
      ECONNRESET: 'Die Verbindung wurde unterbrochen',
      ETIMEDOUT: 'Keine Antwort in der Zeit; eine Firewall oder ein Proxy hält sie vielleicht zurück',
      EHOSTUNREACH: 'Der Server ist aus diesem Netzwerk nicht erreichbar',
      CERT_HAS_EXPIRED: 'Das Zertifikat des Servers ist abgelaufen',
      CERT_NOT_YET_VALID: 'Das Zertifikat des Servers ist noch nicht gültig (oder die Uhr dieses Computers geht falsch)',
      DEPTH_ZERO_SELF_SIGNED_CERT: 'Das Zertifikat des Servers ist selbst signiert: Keine Zertifizierungsstelle bürgt dafür',
      SELF_SIGNED_CERT_IN_CHAIN:
        'Das Zertifikat stammt von einer Zertifizierungsstelle, der dieser Computer nicht vertraut (ein Firmen-Proxy?)',
      UNABLE_TO_VERIFY_LEAF_SIGNATURE:
        'Die Zertifikatskette ist unvollständig oder stammt von einer Zertifizierungsstelle, die dieser Computer nicht kennt',
      UNABLE_TO_GET_ISSUER_CERT_LOCALLY:
        'Die Zertifikatskette ist unvollständig oder stammt von einer Zertifizierungsstelle, die dieser Computer nicht kennt',
      ERR_TLS_CERT_ALTNAME_INVALID: 'Das Zertifikat gilt für einen anderen Namen',
      missing_credentials: 'Diese Verbindung hat noch keinen Schlüssel und kein Secret',
      wrong_origin: 'Der Schlüssel wurde für einen anderen Server hinterlegt; bitte geben Sie Schlüssel und Secret neu ein',
      timeout: 'Keine Antwort in der Zeit',
      other: 'Das System meldet „{{message}}“',
    },
  },
  appearance: {
    language: 'Sprache',
    theme: 'Darstellung',
    themes: { light: 'Hell', dark: 'Dunkel', auto: 'Wie das System' },
  },
  audit: {
    export: 'Als CSV exportieren',
    exported_one: '{{count}} Eintrag gespeichert unter {{path}}',
    exported_other: '{{count}} Einträge gespeichert unter {{path}}',
    empty: 'Noch keine Änderungen protokolliert.',
    fields: { time: 'Zeit', user: 'Benutzer', profile: 'Verbindung', action: 'Aktion', targets: 'Ziele', phase: 'Schritt', outcome: 'Ergebnis' },
    verdict: {
      intact: 'Unverändert',
      intactText:
        'Jeder der {{entries}} Einträge trägt den Hash des vorigen; keiner wurde geändert, hinzugefügt oder entfernt.',
      unchained_one:
        'Eintrag 1 wurde geschrieben, bevor das Protokoll verkettet wurde, und ist nicht geschützt; die Kette beginnt bei Eintrag {{start}}.',
      unchained_other:
        'Die Einträge 1 bis {{count}} wurden geschrieben, bevor das Protokoll verkettet wurde, und sind nicht geschützt; die Kette beginnt bei Eintrag {{start}}.',
      broken: 'Das Audit-Protokoll wurde verändert',
      breaks: {
        unreadable: 'Eintrag {{entry}} ist nicht lesbar.',
        hash_mismatch:
          'Eintrag {{entry}} passt nicht zum Hash, den der nächste Eintrag von ihm festhält: Er wurde geändert, oder danach wurden Einträge entfernt oder eingefügt.',
        hash_missing: 'Eintrag {{entry}} hat keinen Hash, obwohl die Kette vor ihm beginnt: Er wurde eingefügt.',
        truncated:
          'Das Protokoll endet vor Eintrag {{entry}}, den der Schlüsselbund des Systems als letzten festhält: Am Ende wurden Einträge entfernt.',
        head_mismatch:
          'Eintrag {{entry}} ist nicht der letzte Eintrag, den der Schlüsselbund des Systems festhält: Er wurde geändert oder ersetzt.',
      },
      guardOff:
        'Schutz gegen Kürzen aus: Der Schlüsselbund des Systems ist nicht verfügbar, daher bliebe unbemerkt, wenn Einträge am Ende des Protokolls entfernt würden.',
      guardMissing:
        'Schutz gegen Kürzen aus: Der Schlüsselbund des Systems kennt den letzten Eintrag dieses Protokolls nicht, daher bliebe unbemerkt, wenn Einträge an seinem Ende entfernt würden.',
    },
    phases: { attempt: 'Gesendet', result: 'Beantwortet' },
    outcomes: { ok: 'Erledigt', failed: 'Fehlgeschlagen', unknown: 'Unbekannt' },
  },
};
