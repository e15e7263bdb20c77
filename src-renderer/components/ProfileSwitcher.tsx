// The header's connection switcher: its menu (Mantine's Menu with floating-ui) is a chunk of
// its own, loaded beside the first paint; ActiveConnection.tsx shows the connection until then.
import { Menu } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useTranslation } from '../i18n';
import { useDeskMutation, useDeskQuery } from '../ipc';
import { ConnectionButton } from './ActiveConnection';
import { EnvironmentBadge } from './EnvironmentBadge';
import { notifyError } from './errors';

/** `openAtOnce`: the connection's button was clicked before this chunk came. */
export function ProfileSwitcher({ openAtOnce = false }: { openAtOnce?: boolean }) {
  const { t } = useTranslation();
  const active = useDeskQuery('profiles.active', undefined);
  const profiles = useDeskQuery('profiles.list', undefined);
  const activate = useDeskMutation('profiles.activate');
  if (!active.data) return null;
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={openAtOnce}>
      <Menu.Target>
        <ConnectionButton active={active.data} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('profile.switch')}</Menu.Label>
        {(profiles.data ?? []).map((p) => (
          <Menu.Item
            key={p.id}
            leftSection={<IconArrowsExchange size={14} aria-hidden />}
            rightSection={<EnvironmentBadge environment={p.environment} />}
            disabled={p.active}
            onClick={() => activate.mutate({ id: p.id }, { onError: (e) => notifyError(e, t) })}
          >
            {p.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
