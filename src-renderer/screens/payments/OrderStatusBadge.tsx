import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@wire/orders';

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
