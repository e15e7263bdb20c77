// Answers are read with their numbers' text, so an amount sent as a JSON number keeps every
// digit: a double holds 15 significant digits exactly, and only longer numbers need more.
import { isSafeNumber, parse } from 'lossless-json';
import { ExactNumber } from '../../src-shared/wire/common';

/**
 * A value (after `:`, `,` or `[`) of 16 digits or more, a dot allowed among them: a number a
 * double may not hold. Digits inside a string (an IBAN) do not count; a string holding
 * `:` and 16 digits is a false alarm that only costs the slower parse.
 */
const LONG_NUMBER = /[:,[]\s*-?(?=\d{16}|[\d.]{17})/;
/** A body that is one number, as the custody balance and fee answers are. */
const BARE_NUMBER = /^\s*-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?\s*$/;

/**
 * JSON.parse, but a number a double cannot hold exactly becomes an ExactNumber with its text
 * (which `Decimal` reads), and a bare number always does. Text without such a long number
 * takes JSON.parse alone; the rest a lossless parser.
 */
export function parseJson(text: string): unknown {
  if (BARE_NUMBER.test(text)) return new ExactNumber(text.trim());
  if (!LONG_NUMBER.test(text)) return JSON.parse(text);
  return parse(text, null, (number) => (isSafeNumber(number) ? Number(number) : new ExactNumber(number)));
}

/** What a byte is to the cutter: most bytes are nothing, looked up once each. */
const PLAIN = 0;
const QUOTE = 1;
const BACKSLASH = 2;
const OPEN = 3;
const CLOSE = 4;
const COMMA = 5;
const BYTE_KIND = new Uint8Array(256);
BYTE_KIND[0x22] = QUOTE;
BYTE_KIND[0x5c] = BACKSLASH;
BYTE_KIND[0x5b] = OPEN;
BYTE_KIND[0x7b] = OPEN;
BYTE_KIND[0x5d] = CLOSE;
BYTE_KIND[0x7d] = CLOSE;
BYTE_KIND[0x2c] = COMMA;
const WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0d]);

/**
 * Cuts a JSON array's bytes into its items' texts as they arrive, so a long list is held as
 * items, never as one text. Structural characters are ASCII, so bytes can be cut anywhere a
 * chunk ends, even inside a UTF-8 character. An answer that is not an array is kept whole
 * for the caller to parse and report as any other answer.
 */
export class ArrayItems {
  #state: 'before' | 'items' | 'after' | 'not-array' = 'before';
  #depth = 0;
  #inString = false;
  #escaped = false;
  /** The current item's bytes from earlier chunks (or the whole answer, when it is not an array). */
  #pieces: Buffer[] = [];
  #pieceBytes = 0;
  #items = 0;

  /** The items this chunk completes; a SyntaxError when the bytes cannot be a JSON array. */
  push(chunk: Buffer): string[] {
    const done: string[] = [];
    let i = 0;
    while (this.#state === 'before' && i < chunk.length) {
      const byte = chunk[i++]!;
      if (byte === 0x5b) this.#state = 'items';
      else if (!WHITESPACE.has(byte)) this.#state = 'not-array';
    }
    if (this.#state === 'not-array') {
      this.#keep(chunk);
      return done;
    }
    // The scan keeps its state in locals: this loop sees every byte of a list.
    let start = i;
    let depth = this.#depth;
    let inString = this.#inString;
    let escaped = this.#escaped;
    for (; i < chunk.length && this.#state === 'items'; i++) {
      const kind = BYTE_KIND[chunk[i]!]!;
      if (kind === PLAIN) continue;
      if (inString) {
        if (escaped) escaped = false;
        else if (kind === BACKSLASH) escaped = true;
        else if (kind === QUOTE) inString = false;
      } else if (kind === QUOTE) {
        inString = true;
      } else if (kind === OPEN) {
        depth++;
      } else if (kind === CLOSE && depth > 0) {
        depth--;
      } else if (depth === 0 && (kind === COMMA || kind === CLOSE)) {
        const text = this.#take(chunk, start, i);
        // Only `[]` has no item before its "]"; an empty item elsewhere goes on, for JSON.parse to refuse.
        if (kind === COMMA || this.#items > 0 || text.trim() !== '') {
          done.push(text);
          this.#items++;
        }
        if (kind === CLOSE && chunk[i] !== 0x5d) throw new SyntaxError('a "}" closes the list');
        if (kind === CLOSE) this.#state = 'after';
        start = i + 1;
      }
    }
    this.#depth = depth;
    this.#inString = inString;
    this.#escaped = escaped;
    if (this.#state === 'items' && start < chunk.length) this.#keep(chunk.subarray(start));
    for (; i < chunk.length; i++) {
      if (!WHITESPACE.has(chunk[i]!)) throw new SyntaxError('more follows the list');
    }
    return done;
  }

  /** The bytes held for an item not yet complete. */
  get pendingBytes(): number {
    return this.#state === 'items' ? this.#pieceBytes : 0;
  }

  /** At the answer's end: its whole text when it is not an array; a SyntaxError when the array was left open. */
  end(): string | undefined {
    if (this.#state === 'not-array' || this.#state === 'before') return Buffer.concat(this.#pieces).toString('utf8');
    if (this.#state !== 'after') throw new SyntaxError('the list ends before its closing "]"');
    return undefined;
  }

  #keep(piece: Buffer): void {
    this.#pieces.push(piece);
    this.#pieceBytes += piece.length;
  }

  #take(chunk: Buffer, start: number, end: number): string {
    const piece = chunk.subarray(start, end);
    const text = this.#pieces.length === 0 ? piece.toString('utf8') : Buffer.concat([...this.#pieces, piece]).toString('utf8');
    this.#pieces = [];
    this.#pieceBytes = 0;
    return text;
  }
}
