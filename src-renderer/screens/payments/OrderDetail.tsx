// One order: what it is, what came in and what is missing (decimals throughout), each
// payment, the entry form, and the order's destructive actions behind confirmations.
import { ActionIcon, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconBan, IconTrash } from '@tabler/icons-react';
import type { QueryClient } from '@tanstack/react-query';
import { type LocatedOrder, type OrderRef, balanceOf, paidTotal } from '@contract';
import type { Order } from '@wire/orders';
import type { Payment } from '@wire/payments';
import { BackLink } from '../../components/BackLink';
import { Field } from '../../components/Field';
import { InvestorLink } from '../../components/InvestorLink';
import { ProjectLink } from '../../components/ProjectLink';
import { HostFields } from '../../components/HostFields';
import { QueryState } from '../../components/QueryState';
import { confirmAction } from '../../components/confirm';
import { notifyError, notifySaved } from '../../components/errors';
import { formatDate, formatDateTime, formatMoney } from '../../format';
import { useTranslation } from '../../i18n';
import { prefetchRead, useDeskMutation, useDeskQuery } from '../../ipc';
import { OrderStatusBadge } from './OrderStatusBadge';
import { PaymentEntryForm, balanceWords } from './PaymentEntryForm';
import { notifyFailure } from './refusals';
import { useWritable } from '../../components/writes';
import { ActionsTable } from '../../components/ActionsTable';

function Payments({ order, orderRef, payments }: { order: LocatedOrder; orderRef: OrderRef; payments: Payment[] }) {
  const { t, i18n } = useTranslation('payments');
  const language = i18n.language;
  const remove = useDeskMutation('payments.delete');
  const none = t('states.none', { ns: 'common' });

  const onDelete = async (payment: Payment) => {
    const after = balanceOf(order, paidTotal(payments.filter((p) => p.id !== payment.id)));
    const amount = formatMoney(payment.amount, language);
    const message = `${t('afterDelete.confirm', { amount, date: payment.booked_at ? formatDate(payment.booked_at, language) : none })} ${balanceWords(t, after, language, 'afterDelete')}`;
    if (!(await confirmAction(t, { message, confirmLabel: t('actions.delete', { ns: 'common' }) }))) return;
    try {
      await remove.mutateAsync({ ...orderRef, id: payment.id });
      notifySaved(t, t('deleted', { ns: 'common' }));
    } catch (error) {
      notifyError(error, t);
    }
  };

  if (payments.length === 0) return <Text c="dimmed">{t('detail.noPayments')}</Text>;
  return (
    <ActionsTable aria-label={t('detail.payments')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th ta="right">{t('fields.amount')}</Table.Th>
          <Table.Th>{t('fields.booked_at')}</Table.Th>
          <Table.Th>{t('fields.reference')}</Table.Th>
          <Table.Th>{t('fields.entered_at')}</Table.Th>
          <Table.Th>
            <VisuallyHidden>{t('actions.delete', { ns: 'common' })}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {payments.map((p) => (
          <Table.Tr key={p.id}>
            <Table.Td ta="right">{formatMoney(p.amount, language)}</Table.Td>
            <Table.Td>{p.booked_at ? formatDate(p.booked_at, language) : none}</Table.Td>
            <Table.Td>{p.reference ?? none}</Table.Td>
            <Table.Td>{p.created_at ? formatDateTime(p.created_at, language) : none}</Table.Td>
            <Table.Td ta="right">
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('detail.deletePayment', { amount: formatMoney(p.amount, language) })}
                loading={remove.isPending && remove.variables?.id === p.id}
                onClick={() => void onDelete(p)}
              >
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ActionsTable>
  );
}

/**
 * The order's reads beside its lookup by code, when the list already says its investor and
 * project: the screen does not wait for the order to ask for them.
 */
export function prefetchOrder(queryClient: QueryClient, order: Order): void {
  const { user_id: userId, project_id: projectId } = order;
  if (userId === undefined || projectId === undefined) return;
  prefetchRead(queryClient, 'payments.list', { userId, projectId, orderId: order.id });
  prefetchRead(queryClient, 'users.get', { id: userId });
  prefetchRead(queryClient, 'projects.get', { id: projectId });
}

export function OrderDetail({ order, onBack }: { order: LocatedOrder; onBack: () => void }) {
  const { t, i18n } = useTranslation('payments');
  const language = i18n.language;
  const ref: OrderRef = { userId: order.user_id, projectId: order.project_id, orderId: order.id };
  const payments = useDeskQuery('payments.list', ref);
  const user = useDeskQuery('users.get', { id: order.user_id });
  const project = useDeskQuery('projects.get', { id: order.project_id });
  const cancel = useDeskMutation('orders.cancel');
  const cancellable = useWritable('orders.cancel');
  const balance = payments.data ? balanceOf(order, paidTotal(payments.data)) : undefined;
  const money = (amount: string | undefined) => formatMoney(amount, language);
  const closed = order.status === 'cancelled' || order.status === 'settled';
  const none = t('states.none', { ns: 'common' });

  const onCancel = async () => {
    const message = t('detail.cancelConfirm', { code: order.order_code });
    if (!(await confirmAction(t, { message, confirmLabel: t('detail.cancel'), cancelLabel: t('detail.keep') }))) return;
    try {
      await cancel.mutateAsync(ref);
      notifySaved(t, t('detail.cancelled'));
    } catch (error) {
      notifyFailure(error, t);
    }
  };

  return (
    <Stack>
      <BackLink onClick={onBack}>{t('detail.back')}</BackLink>
      <Group justify="space-between">
        <Group>
          <Title order={2} size="h3">
            {t('detail.title', { code: order.order_code })}
          </Title>
          <OrderStatusBadge status={order.status} />
        </Group>
        <Button variant="default" leftSection={<IconBan size={16} aria-hidden />} disabled={closed} loading={cancel.isPending} onClick={() => void onCancel()} {...cancellable}>
          {t('detail.cancel')}
        </Button>
      </Group>
      <Card withBorder>
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          <Field label={t('fields.amount')}>{money(order.amount)}</Field>
          <Field label={t('fields.paid')}>{balance ? money(balance.paid) : '…'}</Field>
          {balance && balance.excess !== '0.00' ? (
            <Field label={t('fields.excess')}>{money(balance.excess)}</Field>
          ) : (
            <Field label={t('fields.outstanding')}>{balance ? money(balance.outstanding) : '…'}</Field>
          )}
          <Field label={t('fields.updated_at')}>{order.updated_at ? formatDateTime(order.updated_at, language) : none}</Field>
          <Field label={t('fields.investor')}>
            {user.data ? (
              <InvestorLink email={user.data.email} name={`${user.data.name} (${user.data.email})`} />
            ) : (
              order.user_id
            )}
          </Field>
          <Field label={t('fields.project')}>
            {project.data ? (
              <ProjectLink projectId={order.project_id} code={project.data.code} name={project.data.name} />
            ) : (
              order.project_id
            )}
          </Field>
          <Field label={t('fields.created_at')}>{order.created_at ? formatDateTime(order.created_at, language) : none}</Field>
        </SimpleGrid>
      </Card>
      <Card withBorder>
        <Title order={3} size="h4" mb="sm">
          {t('detail.payments')}
        </Title>
        <QueryState query={payments}>
          {(list) => (
            <Stack>
              <Payments order={order} orderRef={ref} payments={list} />
              {list.length > 0 && <HostFields resource={list} />}
            </Stack>
          )}
        </QueryState>
      </Card>
      <Card withBorder>
        <Title order={3} size="h4" mb="sm">
          {t('entry.title')}
        </Title>
        {payments.data && <PaymentEntryForm order={order} orderRef={ref} payments={payments.data} />}
      </Card>
      <HostFields resource={order.sent} />
    </Stack>
  );
}
