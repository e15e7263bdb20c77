// Writes on a read-only connection: shown as unavailable, with the reason, before anyone
// tries (the main process refuses them anyway). Which channels write comes from the contract.
import { Alert, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { Channel } from '@contract';
import { useTranslation } from '../i18n';
import { loadContract, useDeskQuery } from '../ipc';

/** The notice every unavailable write button points to (`aria-describedby`). */
const REASON_ID = 'read-only-reason';

/** Props for a button that writes through `channel`: disabled, with the reason, on a read-only connection. */
export function useWritable(channel: Channel): { disabled?: true; title?: string; 'aria-describedby'?: string } {
  const { t } = useTranslation();
  const active = useDeskQuery('profiles.active', undefined);
  const readOnly = active.data?.readOnly === true;
  // Which channels write is the contract's, loaded with its schemas on a read-only connection
  // only; until it is there the button stays unavailable, never briefly offered.
  const [writes, setWrites] = useState<boolean>();
  useEffect(() => {
    if (!readOnly) return;
    let current = true;
    void loadContract().then(({ writesHost }) => current && setWrites(writesHost(channel)));
    return () => {
      current = false;
    };
  }, [readOnly, channel]);
  if (!active.data?.readOnly || writes === false) return {};
  return { disabled: true, title: t('readOnly.reason', { name: active.data.name }), 'aria-describedby': REASON_ID };
}

/** Says, above every screen, that the active connection only reads. */
export function ReadOnlyNotice() {
  const { t } = useTranslation();
  const active = useDeskQuery('profiles.active', undefined);
  if (!active.data?.readOnly) return null;
  return (
    <Alert role="status" color="gray" icon={<IconLock size={18} aria-hidden />} mb="md" title={t('readOnly.title')}>
      <Text id={REASON_ID} size="sm">
        {t('readOnly.reason', { name: active.data.name })}
      </Text>
    </Alert>
  );
}
