// A table whose last column holds each row's actions (edit, delete, details …). In a pane
// narrower than the table it scrolls sideways, and the actions column stays pinned at the
// right edge (app.css `.actions-table`), so a row's buttons are always in reach.
import { Group, type GroupProps, Table, type TableProps } from '@mantine/core';

/** `minWidth`: below it the table scrolls rather than squeeze its columns further. */
export function ActionsTable({ minWidth = 0, className, ...props }: TableProps & { minWidth?: number }) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table {...props} className={className ? `actions-table ${className}` : 'actions-table'} />
    </Table.ScrollContainer>
  );
}

/** A row's last cell: its actions side by side, never wrapped (`gap`, `justify` as a Group's). */
export function RowActions({ children, ...group }: GroupProps) {
  return (
    <Table.Td>
      <Group gap="xs" wrap="nowrap" {...group}>
        {children}
      </Group>
    </Table.Td>
  );
}
