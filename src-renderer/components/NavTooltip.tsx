// The narrow menu's tooltips: Mantine's Tooltip brings floating-ui, which the first frame does
// without; App.tsx loads this chunk after the first paint and shows the links bare until then.
export { Tooltip as NavTooltip } from '@mantine/core';
