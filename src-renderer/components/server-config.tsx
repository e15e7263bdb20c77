// The server's own settings (`GET /config`): its time zone, shown where a date's day depends
// on it, and the countries it supports, which lead the country pickers.
import { Text } from '@mantine/core';
import { useTranslation } from '../i18n';
import { useDeskQuery } from '../ipc';

/** Read once per connection and kept: a server's configuration rarely changes. */
export function useServerConfig() {
  return useDeskQuery('config.get', undefined, { staleTime: Infinity, retry: false });
}

/** "Server time zone: Europe/Berlin", or nothing while it is unknown. */
export function ServerTimezone() {
  const { t } = useTranslation();
  const config = useServerConfig();
  if (!config.data) return null;
  return (
    <Text size="xs" c="dimmed" data-testid="server-timezone">
      {t('serverConfig.timezone', { timezone: config.data.timezone })}
    </Text>
  );
}
