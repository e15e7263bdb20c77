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
  appearance: {
    language: 'Sprache',
    theme: 'Darstellung',
    themes: { light: 'Hell', dark: 'Dunkel', auto: 'Wie das System' },
    ordersReload: 'Zeichnungen neu lesen alle … Minuten',
    ordersReloadHint: 'Bei einem Server, dessen Zeichnungen keine Änderungszeiten tragen.',
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
