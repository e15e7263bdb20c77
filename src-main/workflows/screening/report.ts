// An investor's screening report as PDF, the evidence an auditor keeps: who was screened with
// which data, against which list versions (date, SHA-256), with which engine and threshold,
// every hit with its list entry, its explanation in words and its decision. In the desk's
// language; names in any script the lists use (Latin, Cyrillic, Greek, Arabic) print in
// DejaVu Sans, embedded (pdfkit lays out Arabic's joined forms and right-to-left order of a
// name written wholly in Arabic; mixed-direction text is not reordered). Written readable by
// the user only, whole or not at all.
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { writeBytesAtomic } from '../../json-file';
import { type ReportLanguage, REPORT_WORDS, explainHitIn, fill, percent } from './report-words';
import type { Decision, HitEntry, InvestorScreening, ListInUse, ScreeningHit, ScreeningSubject } from '../../../src-shared/domain/screening';

export interface ReportInput {
  investor: { id: string; name: string; email?: string };
  /** Subjects, hits with their decisions (and earlier decisions). */
  screening: InvestorScreening;
  /** The list versions in use: name, published, sha256, entries. */
  lists: ListInUse[];
  algorithm: string;
  threshold: number;
  generatedAt: Date;
  /** 'Profile name (os-user)', as the audit log names who acted. */
  generatedBy: string;
  language: ReportLanguage;
}

const fontFile = (name: string) => createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${name}`);
const FONTS = { sans: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf', mono: 'DejaVuSansMono.ttf' } as const;

const MARGIN = 56;
const FOOTER = 36;
/** Room a hit's heading needs with its first lines: less than that left, and the hit starts on a new page. */
const HIT_START_ROOM = 140;
/** Room a decision needs (verdict, reason, note, who, when): it is never split across pages. */
const DECISION_ROOM = 80;
const GREY = '#555555';

/** Letters written right to left: Hebrew, Arabic, Syriac, Thaana and their presentation forms. */
const RTL = '\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff';
const SPACE_BETWEEN_RTL_WORDS = new RegExp(`(?<=[${RTL}]\\S*) (?=\\S*[${RTL}])`, 'gu');
const SPACE_AFTER_RTL_WORD = new RegExp(`(?<=[${RTL}]\\S*) `, 'gu');

/**
 * pdfkit lays out text word by word, each word with the space after it in its own direction,
 * and sets the words left to right: a name of several Arabic words would read in the wrong
 * order, and the space after it would land before it. Joined by protected spaces, such words are
 * one run, which the font engine sets right to left as a whole; a second space after the run
 * keeps it apart from the next word. Text that mixes directions within a word is not reordered.
 */
function joinRightToLeft(text: string): string {
  return text.replace(SPACE_BETWEEN_RTL_WORDS, '\u00a0').replace(SPACE_AFTER_RTL_WORD, '  ');
}

export async function writeScreeningReport(path: string, input: ReportInput): Promise<{ pages: number }> {
  const { bytes, pages } = await renderReport(input);
  await writeBytesAtomic(path, bytes);
  return { pages };
}

async function renderReport(input: ReportInput): Promise<{ bytes: Buffer; pages: number }> {
  const words = REPORT_WORDS[input.language];
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER },
    bufferPages: true,
    font: fontFile(FONTS.sans),
    lang: input.language,
    info: { Title: `${words.title}: ${input.investor.name}`, Author: input.generatedBy, CreationDate: input.generatedAt },
  });
  for (const [name, file] of Object.entries(FONTS)) doc.registerFont(name, fontFile(file));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  new Report(doc, input).write();
  const pages = doc.bufferedPageRange().count;
  numberPages(doc, pages, words.page);
  doc.end();
  await ended;
  return { bytes: Buffer.concat(chunks), pages };
}

/** "Page N of M" at the foot of every page, once all pages are known. */
function numberPages(doc: PDFKit.PDFDocument, pages: number, text: string): void {
  for (let i = 0; i < pages; i++) {
    doc.switchToPage(i);
    // Below the bottom margin pdfkit would open a new page: the footer lives in the margin.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('sans')
      .fontSize(8)
      .fillColor(GREY)
      .text(fill(text, { page: i + 1, pages }), MARGIN, doc.page.height - MARGIN, { width: doc.page.width - 2 * MARGIN, align: 'right', lineBreak: false });
    doc.page.margins.bottom = bottom;
  }
}

class Report {
  private readonly words;
  private readonly locale: string;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly input: ReportInput,
  ) {
    this.words = REPORT_WORDS[input.language];
    this.locale = input.language === 'de' ? 'de-DE' : 'en-GB';
  }

  write(): void {
    const { doc, input, words } = this;
    const { screening } = input;
    this.style('bold', 18).put(words.title);
    doc.moveDown(0.6);
    this.field(words.investor, input.investor.name);
    this.field(words.investorId, input.investor.id);
    if (input.investor.email) this.field(words.email, input.investor.email);
    this.field(words.screenedAt, this.time(screening.screenedAt));
    this.field(words.generatedAt, this.time(input.generatedAt.toISOString()));
    this.field(words.generatedBy, input.generatedBy);
    doc.moveDown(0.4);
    this.field(words.standing, words.standings[screening.standing], true);
    if (screening.listsStale) this.warning(words.listsStale);

    this.heading(words.lists);
    for (const list of input.lists) this.list(list);
    this.heading(words.engine);
    this.field(words.algorithm, input.algorithm);
    this.field(words.threshold, percent(input.threshold, input.language));

    this.heading(words.subjects);
    for (const subject of screening.subjects) this.subject(subject);

    this.heading(words.hits);
    if (screening.hits.length === 0) {
      this.style('bold').put(words.noHits);
      return;
    }
    const hits = [...screening.hits].sort((a, b) => b.score - a.score);
    hits.forEach((hit, i) => this.hit(hit, i + 1, hits.length));
  }

  private list(list: ListInUse): void {
    const { words } = this;
    this.keepRoom(60);
    this.style('bold').put(list.sample ? `${list.name} (${words.sample})` : list.name);
    this.field(words.published, list.published ? this.date(list.published) : words.noDate);
    this.field(words.entries, new Intl.NumberFormat(this.locale).format(list.entries));
    this.field(words.sha256, list.sha256, false, 'mono');
    if (list.stale) this.warning(words.listsStale);
    this.doc.moveDown(0.4);
  }

  private subject(subject: ScreeningSubject): void {
    const { words } = this;
    this.keepRoom(50);
    this.style('bold').put(`${words.roles[subject.role]}: ${subject.name}`);
    if (subject.kind === 'person') this.field(words.birthDate, subject.birthDate ? this.date(subject.birthDate) : words.notGiven);
    this.field(subject.kind === 'person' ? words.nationality : words.countryOfBusiness, subject.country ? this.country(subject.country) : words.notGiven);
    this.doc.moveDown(0.3);
  }

  private hit(hit: ScreeningHit, n: number, count: number): void {
    const { doc, words, input } = this;
    this.keepRoom(HIT_START_ROOM);
    doc.moveDown(0.3);
    this.style('bold', 11).put(`${fill(words.hit, { n, count })}: ${hit.subject.name} – ${hit.list.name} ${hit.entry.id}`);
    this.field(words.score, percent(hit.score, input.language), true);
    this.person(hit.subject);
    this.subheading(words.entry);
    this.entry(hit.entry);
    this.subheading(words.explanation);
    this.style('sans', 9.5).put(explainHitIn(input.language, { ...hit, personName: hit.subject.name, entryId: hit.entry.id }));
    this.keepRoom(DECISION_ROOM);
    this.subheading(words.decision);
    if (hit.decision) this.decision(hit.decision);
    else this.style('bold').put(words.open);
    if (hit.earlierDecision) {
      this.keepRoom(DECISION_ROOM);
      this.subheading(words.earlier);
      this.decision(hit.earlierDecision);
    }
    doc.moveDown(0.6);
  }

  private entry(entry: HitEntry): void {
    const { words } = this;
    this.style('bold').put(`${words.entryNames}:`);
    for (const name of entry.names) {
      // A name a line, its quality beside it.
      this.style('sans').put(name.full, { indent: 12, continued: true });
      this.style('sans', 10, GREY).put(`  ${words.strengths[name.strength]}`);
    }
    this.field(words.entryBirthDates, this.listed(entry.birthDates.map((date) => this.entryDate(date))));
    this.field(words.entryCountries, this.listed(entry.countries.map((code) => this.country(code))));
    this.field(words.programmes, this.listed(entry.programmes));
  }

  private decision(decision: Decision): void {
    const { words } = this;
    this.field(words.decision, words.verdicts[decision.verdict], true);
    if (decision.reason) this.field(words.reason, words.reasons[decision.reason]);
    if (decision.note) this.field(words.note, decision.note);
    this.field(words.decidedBy, decision.by);
    this.field(words.decidedAt, this.time(decision.at));
  }

  /** The person's name and the data screened, on one line. */
  private person(subject: ScreeningSubject): void {
    const { words } = this;
    const data = [
      subject.name,
      subject.kind === 'person' ? `${words.birthDate} ${subject.birthDate ? this.date(subject.birthDate) : words.notGiven}` : undefined,
      `${subject.kind === 'person' ? words.nationality : words.countryOfBusiness} ${subject.country ? this.country(subject.country) : words.notGiven}`,
    ];
    this.field(words.person, data.filter(Boolean).join(' · '));
  }

  private heading(text: string): void {
    this.keepRoom(80);
    this.doc.moveDown(0.8);
    this.style('bold', 13).put(text);
    this.doc.moveDown(0.3);
  }

  private subheading(text: string): void {
    this.doc.moveDown(0.3);
    this.style('bold', 9, GREY).put(text);
  }

  /** "Label: value", the label bold (or the value too, for what matters most). */
  private field(label: string, value: string, strong = false, font: 'sans' | 'mono' = 'sans'): void {
    this.style('bold').put(`${label}: `, { continued: true });
    this.style(strong ? 'bold' : font).put(value);
  }

  private style(font: keyof typeof FONTS, size = 10, color = 'black'): this {
    this.doc.font(font).fontSize(size).fillColor(color);
    return this;
  }

  /** Writes text in the style set, a name of several right-to-left words kept in its order. */
  private put(text: string, options?: PDFKit.Mixins.TextOptions): void {
    this.doc.text(joinRightToLeft(text), options);
  }

  private warning(text: string): void {
    this.style('bold', 10, '#b00020').put(text);
  }

  /** Starts a new page when less than `room` points are left on this one. */
  private keepRoom(room: number): void {
    const { doc } = this;
    if (doc.y + room > doc.page.height - doc.page.margins.bottom) doc.addPage();
  }

  private listed(items: string[]): string {
    return items.length ? items.join('; ') : this.words.none;
  }

  /** An ISO time in the language's form, in this computer's time zone, the zone named. */
  private time(iso: string): string {
    const at = new Date(iso);
    const day = new Intl.DateTimeFormat(this.locale, { dateStyle: 'medium' }).format(at);
    const time = new Intl.DateTimeFormat(this.locale, { hour: '2-digit', minute: '2-digit', timeZoneName: 'short' }).format(at);
    return `${day}, ${time}`;
  }

  /** A date as the host or the list gives it: a day, a month (YYYY-MM) or a year (YYYY). */
  private date(date: string): string {
    const [year, month, day] = date.split('-').map(Number);
    if (!month) return date;
    const at = new Date(Date.UTC(year ?? 0, month - 1, day ?? 1));
    const form: Intl.DateTimeFormatOptions = day ? { dateStyle: 'medium' } : { month: 'long', year: 'numeric' };
    return new Intl.DateTimeFormat(this.locale, { ...form, timeZone: 'UTC' }).format(at);
  }

  private entryDate(date: HitEntry['birthDates'][number]): string {
    const from = date.from.slice(0, 4);
    const to = date.to.slice(0, 4);
    switch (date.kind) {
      case 'exact':
        return this.date(date.from);
      case 'month':
        return this.date(date.from.slice(0, 7));
      case 'year':
        return from;
      case 'circa':
        return fill(this.words.circa, { date: from === to ? from : `${from}–${to}` });
      case 'range':
        return `${this.date(date.from)} – ${this.date(date.to)}`;
    }
  }

  /** "DE (Germany)": the code the data holds, and the country's name in the report's language. */
  private country(code: string): string {
    try {
      const name = new Intl.DisplayNames([this.locale], { type: 'region', fallback: 'none' }).of(code.toUpperCase());
      return name ? `${code} (${name})` : code;
    } catch {
      // Not a region code at all (a custom list's own word): printed as it is.
      return code;
    }
  }
}
