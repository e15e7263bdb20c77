// Reads PostgreSQL's answer to one bound and executed statement (bind, execute, sync) from its
// bytes: rows of the columns described when the statement was prepared, values parsed by
// PGlite's parsers, the count of rows a write touched. An error is read by PGlite's own protocol
// parser, so it fails as PGlite's query() fails (its code, constraint and detail).
import { messages, protocol, types } from '@electric-sql/pglite';

export interface Column {
  name: string;
  /** The type's OID: which of PGlite's parsers reads the value. */
  type: number;
}

export interface Answer<T> {
  rows: T[];
  /** Rows an INSERT, UPDATE, DELETE, COPY or MERGE touched; 0 for the rest (as PGlite counts). */
  affectedRows: number;
}

type Parsers = Parameters<typeof types.parseType>[2];

const TOUCHING = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

export function readAnswer<T>(bytes: Buffer, columns: Column[], parsers: Parsers): Answer<T> {
  const rows: T[] = [];
  let affectedRows = 0;
  for (let at = 0; at + 5 <= bytes.length; ) {
    const kind = bytes[at]!;
    const end = at + 1 + bytes.readInt32BE(at + 1);
    if (end > bytes.length) throw new Error('PostgreSQL\'s answer ended inside a message');
    switch (kind) {
      case 0x44: // D: a row
        rows.push(readRow<T>(bytes, at + 5, columns, parsers));
        break;
      case 0x43: {
        // C: the command's tag, e.g. "INSERT 0 5", "UPDATE 3", "SELECT 2"
        const tag = bytes.toString('utf8', at + 5, end - 1).split(' ');
        if (TOUCHING.has(tag[0]!)) affectedRows += Number.parseInt(tag.at(-1)!, 10);
        break;
      }
      case 0x45: // E
        throw databaseError(bytes);
      default:
        // Bind complete, close complete, a notice, ready for query: nothing to read.
        break;
    }
    at = end;
  }
  return { rows, affectedRows };
}

function readRow<T>(bytes: Buffer, from: number, columns: Column[], parsers: Parsers): T {
  const count = bytes.readInt16BE(from);
  if (count !== columns.length) throw new Error(`PostgreSQL answered ${count} columns where the statement described ${columns.length}`);
  const row: Record<string, unknown> = {};
  let at = from + 2;
  for (const column of columns) {
    const length = bytes.readInt32BE(at);
    at += 4;
    const value: unknown = length === -1 ? null : types.parseType(bytes.toString('utf8', at, (at += length)), column.type, parsers);
    // A column named __proto__ is a field of the row, as in PGlite's rows (Object.fromEntries).
    if (column.name === '__proto__') Object.defineProperty(row, column.name, { value, enumerable: true, writable: true, configurable: true });
    else row[column.name] = value;
  }
  return row as T;
}

function databaseError(bytes: Buffer): Error {
  let error: Error | undefined;
  new protocol.Parser().parse(bytes, (message) => {
    if (message instanceof messages.DatabaseError) error ??= message;
  });
  return error ?? new Error('PostgreSQL answered an error PGlite could not read');
}
