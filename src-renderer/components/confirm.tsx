import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { TFunction } from 'i18next';

/** Asks before deleting; resolves true only when the user confirms. */
export function confirmDelete(t: TFunction, what: string): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: t('confirm.title', { ns: 'common' }),
      children: <Text size="sm">{t('confirm.delete', { ns: 'common', what })}</Text>,
      labels: { confirm: t('actions.delete', { ns: 'common' }), cancel: t('actions.cancel', { ns: 'common' }) },
      confirmProps: { color: 'red' },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
