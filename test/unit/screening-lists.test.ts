// Reading the sanctions lists: each format from its own fixture into list entries, recognised by
// content whatever the file's name, hashed over its exact bytes, and bad files refused whole with
// the line (and column, element or field) that is wrong.
import { createHash } from 'node:crypto';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { BirthDate, ListEntry } from '../../src-main/screening/list-entry';
import { countryCode } from '../../src-main/screening/lists/countries';
import { ofacDate, ukDate } from '../../src-main/screening/lists/dates';
import { ListFileError, readList, readListFile } from '../../src-main/screening/lists/index';

const FIXTURES = join(import.meta.dirname, '../fixtures/screening');
const fixture = (name: string) => join(FIXTURES, name);
const sha256 = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');
const scratch = mkdtempSync(join(tmpdir(), 'screening-lists-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The file's bytes in chunks of `size`, so that tags, rows and UTF-8 characters are cut across chunks. */
async function* chunked(path: string, size: number): AsyncGenerator<Buffer> {
  const bytes = readFileSync(path);
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

const day = (date: string): BirthDate => ({ kind: 'exact', from: date, to: date });
const year = (y: number): BirthDate => ({ kind: 'year', from: `${y}-01-01`, to: `${y}-12-31` });

/** Bytes as a stream of one chunk. */
async function* bytes(content: string | Buffer): AsyncGenerator<Buffer> {
  if (content.length) yield Buffer.from(content);
}

/** The refusal a read ends in. */
async function refusal(read: Promise<unknown>): Promise<ListFileError> {
  const error = await read.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ListFileError);
  return error as ListFileError;
}

describe('EU Financial Sanctions Files (XML)', () => {
  it('reads every entity with its aliases by strength, dates as ranges and citizenships', async () => {
    const list = await readListFile(fixture('eu-fsf.xml'));
    expect(list.version).toEqual({
      source: 'eu',
      name: 'EU consolidated list',
      published: '2026-11-20',
      sha256: sha256(fixture('eu-fsf.xml')),
      entries: 4,
      format: 'eu-xml',
    });
    expect(list.entries).toEqual<ListEntry[]>([
      {
        id: '190311',
        kind: 'person',
        names: [
          { full: 'Viktor Pavlovich Morozov', strength: 'primary', given: 'Viktor Pavlovich', family: 'Morozov' },
          { full: 'Виктор Павлович Морозов', strength: 'strong', given: 'Виктор Павлович', family: 'Морозов', originalScript: true },
          { full: 'Vitya', strength: 'weak' },
        ],
        // circa 1962 is 1960 to 1964
        birthDates: [day('1961-03-14'), { kind: 'circa', from: '1960-01-01', to: '1964-12-31' }],
        countries: ['RU'],
        programmes: ['UKR'],
        note: 'EU reference EU.9901.12',
      },
      {
        id: '190312',
        kind: 'entity',
        names: [
          { full: 'Nordlicht Handels GmbH', strength: 'primary' },
          { full: 'Nordlicht Trading', strength: 'strong' },
        ],
        birthDates: [],
        countries: [],
        addressCountries: ['DE'],
        programmes: ['RUS'],
        note: 'EU reference EU.9902.40',
      },
      {
        id: '190313',
        kind: 'person',
        names: [
          { full: 'Hamid Karimi Tabrizi', strength: 'primary', given: 'Hamid', family: 'Karimi Tabrizi' },
          { full: 'حمید کریمی تبریزی', strength: 'strong', originalScript: true },
          { full: 'Abu Hamza', strength: 'weak' },
        ],
        // yearRangeFrom/To, then a month and year; a birthdate giving only a place is no date
        birthDates: [
          { kind: 'range', from: '1968-01-01', to: '1971-12-31' },
          { kind: 'month', from: '1969-08-01', to: '1969-08-31' },
        ],
        // countryIso2Code "00" (unknown) is left out
        countries: ['IR'],
        programmes: ['AQ'],
        note: 'EU reference EU.9903.77; UN id QDi.901',
      },
      {
        id: '190314',
        kind: 'person',
        // the first strong alias is the primary name, even after a weak one
        names: [
          { full: 'Alena Sidorenko', strength: 'primary', given: 'Alena', family: 'Sidorenko' },
          { full: 'Alena Sidarenka', strength: 'weak' },
        ],
        birthDates: [year(1975)],
        countries: ['BY'],
        programmes: ['BLR'],
        note: 'EU reference EU.9904.03',
      },
    ]);
  });
});

describe('UN Security Council consolidated list (XML)', () => {
  it('reads individuals and entities by reference number, with qualities, date types and nationalities by name', async () => {
    const list = await readListFile(fixture('un-sc.xml'));
    expect(list.version).toMatchObject({ source: 'un', published: '2026-11-24', entries: 3, format: 'un-xml', sha256: sha256(fixture('un-sc.xml')) });
    expect(list.entries).toEqual<ListEntry[]>([
      {
        id: 'QDi.901',
        kind: 'person',
        names: [
          { full: 'KHALID ABDULLAH AL-MANSURI', strength: 'primary' },
          { full: 'خالد عبد الله المنصوري', strength: 'strong', originalScript: true },
          { full: 'Khalid al-Mansoori', strength: 'strong' },
          { full: 'Abu Yasir', strength: 'strong' },
          // one Low alias naming two
          { full: 'Al-Shaykh', strength: 'weak' },
          { full: 'Abu Khalid', strength: 'weak' },
        ],
        birthDates: [day('1965-02-11'), { kind: 'circa', from: '1961-01-01', to: '1965-12-31' }],
        countries: ['IR', 'SY'],
        addressCountries: ['SY'],
        programmes: ['Al-Qaida'],
        note: 'DATAID 6909901',
      },
      {
        id: 'KPi.901',
        kind: 'person',
        names: [
          { full: 'RI CHOL SU', strength: 'primary' },
          { full: '리철수', strength: 'strong', originalScript: true },
          { full: 'Ri Chol-Su', strength: 'strong' },
        ],
        // BETWEEN 1970 and 1972; an empty date of birth is none
        birthDates: [{ kind: 'range', from: '1970-01-01', to: '1972-12-31' }],
        countries: ['KP'],
        programmes: ['DPRK'],
        note: 'DATAID 6909902',
      },
      {
        id: 'KPe.901',
        kind: 'entity',
        names: [
          { full: 'EASTERN HORIZON TRADING LLC', strength: 'primary' },
          { full: '동방지평무역', strength: 'strong', originalScript: true },
          { full: 'Dongbang Jipyong Trading Company', strength: 'strong' },
          { full: 'EHT', strength: 'weak' },
        ],
        birthDates: [],
        countries: [],
        addressCountries: ['KP', 'CN'],
        programmes: ['DPRK'],
        note: 'DATAID 6909950',
      },
    ]);
  });
});

/** What the OFAC XML and CSV fixtures both say. */
const OFAC_ENTRIES: ListEntry[] = [
  {
    id: '90101',
    kind: 'person',
    names: [
      { full: 'Viktor Pavlovich MOROZOV', strength: 'primary', given: 'Viktor Pavlovich', family: 'MOROZOV' },
      { full: 'Viktor MOROZOFF', strength: 'strong', given: 'Viktor', family: 'MOROZOFF' },
      { full: 'VITYA', strength: 'weak' },
    ],
    birthDates: [day('1961-03-14'), { kind: 'circa', from: '1960-01-01', to: '1964-12-31' }],
    // nationality and citizenship
    countries: ['RU', 'CY'],
    addressCountries: ['RU'],
    programmes: ['RUSSIA-EO14024', 'UKRAINE-EO13660'],
  },
  {
    id: '90102',
    kind: 'entity',
    names: [
      { full: 'CASPIAN BRIDGE TRADING LLC', strength: 'primary' },
      { full: 'CASPIAN BRIDGE GENERAL TRADING FZE', strength: 'strong' },
      { full: 'CBT', strength: 'weak' },
    ],
    birthDates: [],
    countries: [],
    addressCountries: ['AE', 'IR'],
    programmes: ['IRAN', 'SDGT'],
  },
  {
    id: '90103',
    kind: 'person',
    names: [{ full: 'Hamid KARIMI TABRIZI', strength: 'primary', given: 'Hamid', family: 'KARIMI TABRIZI' }],
    birthDates: [
      { kind: 'range', from: '1968-01-01', to: '1971-12-31' },
      { kind: 'month', from: '1969-08-01', to: '1969-08-31' },
    ],
    countries: ['IR'],
    programmes: ['SDGT'],
  },
  { id: '90104', kind: 'other', names: [{ full: 'NORTHERN STAR', strength: 'primary' }], birthDates: [], countries: [], programmes: ['DPRK3'] },
];

describe('OFAC SDN list', () => {
  it('reads the XML in its namespace, with strong and weak a.k.a.s and the publication date', async () => {
    const list = await readListFile(fixture('ofac-sdn.xml'));
    expect(list.version).toEqual({
      source: 'ofac',
      name: 'OFAC SDN list',
      published: '2026-11-21',
      sha256: sha256(fixture('ofac-sdn.xml')),
      entries: 4,
      format: 'ofac-xml',
    });
    expect(list.entries).toEqual(OFAC_ENTRIES);
  });

  it('reads the XML without a namespace alike', async () => {
    const text = readFileSync(fixture('ofac-sdn.xml'), 'utf8').replace(/ xmlns="[^"]*"/, '');
    const list = await readList(bytes(text), { fileName: 'sdn.xml' });
    expect(list.entries).toEqual(OFAC_ENTRIES);
  });

  it('reads sdn.csv with the alt.csv and add.csv beside it: the same entries as the XML', async () => {
    const list = await readListFile(fixture('ofac-csv/sdn.csv'));
    expect(list.version).toEqual({
      source: 'ofac',
      name: 'OFAC SDN list',
      // the CSV files carry no date
      published: null,
      sha256: sha256(fixture('ofac-csv/sdn.csv')),
      entries: 4,
      format: 'ofac-csv',
      companions: [
        { file: 'alt.csv', sha256: sha256(fixture('ofac-csv/alt.csv')) },
        { file: 'add.csv', sha256: sha256(fixture('ofac-csv/add.csv')) },
      ],
    });
    expect(list.entries).toEqual(OFAC_ENTRIES);
  });

  it('reads sdn.csv alone from a stream: no strong aliases or addresses then', async () => {
    const list = await readList(chunked(fixture('ofac-csv/sdn.csv'), 64), { fileName: 'sdn.csv' });
    expect(list.version.companions).toBeUndefined();
    expect(list.entries[0]?.names).toEqual([
      { full: 'Viktor Pavlovich MOROZOV', strength: 'primary', given: 'Viktor Pavlovich', family: 'MOROZOV' },
      { full: 'VITYA', strength: 'weak' },
    ]);
    expect(list.entries[1]?.addressCountries).toBeUndefined();
  });

  it('sends alt.csv opened alone to its sdn.csv', async () => {
    const error = await refusal(readListFile(fixture('ofac-csv/alt.csv')));
    expect(error.message).toMatch(/alt\.csv.*open sdn\.csv/);
  });
});

describe('UK Sanctions List (XML)', () => {
  it('reads designations: primary name, variations, alias strengths, non-Latin names, dd/mm/yyyy births', async () => {
    const list = await readListFile(fixture('uk-sanctions-list.xml'));
    expect(list.version).toMatchObject({ source: 'uk', name: 'UK Sanctions List', published: '2026-11-24', entries: 4, format: 'uk-xml' });
    expect(list.entries).toEqual<ListEntry[]>([
      {
        id: 'RUS9901',
        kind: 'person',
        names: [
          { full: 'Viktor Pavlovich MOROZOV', strength: 'primary', given: 'Viktor Pavlovich', family: 'MOROZOV' },
          { full: 'Victor MOROZOV', strength: 'strong', given: 'Victor', family: 'MOROZOV' },
          { full: 'Viktor MOROZOFF', strength: 'strong', given: 'Viktor', family: 'MOROZOFF' },
          { full: 'Виктор Павлович МОРОЗОВ', strength: 'strong', originalScript: true },
          { full: 'Vitya', strength: 'weak' },
        ],
        // 14/03/1961, dd/mm/1962, 00/05/1963
        birthDates: [day('1961-03-14'), year(1962), { kind: 'month', from: '1963-05-01', to: '1963-05-31' }],
        countries: ['RU', 'CY'],
        addressCountries: ['RU'],
        programmes: ['Russia'],
        note: 'OFSI group 16001',
      },
      {
        id: 'RUS9902',
        kind: 'entity',
        names: [
          { full: 'SEVERNY METALS LLC', strength: 'primary' },
          { full: 'OOO SEVERNYE METALLY', strength: 'strong' },
          { full: 'ООО «Северные металлы»', strength: 'strong', originalScript: true },
        ],
        birthDates: [],
        countries: [],
        addressCountries: ['RU'],
        programmes: ['Russia'],
        note: 'OFSI group 16002',
      },
      {
        id: 'AFG9903',
        kind: 'person',
        names: [
          { full: 'ABDUL RAHIM NOORZAI', strength: 'primary', given: 'ABDUL RAHIM', family: 'NOORZAI' },
          // "ALias", as the list sometimes spells it
          { full: 'Mullah Rahim', strength: 'strong' },
          { full: 'عبد الرحیم نورزی', strength: 'strong', originalScript: true },
        ],
        birthDates: [year(1958)],
        countries: ['AF'],
        programmes: ['Afghanistan'],
        note: 'UN reference TAi.901',
      },
      { id: 'RUS9904', kind: 'other', names: [{ full: 'POLAR DAWN', strength: 'primary' }], birthDates: [], countries: [], programmes: ['Russia'] },
    ]);
  });
});

describe('custom list (CSV)', () => {
  it('reads id,name,aliases,birth_date,country,note after a byte order mark, named after its file', async () => {
    const list = await readListFile(fixture('watchlist.csv'));
    expect(list.version).toEqual({
      source: 'custom',
      name: 'watchlist',
      published: null,
      sha256: sha256(fixture('watchlist.csv')),
      entries: 4,
      format: 'custom-csv',
    });
    expect(list.entries).toEqual<ListEntry[]>([
      {
        id: 'W-001',
        kind: 'other',
        names: [
          { full: 'Jonas Petraitis', strength: 'primary' },
          { full: 'Jonas Petraitis Jr.', strength: 'strong' },
          { full: 'J. Petraitis', strength: 'strong' },
        ],
        birthDates: [day('1972-09-30')],
        countries: ['LT'],
        programmes: [],
        note: 'Former director of a client company',
      },
      {
        id: 'W-002',
        kind: 'other',
        names: [
          { full: 'Acme Holdings, S.A.', strength: 'primary' },
          { full: 'Acme Holding SA', strength: 'strong' },
        ],
        birthDates: [],
        countries: ['PA'],
        programmes: [],
      },
      {
        id: 'W-003',
        kind: 'other',
        names: [
          { full: '王伟', strength: 'primary', originalScript: true },
          { full: 'Wang Wei', strength: 'strong' },
        ],
        birthDates: [year(1980)],
        countries: ['CN'],
        programmes: [],
      },
      { id: 'W-004', kind: 'other', names: [{ full: 'Maria Oliveira', strength: 'primary' }], birthDates: [], countries: [], programmes: [], note: 'Under review; do not onboard' },
    ]);
  });

  it('takes the name given in place of the file name', async () => {
    const list = await readListFile(fixture('watchlist.csv'), { name: 'PEP list (licensed)' });
    expect(list.version.name).toBe('PEP list (licensed)');
  });
});

describe('recognition by content', () => {
  const cases = [
    ['eu-fsf.xml', 'eu-xml'],
    ['un-sc.xml', 'un-xml'],
    ['ofac-sdn.xml', 'ofac-xml'],
    ['uk-sanctions-list.xml', 'uk-xml'],
    ['watchlist.csv', 'custom-csv'],
  ] as const;

  it.each(cases)('reads %s renamed to a name that says nothing', async (name, format) => {
    const renamed = join(scratch, `download-${format}.txt`);
    copyFileSync(fixture(name), renamed);
    const [original, copy] = await Promise.all([readListFile(fixture(name)), readListFile(renamed)]);
    expect(copy.version.format).toBe(format);
    expect(copy.entries).toEqual(original.entries);
    expect(copy.version.sha256).toBe(original.version.sha256);
  });

  it('reads an sdn.csv under another name, with the alt.csv and add.csv beside it', async () => {
    const dir = mkdtempSync(join(scratch, 'ofac-'));
    copyFileSync(fixture('ofac-csv/sdn.csv'), join(dir, 'SDN 2026-11-21.txt'));
    copyFileSync(fixture('ofac-csv/alt.csv'), join(dir, 'alt.csv'));
    copyFileSync(fixture('ofac-csv/add.csv'), join(dir, 'add.csv'));
    const list = await readListFile(join(dir, 'SDN 2026-11-21.txt'));
    expect(list.version.format).toBe('ofac-csv');
    expect(list.entries).toEqual(OFAC_ENTRIES);
  });

  it.each(cases)('reads %s streamed in 7-byte chunks as read from the file', async (name) => {
    const [whole, streamed] = await Promise.all([readListFile(fixture(name)), readList(chunked(fixture(name), 7), { fileName: name })]);
    expect(streamed).toEqual(whole);
  });
});

describe('bad files are refused whole, with where', () => {
  it('an XML file cut short: the unclosed element, at the end of the file', async () => {
    const error = await refusal(readListFile(fixture('bad/eu-truncated.xml')));
    expect(error).toMatchObject({ file: 'eu-truncated.xml', line: 14, column: 9 });
    expect(error.message).toBe('eu-truncated.xml (line 14, column 9): not well-formed XML: unclosed tag: sanctionEntity');
  });

  it('an entry without its id', async () => {
    const error = await refusal(readListFile(fixture('bad/un-no-reference.xml')));
    expect(error).toMatchObject({ line: 56, column: 16, element: 'INDIVIDUAL' });
    expect(error.message).toContain('INDIVIDUAL 6909902 has no REFERENCE_NUMBER');
  });

  it('an entry without a name', async () => {
    const error = await refusal(readListFile(fixture('bad/uk-no-name.xml')));
    expect(error).toMatchObject({ line: 67, element: 'Designation' });
    expect(error.message).toContain('entry RUS9902 has no name');
  });

  it('a date of birth that is no date, in XML', async () => {
    const ofac = await refusal(readListFile(fixture('bad/ofac-bad-date.xml')));
    expect(ofac).toMatchObject({ line: 121, element: 'dateOfBirthItem' });
    expect(ofac.message).toContain('"31 Feb 1969"');
    const uk = await refusal(readListFile(fixture('bad/uk-bad-dob.xml')));
    expect(uk).toMatchObject({ line: 57, element: 'DOB' });
    expect(uk.message).toContain('"31/13/1963"');
  });

  it('a CSV line with the wrong number of columns', async () => {
    const ofac = await refusal(readListFile(fixture('bad/ofac-csv/sdn.csv')));
    expect(ofac).toMatchObject({ file: 'sdn.csv', line: 3 });
    expect(ofac.message).toBe('sdn.csv (line 3): 11 columns where the file has 12');
    const custom = await refusal(readListFile(fixture('bad/custom-columns.csv')));
    expect(custom).toMatchObject({ line: 3 });
  });

  it('a CSV file cut short inside a quoted field', async () => {
    const error = await refusal(readListFile(fixture('bad/custom-truncated.csv')));
    expect(error).toMatchObject({ file: 'custom-truncated.csv', line: 5 });
    expect(error.message).toContain('Quote Not Closed');
  });

  it('a custom list with a date that is not YYYY-MM-DD or YYYY, naming the field', async () => {
    const error = await refusal(readListFile(fixture('bad/custom-date.csv')));
    expect(error).toMatchObject({ line: 2, element: 'birth_date' });
  });

  it('a file of no known format', async () => {
    const xml = await refusal(readListFile(fixture('bad/unknown.xml')));
    expect(xml).toMatchObject({ line: 2, element: 'rss' });
    expect(xml.message).toContain('not a list the desk reads: the root element is <rss>');
    const csv = await refusal(readListFile(fixture('bad/unknown.csv')));
    expect(csv).toMatchObject({ line: 1 });
    expect(csv.message).toContain('not a list the desk reads');
    await refusal(readList(bytes('%PDF-1.7\n'), { fileName: 'scan.pdf' }));
    await refusal(readList(bytes(''), { fileName: 'empty.xml' }));
  });

  it('an official list with no entries, an alias of an entry sdn.csv does not list, text that is not UTF-8', async () => {
    const empty = await refusal(readList(bytes('<Designations><DateGenerated>24/11/2026</DateGenerated></Designations>'), { fileName: 'uk.xml' }));
    expect(empty.message).toContain('the list has no entries');
    const dir = mkdtempSync(join(scratch, 'ofac-'));
    copyFileSync(fixture('ofac-csv/sdn.csv'), join(dir, 'sdn.csv'));
    copyFileSync(fixture('ofac-csv/add.csv'), join(dir, 'ALT.CSV'));
    const stray = await refusal(readListFile(join(dir, 'sdn.csv')));
    expect(stray).toMatchObject({ file: 'ALT.CSV', line: 1 });
    const latin1 = await refusal(readList(bytes(Buffer.from('<Designations><Designation><UniqueID>X1</UniqueID><Names><Name><Name6>M\xfcller</Name6></Name></Names></Designation></Designations>', 'latin1')), { fileName: 'uk.xml' }));
    expect(latin1.message).toContain('not UTF-8');
  });

  it('the same id twice', async () => {
    const text = readFileSync(fixture('watchlist.csv'), 'utf8').replace('W-002', 'W-001');
    const error = await refusal(readList(bytes(text), { fileName: 'watchlist.csv' }));
    expect(error).toMatchObject({ line: 3 });
    expect(error.message).toContain('entry W-001 is listed twice');
  });
});

describe('countries by name and dates as the lists write them', () => {
  it.each([
    ['Russian Federation', 'RU'],
    ['Iran (Islamic Republic of)', 'IR'],
    ['Syrian Arab Republic', 'SY'],
    ["Democratic People's Republic of Korea", 'KP'],
    ['United Kingdom of Great Britain and Northern Ireland', 'GB'],
    ['Korea, North', 'KP'],
    ['Burma', 'MM'],
    ['Congo, Democratic Republic of the', 'CD'],
    ['Congo', 'CG'],
    ["Côte d'Ivoire", 'CI'],
    ['Türkiye', 'TR'],
    ['Saint Kitts and Nevis', 'KN'],
    ['GERMANY', 'DE'],
  ])('%s is %s', (name, code) => {
    expect(countryCode(name)).toBe(code);
  });

  it('leaves out what is no country today', () => {
    expect([countryCode('former Soviet Union'), countryCode('na'), countryCode('')]).toEqual([undefined, undefined, undefined]);
  });

  it.each([
    ['12 Jan 1960', { kind: 'exact', from: '1960-01-12', to: '1960-01-12' }],
    ['Feb 1960.', { kind: 'month', from: '1960-02-01', to: '1960-02-29' }],
    ['1960', { kind: 'year', from: '1960-01-01', to: '1960-12-31' }],
    ['circa 1960', { kind: 'circa', from: '1958-01-01', to: '1962-12-31' }],
    ['circa 1979-1982', { kind: 'circa', from: '1977-01-01', to: '1984-12-31' }],
    ['1960 to 1962', { kind: 'range', from: '1960-01-01', to: '1962-12-31' }],
    ['01 Jan 1960 to 31 Dec 1962', { kind: 'range', from: '1960-01-01', to: '1962-12-31' }],
  ])('OFAC "%s"', (text, range) => {
    expect(ofacDate(text)).toEqual(range);
  });

  it.each(['31 Feb 1969', '12 Foo 1960', '1962 to 1960', '12 1960', 'unknown'])('OFAC "%s" is no date', (text) => {
    expect(ofacDate(text)).toBeNull();
  });

  it.each([
    ['05/04/1961', { kind: 'exact', from: '1961-04-05', to: '1961-04-05' }],
    ['dd/04/1961', { kind: 'month', from: '1961-04-01', to: '1961-04-30' }],
    ['00/00/1961', { kind: 'year', from: '1961-01-01', to: '1961-12-31' }],
  ])('UK "%s"', (text, range) => {
    expect(ukDate(text)).toEqual(range);
  });
});
