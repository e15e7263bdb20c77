// The screening evidence: the PDF report read back as text (what it says, in English and in
// German, names in other scripts intact, page numbers) and the auditor's CSV read back (the
// English header, every cell quoted, formulas defused, notes with commas and line breaks whole).
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALGORITHM_VERSION, DEFAULT_THRESHOLD } from '../../src-main/screening/score';
import { type EvidenceRow, writeEvidenceCsv } from '../../src-main/workflows/screening/evidence-csv';
import { type ReportInput, writeScreeningReport } from '../../src-main/workflows/screening/report';
import type { Decision, InvestorScreening, ListInUse, ScreeningHit, ScreeningSubject } from '../../src-shared/domain/screening';
import { formulaCells } from '../support/spreadsheet';

let dir: string;
/** Each call's own file, numbered: no two share a name. */
let files = 0;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'od-screening-report-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const file = (ext: string) => join(dir, `${(files += 1)}.${ext}`);

const UN_SHA = 'a1b2c3d4e5f60718293a4b5c6d7e8f90112233445566778899aabbccddeeff00';
const EU_SHA = 'ffeeddccbbaa99887766554433221100f0e0d0c0b0a090807060504030201000';

const LISTS: ListInUse[] = [
  {
    source: 'un',
    name: 'UN (sample)',
    published: '2026-11-02',
    sha256: UN_SHA,
    entries: 1204,
    format: 'un-xml',
    loadedAt: '2026-11-03T08:00:00.000Z',
    sample: true,
    stale: false,
  },
  {
    source: 'eu',
    name: 'EU',
    published: null,
    sha256: EU_SHA,
    entries: 5321,
    format: 'eu-xml',
    loadedAt: '2026-11-20T08:00:00.000Z',
    sample: false,
    stale: true,
  },
];

const ANNA: ScreeningSubject = {
  key: 'u-1/identity/i-1',
  userId: 'u-1',
  role: 'identity',
  recordId: 'i-1',
  name: 'Sergej Lawrow',
  birthDate: '1950-03-21',
  country: 'RU',
  kind: 'person',
  dataHash: 'd'.repeat(64),
};

const OWNER: ScreeningSubject = {
  ...ANNA,
  key: 'u-1/business_owner/o-1',
  role: 'business_owner',
  recordId: 'o-1',
  name: 'Mohammed Omar',
  birthDate: '1960',
  country: undefined,
  dataHash: 'e'.repeat(64),
};

function hit(subject: ScreeningSubject, entryId: string, score: number, more: Partial<ScreeningHit> = {}): ScreeningHit {
  return {
    key: `${subject.key}|un:UN (sample)|${entryId}`,
    subject,
    investorName: 'Lawrow Holding GmbH',
    list: { source: 'un', name: 'UN (sample)', published: '2026-11-02', sha256: UN_SHA },
    entry: {
      id: entryId,
      kind: 'person',
      names: [
        { full: 'Sergey Viktorovich LAVROV', strength: 'primary' },
        { full: 'Сергей Викторович Лавров', strength: 'strong' },
        { full: 'سيرجي لافروف', strength: 'weak' },
      ],
      birthDates: [
        { kind: 'exact', from: '1950-03-21', to: '1950-03-21' },
        { kind: 'circa', from: '1948-01-01', to: '1952-12-31' },
      ],
      countries: ['RU'],
      programmes: ['UKRAINE-EO13660'],
      contentHash: 'c'.repeat(64),
    },
    score,
    nameScore: score - 0.1,
    matchedName: 'Sergey Viktorovich LAVROV',
    matchedStrength: 'primary',
    parts: [
      { person: 'Sergej', entry: 'Sergey', how: 'transliterated', similarity: 0.97 },
      { person: 'Lawrow', entry: 'LAVROV', how: 'transliterated', similarity: 0.96 },
      { entry: 'Viktorovich', how: 'missing', similarity: 0 },
    ],
    birthDate: { effect: 'same', delta: 0.1 },
    country: { effect: 'same', delta: 0.03 },
    algorithm: ALGORITHM_VERSION,
    threshold: DEFAULT_THRESHOLD,
    state: 'open',
    foundAt: '2026-11-25T09:00:00.000Z',
    ...more,
  };
}

function decision(verdict: Decision['verdict'], more: Partial<Decision> = {}): Decision {
  return {
    verdict,
    by: 'Compliance (akoch)',
    at: '2026-11-25T10:30:00.000Z',
    dataHash: ANNA.dataHash,
    entryHash: 'c'.repeat(64),
    listSha256: UN_SHA,
    algorithm: ALGORITHM_VERSION,
    threshold: DEFAULT_THRESHOLD,
    ...more,
  };
}

function screening(hits: ScreeningHit[], more: Partial<InvestorScreening> = {}): InvestorScreening {
  return { userId: 'u-1', screenedAt: '2026-11-25T09:00:00.000Z', subjects: [ANNA, OWNER], hits, standing: hits.length ? 'open' : 'clear', listsStale: false, ...more };
}

function input(language: ReportInput['language'], hits: ScreeningHit[], more: Partial<ReportInput> = {}): ReportInput {
  return {
    investor: { id: 'u-1', name: 'Lawrow Holding GmbH', email: 'office@lawrow.example' },
    screening: screening(hits),
    lists: LISTS,
    algorithm: ALGORITHM_VERSION,
    threshold: DEFAULT_THRESHOLD,
    generatedAt: new Date('2026-11-26T14:00:00.000Z'),
    generatedBy: 'Compliance (akoch)',
    language,
    ...more,
  };
}

/** Decided both ways and one still open: what a real investor's report holds. */
const DECIDED = [
  hit(ANNA, 'QDi.015', 0.93, { state: 'confirmed', decision: decision('confirmed', { note: 'Same person, passport copy on file' }) }),
  hit(OWNER, 'QDi.099', 0.76, {
    state: 'not_same',
    decision: decision('not_same', { reason: 'birth_date', note: 'Born 1960, entry 1950' }),
    earlierDecision: decision('escalated', { at: '2026-11-01T10:00:00.000Z' }),
  }),
  hit(ANNA, 'QDi.120', 0.74),
];

/** The report's pages as text, whitespace made single spaces (lines break where the layout wants). */
async function readReport(path: string): Promise<{ pages: string[]; count: number }> {
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(path)));
  const { totalPages, text } = await extractText(pdf, { mergePages: false });
  return { pages: text.map((page) => page.replace(/\s+/g, ' ')), count: totalPages };
}

// Writing and reading a PDF takes about a second on a busy machine: room beyond the default 5 s.
describe('screening report (PDF)', { timeout: 20_000 }, () => {
  it('says in English who was screened with which data, against which lists, every hit with its explanation and decision', async () => {
    const path = file('pdf');
    const { pages } = await writeScreeningReport(path, input('en', DECIDED));
    const read = await readReport(path);
    expect(read.count).toBe(pages);
    const text = read.pages.join(' ');

    expect(text).toContain('Sanctions screening report');
    expect(text).toContain('Lawrow Holding GmbH');
    expect(text).toContain('office@lawrow.example');
    expect(text).toContain('Compliance (akoch)');
    // The list versions: both SHA-256 whole, the sample named, a list without a date said so.
    expect(text).toContain(UN_SHA);
    expect(text).toContain(EU_SHA);
    expect(text).toContain('UN (sample) (sample shipped with the desk)');
    expect(text).toContain('no date given');
    expect(text).toContain('1,204');
    expect(text).toContain(`Algorithm: ${ALGORITHM_VERSION}`);
    expect(text).toContain('Threshold: 72%');
    // The data used: birth date in English form, the nationality named, a missing one said so.
    expect(text).toContain('Birth date: 21 Mar 1950');
    expect(text).toContain('Nationality: RU (Russia)');
    expect(text).toContain('Nationality: not given');
    // Hits, highest score first, each with the entry, the engine's explanation and the decision.
    expect(text.indexOf('QDi.015')).toBeLessThan(text.indexOf('QDi.099'));
    expect(text.indexOf('QDi.099')).toBeLessThan(text.indexOf('QDi.120'));
    expect(text).toContain('Programmes: UKRAINE-EO13660');
    expect(text).toContain('circa 1948–1952');
    expect(text).toContain('"Sergej Lawrow" matches the name "Sergey Viktorovich LAVROV" of UN entry QDi.015 (UN (sample)) with 93%');
    expect(text).toContain('"Sergej" is "Sergey" in another script or spelling');
    expect(text).toContain('Confirmed match');
    expect(text).toContain('Same person, passport copy on file');
    expect(text).toContain('Not the same person');
    expect(text).toContain('Reason: Different birth date');
    expect(text).toContain('Earlier decision, made on other data');
    expect(text).toContain('Possible match, escalated');
    expect(text).toContain('Open: no decision yet');
    expect(text).toContain('Decided at: 25 Nov 2026');
    expect(text).not.toContain('No hits');
  });

  it('keeps names in Cyrillic and Arabic as text (the embedded font has them), an Arabic name in its word order', async () => {
    const path = file('pdf');
    const arabic = hit({ ...OWNER, name: 'محمد عمر' }, 'QDi.200', 0.8);
    await writeScreeningReport(path, input('en', [...DECIDED, arabic]));
    const text = (await readReport(path)).pages.join(' ');
    expect(text).toContain('Сергей Викторович Лавров');
    expect(text).toContain('Hit 2 of 4: محمد عمر – UN (sample) QDi.200');
    expect(text).toContain('Person: محمد عمر · Birth date 1960');
    expect(text).toContain('سيرجي');
  });

  it('writes the German report in German: words, dates, percentages and the explanation', async () => {
    const path = file('pdf');
    const { pages } = await writeScreeningReport(path, input('de', DECIDED));
    const text = (await readReport(path)).pages.join(' ');
    expect(text).toContain('Bericht zur Sanktionslistenprüfung');
    expect(text).toContain(UN_SHA);
    expect(text).toContain('Geburtsdatum: 21.03.1950');
    expect(text).toContain('Staatsangehörigkeit: RU (Russland)');
    expect(text).toContain('Schwellenwert: 72 %');
    expect(text).toContain('Bestätigter Treffer');
    expect(text).toContain('Nicht dieselbe Person');
    expect(text).toContain('Grund: Anderes Geburtsdatum');
    expect(text).toContain('Offen: noch keine Entscheidung');
    expect(text).toContain('„Sergej Lawrow“ stimmt mit dem Namen „Sergey Viktorovich LAVROV“');
    expect(text).toContain('„Sergej“ ist „Sergey“ in einer anderen Schrift oder Schreibweise');
    expect(text).toContain('ca. 1948–1952');
    expect(text).toContain(`Seite 1 von ${pages}`);
    expect(text).not.toContain('Not the same person');
    expect(text).not.toContain('Page 1');
  });

  it('states plainly that there are no hits', async () => {
    const path = file('pdf');
    const { pages } = await writeScreeningReport(path, input('en', []));
    const read = await readReport(path);
    expect(pages).toBe(1);
    expect(read.pages[0]).toContain('No hits: no one screened matches an entry of these lists');
    expect(read.pages[0]).toContain('Page 1 of 1');
    const de = file('pdf');
    await writeScreeningReport(de, input('de', []));
    expect((await readReport(de)).pages[0]).toContain('Keine Treffer: Keine geprüfte Person');
  });

  it('numbers every page "page N of M" when many hits take several pages', async () => {
    const many = Array.from({ length: 12 }, (_, i) => hit(ANNA, `QDi.${String(i).padStart(3, '0')}`, 0.95 - i / 100));
    const path = file('pdf');
    const { pages } = await writeScreeningReport(path, input('en', many));
    const read = await readReport(path);
    expect(pages).toBeGreaterThan(1);
    expect(read.count).toBe(pages);
    read.pages.forEach((page, i) => expect(page).toContain(`Page ${i + 1} of ${pages}`));
    // Every hit made it in: the last one too.
    expect(read.pages.join(' ')).toContain('Hit 12 of 12');
  });

  it('warns when a list in use is stale', async () => {
    const path = file('pdf');
    await writeScreeningReport(path, input('en', [], { screening: screening([], { listsStale: true }) }));
    expect((await readReport(path)).pages.join(' ')).toContain('update the lists before relying on this result');
  });

  it('is readable by the user only, and a folder that does not exist is an error that leaves nothing', async () => {
    const path = file('pdf');
    await writeScreeningReport(path, input('en', []));
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    await expect(writeScreeningReport(join(dir, 'missing', 'report.pdf'), input('en', []))).rejects.toThrow(/ENOENT/);
  });
});

describe('evidence CSV', () => {
  const base: EvidenceRow = {
    at: '2026-11-25T09:00:00.000Z',
    event: 'screened',
    connection: 'Production',
    investorId: 'u-1',
    investorName: 'Lawrow Holding GmbH',
    subjectRole: 'identity',
    subjectName: 'Sergej Lawrow',
    birthDate: '1950-03-21',
    country: 'RU',
    algorithm: ALGORITHM_VERSION,
    threshold: DEFAULT_THRESHOLD,
  };
  const rows: EvidenceRow[] = [
    base,
    { ...base, event: 'hit', list: 'UN (sample)', listPublished: '2026-11-02', listSha256: UN_SHA, entryId: 'QDi.015', matchedName: 'Sergey LAVROV', score: 0.93125, state: 'open' },
    {
      ...base,
      at: '2026-11-25T10:30:00.000Z',
      event: 'decision',
      subjectName: '=HYPERLINK("http://evil.example","x")',
      list: 'UN (sample)',
      listPublished: null,
      listSha256: UN_SHA,
      entryId: 'QDi.099',
      score: 0.76,
      state: 'not_same',
      reason: 'other',
      note: 'Different person, see file 12, page 3,\nchecked with the registry; +1 call',
      decidedBy: 'Compliance (akoch)',
    },
  ];

  it('writes every row under an English header, every cell quoted, read back intact', async () => {
    const path = file('csv');
    expect(await writeEvidenceCsv(path, rows)).toBe(3);
    const text = await readFile(path, 'utf8');
    const [header, ...body]: string[][] = parse(text, { bom: true });
    expect(header?.join(',')).toBe(
      'at,event,connection,investorId,investorName,subjectRole,subjectName,birthDate,country,list,listPublished,listSha256,entryId,matchedName,score,algorithm,threshold,state,reason,note,decidedBy',
    );
    expect(body).toHaveLength(3);
    const column = (row: string[], name: string) => row[header!.indexOf(name)];
    expect(column(body[0]!, 'event')).toBe('screened');
    expect(column(body[0]!, 'list')).toBe('');
    expect(column(body[1]!, 'score')).toBe('0.9313');
    expect(column(body[1]!, 'threshold')).toBe('0.72');
    expect(column(body[1]!, 'listSha256')).toBe(UN_SHA);
    expect(column(body[2]!, 'listPublished')).toBe('');
    expect(column(body[2]!, 'reason')).toBe('other');
    expect(column(body[2]!, 'decidedBy')).toBe('Compliance (akoch)');
    // Commas and line breaks stay inside the note; the `+` after a `;` is defused.
    expect(column(body[2]!, 'note')).toBe("Different person, see file 12, page 3,\nchecked with the registry; '+1 call");
    // A name that begins with `=` is text, not a formula.
    expect(column(body[2]!, 'subjectName')).toBe('\'=HYPERLINK("http://evil.example","x")');
    // Every cell quoted, empty ones too, and no spreadsheet reading finds a formula.
    expect(text.replace(/^\uFEFF/, '').split('\n')[0]).toMatch(/^"at","event",/);
    expect(text).toContain('"",""');
    expect(formulaCells(text, ',')).toEqual([]);
    expect(formulaCells(text, ';')).toEqual([]);
  });

  it('writes the header alone for a period without screenings', async () => {
    const path = file('csv');
    expect(await writeEvidenceCsv(path, [])).toBe(0);
    const parsed: string[][] = parse(await readFile(path, 'utf8'), { bom: true });
    expect(parsed).toHaveLength(1);
    expect(parsed[0]![0]).toBe('at');
  });
});
