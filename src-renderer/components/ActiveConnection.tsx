// The header's active connection: its name and environment, shown as soon as the desk says which
// it is. The switcher's menu (ProfileSwitcher.tsx, Mantine's Menu with floating-ui) is a chunk
// of its own; until it is there, this button stands in its place, and a click on it opens the
// menu once it has come.
import { Group, Text, UnstyledButton, type UnstyledButtonProps } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';
import type { ProfileInfo } from '@contract';
import { useTranslation } from '../i18n';
import { useDeskQuery } from '../ipc';
import { EnvironmentBadge } from './EnvironmentBadge';

type ButtonProps = UnstyledButtonProps & Omit<ComponentPropsWithRef<'button'>, keyof UnstyledButtonProps>;

/** The connection's button; the menu's target passes its ref and handlers through. */
export function ConnectionButton({ active, ...props }: { active: ProfileInfo } & ButtonProps) {
  const { t } = useTranslation();
  return (
    <UnstyledButton aria-label={`${t('profile.switch')}: ${active.name}`} data-testid="profile-switcher" {...props}>
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {active.name}
        </Text>
        <EnvironmentBadge environment={active.environment} />
        <IconChevronDown size={14} aria-hidden />
      </Group>
    </UnstyledButton>
  );
}

/** The button before the menu's chunk has come: `onOpen` asks for the menu to open when it does. */
export function ActiveConnection({ onOpen }: { onOpen: () => void }) {
  const active = useDeskQuery('profiles.active', undefined);
  return active.data ? <ConnectionButton active={active.data} onClick={onOpen} /> : null;
}
