// The words for an order status filter: a filter that is one status reads as that status,
// so every screen names the statuses alike (common `orders.statuses`).
import type { OrderStatusFilter } from '@wire/orders';
import type { Translate } from '../i18n';

export function orderStatusFilterLabel(t: Translate, filter: OrderStatusFilter): string {
  return filter === 'open' || filter === 'paid'
    ? t(`orders.filters.${filter}`, { ns: 'common' })
    : t(`orders.statuses.${filter}`, { ns: 'common' });
}
