import { Badge, Box, Button, Group, Kbd, Loader, NavLink, Text, Title, useMantineColorScheme } from '@mantine/core';
import { type HotkeyItem, useHotkeys, useMediaQuery } from '@mantine/hooks';
import {
  IconBuildingBank,
  IconCash,
  IconChecklist,
  IconFolders,
  IconId,
  IconSearch,
  IconSettings,
  IconShare,
  IconShieldSearch,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, Suspense, lazy, useEffect, useRef, useState } from 'react';
import { ActiveConnection } from './components/ActiveConnection';
import { ReadOnlyNotice } from './components/writes';
import { BackButton } from './components/BackButton';
import { openPalette } from './components/palette-keys';
import { HostProblem } from './components/HostProblem';
import { ENVIRONMENT_COLORS } from './components/EnvironmentBadge';
import { UpdateNotice } from './components/UpdateNotice';
import { notify } from './components/errors';
import { type Namespace, translator, useTranslation } from './i18n';
import { invoke, useDeskQuery } from './ipc';
import { usePreparationNotices } from './screens/distribution/preparation-notices';
import { KycMenuCount } from './screens/kyc/MenuCount';
import { useScreeningEvents } from './screens/screening/events';
import { ScreeningMenuCount } from './screens/screening/MenuCount';
import { useEscapeLeavesFields, useShortcut } from './components/shortcut';
import { useStatement } from './screens/payments/statements/statement-store';
import { AREAS, type Area, useNavigation } from './stores/navigation';

/** The dialogs' provider and the notifications' stack (Overlays.tsx): fetched beside the first paint. */
const loadOverlays = () => import('./components/Overlays');
const Overlays = lazy(async () => ({ default: (await loadOverlays()).Overlays }));

/**
 * Each area's screen is a chunk of its own, loaded when first shown, together with the words
 * it shows (its area's and those it borrows; i18n/index.ts): the frame (and the first paint)
 * waits for none of them, only the window's script of the frame itself.
 */
const screen = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K, words: Namespace[]) =>
  lazy(async () => {
    // With the dialogs' provider: no screen shows before a dialog it opens has a place to show.
    const [module] = await Promise.all([load(), translator.loadNamespaces(words), loadOverlays()]);
    return { default: module[name] };
  });

const SCREENS: Record<Area, { icon: ComponentType<{ size?: number }>; screen: ComponentType }> = {
  today: { icon: IconChecklist, screen: screen(() => import('./screens/today/TodayScreen'), 'TodayScreen', ['today', 'kyc', 'payments']) },
  kyc: { icon: IconId, screen: screen(() => import('./screens/kyc/KycScreen'), 'KycScreen', ['kyc', 'ledgers', 'screening']) },
  payments: { icon: IconCash, screen: screen(() => import('./screens/payments/PaymentsScreen'), 'PaymentsScreen', ['payments']) },
  distribution: { icon: IconShare, screen: screen(() => import('./screens/distribution/DistributionScreen'), 'DistributionScreen', ['distribution', 'ledgers', 'projects']) },
  custody: { icon: IconBuildingBank, screen: screen(() => import('./screens/custody/CustodyScreen'), 'CustodyScreen', ['custody']) },
  projects: { icon: IconFolders, screen: screen(() => import('./screens/projects/ProjectsScreen'), 'ProjectsScreen', ['projects', 'ledgers']) },
  screening: { icon: IconShieldSearch, screen: screen(() => import('./screens/screening/ScreeningScreen'), 'ScreeningScreen', ['screening', 'ledgers']) },
  settings: { icon: IconSettings, screen: screen(() => import('./screens/settings/SettingsScreen'), 'SettingsScreen', ['settings', 'screening']) },
};

/**
 * Alt+1 … Alt+8 open the areas from anywhere, fields included; physical keys, so ⌥ on a Mac and
 * any layout work. Ctrl+K (⌘K) opens the command palette: kept here, as the palette's chunk may
 * still be on its way (what it opens then shows once it is there).
 */
function useAreaKeys() {
  const start = useNavigation((s) => s.start);
  useHotkeys(
    [...AREAS.map((a, i): HotkeyItem => [`alt+Digit${i + 1}`, () => start(a), { usePhysicalKeys: true }]), ['mod+K', openPalette]],
    [],
    true,
  );
}

/** The command palette (Spotlight, its pickers and the investor search): a chunk of its own, fetched beside the first paint. */
const CommandPalette = lazy(async () => ({ default: (await import('./components/CommandPalette')).CommandPalette }));
const NavTooltip = lazy(async () => ({ default: (await import('./components/NavTooltip')).NavTooltip }));
const ProfileSwitcher = lazy(async () => ({ default: (await import('./components/ProfileSwitcher')).ProfileSwitcher }));

/** The desk opens on the area used last (main.tsx): each change is saved as a preference. */
function useLastAreaSaved(area: Area) {
  const saved = useRef(area);
  useEffect(() => {
    if (saved.current === area) return;
    saved.current = area;
    // Not saved only costs the next start its first area; the work goes on.
    invoke('preferences.set', { lastArea: area }).catch(() => undefined);
  }, [area]);
}

/**
 * Another connection means other data: nothing read from the one before stays on screen (the
 * reads start empty, not with the old answers), and what was open, an imported statement and
 * Back's places go with it.
 */
function useConnectionSwitchForgets(connectionId: string | undefined) {
  const queryClient = useQueryClient();
  const shown = useRef(connectionId);
  useEffect(() => {
    if (connectionId === undefined || connectionId === shown.current) return;
    const before = shown.current;
    shown.current = connectionId;
    if (before === undefined) return;
    useNavigation.getState().leaveConnection();
    useStatement.getState().close();
    void queryClient.resetQueries({ predicate: (query) => !KEPT_ACROSS_CONNECTIONS.has(String(query.queryKey[0])) });
  }, [connectionId, queryClient]);
}

/** Reads about the desk itself, not about a connection's data. */
const KEPT_ACROSS_CONNECTIONS = new Set(['profiles.active', 'profiles.list', 'preferences.get']);

export function App() {
  const { t, i18n } = useTranslation();
  const shortcut = useShortcut();
  const area = useNavigation((s) => s.area);
  const start = useNavigation((s) => s.start);
  const queryClient = useQueryClient();
  const { setColorScheme } = useMantineColorScheme();
  const preferences = useDeskQuery('preferences.get', undefined);
  const active = useDeskQuery('profiles.active', undefined);
  // A click on the connection before the switcher's menu has come opens it when it does.
  const [switcherAsked, setSwitcherAsked] = useState(false);

  useEffect(() => {
    if (!preferences.data) return;
    if (i18n.language !== preferences.data.language) void i18n.changeLanguage(preferences.data.language);
    document.documentElement.lang = preferences.data.language;
    setColorScheme(preferences.data.theme);
  }, [preferences.data, i18n, setColorScheme]);

  // A changed connection may answer differently: read everything again.
  useEffect(() => window.desk.on('profiles.changed', () => void queryClient.invalidateQueries()), [queryClient]);
  useConnectionSwitchForgets(active.data?.id);
  // The built-in sandbox starts on first use: the frame says so until it is open.
  // Once it is open, what failed while it was not (after a crash too) is read again.
  useEffect(
    () =>
      window.desk.on('sandbox.changed', () => {
        void queryClient.invalidateQueries({ queryKey: ['profiles.active'] });
        void queryClient.invalidateQueries({ predicate: (query) => query.state.status === 'error' });
      }),
    [queryClient],
  );
  // Its process ended on its own: the desk starts it again; what the screens show is read again.
  useEffect(
    () =>
      window.desk.on('sandbox.crashed', () => {
        notify(t, { color: 'orange', message: t('profile.crashed') });
        void queryClient.invalidateQueries();
      }),
    [queryClient, t],
  );

  usePreparationNotices();
  useScreeningEvents();
  useAreaKeys();
  useEscapeLeavesFields();
  useLastAreaSaved(area);
  // Below 1200 px (Mantine's lg) the menu shows its icons only.
  const wide = useMediaQuery('(min-width: 75em)', true, { getInitialValueInEffect: false });

  const environment = active.data?.environment;
  const Screen = SCREENS[area].screen;
  return (
    // The frame's layout is the desk's own (app.css), not Mantine's AppShell: the first frame
    // then loads no AppShell and no scroll lock (~32 KB of the script before the first frame).
    <div className="frame" data-production={environment === 'production' || undefined}>
      <header className="frame-header">
        <Box component="a" href="#main" className="skip-link">
          {t('app.skipToContent')}
        </Box>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Title order={2} size="h4">
              {t('app.name')}
            </Title>
            {environment === 'production' && (
              <Badge color={ENVIRONMENT_COLORS.production} size="lg" title={t('profile.productionWarning')}>
                {t('profile.production')}
              </Badge>
            )}
            {active.data?.opening && (
              <Group gap={6} wrap="nowrap" c="dimmed" role="status" data-testid="sandbox-opening">
                <Loader size="xs" color="gray" aria-hidden />
                <Text size="sm">{t('profile.opening')}</Text>
              </Group>
            )}
          </Group>
          <BackButton />
          <Button variant="default" size="xs" leftSection={<IconSearch size={14} aria-hidden />} rightSection={<Kbd size="xs">{shortcut('mod', 'K')}</Kbd>} onClick={openPalette}>
            {t('palette.open')}
          </Button>
          <UpdateNotice />
          <Suspense fallback={<ActiveConnection onOpen={() => setSwitcherAsked(true)} />}>
            <ProfileSwitcher openAtOnce={switcherAsked} />
          </Suspense>
        </Group>
      </header>
      <nav className="frame-nav" aria-label={t('nav.label')}>
        {AREAS.map((a, i) => {
          const Icon = SCREENS[a].icon;
          const name = t(`nav.${a}`);
          const keys = shortcut('alt', String(i + 1));
          const link = (
            <NavLink
              key={a}
              label={
                wide ? (
                  <Group gap={6} wrap="nowrap">
                    {name}
                    {a === 'kyc' && <KycMenuCount />}
                    {a === 'screening' && <ScreeningMenuCount />}
                  </Group>
                ) : undefined
              }
              aria-label={wide ? undefined : name}
              leftSection={<Icon size={wide ? 18 : 22} />}
              rightSection={wide ? <Kbd size="xs">{keys}</Kbd> : undefined}
              active={a === area}
              aria-current={a === area ? 'page' : undefined}
              onClick={() => start(a)}
              component="button"
              data-testid={`nav-${a}`}
            />
          );
          return wide ? (
            link
          ) : (
            <Suspense key={a} fallback={link}>
              <NavTooltip label={`${name} · ${keys}`} position="right" withArrow>
                {link}
              </NavTooltip>
            </Suspense>
          );
        })}
      </nav>
      <main className="frame-main" id="main" tabIndex={-1}>
        <ReadOnlyNotice />
        <HostProblem />
        <Suspense fallback={<Loader size="sm" color="gray" aria-hidden />}>
          <Screen />
        </Suspense>
      </main>
      <Suspense fallback={null}>
        <CommandPalette />
      </Suspense>
      <Suspense fallback={null}>
        <Overlays />
      </Suspense>
    </div>
  );
}
