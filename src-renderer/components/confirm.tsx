import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Translate } from '../i18n';
import { notifyError, notifySaved } from './errors';

interface Confirmation {
  message: string;
  /** The button that goes ahead, e.g. "Delete". */
  confirmLabel: string;
  /** The button that does nothing; "Cancel" unless that word is the action itself. */
  cancelLabel?: string;
  /** Red for what cannot be undone; a warning's colour for what goes beyond the usual. */
  color?: 'red' | 'orange';
}

/** Asks before a destructive action; resolves true only when the user confirms. */
export function confirmAction(t: Translate, { message, confirmLabel, cancelLabel, color = 'red' }: Confirmation): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: t('confirm.title', { ns: 'common' }),
      children: <Text size="sm">{message}</Text>,
      labels: { confirm: confirmLabel, cancel: cancelLabel ?? t('actions.cancel', { ns: 'common' }) },
      // White on filled orange falls short of 4.5:1: a warning's button is the light variant.
      confirmProps: color === 'orange' ? { color, variant: 'light' } : { color },
      closeButtonProps: { 'aria-label': t('actions.close', { ns: 'common' }) },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}

/**
 * Asks before deleting `what`, deletes, and says how it went; resolves true only when the
 * user confirmed and the deletion succeeded.
 */
export async function deleteConfirmed(t: Translate, what: string, remove: () => Promise<unknown>): Promise<boolean> {
  const confirmed = await confirmAction(t, {
    message: t('confirm.delete', { ns: 'common', what }),
    confirmLabel: t('actions.delete', { ns: 'common' }),
  });
  if (!confirmed) return false;
  try {
    await remove();
    notifySaved(t, t('deleted', { ns: 'common' }));
    return true;
  } catch (error) {
    notifyError(error, t);
    return false;
  }
}
