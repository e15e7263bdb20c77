// Reading bank statements: every format and camt version into one line type, exact amounts,
// and files that are wrong refused whole, with the line or element named.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { parseCamt } from '../../src-main/workflows/bank-statements/camt';
import { parseCsv } from '../../src-main/workflows/bank-statements/csv';
import { CSV_PRESETS } from '../../src-main/workflows/bank-statements/csv-presets';
import { decodeText, detectEncoding } from '../../src-main/workflows/bank-statements/lines';
import { parseMt940 } from '../../src-main/workflows/bank-statements/mt940';
import { parseStatement } from '../../src-main/workflows/bank-statements/read';
import { type CsvMapping, StatementLine, readCsvAmount } from '../../src-shared/domain/bank-statements';
import { mt940File } from '../support/statement-files';

const FIXTURES = join(import.meta.dirname, '../fixtures/statements');
const fixture = (name: string) => readFileSync(join(FIXTURES, name));
const preset = (name: string) => CSV_PRESETS.find((p) => p.name === name) as CsvMapping;
const summary = (lines: StatementLine[]) =>
  lines.map((l) => [l.direction, l.amount, l.currency, l.reversal, l.bank_reference_kind, l.bank_reference].join(' '));

/** One credit entry laid out as a given camt version lays it out. */
function camtEntry(kind: '053' | '054', version: number, amount = '1234.50'): string {
  const v = String(version).padStart(2, '0');
  const status = version >= 6 ? '<Sts><Cd>BOOK</Cd></Sts>' : '<Sts>BOOK</Sts>';
  const txAmount = version >= 4 ? `<Amt Ccy="EUR">${amount}</Amt>` : `<AmtDtls><TxAmt><Amt Ccy="EUR">${amount}</Amt></TxAmt></AmtDtls>`;
  const debtor = version >= 8 ? '<Dbtr><Pty><Nm>Jana Nowak</Nm></Pty></Dbtr>' : '<Dbtr><Nm>Jana Nowak</Nm></Dbtr>';
  const [root, report] = kind === '053' ? ['BkToCstmrStmt', 'Stmt'] : ['BkToCstmrDbtCdtNtfctn', 'Ntfctn'];
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.${kind}.001.${v}"><${root}>
<GrpHdr><MsgId>M1</MsgId><CreDtTm>2026-11-20T10:00:00</CreDtTm></GrpHdr>
<${report}><Id>S1</Id><Acct><Id><IBAN>DE12500105170648489890</IBAN></Id></Acct>
<Ntry><Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>CRDT</CdtDbtInd>${status}
<BookgDt><Dt>2026-11-20</Dt></BookgDt><ValDt><Dt>2026-11-20</Dt></ValDt><AcctSvcrRef>REF-${v}</AcctSvcrRef>
<NtryDtls><TxDtls><Refs><EndToEndId>E2E-1</EndToEndId></Refs>${txAmount}
<RltdPties>${debtor}<DbtrAcct><Id><IBAN>DE02100100100006820101</IBAN></Id></DbtrAcct></RltdPties>
<RmtInf><Ustrd>XQ-4711</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>
</${report}></${root}></Document>`;
}

describe('camt.053 and camt.054', () => {
  for (const kind of ['053', '054'] as const) {
    for (const version of [2, 3, 4, 5, 6, 7, 8]) {
      it(`reads camt.${kind}.001.0${version}`, () => {
        const statement = parseCamt(camtEntry(kind, version));
        expect(statement.variant).toBe(`camt.${kind}.001.0${version}`);
        expect(statement.account_iban).toBe('DE12500105170648489890');
        expect(statement.lines).toHaveLength(1);
        const line = statement.lines[0] as StatementLine;
        expect(StatementLine.parse(line)).toEqual(line);
        expect(line).toMatchObject({
          booking_date: '2026-11-20',
          amount: '1234.50',
          currency: 'EUR',
          direction: 'credit',
          booked: true,
          payer_name: 'Jana Nowak',
          payer_iban: 'DE02100100100006820101',
          remittance: { structured: [], unstructured: ['XQ-4711'] },
          bank_reference: `REF-0${version}`,
          bank_reference_kind: 'AcctSvcrRef',
        });
      });
    }
  }

  it('reads a real-world layout: batch bookings, several entries and transactions', () => {
    const statement = parseStatement(fixture('batch-bookings.camt053.xml'));
    expect(statement.format).toBe('camt.053');
    expect(summary(statement.lines)).toEqual([
      'credit 1000.00 EUR false AcctSvcrRef 2026112012345000101',
      // No reference of its own: the batch's AcctSvcrRef is shared, so a hash of the line.
      expect.stringMatching(/^credit 750.25 EUR false hash line:[0-9a-f]{24}$/),
      'credit 500.00 EUR false EndToEndId RF18539007547034',
      'credit 1014.50 EUR false AcctSvcrRef 2026112012345000200',
      'debit 1179.50 EUR false EndToEndId PAYOUT-2026-11-1',
      'debit 500.00 EUR false EndToEndId PAYOUT-2026-11-2',
    ]);
    const [first, second, third] = statement.lines as [StatementLine, StatementLine, StatementLine];
    expect(first.source).toBe('Stmt[1]/Ntry[1]/NtryDtls[1]/TxDtls[1]');
    expect(second.remittance.unstructured).toEqual(['INVESTMENT', 'XQ-4712']);
    expect(second.payer_iban).toBe('PL61109010140000071219812874');
    // A batch's own text is not a transaction's remittance.
    expect(third.remittance).toEqual({ structured: ['RF18539007547034'], unstructured: [] });
  });

  it('reads the demo statement, returns and pending notifications included', () => {
    const statement = parseStatement(fixture('demo.camt053.xml'));
    expect(statement.lines).toHaveLength(9);
    expect(statement.lines[3]?.remittance).toEqual({ structured: ['OM-F5Q1'], unstructured: ['S3V7 Agio'] });
    expect(statement.lines[5]).toMatchObject({ direction: 'debit', remittance: { unstructured: ['Kontofuehrung November'] } });
    expect(statement.lines[8]).toMatchObject({ reversal: true, direction: 'credit' });
    const notification = parseStatement(fixture('demo.camt054.xml'));
    expect(notification.format).toBe('camt.054');
    expect(notification.lines.map((l) => [l.booked, l.bank_reference])).toEqual([
      [true, '2026112000001'],
      [true, '2026112000003'],
      [false, 'E2E-CLARA-1121'],
    ]);
  });

  it('gives the same hash to the same line on every import, whatever its position', () => {
    const text = fixture('batch-bookings.camt053.xml').toString('utf8');
    const again = parseCamt(text.replace('<Ntry>', '<Ntry><!-- moved -->'));
    expect(again.lines[1]?.bank_reference).toBe(parseCamt(text).lines[1]?.bank_reference);
    const changed = parseCamt(text.replace('<Ustrd>XQ-4712</Ustrd>', '<Ustrd>XQ-4714</Ustrd>'));
    expect(changed.lines[1]?.bank_reference).not.toBe(parseCamt(text).lines[1]?.bank_reference);
  });

  it.each([
    ['a malformed file, by line', (x: string) => x.replace('</Ustrd>', '</Ustr>'), /^line 9, column \d+: /],
    ['a missing amount, by element', (x: string) => x.replace(/<Amt Ccy="EUR">1234.50<\/Amt><CdtDbtInd>/, '<CdtDbtInd>'), /^Stmt\[1\]\/Ntry\[1\]\/Amt: /],
    ['an amount that is not one', (x: string) => x.replaceAll('1234.50', '1234,50'), /Ntry\[1\]\/NtryDtls\[1\]\/TxDtls\[1\]\/Amt: "1234,50" is not an amount/],
    ['a credit/debit mark', (x: string) => x.replace('<CdtDbtInd>CRDT', '<CdtDbtInd>HABEN'), /^Stmt\[1\]\/Ntry\[1\]\/CdtDbtInd: /],
    ['a date', (x: string) => x.replace('<BookgDt><Dt>2026-11-20', '<BookgDt><Dt>20.11.2026'), /^Stmt\[1\]\/Ntry\[1\]\/BookgDt/],
    ['a version the desk does not read', (x: string) => x.replace('camt.053.001.08', 'camt.053.001.09'), /camt\.053\.001\.09 is not a version/],
    ['another message', (x: string) => x.replace('camt.053.001.08', 'pain.001.001.03'), /not a camt\.053 or camt\.054 message/],
  ])('refuses %s', (_what, spoil, message) => {
    expect(() => parseCamt(spoil(camtEntry('053', 8)))).toThrow(message);
  });

  it('refuses a batch whose transaction has no amount of its own', () => {
    const text = fixture('batch-bookings.camt053.xml')
      .toString('utf8')
      .replace('<AmtDtls><TxAmt><Amt Ccy="EUR">750.25</Amt></TxAmt></AmtDtls>', '');
    expect(() => parseCamt(text)).toThrow('Stmt[1]/Ntry[1]/NtryDtls[1]/TxDtls[2]/Amt: a transaction of a batch entry has no amount');
  });
});

describe('MT940', () => {
  it('reads German :86: subfields, exact amounts, reversals and the bank reference', () => {
    const statement = parseStatement(fixture('demo.mt940'));
    expect(statement.format).toBe('mt940');
    expect(summary(statement.lines)).toEqual([
      'credit 1000.00 EUR false bank 2026112000001',
      'credit 500.00 EUR false bank 2026112000002',
      'credit 750.00 EUR false bank 2026112000003',
      'debit 12.50 EUR false bank 2026112000006',
      'credit 500.00 EUR true bank 2026112000009',
    ]);
    expect(statement.lines[0]).toMatchObject({
      source: 'line 5 (statement 1, :61: 1)',
      booking_date: '2026-11-20',
      payer_name: 'Ben Mueller',
      payer_iban: 'DE02120300000000202051',
      // The purpose runs on across ?21 and ?22, cut mid-word.
      remittance: { structured: [], unstructured: ['Solarpark om-b3n0 r5t1 Teil 1'] },
    });
  });

  it('takes the entry date for booking, across the turn of the year', () => {
    const text = ':20:X\n:25:1/2\n:28C:1\n:60F:C261231EUR0,\n:61:2612310102C10,10NTRFNONREF\n:86:free text\n:62F:C270102EUR10,10\n-';
    const [line] = parseMt940(text).lines;
    expect(line).toMatchObject({ booking_date: '2027-01-02', amount: '10.10', remittance: { unstructured: ['free text'] } });
    expect(line?.bank_reference_kind).toBe('hash');
  });

  it('refuses a broken statement line, naming its line', () => {
    const text = fixture('demo.mt940').toString('latin1').replace(':61:2611201120CR750,00', ':61:2611201120XR750,00');
    expect(() => parseMt940(text)).toThrow(/^line 11: Cannot parse tag 61/);
  });

  it('names the line of each statement line, the same lines alike, the first and the last of 6,000 in two statements', () => {
    const text = mt940File([2500, 3500]);
    const expected = text.split('\n').flatMap((line, i) => (line.startsWith(':61:') ? [`line ${i + 1}`] : []));
    const sources = parseMt940(text).lines.map((l) => l.source.split(' (')[0]);
    expect(sources).toHaveLength(6000);
    expect([sources[0], sources[2499], sources[2500], sources.at(-1)]).toEqual(['line 5', 'line 7502', 'line 7511', 'line 18008']);
    expect(sources).toEqual(expected);
  });

  it('refuses balances that do not add up', () => {
    const text = fixture('demo.mt940').toString('latin1').replace(':62F:C261120EUR49947,50', ':62F:C261120EUR49947,51');
    expect(() => parseMt940(text)).toThrow(/Sum of lines/);
  });
});

describe('CSV exports', () => {
  it('reads a Sparkasse CSV-CAMT V2 export (Windows-1252)', () => {
    const bytes = fixture('demo-sparkasse.csv');
    expect(detectEncoding(bytes)).toBe('windows-1252');
    const statement = parseStatement(bytes, preset('Sparkasse CSV-CAMT V2'));
    expect(statement.variant).toBe('Sparkasse CSV-CAMT V2');
    expect(summary(statement.lines).map((s) => s.replace(/line:\w+/, 'line:…'))).toEqual([
      'credit 1000.00 EUR false hash line:…',
      'credit 500.00 EUR false EndToEndId BM-2026-11-REST',
      'credit 750.00 EUR false hash line:…',
      'debit 12.50 EUR false hash line:…',
      'credit 750.00 CHF false hash line:…',
    ]);
    expect(statement.lines[0]).toMatchObject({ source: 'line 2', booking_date: '2026-11-20', payer_name: 'Ben Müller' });
    expect(statement.lines[3]?.remittance.unstructured).toEqual(['Kontoführung November – 12,50 €']);
  });

  it('reads a DKB export (UTF-8, account lines above the header, amounts without a currency column)', () => {
    const bytes = fixture('demo-dkb.csv');
    expect(detectEncoding(bytes)).toBe('utf-8');
    const statement = parseStatement(bytes, preset('DKB Umsatzliste'));
    expect(summary(statement.lines).map((s) => s.replace(/line:\w+/, 'line:…'))).toEqual([
      'credit 1000.00 EUR false hash line:…',
      'credit 500.00 EUR false EndToEndId BM-2026-11-REST',
      'credit 250.00 EUR false EndToEndId NLE-INV-0042',
      'debit 12.50 EUR false hash line:…',
    ]);
    expect(statement.lines[0]).toMatchObject({ source: 'line 6', payer_name: 'Ben Müller', payer_iban: 'DE02120300000000202051' });
  });

  it('tells ISO-8859-15 from Windows-1252 by the euro sign', () => {
    const text = 'Verwendungszweck;Betrag\nGebühr 5 €;5,00\n';
    expect(detectEncoding(iconv.encode(text, 'iso-8859-15'))).toBe('iso-8859-15');
    expect(decodeText(iconv.encode(text, 'iso-8859-15'))).toBe(text);
    expect(detectEncoding(iconv.encode(text, 'windows-1252'))).toBe('windows-1252');
    expect(decodeText(iconv.encode(text, 'windows-1252'))).toBe(text);
  });

  const sparkasse = () => fixture('demo-sparkasse.csv');
  it.each([
    ['a date', (x: string) => x.replace('"20.11.26";"20.11.26";"GUTSCHR. UEBERWEISUNG";"OM-B3NOR5T1', '"31.02.26";"20.11.26";"GUTSCHR. UEBERWEISUNG";"OM-B3NOR5T1'), 'line 3, column "Buchungstag": "31.02.26" is not a date (DD.MM.YY)'],
    ['an amount', (x: string) => x.replace('"500,00"', '"fünfhundert"'), 'line 3, column "Betrag": "fünfhundert" is no amount with a decimal comma (1.234,56)'],
    // Before, the group separator was dropped wherever it stood: this read as 1.23456.
    ['an amount in the other convention', (x: string) => x.replace('"500,00"', '"1,234.56"'), 'line 3, column "Betrag": "1,234.56" is no amount with a decimal comma (1.234,56)'],
    ['a missing column', (x: string) => x.replace('"Waehrung"', '"Currency"'), 'CSV: no header row with the columns of "Sparkasse CSV-CAMT V2" (missing: Waehrung)'],
    ['a short line', (x: string) => x.replace(/\r\n"DE89[^\r]*"750,00";"EUR";"Umsatz gebucht"/, '\r\n"DE89";"20.11.26"'), 'line 4: 2 columns where the header has 17'],
    ['an unclosed quote', (x: string) => x.replace('"Zeichnung Solarpark', '"Zeichnung "Solarpark'), /^line 4: /],
  ])('refuses %s, naming the line and column', (_what, spoil, message) => {
    const text = spoil(iconv.decode(sparkasse(), 'windows-1252'));
    expect(() => parseCsv(text, preset('Sparkasse CSV-CAMT V2'))).toThrow(message);
  });

  it('reads an amount only as the mapping writes it: groups of three before the decimal mark, a sign for a debit', () => {
    const read = (text: string, separator: CsvMapping['decimal_separator']) => {
      const r = readCsvAmount(text, separator);
      return r && `${r.direction} ${r.amount}`;
    };
    expect(['-1.234,56 €', '1234,5', '+0,001', '12.345', '1\u00a0234,00', '007'].map((t) => read(t, ','))).toEqual([
      'debit 1234.56',
      'credit 1234.50',
      'credit 0.001',
      'credit 12345.00',
      'credit 1234.00',
      'credit 7.00',
    ]);
    expect(['1,234.56', '12.345', '-5'].map((t) => read(t, '.'))).toEqual(['credit 1234.56', 'credit 12.345', 'debit 5.00']);
    for (const text of ['1,234.56', '1.23.4,5', '12,34,5', ',50', '1,2,3', '', 'EUR 5']) expect(read(text, ','), text).toBeUndefined();
    for (const text of ['1.234,56', '1,23', '5.']) expect(read(text, '.'), text).toBeUndefined();
  });

  it('asks for a mapping rather than guessing one', () => {
    expect(() => parseStatement(fixture('demo-dkb.csv'))).toThrow('choose the column mapping');
  });
});
