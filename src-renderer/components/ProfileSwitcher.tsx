// The header's connection switcher: its menu (Mantine's Menu with floating-ui) is a chunk of
// its own, as it shows only once the active connection is known, after the first paint.
import { Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconArrowsExchange, IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDeskMutation, useDeskQuery } from '../ipc';
import { EnvironmentBadge } from './EnvironmentBadge';
import { notifyError } from './errors';

export function ProfileSwitcher() {
  const { t } = useTranslation();
  const active = useDeskQuery('profiles.active', undefined);
  const profiles = useDeskQuery('profiles.list', undefined);
  const activate = useDeskMutation('profiles.activate');
  if (!active.data) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={`${t('profile.switch')}: ${active.data.name}`} data-testid="profile-switcher">
          <Group gap="xs">
            <Text size="sm" fw={600}>
              {active.data.name}
            </Text>
            <EnvironmentBadge environment={active.data.environment} />
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
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
