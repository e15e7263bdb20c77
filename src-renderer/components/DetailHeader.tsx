// The top of a record's page (an investor, a project): its title and badges, Edit, and Delete
// behind the "⋯" menu, offered disabled with the reason when the server would refuse it.
import { Button, Group, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Channel } from '@contract';
import { useTranslation } from '../i18n';
import { MoreMenu } from './MoreMenu';
import { useWritable } from './writes';

interface Props {
  title: ReactNode;
  /** The heading's level; it is drawn one size smaller (h1 as h2, h2 as h3). */
  order: 1 | 2;
  badges: ReactNode;
  edit: { channel: Channel; onClick: () => void };
  /** `refusal`: why the server will refuse the delete, when the page already knows. */
  remove: { channel: Channel; refusal: string | undefined; pending: boolean; onClick: () => void };
}

export function DetailHeader({ title, order, badges, edit, remove }: Props) {
  const { t } = useTranslation();
  const editable = useWritable(edit.channel);
  const deletable = useWritable(remove.channel);
  return (
    <Group justify="space-between">
      <Group>
        <Title order={order} size={order === 1 ? 'h2' : 'h3'}>
          {title}
        </Title>
        {badges}
      </Group>
      <Group>
        <Button variant="default" leftSection={<IconPencil size={16} aria-hidden />} onClick={edit.onClick} {...editable}>
          {t('actions.edit')}
        </Button>
        <MoreMenu
          actions={[
            {
              label: t('actions.delete'),
              icon: <IconTrash size={16} aria-hidden />,
              destructive: true,
              disabled: deletable.disabled ?? (remove.refusal !== undefined || remove.pending),
              reason: deletable.title ?? remove.refusal,
              onClick: remove.onClick,
            },
          ]}
        />
      </Group>
    </Group>
  );
}
