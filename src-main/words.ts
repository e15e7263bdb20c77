// The main process's own words: its native dialogs (confirmations, the titles of save and
// open dialogs, their file types) and the application menu, in the language chosen in
// Settings. German is typed from English, so a missing or an extra key is a type error;
// test/unit/glossary.test.ts holds both to the glossary (docs/glossary.md). Pure.
import type { LANGUAGES } from '../src-shared/domain/preferences';

export type Language = (typeof LANGUAGES)[number];

const en = {
  dialogs: {
    open: 'Open',
    cancel: 'Cancel',
    openInBrowser: 'Open this page in your browser?',
    // One whole sentence per change: a verb slotted into one sentence reads wrong in German.
    production: {
      create: { question: 'Create the production connection “{{name}}”?', confirm: 'Create' },
      update: { question: 'Change the production connection “{{name}}”?', confirm: 'Change' },
      setCredentials: { question: 'Set the key of the production connection “{{name}}”?', confirm: 'Set key' },
      setProxyCredentials: { question: 'Set the proxy password of the production connection “{{name}}”?', confirm: 'Set password' },
      trySignatures: { question: 'Try the signature settings on the production connection “{{name}}”?', confirm: 'Try' },
      delete: { question: 'Delete the production connection “{{name}}”?', confirm: 'Delete' },
      activate: { question: 'Switch to the production connection “{{name}}”?', confirm: 'Switch' },
    },
    readOnly: {
      on: { question: 'Make the connection “{{name}}” read-only? Nothing can be changed on it until this is lifted.', confirm: 'Make read-only' },
      off: { question: 'Allow changes on the connection “{{name}}” again?', confirm: 'Allow changes' },
    },
    auditPrune: {
      question: 'Delete {{count}} audit log entries before {{before}} from this computer?',
      detail: 'Export the log first if it must be kept elsewhere. The deletion is recorded in the log, with your user name.',
      confirm: 'Delete entries',
    },
    environments: { production: 'production', staging: 'staging', sandbox: 'sandbox' },
    /** The lines of a production connection's confirmation: what it changes. */
    changes: {
      name: 'Name',
      baseUrl: 'Base URL',
      environment: 'Environment',
      proxy: 'Proxy',
      caFile: 'CA file',
      proxyModes: { system: 'system settings', direct: 'none (direct)', manual: 'set by hand' },
      none: 'none',
      keyDeleted: 'The key and secret are deleted: enter them again for the new base URL or proxy.',
    },
    openCaFile: 'Choose certificate authority file',
    saveAttachment: 'Save document',
    saveDistributionList: 'Save distribution list',
    openDistributionList: 'Open distribution list',
    openStatement: 'Open bank statement',
    saveStatementSummary: 'Save statement summary',
    saveInvestorLedger: 'Save investor ledger',
    saveProjectLedger: 'Save project ledger',
    saveAuditLog: 'Save audit log',
    openSanctionsList: 'Load sanctions list',
    saveScreeningReport: 'Save screening report',
    saveScreeningCsv: 'Save screening results',
  },
  fileTypes: {
    csv: 'CSV files',
    json: 'JSON files',
    pdf: 'PDF documents',
    jpeg: 'JPEG images',
    png: 'PNG images',
    pem: 'Certificates (PEM)',
    statements: 'Bank statements',
    sanctionsLists: 'Sanctions lists',
    all: 'All files',
  },
  menu: {
    file: 'File',
    edit: 'Edit',
    view: 'View',
    window: 'Window',
    about: 'About Offering Desk',
    services: 'Services',
    hide: 'Hide Offering Desk',
    hideOthers: 'Hide Others',
    unhide: 'Show All',
    quit: 'Quit Offering Desk',
    close: 'Close Window',
    undo: 'Undo',
    redo: 'Redo',
    cut: 'Cut',
    copy: 'Copy',
    paste: 'Paste',
    delete: 'Delete',
    selectAll: 'Select All',
    reload: 'Reload',
    toggleDevTools: 'Toggle Developer Tools',
    resetZoom: 'Actual Size',
    zoomIn: 'Zoom In',
    zoomOut: 'Zoom Out',
    togglefullscreen: 'Toggle Full Screen',
    minimize: 'Minimize',
    zoom: 'Zoom',
    front: 'Bring All to Front',
  },
} as const;

type Words<T> = { readonly [K in keyof T]: T[K] extends string ? string : Words<T[K]> };
export type MainWords = Words<typeof en>;

const de: MainWords = {
  dialogs: {
    open: 'Öffnen',
    cancel: 'Abbrechen',
    openInBrowser: 'Diese Seite im Browser öffnen?',
    production: {
      create: { question: 'Soll die Produktivverbindung „{{name}}“ angelegt werden?', confirm: 'Anlegen' },
      update: { question: 'Soll die Produktivverbindung „{{name}}“ geändert werden?', confirm: 'Ändern' },
      setCredentials: { question: 'Soll der Schlüssel der Produktivverbindung „{{name}}“ gesetzt werden?', confirm: 'Schlüssel setzen' },
      setProxyCredentials: { question: 'Soll das Proxy-Passwort der Produktivverbindung „{{name}}“ gesetzt werden?', confirm: 'Passwort setzen' },
      trySignatures: { question: 'Sollen die Signatur-Einstellungen an der Produktivverbindung „{{name}}“ ausprobiert werden?', confirm: 'Ausprobieren' },
      delete: { question: 'Soll die Produktivverbindung „{{name}}“ gelöscht werden?', confirm: 'Löschen' },
      activate: { question: 'Zur Produktivverbindung „{{name}}“ wechseln?', confirm: 'Wechseln' },
    },
    readOnly: {
      on: { question: 'Soll die Verbindung „{{name}}“ nur lesen? Bis das aufgehoben ist, kann über sie nichts geändert werden.', confirm: 'Nur lesen' },
      off: { question: 'Sollen über die Verbindung „{{name}}“ wieder Änderungen möglich sein?', confirm: 'Änderungen erlauben' },
    },
    auditPrune: {
      question: 'Sollen {{count}} Einträge des Audit-Protokolls vor dem {{before}} von diesem Computer gelöscht werden?',
      detail: 'Exportieren Sie das Protokoll vorher, wenn es anderswo aufbewahrt werden muss. Die Löschung wird mit Ihrem Benutzernamen im Protokoll vermerkt.',
      confirm: 'Einträge löschen',
    },
    environments: { production: 'Produktion', staging: 'Staging', sandbox: 'Sandbox' },
    changes: {
      name: 'Name',
      baseUrl: 'Basis-URL',
      environment: 'Umgebung',
      proxy: 'Proxy',
      caFile: 'Datei der Zertifizierungsstelle',
      proxyModes: { system: 'Systemeinstellungen', direct: 'keiner (direkt)', manual: 'von Hand' },
      none: 'keine',
      keyDeleted: 'Schlüssel und Secret werden gelöscht: Geben Sie sie für die neue Basis-URL oder den neuen Proxy erneut ein.',
    },
    openCaFile: 'Datei der Zertifizierungsstelle auswählen',
    saveAttachment: 'Dokument speichern',
    saveDistributionList: 'Zuteilungsliste speichern',
    openDistributionList: 'Zuteilungsliste öffnen',
    openStatement: 'Kontoauszug öffnen',
    saveStatementSummary: 'Zusammenfassung des Kontoauszugs speichern',
    saveInvestorLedger: 'Zeichnungen und Zahlungen des Investors speichern',
    saveProjectLedger: 'Zahlungen des Projekts speichern',
    saveAuditLog: 'Audit-Protokoll speichern',
    openSanctionsList: 'Sanktionsliste laden',
    saveScreeningReport: 'Prüfbericht speichern',
    saveScreeningCsv: 'Ergebnisse der Sanktionsprüfung speichern',
  },
  fileTypes: {
    csv: 'CSV-Dateien',
    json: 'JSON-Dateien',
    pdf: 'PDF-Dokumente',
    jpeg: 'JPEG-Bilder',
    png: 'PNG-Bilder',
    pem: 'Zertifikate (PEM)',
    statements: 'Kontoauszüge',
    sanctionsLists: 'Sanktionslisten',
    all: 'Alle Dateien',
  },
  menu: {
    file: 'Datei',
    edit: 'Bearbeiten',
    view: 'Ansicht',
    window: 'Fenster',
    about: 'Über Offering Desk',
    services: 'Dienste',
    hide: 'Offering Desk ausblenden',
    hideOthers: 'Andere ausblenden',
    unhide: 'Alle einblenden',
    quit: 'Offering Desk beenden',
    close: 'Fenster schließen',
    undo: 'Rückgängig',
    redo: 'Wiederholen',
    cut: 'Ausschneiden',
    copy: 'Kopieren',
    paste: 'Einfügen',
    delete: 'Löschen',
    selectAll: 'Alles auswählen',
    reload: 'Neu laden',
    toggleDevTools: 'Entwicklerwerkzeuge ein/aus',
    resetZoom: 'Originalgröße',
    zoomIn: 'Vergrößern',
    zoomOut: 'Verkleinern',
    togglefullscreen: 'Vollbild ein/aus',
    minimize: 'Minimieren',
    zoom: 'Zoomen',
    front: 'Alle nach vorne bringen',
  },
};

export const MAIN_WORDS: Record<Language, MainWords> = { en, de };

export function mainWords(language: Language): MainWords {
  return MAIN_WORDS[language];
}

const EXTENSIONS = {
  csv: ['csv'],
  json: ['json'],
  pdf: ['pdf'],
  jpeg: ['jpg', 'jpeg'],
  png: ['png'],
  pem: ['pem', 'crt', 'cer'],
  statements: ['xml', 'sta', 'mt940', 'txt', 'csv'],
  sanctionsLists: ['xml', 'csv'],
  all: ['*'],
} as const satisfies Record<keyof MainWords['fileTypes'], readonly string[]>;

export type FileType = keyof typeof EXTENSIONS;

/** A dialog's file filters, named in the user's language. */
export function fileFilters(words: MainWords, ...types: FileType[]): { name: string; extensions: string[] }[] {
  return types.map((type) => ({ name: words.fileTypes[type], extensions: [...EXTENSIONS[type]] }));
}
