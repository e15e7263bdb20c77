// The providers every screen renders inside: Mantine's theme, dates and server data (the words
// need none, i18n/index.ts; the dialogs' provider and the notifications are mounted beside,
// components/Overlays.tsx). One module for the app (main.tsx) and the component tests
// (test/component/desk.tsx), so a screen under test sees what it sees in the desk.
import { type CSSVariablesResolver, DEFAULT_THEME, type MantineColorScheme, MantineProvider, type SelectProps, createTheme } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from './i18n';
import { hearChanges } from './ipc';

// respectReducedMotion: with the system's "reduce motion" on, dialogs and menus appear in place,
// without sliding or fading (Mantine's default ignores the setting). A picker highlights the first
// option that fits what is typed, so Enter picks it ("Germ" + Enter is Germany) instead of
// falling through to the form and saving it without a choice.
const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 8, dark: 8 },
  autoContrast: true,
  defaultRadius: 'sm',
  respectReducedMotion: true,
  // Named by type only (not `Select.extend`): the first frame shows no picker and loads none.
  components: { Select: { defaultProps: { selectFirstOptionOnChange: true } satisfies Partial<SelectProps> } },
});

/**
 * Light variants (badges, alerts) with the darkest text on the lightest tint, so they pass WCAG
 * AA (4.5:1); Mantine's defaults fall just short. Yellow stays too light for text: not used.
 */
const contrast: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...Object.fromEntries(
      Object.keys(DEFAULT_THEME.colors).flatMap((name) => [
        [`--mantine-color-${name}-light-color`, `var(--mantine-color-${name}-9)`],
        [`--mantine-color-${name}-light`, `var(--mantine-color-${name}-0)`],
        [`--mantine-color-${name}-light-hover`, `var(--mantine-color-${name}-1)`],
      ]),
    ),
    // Orange's darkest shade on its lightest tint is 3.96:1; a step darker (5.39:1) for warnings.
    '--mantine-color-orange-light-color': '#b33d0c',
  },
  // Dimmed text (field labels, counts, chart axes) on a dark card: Mantine's dark-2 is 3.5:1, dark-1 is 6.9:1.
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)' },
});

function WithDates({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <DatesProvider settings={{ locale: i18n.language, firstDayOfWeek: i18n.language === 'de' ? 1 : 0 }}>{children}</DatesProvider>;
}

export function AppProviders({
  colorScheme,
  queryClient,
  children,
}: {
  colorScheme: MantineColorScheme;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  useEffect(() => hearChanges(queryClient), [queryClient]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={contrast} defaultColorScheme={colorScheme}>
      <WithDates>
        <QueryClientProvider client={queryClient}>
          {children}
        </QueryClientProvider>
      </WithDates>
    </MantineProvider>
  );
}
