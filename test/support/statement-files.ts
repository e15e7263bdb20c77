// Statement files of any length, as banks write them: MT940, camt.053 and the DKB's CSV
// export, for the tests of reading them and the bench of how reading grows with size.

/**
 * An MT940 file of `counts[s]` credits of 1,00 EUR in statement s: every `:61:` line alike,
 * or, with `bankReferences`, each with the bank's own reference as most banks write them.
 */
export function mt940File(counts: readonly number[], { bankReferences = false } = {}): string {
  const statements = counts.map((count, s) => {
    const lines = Array.from(
      { length: count },
      (_, i) => `:61:2611201120CR1,00NTRFNONREF${bankReferences ? `//B${s}-${i}` : ''}\n:86:166?00GUTSCHRIFT?109310?20SVWZ+OM-B3N0R5T1 Zahlung ${i}\n?31DE02120300000000202051?32Payer ${s}-${i}`,
    );
    return [':20:STARTUMSE', ':25:37040044/0532013000', `:28C:${String(s + 1).padStart(5, '0')}/001`, ':60F:C261119EUR0,', ...lines, `:62F:C261120EUR${count},00`, '-'].join('\n');
  });
  return `${statements.join('\n')}\n`;
}

/** A camt.053 of `count` single credits. */
export function camtFile(count: number): string {
  const entries = Array.from(
    { length: count },
    (_, i) => `<Ntry><Amt Ccy="EUR">${100 + (i % 400)}.50</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
<BookgDt><Dt>2026-11-20</Dt></BookgDt><ValDt><Dt>2026-11-20</Dt></ValDt><AcctSvcrRef>E-${i}</AcctSvcrRef>
<NtryDtls><TxDtls><Refs><EndToEndId>E2E-${i}</EndToEndId></Refs><Amt Ccy="EUR">${100 + (i % 400)}.50</Amt>
<RltdPties><Dbtr><Pty><Nm>Payer ${i}</Nm></Pty></Dbtr><DbtrAcct><Id><IBAN>DE02100100100006820101</IBAN></Id></DbtrAcct></RltdPties>
<RmtInf><Ustrd>Zeichnung OM-B3N0R5T1 Solarpark ${i}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt>
<GrpHdr><MsgId>M1</MsgId><CreDtTm>2026-11-20T22:00:00</CreDtTm></GrpHdr>
<Stmt><Id>S1</Id><Acct><Id><IBAN>DE89370400440532013000</IBAN></Id></Acct>
${entries.join('\n')}
</Stmt></BkToCstmrStmt></Document>
`;
}

/** The DKB's CSV export ("DKB Umsatzliste") of `count` credits. */
export function dkbCsvFile(count: number): string {
  const header = [
    '"Girokonto";"DE89370400440532013000"',
    '"Zeitraum:";"20.11.2026 - 20.11.2026"',
    '""',
    '"Buchungsdatum";"Wertstellung";"Status";"Zahlungspflichtige*r";"Zahlungsempfänger*in";"Verwendungszweck";"Umsatztyp";"IBAN";"Betrag (€)";"Gläubiger-ID";"Mandatsreferenz";"Kundenreferenz"',
  ];
  const rows = Array.from(
    { length: count },
    (_, i) =>
      `"20.11.26";"20.11.26";"Gebucht";"Payer ${i}";"Solarpark Havelland GmbH";"Zeichnung OM-B3N0R5T1 ${i}";"Eingang";"DE02120300000000202051";"${100 + (i % 400)},50";"";"";"REF-${i}"`,
  );
  return `\uFEFF${[...header, ...rows].join('\n')}\n`;
}
