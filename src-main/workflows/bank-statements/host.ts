// What the matcher needs from the host, read fresh before each import: entries by another
// desk since the last import must show as done here too.
import type { OfferingClient } from '../../client';
import type { MatchIndex } from './matcher';

/** Investors are read one by one (the API lists no users): a few at a time. */
const USER_READS_AT_ONCE = 8;

export async function loadMatchIndex(client: OfferingClient, currency: string): Promise<MatchIndex> {
  const [orders, payments] = await Promise.all([client.orders.list(), client.payments.list()]);
  // Names serve only to suggest an open order for a line without a code.
  // A host that does not say an order's investor gives no names to suggest by.
  const open = [
    ...new Set(orders.filter((o) => o.status === 'new' || o.status === 'underpaid').flatMap((o) => (o.user_id === undefined ? [] : [o.user_id]))),
  ];
  const investors: MatchIndex['investors'][number][] = [];
  for (let i = 0; i < open.length; i += USER_READS_AT_ONCE) {
    const users = await Promise.all(open.slice(i, i + USER_READS_AT_ONCE).map((id) => client.users.get(id)));
    investors.push(...users.map((u) => ({ id: u.id, name: u.name })));
  }
  return { orders, payments, investors, currency };
}
