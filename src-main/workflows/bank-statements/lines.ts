// What every statement reader shares: the file's text in its encoding, exact amounts, the
// bank reference of a line, and an error that names where the file is wrong.
import { createHash } from 'node:crypto';
import Big from 'big.js';
import iconv from 'iconv-lite';
import { DeskError } from '../../../src-shared/errors';
import type { StatementLine } from '../../../src-shared/domain/bank-statements';

/** A file that cannot be read as a statement: nothing of it is used. */
export function badStatement(where: string, problem: string): DeskError {
  return new DeskError('bad_request', `${where}: ${problem}`);
}

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/**
 * UTF-8 when the bytes are valid UTF-8; otherwise one of the two Latin encodings German banks
 * export in. Bytes 0x80–0x9F are printable only in Windows-1252 (€, „, “ …); without them,
 * 0xA4 is the euro sign of ISO-8859-15 (a currency sign `¤` in Windows-1252 no one types).
 */
export function detectEncoding(bytes: Uint8Array): 'utf-8' | 'windows-1252' | 'iso-8859-15' {
  if (UTF8_BOM.every((b, i) => bytes[i] === b)) return 'utf-8';
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return 'utf-8';
  } catch {
    if (bytes.some((b) => b >= 0x80 && b <= 0x9f)) return 'windows-1252';
    return bytes.includes(0xa4) ? 'iso-8859-15' : 'windows-1252';
  }
}

export function decodeText(bytes: Uint8Array): string {
  const encoding = detectEncoding(bytes);
  // TextDecoder drops the BOM; Node's reads windows-1252 as Latin-1 (0x80 is not €), iconv-lite does not.
  return encoding === 'utf-8' ? new TextDecoder(encoding).decode(bytes) : iconv.decode(Buffer.from(bytes), encoding);
}

const PLAIN_DECIMAL = /^\d+(\.\d+)?$/;

/** A positive decimal string, at least two places ("500" → "500.00"); never a float. */
export function exactAmount(text: string, where: string): string {
  const trimmed = text.trim();
  if (!PLAIN_DECIMAL.test(trimmed)) throw badStatement(where, `"${text}" is not an amount`);
  const places = trimmed.split('.')[1]?.length ?? 0;
  return new Big(trimmed).toFixed(Math.max(2, places));
}

/** The bank's placeholder for a reference the payer did not give. */
const NO_REFERENCE = /^(NOTPROVIDED|NONREF|NONE)?$/i;

export type LineDraft = Omit<StatementLine, 'index' | 'bank_reference' | 'bank_reference_kind'> & {
  references: Partial<Record<'AcctSvcrRef' | 'EndToEndId' | 'bank', string | undefined>>;
};

/**
 * Numbers the lines and gives each its bank reference: the bank's own (AcctSvcrRef, MT940's
 * `//` reference), else the payer's end-to-end id, else a hash of what the line says, the same on every import of it.
 */
export function finishLines(drafts: readonly LineDraft[]): StatementLine[] {
  return drafts.map(({ references, ...line }, index) => {
    for (const kind of ['AcctSvcrRef', 'bank', 'EndToEndId'] as const) {
      const value = references[kind]?.trim();
      if (value && !NO_REFERENCE.test(value)) {
        return { ...line, index, bank_reference: value.slice(0, 140), bank_reference_kind: kind };
      }
    }
    const { source: _where, ...content } = line;
    const digest = createHash('sha256').update(JSON.stringify(content)).digest('hex').slice(0, 24);
    return { ...line, index, bank_reference: `line:${digest}`, bank_reference_kind: 'hash' as const };
  });
}
