// EU Financial Sanctions Files, consolidated list, XML 1.1: root `export` in the FSF namespace.
// Everything the desk reads is in attributes of `sanctionEntity` and its children.
import type { BirthDate, ListEntry } from '../list-entry';
import { betweenDates, circa, isoDate, partsDate, publicationDate, yearDate } from './dates';
import { knownCode } from './countries';
import { EntryCollector, type ListContent, distinct, distinctNames, entryName, withAddressCountries } from './entries';
import { ListFileError } from './errors';
import { type XmlElement, type XmlListReader, type XmlRoot, childrenOf } from './xml';

export const EU_NAMESPACE = 'http://eu.europa.ec/fpi/fsd/export';

export const isEuRoot = (root: XmlRoot) => root.name === 'export' && (root.namespace === EU_NAMESPACE || root.namespace === '');

const KINDS: Record<string, ListEntry['kind']> = { person: 'person', enterprise: 'entity' };

export function euList(file: string, root: XmlRoot): XmlListReader & { content(): ListContent } {
  const collector = new EntryCollector(file);
  const generated = root.attributes.generationDate;
  const published = generated === undefined ? null : publicationDate(generated);
  if (generated !== undefined && !published) throw new ListFileError(file, `generationDate "${generated}" is not a date`, { element: 'export' });

  const fail = (element: XmlElement, problem: string): never => {
    throw new ListFileError(file, problem, { line: element.line, column: element.column, element: element.name });
  };

  /** One `birthdate` element: a day, a month, a year, circa, or a range of years (open at one end). */
  function birthDate(element: XmlElement): BirthDate | null {
    const a = element.attributes;
    if (a.calendarType && a.calendarType !== 'GREGORIAN') return null; // other calendars are not converted
    const about = a.circa === 'true';
    let date: BirthDate | null;
    if (a.yearRangeFrom || a.yearRangeTo) {
      // "Born by 1958" has no lower year: the range is left open that side.
      const from = a.yearRangeFrom ? yearDate(Number(a.yearRangeFrom)) : { kind: 'year' as const, from: '0001-01-01', to: '0001-12-31' };
      const to = a.yearRangeTo ? yearDate(Number(a.yearRangeTo)) : { kind: 'year' as const, from: '9999-01-01', to: '9999-12-31' };
      date = betweenDates(from, to);
    } else if (a.birthdate) date = isoDate(a.birthdate);
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
      collector.add(entry, { line: entity.line, column: entity.column, element: 'sanctionEntity' });
    },
    content: () => ({ source: 'eu', name: 'EU consolidated list', format: 'eu-xml', published, entries: collector.done() }),
  };
}
