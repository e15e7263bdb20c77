// A list the user edits row by row (the partner attributes, a survey's answers): each row's
// fields with a remove button beside them, an add button below the rows.
import { ActionIcon, Button, Group } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export function ListRow({
  children,
  removeLabel,
  onRemove,
  keep,
}: {
  /** The row's fields, each with its label. */
  children: ReactNode;
  removeLabel: string;
  onRemove: () => void;
  /** The row cannot be removed (the last one of a list that needs one). */
  keep?: boolean;
}) {
  return (
    <Group align="flex-start" wrap="nowrap" gap="xs">
      {children}
      {/* Level with the inputs below their labels, whichever of them shows an error. */}
      <ActionIcon variant="subtle" color="red" mt={28} aria-label={removeLabel} disabled={keep} onClick={onRemove}>
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

export function AddRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="default" size="xs" w="fit-content" leftSection={<IconPlus size={14} aria-hidden />} onClick={onClick}>
      {label}
    </Button>
  );
}
