import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '../../src-renderer/i18n/all-words';
import { type Banned, GLOSSARY, IDIOM, ORDER_STATUS_NAMES, TYPOGRAPHY } from '../../src-renderer/i18n/glossary';
import type { Language, Words } from '../../src-renderer/i18n/types';
import { de as validationDe } from '../../src-renderer/i18n/validation/de';
import { en as validationEn } from '../../src-renderer/i18n/validation/en';
import { MAIN_WORDS } from '../../src-main/words';
import { REPORT_WORDS } from '../../src-main/workflows/screening/report-words';

interface Text {
  ns: string;
  key: string;
  text: string;
}

function texts(ns: string, words: Words, prefix = ''): Text[] {
  return Object.entries(words).flatMap(([key, value]) =>
    typeof value === 'string' ? [{ ns, key: `${ns}:${prefix}${key}`, text: value }] : texts(ns, value, `${prefix}${key}.`),
  );
}

/**
 * Every text of a language: each area's and the common words, the field messages, and the
 * main process's words (native dialogs, menu, the screening report).
 */
function allTexts(language: Language): Text[] {
  const validation = { en: validationEn, de: validationDe }[language];
  return [
    ...Object.entries(NAMESPACES).flatMap(([ns, words]) => texts(ns, words[language])),
    ...texts('validation', validation),
    ...texts('main', MAIN_WORDS[language]),
    ...texts('report', REPORT_WORDS[language]),
  ];
}

function violations(language: Language, all: Text[]): string[] {
  const rules: Banned[] = [...GLOSSARY.flatMap((term) => term.banned?.[language] ?? []), ...(language === 'de' ? [...TYPOGRAPHY, ...IDIOM] : [])];
  return all.flatMap(({ ns, key, text }) =>
    rules
      .filter((rule) => rule.word.test(text) && !rule.allowedIn?.includes(ns))
      .map((rule) => `${key}: "${text}" uses ${String(rule.word)}; say ${rule.say}`),
  );
}

function statusTwins(language: Language, all: Text[]): string[] {
  const names = new Set(ORDER_STATUS_NAMES[language].map((name) => name.toLowerCase()));
  return all
    .filter(({ key, text }) => names.has(text.trim().toLowerCase()) && !key.startsWith('common:orders.statuses.'))
    .map(({ key, text }) => `${key}: "${text}" names an order status again; use common orders.statuses`);
}

describe('the glossary', () => {
  it.each(['de', 'en'] as const)('no %s text uses a word the glossary bans', (language) => {
    expect(violations(language, allTexts(language))).toEqual([]);
  });

  it.each(['de', 'en'] as const)('the %s order statuses are named once, in common orders.statuses', (language) => {
    const all = allTexts(language);
    expect(statusTwins(language, all)).toEqual([]);
    const defined = all.filter(({ key }) => key.startsWith('common:orders.statuses.')).map(({ text }) => text);
    expect(defined.sort()).toEqual([...ORDER_STATUS_NAMES[language]].sort());
  });

  it('finds a banned word and a second status name, with the key and the term to use', () => {
    const planted: Text[] = [
      { ns: 'distribution', key: 'distribution:title', text: 'Ausschüttung' },
      { ns: 'custody', key: 'custody:withdraw.send', text: 'Auszahlen' },
      { ns: 'distribution', key: 'distribution:history.payouts', text: 'Auszahlungen' },
      { ns: 'kyc', key: 'kyc:queue.statuses.paid', text: 'Bezahlt' },
      { ns: 'projects', key: 'projects:form.amountHint', text: 'z.\u00a0B. {{example}}, höchstens 100\u00a0%' },
      { ns: 'kyc', key: 'kyc:owners.shareHint', text: 'höchstens 100 %' },
    ];
    expect(violations('de', planted)).toEqual([
      'distribution:title: "Ausschüttung" uses /[Aa]ussch(ü|ue)tt|schüttet/; say Token-Zuteilung',
      expect.stringMatching(/^distribution:history\.payouts: .*say Zuteilungslauf/),
      expect.stringMatching(/^kyc:owners\.shareHint: .*say ein geschütztes Leerzeichen/),
    ]);
    // What read translated, and the words that say it as a German back office does.
    const translated: Text[] = [
      { ns: 'today', key: 'today:intro', text: 'Was am Schreibtisch auf jemanden wartet. Jede Zeile öffnet ihren Ort.' },
      { ns: 'today', key: 'today:projects.title', text: 'Beendete Projekte vorzubereiten' },
      { ns: 'payments', key: 'payments:statement.columns.outcome', text: 'Was er aus der Zeichnung macht' },
      { ns: 'payments', key: 'payments:statement.columns.state', text: 'Stand' },
      { ns: 'distribution', key: 'distribution:history.snapshots', text: 'Stände' },
      { ns: 'payments', key: 'payments:statement.reasons.debit', text: 'Eine Lastschrift' },
      { ns: 'settings', key: 'settings:localData.pruneBefore', text: 'Einträge löschen vor dem' },
      { ns: 'settings', key: 'settings:audit.verdict.intactText', text: 'Jeder der {{entries}} Einträge trägt den Hash des vorigen.' },
      { ns: 'kyc', key: 'kyc:fields.tax_id_number', text: 'TIN' },
      { ns: 'ledgers', key: 'ledgers:investor.asOf', text: 'Stand {{time}}' },
      { ns: 'kyc', key: 'kyc:fields.family_status', text: 'Familienstand' },
    ];
    expect(violations('de', translated).map((v) => v.split(':')[1])).toEqual([
      'intro',
      'projects.title',
      'statement.columns.outcome',
      'statement.columns.state',
      'history.snapshots',
      'statement.reasons.debit',
      'localData.pruneBefore',
      'audit.verdict.intactText',
      'fields.tax_id_number',
    ]);
    expect(statusTwins('de', planted)).toEqual(['kyc:queue.statuses.paid: "Bezahlt" names an order status again; use common orders.statuses']);
    const english: Text[] = [
      { ns: 'common', key: 'common:errors.server', text: 'The host had a problem.' },
      { ns: 'payments', key: 'payments:drafts.unknownTitle', text: 'The host’s answer was lost' },
      { ns: 'settings', key: 'settings:form.baseUrlHint', text: 'e.g. https://api.example/api/v1 (localhost only for this computer)' },
    ];
    expect(violations('en', english)).toEqual([expect.stringMatching(/^common:errors\.server: .*say server/), expect.stringMatching(/^payments:drafts\.unknownTitle: .*say server/)]);
  });

  it('has the main process\'s words in both languages, key for key and placeholder for placeholder', () => {
    const shape = (language: Language) =>
      texts('main', MAIN_WORDS[language]).map(({ key, text }) => `${key} ${[...text.matchAll(/\{\{\w+\}\}/g)].join(' ')}`);
    expect(shape('de')).toEqual(shape('en'));
    const report = (language: Language) =>
      texts('report', REPORT_WORDS[language]).map(({ key, text }) => `${key} ${[...text.matchAll(/\{\{\w+\}\}/g)].join(' ')}`);
    expect(report('de')).toEqual(report('en'));
  });

  it('is the one docs/glossary.md explains', () => {
    const page = readFileSync(new URL('../../docs/glossary.md', import.meta.url), 'utf8');
    for (const term of GLOSSARY) expect(page, term.term).toContain(`| ${term.de} |`);
  });
});
