// Streaming XML: saxes reads the text as it arrives; only one record of the list (an entry, or a
// header element) is held as a small tree at a time, then handed to the list's reader.
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import type { ListContent } from './entries';
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
  /** The list, once the whole file is read. */
  content(): ListContent;
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

/** Where an element is, for a refusal. */
export const positionOf = (element: XmlElement) => ({ line: element.line, column: element.column, element: element.name });

/** The refusal of a file at one of its elements. */
export const failAt =
  (file: string) =>
  (element: XmlElement, problem: string): never => {
    throw new ListFileError(file, problem, positionOf(element));
  };

/** `ofac:sdnEntry` → `sdnEntry`: lists are read by local names, whatever prefix a file uses. */
const local = (name: string) => name.slice(name.indexOf(':') + 1);

function attributesOf(tag: SaxesTagPlain): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(tag.attributes)) if (name !== 'xmlns' && !name.startsWith('xmlns:')) out[local(name)] = value;
  return out;
}

/** The root's namespace, from its own declarations (the only element whose namespace matters). */
function namespaceOf(tag: SaxesTagPlain): string {
  const colon = tag.name.indexOf(':');
  return tag.attributes[colon < 0 ? 'xmlns' : `xmlns:${tag.name.slice(0, colon)}`] ?? '';
}

/**
 * Reads XML text chunk by chunk; `choose` picks the reader from the root element (or throws).
 * Malformed or truncated XML is refused at the line and column saxes stopped at.
 */
export async function readXml<R extends XmlListReader>(file: string, chunks: AsyncIterable<string>, choose: (root: XmlRoot, at: { line: number; column: number }) => R): Promise<R> {
  // Namespaces are not resolved (a third of saxes's time): only the root's is looked at.
  const parser = new SaxesParser<{ xmlns: false; position: true }>({ xmlns: false, position: true });
  let reader: R | undefined;
  const path: string[] = [];
  /** The record being built, innermost element last; empty outside records. */
  const open: XmlElement[] = [];

  parser.on('error', (error) => {
    // saxes says "line:column: problem"; the position is given apart.
    throw new ListFileError(file, `not well-formed XML: ${error.message.replace(/^\d+:\d+: /, '')}`, { line: parser.line, column: parser.column });
  });
  parser.on('opentag', (tag) => {
    const name = local(tag.name);
    if (!reader) {
      reader = choose({ name, namespace: namespaceOf(tag), attributes: attributesOf(tag) }, { line: parser.line, column: parser.column });
      return;
    }
    path.push(name);
    if (open.length === 0 && !reader.isRecord(path)) return;
    const element: XmlElement = { name, attributes: attributesOf(tag), children: [], text: '', line: parser.line, column: parser.column };
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
