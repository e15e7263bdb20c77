// A list file the desk refuses: the whole file, never part of it, with where it went wrong.

export interface ListFilePosition {
  /** 1-based line of the file. */
  line?: number;
  /** 1-based column, for XML. */
  column?: number;
  /** The XML element, or the CSV field, that is wrong. */
  element?: string;
}

export class ListFileError extends Error {
  readonly file: string;
  readonly line?: number;
  readonly column?: number;
  readonly element?: string;

  /** `problem` says what is wrong; the message adds the file and the position. */
  constructor(file: string, problem: string, position: ListFilePosition = {}) {
    const where = [
      position.line === undefined ? '' : `line ${position.line}`,
      position.column === undefined ? '' : `column ${position.column}`,
      position.element === undefined ? '' : position.element,
    ].filter(Boolean);
    super(`${file}${where.length ? ` (${where.join(', ')})` : ''}: ${problem}`);
    this.name = 'ListFileError';
    this.file = file;
    this.line = position.line;
    this.column = position.column;
    this.element = position.element;
  }
}
