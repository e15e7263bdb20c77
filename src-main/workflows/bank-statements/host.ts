// What the matcher needs from the host, read fresh before each import: entries by another
// desk since the last import must show as done here too.
import type { OfferingClient } from '../../client';
import { mapAtOnce } from '../at-once';
import { type MatchIndex, investorsToName } from './matcher';
import type { StatementLine } from '../../../src-shared/domain/bank-statements';

/** Investors are read one by one (the API lists no users): a few at a time. */
const USER_READS_AT_ONCE = 8;

export async function loadMatchIndex(client: OfferingClient, currency: string, lines: readonly StatementLine[]): Promise<MatchIndex> {
  const [orders, payments] = await Promise.all([client.orders.list(), client.payments.list()]);
  // Names serve only to suggest an open order for a line without a code: only the investors
  // with an open order of such a line's amount are read. A host that does not send an order's
  // investor gives no names: no suggestions by name then.
  const named = investorsToName(lines, { orders, payments, currency });
  const users = await mapAtOnce(named, USER_READS_AT_ONCE, (id) => client.users.get(id));
  const investors = users.map((u) => ({ id: u.id, name: u.name }));
  return { orders, payments, investors, currency };
}
