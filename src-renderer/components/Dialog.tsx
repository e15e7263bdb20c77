import { Modal, type ModalProps } from '@mantine/core';
import { useTranslation } from '../i18n';

/** A modal whose close button has a name screen readers can say. */
export function Dialog(props: ModalProps) {
  const { t } = useTranslation();
  return <Modal closeButtonProps={{ 'aria-label': t('actions.close', { ns: 'common' }) }} {...props} />;
}
