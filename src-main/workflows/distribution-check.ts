// Checks a distribution list before it goes to the payout: rows, the exact total, duplicate
// or malformed addresses, malformed amounts, and cells a spreadsheet would run as formulas.
//
// A million rows in a fraction of a second and a few MiB: bytes are checked as they come (an
// export feeds them while they stream to disk), a well-formed row byte by byte with no string
// made for it, and an address costs 8 bytes, its first 64 bits, sorted once at the end to find
// repeats. Anything unusual (quotes, long amounts, broken rows) takes the slow, exact path.
// The 8 bytes are a 64-bit hash of all 40 hex digits (FNV-1a and a second, differently mixed
// stream), not a prefix: test and vanity addresses often share their first digits. The rows
// of the first 10,000 addresses are followed as they come, which nearly always yields the
// duplicates' examples; only when it does not are the saved file's lines read again.
// For an export, the saved file is also read back, on a thread of its own (file-digest.ts), to
// prove it holds exactly the bytes that were checked.
import { createHash } from 'node:crypto';
import { open } from 'node:fs/promises';
import { endianness } from 'node:os';
import Big from 'big.js';
import { CsvError, parse } from 'csv-parse/sync';
import { DISTRIBUTION_LIST_HEADER } from '../../src-shared/wire/distribution';
import { WALLET_ADDRESS } from '../../src-shared/wire/users';
import { digestThread } from './file-digest';
import { AMOUNT_BAND_LIMITS, EXAMPLES_PER_FINDING, type Finding, type ListCheck, PREVIEW_ROWS } from '../../src-shared/domain/distribution-export';

const LF = 0x0a;
const CR = 0x0d;
const COMMA = 0x2c;
const DOT = 0x2e;
const ZERO = 0x30;
const FORMULA_START = /^[=+\-@\t\r]/;
const AMOUNT = /^\d+(\.\d+)?$/;
/** Whole cents of up to 10 integer digits: 1,000 rows of them stay exact below 2^53. */
const MAX_FAST_INTEGER_DIGITS = 10;
const ROWS_PER_BATCH = 1000;
const ADDRESS_LENGTH = 42;
/** Rows kept per duplicate address, for the report's examples. */
const ROWS_PER_EXAMPLE = 5;
const READ_SIZE = 1 << 20;
/** Addresses whose rows the first pass follows, for the duplicates' examples. */
const FOLLOWED_ADDRESSES = 10_000;

if (endianness() !== 'LE') throw new Error('the list check packs address keys little-endian');

function finding<T>(): Finding<T> {
  return { count: 0, examples: [] };
}

function note<T>(f: Finding<T>, example: T): void {
  f.count++;
  if (f.examples.length < EXAMPLES_PER_FINDING) f.examples.push(example);
}

/**
 * One CSV record's cells (RFC 4180: quoted cells, doubled quotes inside). A record whose quotes
 * are out of place (inside a bare cell, never closed) is split at its commas as it is written.
 */
export function parseRecord(line: string): string[] {
  if (!line.includes('"')) return line.split(',');
  try {
    // A record reaches here whole (its quoted line ends joined with LF): one record, no other.
    const [cells = []] = parse(line, { record_delimiter: '\n' });
    return cells;
  } catch (error) {
    if (error instanceof CsvError) return line.split(',');
    throw error;
  }
}

/** Hex digit values by byte; -1 for anything else. */
const NIBBLES = new Int8Array(256).fill(-1);
for (let i = 0; i < 16; i++) {
  NIBBLES[i.toString(16).charCodeAt(0)] = i;
  NIBBLES[i.toString(16).toUpperCase().charCodeAt(0)] = i;
}

/** An address's 64-bit key as two 32-bit halves. */
interface Key {
  hi: number;
  lo: number;
}

/** murmur3's finaliser: every input bit reaches every output bit. */
function mix(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;
const SECOND_SEED = 0x9747b28c;
const SECOND_PRIME = 0x5bd1e995;

/** The key of a well-formed address followed by a comma at b[start]; false if it is not one. */
function readKey(b: Buffer, start: number, end: number, key: Key): boolean {
  const comma = start + ADDRESS_LENGTH;
  if (comma >= end || b[comma] !== COMMA || b[start] !== ZERO || b[start + 1] !== 0x78) return false;
  let fnv = FNV_OFFSET;
  let second = SECOND_SEED;
  for (let i = 0; i < 40; i++) {
    const n = NIBBLES[b[start + 2 + i] as number] as number;
    if (n < 0) return false;
    fnv = Math.imul(fnv ^ n, FNV_PRIME);
    second = Math.imul(second ^ (n + i * 16), SECOND_PRIME);
    second ^= second >>> 15;
  }
  key.hi = mix(fnv);
  key.lo = mix(second);
  return true;
}

/** The same key for an address already known to be well-formed. */
function keyOfText(address: string, key: Key): void {
  let fnv = FNV_OFFSET;
  let second = SECOND_SEED;
  for (let i = 0; i < 40; i++) {
    const n = NIBBLES[address.charCodeAt(2 + i)] as number;
    fnv = Math.imul(fnv ^ n, FNV_PRIME);
    second = Math.imul(second ^ (n + i * 16), SECOND_PRIME);
    second ^= second >>> 15;
  }
  key.hi = mix(fnv);
  key.lo = mix(second);
}

/** Whole cents of a plain amount with at most two decimals and ten integer digits, or -1. */
function fastCents(b: Buffer, start: number, end: number): number {
  let integer = 0;
  let digits = 0;
  let i = start;
  for (; i < end && b[i] !== DOT; i++) {
    const d = (b[i] as number) - ZERO;
    if (d < 0 || d > 9 || ++digits > MAX_FAST_INTEGER_DIGITS) return -1;
    integer = integer * 10 + d;
  }
  if (digits === 0) return -1;
  if (i === end) return integer * 100;
  const decimals = end - i - 1;
  if (decimals < 1 || decimals > 2) return -1;
  let fraction = 0;
  for (let j = i + 1; j < end; j++) {
    const d = (b[j] as number) - ZERO;
    if (d < 0 || d > 9) return -1;
    fraction = fraction * 10 + d;
  }
  return integer * 100 + (decimals === 1 ? fraction * 10 : fraction);
}

/** Splits chunks into lines (without CR LF), carrying a line that spans two chunks. */
class Lines {
  #carry: Buffer | undefined;
  #pending: string | undefined;

  constructor(
    private readonly fast: (b: Buffer, start: number, end: number) => boolean,
    private readonly record: (text: string | undefined, b: Buffer, start: number, end: number) => void,
  ) {}

  feed(chunk: Buffer): void {
    let start = 0;
    let lf = chunk.indexOf(LF);
    if (this.#carry) {
      if (lf === -1) {
        this.#carry = Buffer.concat([this.#carry, chunk]);
        return;
      }
      const joined = Buffer.concat([this.#carry, chunk.subarray(0, lf)]);
      this.#carry = undefined;
      this.#line(joined, 0, joined.length);
      start = lf + 1;
      lf = chunk.indexOf(LF, start);
    }
    for (; lf !== -1; lf = chunk.indexOf(LF, start)) {
      this.#line(chunk, start, lf);
      start = lf + 1;
    }
    if (start < chunk.length) this.#carry = Buffer.from(chunk.subarray(start));
  }

  end(): void {
    const carry = this.#carry;
    this.#carry = undefined;
    if (carry) this.#line(carry, 0, carry.length);
    if (this.#pending !== undefined) {
      // A quoted cell never closed: what there is counts as the last record.
      const text = this.#pending;
      this.#pending = undefined;
      this.record(text, carry ?? Buffer.alloc(0), 0, 0);
    }
  }

  /**
   * A line the fast path accepts has no quote (hex, digits, a dot, one comma); any other is
   * read as text, joined with the next lines while a quoted cell holds a line end.
   */
  #line(b: Buffer, start: number, lf: number): void {
    const end = lf > start && b[lf - 1] === CR ? lf - 1 : lf;
    if (this.#pending === undefined && this.fast(b, start, end)) return this.record(undefined, b, start, end);
    const line = b.toString('utf8', start, end);
    const text = this.#pending === undefined ? line : `${this.#pending}\n${line}`;
    if ((text.split('"').length - 1) % 2 === 1) {
      this.#pending = text;
      return;
    }
    this.#pending = undefined;
    this.record(text, b, start, end);
  }
}

/** Address keys, 8 bytes each: two 32-bit halves, low then high, sorted as 64-bit numbers. */
class Keys {
  #halves = new Uint32Array(1 << 17);
  #length = 0;
  #sorted = false;

  add({ hi, lo }: Key): void {
    if (this.#length * 2 === this.#halves.length) {
      const grown = new Uint32Array(this.#halves.length * 2);
      grown.set(this.#halves);
      this.#halves = grown;
    }
    this.#halves[this.#length * 2] = lo;
    this.#halves[this.#length * 2 + 1] = hi;
    this.#length++;
  }

  repeatedCount(): number {
    return this.repeated(0).count;
  }

  /** How many keys occur more than once, and the first few of them (as `hi:lo`); sorts once. */
  repeated(sampleSize: number): { count: number; sample: Set<string> } {
    if (!this.#sorted) this.#sort();
    this.#sorted = true;
    const k = this.#halves;
    const same = (a: number, b: number) => k[a * 2] === k[b * 2] && k[a * 2 + 1] === k[b * 2 + 1];
    let count = 0;
    const sample = new Set<string>();
    for (let i = 1; i < this.#length; i++) {
      if (!same(i, i - 1) || (i > 1 && same(i - 1, i - 2))) continue;
      count++;
      if (sample.size < sampleSize) sample.add(`${k[i * 2 + 1]}:${k[i * 2]}`);
    }
    return { count, sample };
  }

  /**
   * Sorts the keys in place, least significant 16 bits first (a radix sort): ~35 ms for
   * 1,000,000 keys where BigUint64Array's sort took ~65, and no BigInt made per key after it.
   */
  #sort(): void {
    const n = this.#length;
    let from = this.#halves.subarray(0, n * 2);
    let to = new Uint32Array(n * 2);
    const RADIX = 1 << 16;
    const starts = new Uint32Array(4 * RADIX);
    for (let i = 0; i < n; i++) {
      const lo = from[i * 2]!;
      const hi = from[i * 2 + 1]!;
      starts[lo & 0xffff]!++;
      starts[RADIX + (lo >>> 16)]!++;
      starts[2 * RADIX + (hi & 0xffff)]!++;
      starts[3 * RADIX + (hi >>> 16)]!++;
    }
    for (let pass = 0; pass < 4; pass++) {
      const base = pass * RADIX;
      for (let digit = 0, at = 0; digit < RADIX; digit++) {
        const count = starts[base + digit]!;
        starts[base + digit] = at;
        at += count;
      }
      const half = pass >> 1; // the low half's two digits, then the high half's
      const shift = (pass & 1) * 16;
      for (let i = 0; i < n; i++) {
        const at = starts[base + ((from[i * 2 + half]! >>> shift) & 0xffff)]!++ * 2;
        to[at] = from[i * 2]!;
        to[at + 1] = from[i * 2 + 1]!;
      }
      [from, to] = [to, from];
    }
    // An even number of passes: the sorted keys are back in #halves.
  }
}

/** The bands' limits in cents, for the fast path's whole cents. */
const BAND_LIMIT_CENTS = AMOUNT_BAND_LIMITS.map((limit) => Number(limit) * 100);

/** The list's amounts by size, counted and summed exactly: cents per batch, as the total. */
class Bands {
  readonly #counts = new Array<number>(AMOUNT_BAND_LIMITS.length + 1).fill(0);
  readonly #cents = new Array<number>(AMOUNT_BAND_LIMITS.length + 1).fill(0);
  readonly #totals = new Array<bigint>(AMOUNT_BAND_LIMITS.length + 1).fill(0n);
  readonly #exact = new Array<Big>(AMOUNT_BAND_LIMITS.length + 1).fill(new Big(0));

  addCents(cents: number): void {
    let band = 0;
    while (band < BAND_LIMIT_CENTS.length && cents > BAND_LIMIT_CENTS[band]!) band++;
    this.#counts[band]!++;
    this.#cents[band]! += cents;
  }

  addExact(amount: string): void {
    const value = new Big(amount);
    let band = 0;
    while (band < AMOUNT_BAND_LIMITS.length && value.gt(AMOUNT_BAND_LIMITS[band]!)) band++;
    this.#counts[band]!++;
    this.#exact[band] = this.#exact[band]!.plus(value);
  }

  /** Moves the batch's cents into the exact totals, before they could outgrow a double's integers. */
  flush(): void {
    this.#cents.forEach((cents, band) => {
      this.#totals[band]! += BigInt(cents);
      this.#cents[band] = 0;
    });
  }

  result(): ListCheck['amountBands'] {
    this.flush();
    return this.#counts.map((count, band) => ({
      upTo: AMOUNT_BAND_LIMITS[band] ?? null,
      count,
      sum: new Big(this.#totals[band]!.toString()).div(100).plus(this.#exact[band]!).toFixed(2),
    }));
  }
}

/** The first pass over a list, fed its bytes in order. */
export class ListChecker {
  readonly #check: ListCheck = {
    bytes: 0,
    rows: 0,
    headerOk: false,
    totalAmount: '0',
    duplicateAddresses: finding(),
    malformedAddresses: finding(),
    malformedAmounts: finding(),
    malformedRows: finding(),
    formulaCells: finding(),
    preview: [],
    amountBands: [],
  };
  readonly #bands = new Bands();
  readonly #keys = new Keys();
  readonly #digest = createHash('sha256');
  readonly #lines: Lines;
  readonly #key: Key = { hi: 0, lo: 0 };
  #header = true;
  #total = 0n;
  #cents = 0; // whole cents of the current batch: integers, exact (see MAX_FAST_INTEGER_DIGITS)
  #amountCents = 0;
  #exact = new Big(0); // amounts outside the fast path
  /** The first distinct addresses (by the key's high half) with their first rows. */
  readonly #early = new Map<number, { lo: number; address: string; rows: number[]; count: number }>();
  /** One bit per value of the key's low 16 bits of `hi`: most rows skip the map lookup. */
  readonly #earlyBits = new Uint8Array(1 << 13);

  constructor() {
    this.#lines = new Lines(
      (b, start, end) => {
        if (this.#header || !readKey(b, start, end, this.#key)) return false;
        // The amount's digits and dot leave no room for a second comma or a formula.
        this.#amountCents = fastCents(b, start + ADDRESS_LENGTH + 1, end);
        return this.#amountCents >= 0;
      },
      (text, b, start, end) => this.#record(text, b, start, end),
    );
  }

  get rows(): number {
    return this.#check.rows;
  }

  feed(chunk: Buffer): void {
    this.#check.bytes += chunk.length;
    this.#digest.update(chunk);
    this.#lines.feed(chunk);
  }

  /**
   * The check so far and the bytes' digest. `sample` names duplicate addresses whose rows are
   * still to be found in the file: empty when the followed addresses gave the examples.
   */
  finish(): { check: ListCheck; sample: Set<string>; digest: string } {
    this.#lines.end();
    const check = this.#check;
    check.totalAmount = new Big((this.#total + BigInt(this.#cents)).toString()).div(100).plus(this.#exact).toFixed(2);
    check.amountBands = this.#bands.result();
    const wanted = Math.min(EXAMPLES_PER_FINDING, this.#keys.repeatedCount());
    const examples = [...this.#early.values()]
      .filter((e) => e.count > 1)
      .slice(0, EXAMPLES_PER_FINDING)
      .map(({ address, rows }) => ({ address, rows }));
    const { count, sample } = examples.length < wanted ? this.#keys.repeated(EXAMPLES_PER_FINDING) : { count: this.#keys.repeatedCount(), sample: new Set<string>() };
    check.duplicateAddresses = { count, examples: sample.size > 0 ? [] : examples };
    return { check, sample, digest: this.#digest.digest('hex') };
  }

  /** Notes the row of one of the first addresses; makes no string for the others. */
  #follow(row: number, address: () => string): void {
    const { hi, lo } = this.#key;
    const bit = hi & 0xffff;
    const full = this.#early.size >= FOLLOWED_ADDRESSES;
    if (full && (this.#earlyBits[bit >>> 3]! & (1 << (bit & 7))) === 0) return;
    const entry = this.#early.get(hi);
    if (entry) {
      if (entry.lo !== lo) return;
      entry.count++;
      if (entry.rows.length < ROWS_PER_EXAMPLE) entry.rows.push(row);
    } else if (!full) {
      this.#early.set(hi, { lo, address: address().toLowerCase(), rows: [row], count: 1 });
      this.#earlyBits[bit >>> 3]! |= 1 << (bit & 7);
    }
  }

  #record(text: string | undefined, b: Buffer, start: number, end: number): void {
    const check = this.#check;
    if (this.#header) {
      check.headerOk = (text ?? '').replace(/^\uFEFF/, '') === DISTRIBUTION_LIST_HEADER;
      this.#header = false;
      return;
    }
    if (text === '') return;
    const row = ++check.rows;
    if (row % ROWS_PER_BATCH === 0) {
      this.#total += BigInt(this.#cents);
      this.#cents = 0;
      this.#bands.flush();
    }
    if (check.preview.length < PREVIEW_ROWS) {
      const [address = '', amount = ''] = parseRecord(text ?? b.toString('utf8', start, end));
      check.preview.push({ address, amount });
    }
    if (text === undefined) {
      this.#keys.add(this.#key);
      this.#follow(row, () => b.toString('latin1', start, start + ADDRESS_LENGTH));
      this.#cents += this.#amountCents;
      this.#bands.addCents(this.#amountCents);
      return;
    }
    const cells = parseRecord(text);
    const [address = '', amount = ''] = cells;
    if (cells.length !== 2) note(check.malformedRows, { row, cells: cells.length });
    cells.forEach((value, i) => {
      if (FORMULA_START.test(value)) {
        note(check.formulaCells, { row, column: i === 0 ? 'address' : i === 1 ? 'amount' : 'extra', value });
      }
    });
    if (WALLET_ADDRESS.test(address)) {
      keyOfText(address, this.#key);
      this.#keys.add(this.#key);
      this.#follow(row, () => address);
    } else note(check.malformedAddresses, { row, value: address });
    if (AMOUNT.test(amount)) {
      this.#exact = this.#exact.plus(amount);
      this.#bands.addExact(amount);
    } else note(check.malformedAmounts, { row, value: amount });
  }
}

async function readFile(path: string, onChunk: (chunk: Buffer) => void): Promise<void> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.allocUnsafe(READ_SIZE);
    for (;;) {
      const { bytesRead } = await file.read(buffer, 0, READ_SIZE, null);
      if (bytesRead === 0) return;
      onChunk(buffer.subarray(0, bytesRead));
    }
  } finally {
    await file.close();
  }
}

/** The rows of the sampled duplicate addresses, read again from the saved file. */
async function duplicateRows(path: string, sample: Set<string>): Promise<ListCheck['duplicateAddresses']['examples']> {
  const rowsOf = new Map<string, { address: string; rows: number[] }>();
  const key: Key = { hi: 0, lo: 0 };
  let row = 0;
  let header = true;
  // Most rows are not sampled: their key's high half says so before any string is made.
  const sampledHi = new Set([...sample].map((id) => Number(id.split(':')[0])));
  const keep = (address: () => string) => {
    if (!sampledHi.has(key.hi)) return;
    const id = `${key.hi}:${key.lo}`;
    if (!sample.has(id)) return;
    const text = address().toLowerCase();
    const entry = rowsOf.get(id) ?? { address: text, rows: [] };
    // Two addresses that share their first 64 bits are still two addresses.
    if (entry.address !== text) return;
    if (entry.rows.length < ROWS_PER_EXAMPLE) entry.rows.push(row);
    rowsOf.set(id, entry);
  };
  const lines = new Lines(
    (b, start, end) => !header && readKey(b, start, end, key),
    (text, b, start) => {
      if (header || text === '') {
        header = false;
        return;
      }
      row++;
      if (text === undefined) return keep(() => b.toString('latin1', start, start + ADDRESS_LENGTH));
      const [address = ''] = parseRecord(text);
      if (!WALLET_ADDRESS.test(address)) return;
      keyOfText(address, key);
      keep(() => address);
    },
  );
  await readFile(path, (chunk) => lines.feed(chunk));
  lines.end();
  return [...rowsOf.values()].filter((e) => e.rows.length > 1);
}

/**
 * Completes a check fed while the list was saved: the saved file is read back, to prove it
 * holds the checked bytes (on a thread of its own, while this one finishes the check), and
 * for the duplicates' rows when the followed addresses did not give them.
 */
export async function completeCheck(checker: ListChecker, path: string, digestOf = digestThread().digest): Promise<ListCheck> {
  const onDisk = digestOf(path);
  const { check, sample, digest } = checker.finish();
  const [saved, examples] = await Promise.all([onDisk, sample.size > 0 ? duplicateRows(path, sample) : undefined]);
  if (saved !== digest) throw new Error(`${path} does not hold the bytes that were received`);
  if (examples) check.duplicateAddresses.examples = examples;
  return check;
}

export interface CheckProgress {
  bytes: number;
  rows: number;
}

/** Checks a list already on disk (one read, and one more when there are duplicates). */
export async function checkDistributionList(
  path: string,
  onProgress: (progress: CheckProgress) => void = () => undefined,
): Promise<ListCheck> {
  const checker = new ListChecker();
  let bytes = 0;
  await readFile(path, (chunk) => {
    checker.feed(chunk);
    bytes += chunk.length;
    onProgress({ bytes, rows: checker.rows });
  });
  const { check, sample } = checker.finish();
  if (sample.size > 0) check.duplicateAddresses.examples = await duplicateRows(path, sample);
  return check;
}
