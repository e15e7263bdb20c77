// Rows of a table that renders dozens of them on every keystroke, as plain elements: Mantine's
// per-cell components (Table.Tr/Td, Badge, UnstyledButton) each resolve props, styles and
// style props on every render, which was most of a keystroke's script. These carry the same
// classes and data attributes, so they look the same inside a Mantine `Table` (with row
// borders and highlightOnHover, as the desk's tables are).
import { Badge, type MantineColor, Table, UnstyledButton, useMantineTheme } from '@mantine/core';
import { type CSSProperties, type ComponentProps, useMemo } from 'react';
import { ABSENT } from '../format';

/** A `<tr>`'s attributes as Table.Tr gives them. */
export const ROW = { className: `${Table.classes.tr} mantine-Table-tr`, 'data-with-row-border': true, 'data-hover': true } as const;
/** A `<td>`'s class as Table.Td gives it. */
export const CELL = `${Table.classes.td} mantine-Table-td`;
/** A right-aligned cell (amounts): app.css keeps it on one line. */
export const RIGHT: CSSProperties = { textAlign: 'right' };
/** A `<button>` as UnstyledButton renders it. */
export const BUTTON = `${UnstyledButton.classes.root} mantine-UnstyledButton-root`;

const BADGE = `${Badge.classes.root} mantine-Badge-root`;
const BADGE_LABEL = `${Badge.classes.label} mantine-Badge-label`;

/**
 * The style of a light Badge of each color (Mantine's own variables for it), computed once per
 * theme: `PlainBadge` takes one.
 */
export function useBadgeStyles<K extends string>(colors: Readonly<Record<K, MantineColor>>): Record<K, CSSProperties> {
  const theme = useMantineTheme();
  return useMemo(() => {
    const styleOf = (color: MantineColor): CSSProperties => {
      const { root } = Badge.varsResolver(theme, { color, variant: 'light' }, undefined);
      return Object.fromEntries(Object.entries(root ?? {}).filter(([, value]) => value !== undefined));
    };
    return Object.fromEntries(Object.entries<MantineColor>(colors).map(([key, color]) => [key, styleOf(color)])) as Record<K, CSSProperties>;
  }, [theme, colors]);
}

/** A light Badge as Mantine renders it, without its component; a Tooltip may wrap it. */
export function PlainBadge({ children, ...props }: ComponentProps<'span'> & { style: CSSProperties }) {
  return (
    <span className={BADGE} data-variant="light" {...props}>
      <span className={BADGE_LABEL}>{children}</span>
    </span>
  );
}

/** The height a virtual table's rows above or below the rendered ones would take; nothing when none. */
export function SpacerRow({ height, columns }: { height: number; columns: number }) {
  return height > 0 ? (
    <tr aria-hidden style={{ height }}>
      <td colSpan={columns} />
    </tr>
  ) : null;
}

/**
 * A cell's text on one line, cut with an ellipsis past its width (app.css, `.fit-table .clip`;
 * `wide` for a sentence), its whole text as the title; ABSENT when there is none.
 */
export function Clip({ text, wide }: { text: string | null | undefined; wide?: boolean }) {
  return (
    <span className={wide ? 'clip clip-wide' : 'clip'} title={text ?? undefined}>
      {text ?? ABSENT}
    </span>
  );
}
