// A call a button starts, one at a time: the button is busy while it runs, and a failure is
// said in a notification.
import { useState } from 'react';
import { useTranslation } from '../i18n';
import { notifyError } from './errors';

export function useOneCall(): { busy: boolean; run: (work: () => Promise<void>) => Promise<void> } {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      notifyError(error, t);
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
