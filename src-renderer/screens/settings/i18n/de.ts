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
    advancedHint: 'Nur ändern, wenn der Host es so dokumentiert: sonst schlägt jeder Aufruf mit 401 fehl.',
    baseUrlHint: 'z. B. https://api.ihre-plattform.example/api/v1',
    secretHint: 'Wird im Schlüsselbund des Systems gespeichert und kann nicht wieder angezeigt werden.',
    createTitle: 'Neue Verbindung',
    editTitle: '{{name}} bearbeiten',
    credentialsTitle: 'Schlüssel und Secret für {{name}}',
    testOk: 'Verbunden. Zeitzone {{timezone}}, {{count}} unterstützte Länder.',
    testFailed: 'Der Verbindungstest ist fehlgeschlagen.',
    clockSkew: 'Die Uhr Ihres Computers weicht um etwa {{minutes}} Minuten von der des Hosts ab. Die Signatur hängt vom UTC-Datum ab; bitte die Uhr korrigieren.',
    unauthorized: 'Schlüssel oder Secret sind falsch.',
    environments: { production: 'Produktion', staging: 'Staging', sandbox: 'Sandbox' },
    stagingNote: 'Auf Staging-Hosts meldet der Anbieter der Videoidentifizierung nie ein Ergebnis.',
  },
  appearance: {
    language: 'Sprache',
    theme: 'Darstellung',
    themes: { light: 'Hell', dark: 'Dunkel', auto: 'Wie das System' },
  },
  audit: {
    export: 'Als CSV exportieren',
    exported: '{{count}} Einträge gespeichert unter {{path}}',
    empty: 'Noch keine Änderungen protokolliert.',
    fields: { time: 'Zeit', user: 'Benutzer', profile: 'Verbindung', action: 'Aktion', targets: 'Ziele', phase: 'Schritt', outcome: 'Ergebnis' },
    verdict: {
      intact: 'Unverändert',
      intactText:
        'Jeder der {{entries}} Einträge trägt den Hash des vorigen; keiner wurde geändert, hinzugefügt oder entfernt.',
      unchained:
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
