// Errors in words a staff member understands: what happened by its kind, then the host's
// own message as a detail.
import { Alert, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { IpcError } from '@contract';
import type { Translate } from '../i18n';
import { ipcErrorOf } from '../ipc';

export function describeError(error: IpcError, t: Translate): string {
  return t(`errors.${error.kind}`, { ns: 'common', defaultValue: t('errors.internal', { ns: 'common' }) });
}

export function ErrorAlert({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  const ipcError = ipcErrorOf(error);
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('errors.title')} role="alert">
      <Text size="sm">{describeError(ipcError, t)}</Text>
      {ipcError.kind !== 'internal' && (
        <Text size="xs" c="dimmed" mt={4}>
          {ipcError.message}
        </Text>
      )}
      {onRetry && (
        <Group mt="sm">
          <Button size="xs" variant="default" onClick={onRetry}>
            {t('actions.retry')}
          </Button>
        </Group>
      )}
    </Alert>
  );
}

/** A notification whose close button has a name screen readers can say. */
export function notify(t: Translate, notice: { color: string; title?: string; message: string }): void {
  notifications.show({ ...notice, closeButtonProps: { 'aria-label': t('actions.close', { ns: 'common' }) } });
}

/** `message`: words of the caller's own for this failure, in place of those of its kind. */
export function notifyError(error: unknown, t: Translate, message?: string): void {
  notify(t, { color: 'red', title: t('errors.title', { ns: 'common' }), message: message ?? describeError(ipcErrorOf(error), t) });
}

export function notifySaved(t: Translate, message?: string): void {
  notify(t, { color: 'teal', message: message ?? t('saved', { ns: 'common' }) });
}
