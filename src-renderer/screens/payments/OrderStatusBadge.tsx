import { Badge } from '@mantine/core';
import { type ReactElement, useMemo } from 'react';
import { ORDER_STATUSES } from '@wire/order-statuses';
import type { OrderStatus } from '@wire/orders';
import { PlainBadge, useBadgeStyles } from '../../components/plainRows';
import { useTranslation } from '../../i18n';

export const STATUS_COLORS: Record<OrderStatus, string> = {
  new: 'blue',
  // Orange and yellow text on their light tints fall short of 4.5:1.
  underpaid: 'pink',
  paid: 'teal',
  overpaid: 'grape',
  cancelled: 'gray',
  settled: 'indigo',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLORS[status]} variant="light">
      {t(`orders.statuses.${status}`)}
    </Badge>
  );
}

/**
 * One status badge element per status, for a table's rows: a row shows the same element for
 * the same status, which React does not render again.
 */
export function useStatusBadges(): Record<OrderStatus, ReactElement> {
  const { t } = useTranslation();
  const styles = useBadgeStyles(STATUS_COLORS);
  return useMemo(
    () =>
      Object.fromEntries(
        ORDER_STATUSES.map((status) => [status, <PlainBadge key={status} style={styles[status]}>{t(`orders.statuses.${status}`)}</PlainBadge>]),
      ) as Record<OrderStatus, ReactElement>,
    // `t` is a new function when the language changes.
    [styles, t],
  );
}
