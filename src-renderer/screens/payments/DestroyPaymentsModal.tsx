// `destroy_payments`: every payment of an investor in every project, behind their email
// typed out, so a slip of the hand cannot do it.
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@wire/users';
import { Dialog } from '../../components/Dialog';
import { notifySaved } from '../../components/errors';
import { useDeskMutation } from '../../ipc';
import { notifyFailure } from './refusals';

export function DestroyPaymentsModal({ opened, onClose, user }: { opened: boolean; onClose: () => void; user: User }) {
  const { t } = useTranslation('payments');
  const [typed, setTyped] = useState('');
  const destroy = useDeskMutation('payments.destroyForUser');
  useEffect(() => setTyped(''), [opened]);
  const confirmed = typed.trim().toLowerCase() === user.email.toLowerCase();

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
          <TextInput
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
