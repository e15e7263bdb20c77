// Streaming XML: saxes reads the text as it arrives; only one record of the list (an entry, or a
// header element) is held as a small tree at a time, then handed to the list's reader.
import { SaxesParser, type SaxesTagNS } from 'saxes';
import { ListFileError } from './errors';

export interface XmlElement {
  /** The local name, without namespace prefix. */
  name: string;
  /** By local name. */
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
  /** Where its start tag ends (1-based). */
  line: number;
  column: number;
}

/** The root element, from which the reader is chosen. */
export interface XmlRoot {
  name: string;
  namespace: string;
  attributes: Record<string, string>;
}

export interface XmlListReader {
  /** Whether the element at this path below the root (local names) is one record. */
  isRecord(path: readonly string[]): boolean;
  read(record: XmlElement): void;
}

/** First child of that name, or undefined. */
export const child = (element: XmlElement | undefined, name: string) => element?.children.find((c) => c.name === name);
export const childrenOf = (element: XmlElement | undefined, name: string) => element?.children.filter((c) => c.name === name) ?? [];
/** The trimmed text of the first child of that name, or ''. */
export const textOf = (element: XmlElement | undefined, name: string) => child(element, name)?.text.trim() ?? '';

/** The elements at a path of names below `element`: `all(d, 'Names/Name')`. */
export function all(element: XmlElement | undefined, path: string): XmlElement[] {
  let level = element ? [element] : [];
  for (const name of path.split('/')) level = level.flatMap((e) => childrenOf(e, name));
  return level;
}

function attributesOf(tag: SaxesTagNS): Record<string, string> {
  const out: Record<string, string> = {};
  for (const attribute of Object.values(tag.attributes)) if (attribute.prefix !== 'xmlns' && attribute.name !== 'xmlns') out[attribute.local] = attribute.value;
  return out;
}

/**
 * Reads XML text chunk by chunk; `choose` picks the reader from the root element (or throws).
 * Malformed or truncated XML is refused at the line and column saxes stopped at.
 */
export async function readXml<R extends XmlListReader>(file: string, chunks: AsyncIterable<string>, choose: (root: XmlRoot, at: { line: number; column: number }) => R): Promise<R> {
  const parser = new SaxesParser({ xmlns: true, position: true });
  let reader: R | undefined;
  const path: string[] = [];
  /** The record being built, innermost element last; empty outside records. */
  const open: XmlElement[] = [];

  parser.on('error', (error) => {
    // saxes says "line:column: problem"; the position is given apart.
    throw new ListFileError(file, `not well-formed XML: ${error.message.replace(/^\d+:\d+: /, '')}`, { line: parser.line, column: parser.column });
  });
  parser.on('opentag', (tag) => {
    if (!reader) {
      reader = choose({ name: tag.local, namespace: tag.uri, attributes: attributesOf(tag) }, { line: parser.line, column: parser.column });
      return;
    }
    path.push(tag.local);
    if (open.length === 0 && !reader.isRecord(path)) return;
    const element: XmlElement = { name: tag.local, attributes: attributesOf(tag), children: [], text: '', line: parser.line, column: parser.column };
    open.at(-1)?.children.push(element);
    open.push(element);
  });
  parser.on('text', (text) => {
    const current = open.at(-1);
    if (current) current.text += text;
  });
  parser.on('cdata', (text) => {
    const current = open.at(-1);
    if (current) current.text += text;
  });
  parser.on('closetag', () => {
    if (!reader) return;
    path.pop();
    const element = open.pop();
    if (element && open.length === 0) reader.read(element);
  });

  for await (const chunk of chunks) parser.write(chunk);
  parser.close();
  if (!reader) throw new ListFileError(file, 'the file has no XML element');
  return reader;
}
