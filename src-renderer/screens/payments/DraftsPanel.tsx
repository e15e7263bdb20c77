// Payments entered here that the host has not confirmed: not sent yet, refused, or sent
// without an answer. They survive a crash or a restart; "Check and send" looks at the order
// first and sends only what is still missing.
import { Badge, Button, Card, Table, Text, Title } from '@mantine/core';
import type { DraftState, PaymentDraft } from '@contract';
import { confirmAction } from '../../components/confirm';
import { ErrorAlert, ErrorMessage, notifyError, notifySaved } from '../../components/errors';
import { formatDate, formatMoney } from '../../format';
import { useTranslation } from '../../i18n';
import { useDeskMutation, useDeskQuery } from '../../ipc';
import { OrderLink } from '../../components/OrderLink';
import { useWritable } from '../../components/writes';
import { ActionsTable, RowActions } from '../../components/ActionsTable';

const STATE_COLORS: Record<DraftState, string> = { pending: 'blue', sending: 'indigo', unknown: 'red', failed: 'grape', done: 'teal' };

export function DraftsPanel() {
  const { t, i18n } = useTranslation('payments');
  const language = i18n.language;
  const drafts = useDeskQuery('payments.drafts', undefined);
  const retry = useDeskMutation('payments.retry');
  const sendable = useWritable('payments.retry');
  const discard = useDeskMutation('payments.discard');
  const none = t('states.none', { ns: 'common' });

  if (drafts.isError) return <ErrorAlert error={drafts.error} onRetry={() => void drafts.refetch()} />;
  if (!drafts.data?.length) return null;

  const send = async (draft: PaymentDraft) => {
    try {
      const after = await retry.mutateAsync({ draftId: draft.draftId });
      notifySaved(t, after.state === 'done' ? t('drafts.entered') : t('drafts.stillUnknown'));
    } catch (error) {
      notifyError(error, t);
    }
  };
  const drop = async (draft: PaymentDraft) => {
    const message = t('drafts.discardConfirm', { amount: formatMoney(draft.payment.amount, language), code: draft.order.orderCode });
    if (!(await confirmAction(t, { message, confirmLabel: t('drafts.discard') }))) return;
    try {
      await discard.mutateAsync({ draftId: draft.draftId });
      notifySaved(t, t('drafts.discarded'));
    } catch (error) {
      notifyError(error, t);
    }
  };

  return (
    <Card withBorder style={{ borderColor: 'var(--mantine-color-red-6)' }}>
      <Title order={2} size="h4">
        {t('drafts.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('drafts.hint')}
      </Text>
      <ActionsTable aria-label={t('drafts.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('fields.order_code')}</Table.Th>
            <Table.Th ta="right">{t('fields.amount')}</Table.Th>
            <Table.Th>{t('fields.booked_at')}</Table.Th>
            <Table.Th>{t('fields.reference')}</Table.Th>
            <Table.Th>{t('drafts.state')}</Table.Th>
            <Table.Th>{t('drafts.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {drafts.data.map((draft) => {
            const busy = (retry.isPending && retry.variables?.draftId === draft.draftId) || draft.state === 'sending';
            return (
              <Table.Tr key={draft.draftId}>
                <Table.Td>
                  <OrderLink code={draft.order.orderCode} />
                </Table.Td>
                <Table.Td ta="right">{formatMoney(draft.payment.amount, language)}</Table.Td>
                <Table.Td>{draft.payment.booked_at ? formatDate(draft.payment.booked_at, language) : none}</Table.Td>
                <Table.Td>{draft.payment.reference ?? none}</Table.Td>
                <Table.Td>
                  <Badge color={STATE_COLORS[draft.state]} variant="light">
                    {t(`drafts.states.${draft.state}`)}
                  </Badge>
                  {draft.error && (
                    <Text component="div" size="xs" c="dimmed" mt={4}>
                      <ErrorMessage error={draft.error} />
                    </Text>
                  )}
                  {draft.candidates !== undefined && (
                    <Text size="xs" mt={4} data-testid="draft-candidates">
                      {t('drafts.candidates', { count: draft.candidates })}
                    </Text>
                  )}
                </Table.Td>
                <RowActions>
                  <Button size="xs" loading={busy} onClick={() => void send(draft)} {...sendable}>
                    {t('drafts.send')}
                  </Button>
                  <Button size="xs" variant="default" disabled={busy} onClick={() => void drop(draft)}>
                    {t('drafts.discard')}
                  </Button>
                </RowActions>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </ActionsTable>
    </Card>
  );
}
