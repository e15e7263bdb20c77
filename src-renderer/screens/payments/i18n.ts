import type { Translations } from '../../translations';

export const payments: Translations = {
  en: {
    title: 'Payments',
    lookup: { label: 'Order code', placeholder: 'OM-…', find: 'Find', notFound: 'No order has the code {{code}}.' },
    fields: { order_code: 'Order code', status: 'Status', amount: 'Amount', investor: 'Investor', project: 'Project', updated_at: 'Last change' },
    hint: 'Find an order by the code on the bank statement.',
  },
  de: {
    title: 'Zahlungen',
    lookup: { label: 'Order-Code', placeholder: 'OM-…', find: 'Suchen', notFound: 'Keine Order hat den Code {{code}}.' },
    fields: { order_code: 'Order-Code', status: 'Status', amount: 'Betrag', investor: 'Investor', project: 'Projekt', updated_at: 'Letzte Änderung' },
    hint: 'Order über den Code auf dem Kontoauszug finden.',
  },
};
