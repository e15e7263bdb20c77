import { AppShell, Badge, Box, Button, Group, Kbd, Loader, Menu, NavLink, Text, Title, UnstyledButton, useMantineColorScheme } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { spotlight } from '@mantine/spotlight';
import {
  IconArrowsExchange,
  IconBuildingBank,
  IconCash,
  IconChevronDown,
  IconFolders,
  IconId,
  IconSearch,
  IconSettings,
  IconShare,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { CommandPalette } from './components/CommandPalette';
import { ReadOnlyNotice } from './components/writes';
import { EnvironmentBadge, ENVIRONMENT_COLORS } from './components/EnvironmentBadge';
import { UpdateNotice } from './components/UpdateNotice';
import { notify, notifyError } from './components/errors';
import { useDeskMutation, useDeskQuery } from './ipc';
import { CustodyScreen } from './screens/custody/CustodyScreen';
import { DistributionScreen, usePreparationNotices } from './screens/distribution/DistributionScreen';
import { KycScreen } from './screens/kyc/KycScreen';
import { KycMenuCount } from './screens/kyc/ToReview';
import { PaymentsScreen } from './screens/payments/PaymentsScreen';
import { ProjectsScreen } from './screens/projects/ProjectsScreen';
import { SettingsScreen } from './screens/settings/SettingsScreen';
import { useShortcut } from './components/shortcut';
import { AREAS, type Area, useNavigation } from './stores/navigation';

const SCREENS: Record<Area, { icon: ComponentType<{ size?: number }>; screen: ComponentType }> = {
  kyc: { icon: IconId, screen: KycScreen },
  payments: { icon: IconCash, screen: PaymentsScreen },
  distribution: { icon: IconShare, screen: DistributionScreen },
  custody: { icon: IconBuildingBank, screen: CustodyScreen },
  projects: { icon: IconFolders, screen: ProjectsScreen },
  settings: { icon: IconSettings, screen: SettingsScreen },
};

function ProfileSwitcher() {
  const { t } = useTranslation();
  const active = useDeskQuery('profiles.active', undefined);
  const profiles = useDeskQuery('profiles.list', undefined);
  const activate = useDeskMutation('profiles.activate');
  if (!active.data) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton aria-label={`${t('profile.switch')}: ${active.data.name}`} data-testid="profile-switcher">
          <Group gap="xs">
            <Text size="sm" fw={600}>
              {active.data.name}
            </Text>
            <EnvironmentBadge environment={active.data.environment} />
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('profile.switch')}</Menu.Label>
        {(profiles.data ?? []).map((p) => (
          <Menu.Item
            key={p.id}
            leftSection={<IconArrowsExchange size={14} aria-hidden />}
            rightSection={<EnvironmentBadge environment={p.environment} />}
            disabled={p.active}
            onClick={() => activate.mutate({ id: p.id }, { onError: (e) => notifyError(e, t) })}
          >
            {p.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

export function App() {
  const { t, i18n } = useTranslation();
  const shortcut = useShortcut();
  const area = useNavigation((s) => s.area);
  const go = useNavigation((s) => s.go);
  const queryClient = useQueryClient();
  const { setColorScheme } = useMantineColorScheme();
  const preferences = useDeskQuery('preferences.get', undefined);
  const active = useDeskQuery('profiles.active', undefined);

  useEffect(() => {
    if (!preferences.data) return;
    if (i18n.language !== preferences.data.language) void i18n.changeLanguage(preferences.data.language);
    document.documentElement.lang = preferences.data.language;
    setColorScheme(preferences.data.theme);
  }, [preferences.data, i18n, setColorScheme]);

  // Another connection means other data: read everything again.
  useEffect(() => window.desk.on('profiles.changed', () => void queryClient.invalidateQueries()), [queryClient]);
  // The built-in sandbox starts on first use: the frame says so until it is open.
  useEffect(() => window.desk.on('sandbox.changed', () => void queryClient.invalidateQueries({ queryKey: ['profiles.active'] })), [queryClient]);
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
  useHotkeys(AREAS.map((a, i) => [`alt+${i + 1}`, () => go(a)] as [string, () => void]));

  const environment = active.data?.environment;
  const Screen = SCREENS[area].screen;
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 220, breakpoint: 0 }}
      padding="lg"
      styles={{ header: environment === 'production' ? { borderBottom: `4px solid var(--mantine-color-red-6)` } : undefined }}
    >
      <AppShell.Header px="md">
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
          <Button variant="default" size="xs" leftSection={<IconSearch size={14} aria-hidden />} rightSection={<Kbd size="xs">{shortcut('mod', 'K')}</Kbd>} onClick={() => spotlight.open()}>
            {t('palette.open')}
          </Button>
          <UpdateNotice />
          <ProfileSwitcher />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" component="nav" aria-label={t('nav.label')}>
        {AREAS.map((a, i) => {
          const Icon = SCREENS[a].icon;
          return (
            <NavLink
              key={a}
              label={
                <Group gap={6} wrap="nowrap">
                  {t(`nav.${a}`)}
                  {a === 'kyc' && <KycMenuCount />}
                </Group>
              }
              leftSection={<Icon size={18} />}
              rightSection={<Kbd size="xs">{shortcut('alt', String(i + 1))}</Kbd>}
              active={a === area}
              aria-current={a === area ? 'page' : undefined}
              onClick={() => go(a)}
              component="button"
            />
          );
        })}
      </AppShell.Navbar>
      <AppShell.Main id="main" tabIndex={-1}>
        <ReadOnlyNotice />
        <Screen />
      </AppShell.Main>
      <CommandPalette />
    </AppShell>
  );
}
