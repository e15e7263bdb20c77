// `destroy_payments`: every payment of an investor in every project, behind their email
// typed out, so a slip of the hand cannot do it. Given the investor's ledger, it first lists
// exactly what it would delete, and a settled order with payments (the server then refuses
// and deletes nothing) makes it unavailable with that reason.
import { Alert, Box, Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import type { DestroyPreview } from '@contract';
import { useEffect, useState } from 'react';
import type { User } from '@wire/users';
import { Dialog } from '../../components/Dialog';
import { notifySaved } from '../../components/errors';
import { ABSENT, formatDate, formatMoney } from '../../format';
import { useTranslation } from '../../i18n';
import { useDeskMutation } from '../../ipc';
import { notifyFailure } from './refusals';

function Preview({ preview }: { preview: DestroyPreview }) {
  const { t, i18n } = useTranslation('payments');
  if (preview.payments.length === 0) return <Text size="sm">{t('destroy.nothing')}</Text>;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        {t('destroy.willDelete', { count: preview.payments.length, total: formatMoney(preview.total, i18n.language) })}
      </Text>
      <Box mah={240} style={{ overflow: 'auto' }} tabIndex={0} role="region" aria-label={t('destroy.listLabel')}>
        <Table aria-label={t('destroy.listLabel')} data-testid="destroy-preview">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('fields.project')}</Table.Th>
              <Table.Th>{t('fields.order_code')}</Table.Th>
              <Table.Th>{t('destroy.booked')}</Table.Th>
              <Table.Th ta="right">{t('fields.amount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.payments.map(({ projectCode, orderCode, payment }) => (
              <Table.Tr key={payment.id}>
                <Table.Td>{projectCode || ABSENT}</Table.Td>
                <Table.Td className="code">{orderCode || ABSENT}</Table.Td>
                <Table.Td>{formatDate(payment.booked_at, i18n.language)}</Table.Td>
                <Table.Td ta="right">{formatMoney(payment.amount, i18n.language)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
      {preview.blockedBy.length > 0 && (
        <Alert color="orange" variant="light" title={t('destroy.blockedTitle')}>
          {t('destroy.blocked', { orders: preview.blockedBy.map((b) => `${b.orderCode} (${b.projectCode})`).join(', ') })}
        </Alert>
      )}
    </Stack>
  );
}

export function DestroyPaymentsModal({
  opened,
  onClose,
  user,
  preview,
}: {
  opened: boolean;
  onClose: () => void;
  user: User;
  /** What it would delete, from the investor's ledger. */
  preview?: DestroyPreview;
}) {
  const { t } = useTranslation('payments');
  const blocked = preview !== undefined && (preview.blockedBy.length > 0 || preview.payments.length === 0);
  const [typed, setTyped] = useState('');
  const destroy = useDeskMutation('payments.destroyForUser');
  useEffect(() => setTyped(''), [opened]);
  const confirmed = !blocked && typed.trim().toLowerCase() === user.email.toLowerCase();

  const submit = async () => {
    if (!confirmed) return;
    try {
      await destroy.mutateAsync({ userId: user.id });
      notifySaved(t, t('destroy.done', { name: user.name }));
      onClose();
    } catch (error) {
      notifyFailure(error, t);
    }
  };

  return (
    <Dialog opened={opened} onClose={onClose} title={t('destroy.title', { name: user.name })}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack>
          <Text size="sm">{t('destroy.text', { name: user.name })}</Text>
          {preview && <Preview preview={preview} />}
          <TextInput
            disabled={blocked}
            label={t('destroy.confirmLabel')}
            description={user.email}
            value={typed}
            onChange={(e) => setTyped(e.currentTarget.value)}
            autoComplete="off"
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel', { ns: 'common' })}
            </Button>
            <Button type="submit" color="red" disabled={!confirmed} loading={destroy.isPending}>
              {t('destroy.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
