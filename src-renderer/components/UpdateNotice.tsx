// Says once that a verified update is ready, with what is new: it installs at the next quit.
import { Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../i18n';
import { useDeskQuery } from '../ipc';
import { notify } from './errors';

export function UpdateNotice() {
  const { t } = useTranslation();
  const status = useDeskQuery('updates.status', undefined);
  const told = useRef<string>(undefined);
  const ready = status.data?.state === 'ready' ? status.data : undefined;
  useEffect(() => {
    if (!ready || told.current === ready.version) return;
    told.current = ready.version;
    notify(t, { color: 'blue', title: t('update.ready', { version: ready.version }), message: `${t('update.readyText')}${ready.notes ? `\n\n${ready.notes}` : ''}` });
  }, [ready, t]);
  return ready ? (
    <Text size="xs" c="blue" role="status" data-testid="update-ready">
      {t('update.ready', { version: ready.version })}
    </Text>
  ) : null;
}
