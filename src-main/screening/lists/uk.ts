// UK Sanctions List (FCDO), XML: root `Designations`, `DateGenerated` (dd/mm/yyyy), one
// `Designation` per entry with its names in `Names/Name` (Name1…Name6) and details below it.
import type { BirthDate, EntryName, ListEntry } from '../list-entry';
import { countryCode } from './countries';
import { publicationDate, ukDate } from './dates';
import { EntryCollector, distinct, distinctNames, entryName, withAddressCountries } from './entries';
import { type XmlElement, type XmlListReader, type XmlRoot, all, failAt, positionOf, textOf } from './xml';

export const isUkRoot = (root: XmlRoot) => root.name === 'Designations';

const KINDS: Record<string, ListEntry['kind']> = { individual: 'person', entity: 'entity' };

export function ukList(file: string): XmlListReader {
  const collector = new EntryCollector(file);
  let published: string | null = null;

  const fail = failAt(file);

  /** "Primary name" (the first), its variations, and aliases "Good" or "Low quality a.k.a". */
  function names(designation: XmlElement): Array<EntryName | null> {
    let primaryGiven = false;
    return all(designation, 'Names/Name').map((name) => {
      const type = textOf(name, 'NameType').toLowerCase();
      let strength: EntryName['strength'] = 'strong';
      if ((type === 'primary name' || type === '') && !primaryGiven) strength = 'primary';
      else if (type === 'alias' && /^low/i.test(textOf(name, 'AliasStrength'))) strength = 'weak';
      const given = ['Name1', 'Name2', 'Name3', 'Name4', 'Name5'].map((tag) => textOf(name, tag)).filter(Boolean).join(' ');
      const family = textOf(name, 'Name6');
      const entry = entryName([given, family].filter(Boolean).join(' '), strength, { given, family });
      if (entry?.strength === 'primary') primaryGiven = true;
      return entry;
    });
  }

  function readDesignation(designation: XmlElement): void {
    const id = textOf(designation, 'UniqueID');
    if (!id) fail(designation, 'a Designation without UniqueID');
    const individual = all(designation, 'IndividualDetails/Individual');
    const birthDates = individual.flatMap((i) => all(i, 'DOBs/DOB')).map((dob) => ukDate(dob.text) ?? fail(dob, `an unreadable date of birth "${dob.text.trim()}"`));
    const groupId = textOf(designation, 'OFSIGroupID');
    const unReference = textOf(designation, 'UNReferenceNumber');
    const entry: ListEntry = {
      id,
      kind: KINDS[textOf(designation, 'IndividualEntityShip').toLowerCase()] ?? 'other',
      names: distinctNames([
        ...names(designation),
        ...all(designation, 'NonLatinNames/NonLatinName').map((n) => entryName(textOf(n, 'NameNonLatinScript'), 'strong')),
      ]),
      birthDates: birthDates.filter((d): d is BirthDate => d !== null),
      countries: distinct(individual.flatMap((i) => all(i, 'Nationalities/Nationality')).map((n) => countryCode(n.text))),
      programmes: distinct([textOf(designation, 'RegimeName')]),
    };
    const note = distinct([groupId && `OFSI group ${groupId}`, unReference && `UN reference ${unReference}`]).join('; ');
    if (note) entry.note = note;
    withAddressCountries(entry, all(designation, 'Addresses/Address').map((a) => countryCode(textOf(a, 'AddressCountry'))));
    collector.add(entry, positionOf(designation));
  }

  return {
    isRecord: (path) => path.length === 1 && (path[0] === 'Designation' || path[0] === 'DateGenerated'),
    read(record) {
      if (record.name === 'Designation') return readDesignation(record);
      published = publicationDate(record.text);
      if (!published) fail(record, `DateGenerated "${record.text.trim()}" is not a date`);
    },
    content: () => ({ source: 'uk', name: 'UK Sanctions List', format: 'uk-xml', published, entries: collector.done() }),
  };
}
