// A chart with its numbers: the picture for the eye, the same numbers as a table for a screen
// reader (always there, visually hidden) and for anyone who would rather read (a toggle).
import { Card, Group, Stack, Switch, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from '../i18n';

export interface ChartTable {
  columns: string[];
  rows: Array<{ key: string; cells: string[] }>;
}

/** Numbers formatted for the chosen language, for a chart's axes and tooltips (display only: no arithmetic). */
export function chartNumber(language: string): (value: number) => string {
  const format = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
  return (value) => format.format(value);
}

/** A chart's picture is hidden from assistive technology (its table says it all), so it takes no keyboard focus either. */
export const NOT_FOCUSABLE = { accessibilityLayer: false, tabIndex: -1 };

export function ChartFigure({ title, table, note, children }: { title: string; table: ChartTable; note?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('ledgers');
  const [shown, setShown] = useState(false);
  const id = useId();
  const numbers = (
    <Table aria-label={title} withTableBorder>
      <Table.Thead>
        <Table.Tr>
          {table.columns.map((c, i) => (
            <Table.Th key={c} ta={i === 0 ? undefined : 'right'}>
              {c}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {table.rows.map((row) => (
          <Table.Tr key={row.key}>
            {row.cells.map((cell, i) => (
              <Table.Td key={table.columns[i]} ta={i === 0 ? undefined : 'right'}>
                {cell}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return (
    <Card withBorder component="figure" m={0} aria-labelledby={id}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h5" id={id}>
            {title}
          </Title>
          <Switch size="xs" label={t('charts.showTable')} checked={shown} onChange={(e) => setShown(e.currentTarget.checked)} />
        </Group>
        {/* The picture says nothing a screen reader can use: the table below says it all. */}
        <div aria-hidden>{children}</div>
        {note && (
          <Text size="xs" c="dimmed">
            {note}
          </Text>
        )}
        {shown ? numbers : <VisuallyHidden>{numbers}</VisuallyHidden>}
      </Stack>
    </Card>
  );
}
