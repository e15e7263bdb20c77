// CSV rows as they stream in, each with its line, and refusals that name that line.
import { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { ListFileError } from './errors';

export interface CsvRow {
  fields: string[];
  /** The (last) line of the file the row stands on, 1-based. */
  line: number;
}

/** OFAC's files end with a DOS end-of-file character on a line of its own. */
const END_OF_FILE = '\x1a';

export async function* csvRows(file: string, bytes: AsyncIterable<Uint8Array>): AsyncGenerator<CsvRow> {
  const source = Readable.from(bytes);
  const parser = source.pipe(parse({ bom: true, relax_column_count: true, skip_empty_lines: true, info: true }));
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (record.length === 1 && record[0]?.trim() === END_OF_FILE) continue;
      yield { fields: record, line: info.lines };
    }
  } catch (error) {
    if (error instanceof CsvError) {
      const line = typeof error.lines === 'number' ? error.lines : undefined;
      throw new ListFileError(file, `not a well-formed CSV file: ${error.message.replace(/^Invalid Record Length: |:? at line \d+.*$/gi, '')}`, { line });
    }
    throw error;
  } finally {
    // A refusal stops reading: the file is closed.
    source.destroy();
  }
}

/** A row of a file with a fixed number of columns, or a refusal naming its line. */
export function expectColumns(file: string, row: CsvRow, count: number): void {
  if (row.fields.length !== count) throw new ListFileError(file, `${row.fields.length} column${row.fields.length === 1 ? '' : 's'} where the file has ${count}`, { line: row.line });
}
