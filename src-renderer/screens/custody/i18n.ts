import type { Translations } from '../../translations';

export const custody: Translations = {
  en: { title: 'Custody', notYet: 'This area is not part of this version of Offering Desk yet.' },
  de: { title: 'Verwahrung', notYet: 'Dieser Bereich ist in dieser Version von Offering Desk noch nicht enthalten.' },
};
