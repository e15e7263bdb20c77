// Rare and destructive actions behind a "⋯" button, so the screen's main actions stand out and
// a slip of the hand cannot reach them. Destructive items are red text, never a filled button;
// an item the server would refuse is disabled and says why.
import { ActionIcon, Menu, Text } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n';

export interface MoreAction {
  label: string;
  icon?: ReactNode;
  onClick: () => void;
  destructive?: boolean;
  disabled?: boolean;
  /** Why it is disabled, shown in the item (a read-only connection, a refusal foreseen). */
  reason?: string;
}

/** `label`: the button's name where "More actions" alone would not say on what. */
export function MoreMenu({ actions, label }: { actions: MoreAction[]; label?: string }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="default" size="lg" aria-label={label ?? t('actions.more')}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown maw={320}>
        {actions.map((action) => (
          <Menu.Item
            key={action.label}
            color={action.destructive && !action.disabled ? 'red' : undefined}
            leftSection={action.icon}
            disabled={action.disabled}
            onClick={action.onClick}
          >
            {action.label}
            {action.disabled && action.reason && (
              <Text component="span" display="block" size="xs" c="dimmed">
                {action.reason}
              </Text>
            )}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
