import type { Translations } from '../../translations';

export const distribution: Translations = {
  en: { title: 'Distribution', notYet: 'This area is not part of this version of Offering Desk yet.' },
  de: { title: 'Ausschüttung', notYet: 'Dieser Bereich ist in dieser Version von Offering Desk noch nicht enthalten.' },
};
