// EU Financial Sanctions Files, consolidated list, XML 1.1: root `export` in the FSF namespace.
// Everything the desk reads is in attributes of `sanctionEntity` and its children.
import type { BirthDate, ListEntry } from '../list-entry';
import { circa, isoDate, openYearRange, partsDate, publicationDate } from './dates';
import { knownCode } from './countries';
import { EntryCollector, distinct, distinctNames, entryName, withAddressCountries } from './entries';
import { ListFileError } from './errors';
import { type XmlElement, type XmlListReader, type XmlRoot, childrenOf, failAt, positionOf } from './xml';

const EU_NAMESPACE = 'http://eu.europa.ec/fpi/fsd/export';

/** `export` is too common a name to go by alone: the FSF namespace says it is the EU's. */
export const isEuRoot = (root: XmlRoot) => root.name === 'export' && root.namespace === EU_NAMESPACE;

const KINDS: Record<string, ListEntry['kind']> = { person: 'person', enterprise: 'entity' };

export function euList(file: string, root: XmlRoot): XmlListReader {
  const collector = new EntryCollector(file);
  const generated = root.attributes.generationDate;
  const published = generated === undefined ? null : publicationDate(generated);
  if (generated !== undefined && !published) throw new ListFileError(file, `generationDate "${generated}" is not a date`, { element: 'export' });

  const fail = failAt(file);

  /** One `birthdate` element: a day, a month, a year, circa, or a range of years (open at one end). */
  function birthDate(element: XmlElement): BirthDate | null {
    const a = element.attributes;
    if (a.calendarType && a.calendarType !== 'GREGORIAN') return null; // other calendars are not converted
    const about = a.circa === 'true';
    let date: BirthDate | null;
    if (a.yearRangeFrom || a.yearRangeTo) date = openYearRange(a.yearRangeFrom, a.yearRangeTo);
    else if (a.birthdate) date = isoDate(a.birthdate);
    else if (a.year) date = partsDate(a.year, a.monthOfYear, a.dayOfMonth);
    else if (a.monthOfYear || a.dayOfMonth) date = null;
    else return null; // a place of birth alone
    if (!date) return fail(element, 'an unreadable birth date');
    return about && date.kind !== 'range' ? circa(date) : date;
  }

  return {
    isRecord: (path) => path.length === 1 && path[0] === 'sanctionEntity',
    read(entity) {
      const a = entity.attributes;
      const id = (a.logicalId ?? '').trim();
      if (!id) fail(entity, 'a sanctionEntity without logicalId');
      const subject = childrenOf(entity, 'subjectType')[0]?.attributes.code ?? '';
      let primaryGiven = false;
      const names = childrenOf(entity, 'nameAlias').map((alias) => {
        const n = alias.attributes;
        const whole = n.wholeName || [n.firstName, n.middleName, n.lastName].filter(Boolean).join(' ');
        const strong = n.strong !== 'false';
        // The EU marks no primary name: the first strong alias stands for it.
        const strength = strong && !primaryGiven ? 'primary' : strong ? 'strong' : 'weak';
        const name = entryName(whole, strength, { given: [n.firstName, n.middleName].filter(Boolean).join(' '), family: n.lastName });
        if (name?.strength === 'primary') primaryGiven = true;
        return name;
      });
      const note = distinct([a.euReferenceNumber && `EU reference ${a.euReferenceNumber}`, a.unitedNationId && `UN id ${a.unitedNationId}`]).join('; ');
      const entry: ListEntry = {
        id,
        kind: KINDS[subject] ?? 'other',
        names: distinctNames(names),
        birthDates: childrenOf(entity, 'birthdate')
          .map(birthDate)
          .filter((d): d is BirthDate => d !== null),
        countries: distinct(childrenOf(entity, 'citizenship').map((c) => knownCode(c.attributes.countryIso2Code ?? ''))),
        programmes: distinct(childrenOf(entity, 'regulation').map((r) => r.attributes.programme)),
      };
      if (note) entry.note = note;
      withAddressCountries(entry, childrenOf(entity, 'address').map((address) => knownCode(address.attributes.countryIso2Code ?? '')));
      collector.add(entry, positionOf(entity));
    },
    content: () => ({ source: 'eu', name: 'EU consolidated list', format: 'eu-xml', published, entries: collector.done() }),
  };
}
