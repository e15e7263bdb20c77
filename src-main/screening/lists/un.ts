// UN Security Council consolidated list: root `CONSOLIDATED_LIST`, individuals and entities in
// two containers, every value in child elements; nationalities by country name.
import type { BirthDate, EntryName, ListEntry } from '../list-entry';
import { countryCode } from './countries';
import { circa, isoDate, publicationDate, yearDate, yearRange } from './dates';
import { EntryCollector, distinct, distinctNames, entryName, withAddressCountries } from './entries';
import { ListFileError } from './errors';
import { type XmlElement, type XmlListReader, type XmlRoot, all, childrenOf, failAt, positionOf, textOf } from './xml';

export const isUnRoot = (root: XmlRoot) => root.name === 'CONSOLIDATED_LIST';

/** Alias quality: "Good" and "a.k.a." are strong, "Low" weak; a former name (f.k.a.) still names them. */
const QUALITY: Record<string, EntryName['strength']> = { good: 'strong', 'a.k.a.': 'strong', 'f.k.a.': 'strong', low: 'weak', '': 'strong' };

export function unList(file: string, root: XmlRoot): XmlListReader {
  const collector = new EntryCollector(file);
  const generated = root.attributes.dateGenerated;
  const published = generated === undefined ? null : publicationDate(generated);
  if (generated !== undefined && !published) throw new ListFileError(file, `dateGenerated "${generated}" is not a date`, { element: 'CONSOLIDATED_LIST' });

  const fail = failAt(file);

  function birthDate(element: XmlElement): BirthDate | null {
    const type = textOf(element, 'TYPE_OF_DATE').toUpperCase();
    const date = textOf(element, 'DATE');
    const year = textOf(element, 'YEAR');
    const from = textOf(element, 'FROM_YEAR');
    const to = textOf(element, 'TO_YEAR');
    if (!date && !year && !from && !to) return null; // an empty INDIVIDUAL_DATE_OF_BIRTH
    let read: BirthDate | null;
    if (type === 'BETWEEN' || from || to) read = yearRange(Number(from || to), Number(to || from));
    else {
      read = date ? isoDate(date) : yearDate(Number(year));
      if (type === 'APPROXIMATELY') read = circa(read);
    }
    return read ?? fail(element, 'an unreadable date of birth');
  }

  function aliases(record: XmlElement, tag: string): Array<EntryName | null> {
    return childrenOf(record, tag).flatMap((alias) => {
      const quality = QUALITY[textOf(alias, 'QUALITY').toLowerCase()] ?? 'strong';
      // Several names in one alias are separated by "; ".
      return textOf(alias, 'ALIAS_NAME')
        .split(/;\s+/)
        .map((name) => entryName(name, quality));
    });
  }

  return {
    isRecord: (path) => path.length === 2 && ((path[0] === 'INDIVIDUALS' && path[1] === 'INDIVIDUAL') || (path[0] === 'ENTITIES' && path[1] === 'ENTITY')),
    read(record) {
      const person = record.name === 'INDIVIDUAL';
      const dataId = textOf(record, 'DATAID');
      const id = textOf(record, 'REFERENCE_NUMBER');
      if (!id) fail(record, `${record.name}${dataId ? ` ${dataId}` : ''} has no REFERENCE_NUMBER`);
      const parts = ['FIRST_NAME', 'SECOND_NAME', 'THIRD_NAME', 'FOURTH_NAME'].map((tag) => textOf(record, tag));
      const entry: ListEntry = {
        id,
        kind: person ? 'person' : 'entity',
        names: distinctNames([
          entryName(parts.filter(Boolean).join(' '), 'primary'),
          entryName(textOf(record, 'NAME_ORIGINAL_SCRIPT'), 'strong'),
          ...aliases(record, person ? 'INDIVIDUAL_ALIAS' : 'ENTITY_ALIAS'),
        ]),
        birthDates: childrenOf(record, 'INDIVIDUAL_DATE_OF_BIRTH')
          .map(birthDate)
          .filter((d): d is BirthDate => d !== null),
        countries: distinct(all(record, 'NATIONALITY/VALUE').map((v) => countryCode(v.text))),
        programmes: distinct([textOf(record, 'UN_LIST_TYPE')]),
      };
      if (dataId) entry.note = `DATAID ${dataId}`;
      withAddressCountries(entry, all(record, `${record.name}_ADDRESS/COUNTRY`).map((c) => countryCode(c.text)));
      collector.add(entry, positionOf(record));
    },
    content: () => ({ source: 'un', name: 'UN consolidated list', format: 'un-xml', published, entries: collector.done() }),
  };
}
