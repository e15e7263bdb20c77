// Mounted by the app frame, so it stays out of the distribution screen's own chunk; its words
// are the frame's (`common`), there before the distribution's are loaded.
import { useEffect } from 'react';
import { notify } from '../../components/errors';
import { useTranslation } from '../../i18n';

/** Says how a preparation ended, wherever the user is by then. Mounted once, by the app frame. */
export function usePreparationNotices(): void {
  const { t } = useTranslation();
  useEffect(
    () =>
      window.desk.on('distribution.preparationFinished', (finished) => {
        const code = finished.code ?? '';
        notify(
          t,
          finished.status === 'done'
            ? { color: 'teal', title: t('preparation.finishedTitle'), message: t('preparation.finished', { code }) }
            : { color: 'red', title: t('preparation.failedTitle'), message: t('preparation.failedNotice', { code, error: finished.error ?? '' }) },
        );
      }),
    [t],
  );
}
