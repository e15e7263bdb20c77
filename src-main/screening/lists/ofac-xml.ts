// OFAC SDN list, XML: root `sdnList` in whichever namespace the edition carries (read by local
// names), header `publshInformation/Publish_Date` (mm/dd/yyyy), one `sdnEntry` per entry.
import type { BirthDate, ListEntry } from '../list-entry';
import { countryCode } from './countries';
import { ofacDate, publicationDate } from './dates';
import { EntryCollector, distinct, distinctNames, entryName, withAddressCountries } from './entries';
import { type XmlElement, type XmlListReader, type XmlRoot, all, failAt, positionOf, textOf } from './xml';

export const isOfacRoot = (root: XmlRoot) => root.name === 'sdnList';

/** OFAC's sdnType (and the CSV's SDN_Type) as the entry's kind. */
export function ofacKind(type: string): ListEntry['kind'] {
  const lower = type.trim().toLowerCase();
  if (lower === 'individual') return 'person';
  if (lower === 'entity' || lower === '' || lower === '-0-') return 'entity';
  return 'other'; // vessels, aircraft
}

export function ofacXmlList(file: string): XmlListReader {
  const collector = new EntryCollector(file);
  let published: string | null = null;

  const fail = failAt(file);

  function readEntry(record: XmlElement): void {
    const id = textOf(record, 'uid');
    if (!id) fail(record, 'an sdnEntry without uid');
    const nameOf = (element: XmlElement, strength: 'primary' | 'strong' | 'weak') => {
      const given = textOf(element, 'firstName');
      const family = textOf(element, 'lastName');
      return entryName([given, family].filter(Boolean).join(' '), strength, { given, family });
    };
    const birthDates = all(record, 'dateOfBirthList/dateOfBirthItem').map((item) => {
      const text = textOf(item, 'dateOfBirth');
      return ofacDate(text) ?? fail(item, `an unreadable date of birth "${text}"`);
    });
    const entry: ListEntry = {
      id,
      kind: ofacKind(textOf(record, 'sdnType')),
      names: distinctNames([
        nameOf(record, 'primary'),
        ...all(record, 'akaList/aka').map((aka) => nameOf(aka, textOf(aka, 'category').toLowerCase() === 'weak' ? 'weak' : 'strong')),
      ]),
      birthDates: birthDates.filter((d): d is BirthDate => d !== null),
      countries: distinct(
        [...all(record, 'nationalityList/nationality'), ...all(record, 'citizenshipList/citizenship')].map((n) => countryCode(textOf(n, 'country'))),
      ),
      programmes: distinct(all(record, 'programList/program').map((p) => p.text)),
    };
    withAddressCountries(entry, all(record, 'addressList/address').map((a) => countryCode(textOf(a, 'country'))));
    collector.add(entry, positionOf(record));
  }

  return {
    isRecord: (path) => path.length === 1 && (path[0] === 'sdnEntry' || path[0] === 'publshInformation'),
    read(record) {
      if (record.name === 'sdnEntry') return readEntry(record);
      const date = textOf(record, 'Publish_Date');
      if (!date) return;
      published = publicationDate(date, 'month-first');
      if (!published) fail(record, `Publish_Date "${date}" is not a date`);
    },
    content: () => ({ source: 'ofac', name: 'OFAC SDN list', format: 'ofac-xml', published, entries: collector.done() }),
  };
}
