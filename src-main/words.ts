// The main process's own words: its native dialogs (confirmations, the titles of save and
// open dialogs, their file types) and the application menu, in the language chosen in
// Settings. German is typed from English, so a missing or an extra key is a type error;
// test/unit/glossary.test.ts holds both to the glossary (docs/glossary.md). Pure.
import type { LANGUAGES } from './preferences.schema';

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
      delete: { question: 'Delete the production connection “{{name}}”?', confirm: 'Delete' },
      activate: { question: 'Switch to the production connection “{{name}}”?', confirm: 'Switch' },
    },
    environments: { production: 'production', staging: 'staging', sandbox: 'sandbox' },
    saveAttachment: 'Save document',
    saveDistributionList: 'Save distribution list',
    openDistributionList: 'Open distribution list',
    openStatement: 'Open bank statement',
    saveStatementSummary: 'Save statement summary',
    saveAuditLog: 'Save audit log',
  },
  fileTypes: {
    csv: 'CSV files',
    pdf: 'PDF documents',
    jpeg: 'JPEG images',
    png: 'PNG images',
    statements: 'Bank statements',
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
      delete: { question: 'Soll die Produktivverbindung „{{name}}“ gelöscht werden?', confirm: 'Löschen' },
      activate: { question: 'Zur Produktivverbindung „{{name}}“ wechseln?', confirm: 'Wechseln' },
    },
    environments: { production: 'Produktion', staging: 'Staging', sandbox: 'Sandbox' },
    saveAttachment: 'Dokument speichern',
    saveDistributionList: 'Zuteilungsliste speichern',
    openDistributionList: 'Zuteilungsliste öffnen',
    openStatement: 'Kontoauszug öffnen',
    saveStatementSummary: 'Zusammenfassung des Kontoauszugs speichern',
    saveAuditLog: 'Audit-Protokoll speichern',
  },
  fileTypes: {
    csv: 'CSV-Dateien',
    pdf: 'PDF-Dokumente',
    jpeg: 'JPEG-Bilder',
    png: 'PNG-Bilder',
    statements: 'Kontoauszüge',
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
  pdf: ['pdf'],
  jpeg: ['jpg', 'jpeg'],
  png: ['png'],
  statements: ['xml', 'sta', 'mt940', 'txt', 'csv'],
  all: ['*'],
} as const satisfies Record<keyof MainWords['fileTypes'], readonly string[]>;

export type FileType = keyof typeof EXTENSIONS;

/** A dialog's file filters, named in the user's language. */
export function fileFilters(words: MainWords, ...types: FileType[]): { name: string; extensions: string[] }[] {
  return types.map((type) => ({ name: words.fileTypes[type], extensions: [...EXTENSIONS[type]] }));
}
