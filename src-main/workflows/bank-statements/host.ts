// What the matcher needs from the host, read fresh before each import: entries by another
// desk since the last import must show as done here too.
import type { OfferingClient } from '../../client';
import { type MatchIndex, investorsToName } from './matcher';
import type { StatementLine } from './statement.schema';

/** Investors are read one by one (the API lists no users): a few at a time. */
const USER_READS_AT_ONCE = 8;

export async function loadMatchIndex(client: OfferingClient, currency: string, lines: readonly StatementLine[]): Promise<MatchIndex> {
  const [orders, payments] = await Promise.all([client.orders.list(), client.payments.list()]);
  // Names serve only to suggest an open order for a line without a code: only the investors
  // with an open order of such a line's amount are read. A host that does not send an order's
  // investor gives no names: no suggestions by name then.
  const named = investorsToName(lines, { orders, payments, currency });
  const investors: MatchIndex['investors'][number][] = [];
  for (let i = 0; i < named.length; i += USER_READS_AT_ONCE) {
    const users = await Promise.all(named.slice(i, i + USER_READS_AT_ONCE).map((id) => client.users.get(id)));
    investors.push(...users.map((u) => ({ id: u.id, name: u.name })));
  }
  return { orders, payments, investors, currency };
}
