import { Alert, Badge, Button, Card, Group, NumberInput, SegmentedControl, Stack, Switch, Tabs, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDownload, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { type ConnectionTest, LANGUAGES, type ProfileInfo, THEMES } from '@contract';
import { EnvironmentBadge } from '../../components/EnvironmentBadge';
import { QueryState } from '../../components/QueryState';
import { ErrorMessage, notifyError, notifySaved } from '../../components/errors';
import { useTranslation } from '../../i18n';
import { invoke, useDeskMutation, useDeskQuery } from '../../ipc';
import { SanctionsLists } from '../screening/SanctionsLists';
import { AuditCheck } from './AuditCheck';
import { AuditTable } from './AuditTable';
import { ConnectionCheckReport } from './ConnectionCheck';
import { AuditExportJson, AuditPrune, DeleteConnectionButton, Retention } from './LocalData';
import { CredentialsModal, ProfileFormModal } from './ProfileModals';

const LANGUAGE_NAMES: Record<(typeof LANGUAGES)[number], string> = { en: 'English', de: 'Deutsch' };

function TestResult({ result }: { result: ConnectionTest }) {
  const { t } = useTranslation('settings');
  if (result.ok) {
    return (
      <Alert color="teal" variant="light" role="status">
        {t('connections.testOk', { timezone: result.timezone, count: result.supportedCountries.length })}
        <Text size="xs" c="dimmed" mt={4}>
          {result.supportedCountries.join(', ')}
        </Text>
      </Alert>
    );
  }
  return (
    <Alert color="red" variant="light" role="alert" title={t('connections.testFailed')}>
      <ErrorMessage error={{ ...result, fromServer: true }} sentence={result.kind === 'unauthorized' ? t('connections.unauthorized') : undefined} />
      {result.clockSkewMinutes !== undefined && (
        <Text size="sm" mt={4} fw={600}>
          {t('connections.clockSkew', { minutes: Math.abs(result.clockSkewMinutes) })}
        </Text>
      )}
    </Alert>
  );
}

/** A call a button starts: its latest answer, whether it runs, and a failure shown as a notice. */
function useClickedCall<T>(call: () => Promise<T>) {
  const { t } = useTranslation('settings');
  const [value, setValue] = useState<T>();
  const [running, setRunning] = useState(false);
  const run = async () => {
    setRunning(true);
    try {
      setValue(await call());
    } catch (error) {
      notifyError(error, t);
    } finally {
      setRunning(false);
    }
  };
  return { value, running, run };
}

function ProfileCard({ profile }: { profile: ProfileInfo }) {
  const { t } = useTranslation('settings');
  const [editing, edit] = useDisclosure(false);
  const [settingCredentials, credentials] = useDisclosure(false);
  const [settingProxyCredentials, proxyCredentials] = useDisclosure(false);
  const setReadOnly = useDeskMutation('profiles.setReadOnly');
  const test = useClickedCall(() => invoke('profiles.test', { id: profile.id }));
  const check = useClickedCall(() => invoke('profiles.check', { id: profile.id }));
  const activate = useDeskMutation('profiles.activate');

  return (
    <Card withBorder aria-label={profile.name} component="section">
      <Stack gap="xs">
        <Group justify="space-between">
          <Group gap="xs">
            <Text fw={600}>{profile.name}</Text>
            <EnvironmentBadge environment={profile.environment} />
            {profile.active && <Badge variant="outline">{t('connections.active')}</Badge>}
          </Group>
          <Group gap="xs">
            {!profile.active && (
              <Button size="xs" onClick={() => activate.mutate({ id: profile.id }, { onError: (e) => notifyError(e, t) })} loading={activate.isPending}>
                {t('connections.use')}
              </Button>
            )}
            <Button size="xs" variant="default" onClick={() => void test.run()} loading={test.running}>
              {t('connections.test')}
            </Button>
            <Button size="xs" variant="default" onClick={() => void check.run()} loading={check.running}>
              {t('check.run')}
            </Button>
            {!profile.builtIn && (
              <>
                <Button size="xs" variant="default" onClick={edit.open}>
                  {t('actions.edit', { ns: 'common' })}
                </Button>
                <Button size="xs" variant="default" onClick={credentials.open}>
                  {t('connections.setCredentials')}
                </Button>
                {profile.proxyMode === 'manual' && (
                  <Button size="xs" variant="default" onClick={proxyCredentials.open}>
                    {t('connections.setProxyCredentials')}
                  </Button>
                )}
                <DeleteConnectionButton profile={profile} />
              </>
            )}
          </Group>
        </Group>
        <Text size="sm" ff="monospace">
          {profile.baseUrl}
        </Text>
        <Text size="xs" c="dimmed">
          {profile.builtIn
            ? t('connections.builtIn')
            : profile.hasCredentials
              ? t('connections.credentialsSet')
              : t('connections.credentialsMissing')}
        </Text>
        {profile.environment === 'staging' && (
          <Text size="xs" c="var(--mantine-color-orange-light-color)">
            {t('connections.stagingNote')}
          </Text>
        )}
        {!profile.builtIn && (
          <Switch
            label={t('connections.readOnly')}
            description={t('connections.readOnlyHint')}
            checked={profile.readOnly}
            disabled={setReadOnly.isPending}
            onChange={(event) =>
              setReadOnly.mutate({ id: profile.id, readOnly: event.currentTarget.checked }, { onError: (e) => notifyError(e, t) })
            }
          />
        )}
        {test.value && <TestResult result={test.value} />}
        {check.value && (
          <ConnectionCheckReport key={check.value.checkedAt} profile={profile} report={check.value} onRecheck={() => void check.run()} />
        )}
      </Stack>
      {!profile.builtIn && <ProfileFormModal opened={editing} onClose={edit.close} profile={profile} />}
      {!profile.builtIn && <CredentialsModal opened={settingCredentials} onClose={credentials.close} profile={profile} />}
      {!profile.builtIn && <CredentialsModal of="proxy" opened={settingProxyCredentials} onClose={proxyCredentials.close} profile={profile} />}
    </Card>
  );
}

function Connections() {
  const { t } = useTranslation('settings');
  const profiles = useDeskQuery('profiles.list', undefined);
  const [creating, create] = useDisclosure(false);
  return (
    <Stack>
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={create.open}>
          {t('connections.new')}
        </Button>
      </Group>
      <QueryState query={profiles}>{(list) => list.map((p) => <ProfileCard key={p.id} profile={p} />)}</QueryState>
      <ProfileFormModal opened={creating} onClose={create.close} />
    </Stack>
  );
}

function Appearance() {
  const { t } = useTranslation('settings');
  const preferences = useDeskQuery('preferences.get', undefined);
  const set = useDeskMutation('preferences.set');
  return (
    <QueryState query={preferences}>
      {(p) => (
        <Stack maw={480}>
          <div>
            <Text size="sm" fw={500} id="language-label" mb={4}>
              {t('appearance.language')}
            </Text>
            <SegmentedControl
              aria-labelledby="language-label"
              value={p.language}
              onChange={(language) => set.mutate({ language: language })}
              data={LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
            />
          </div>
          <div>
            <Text size="sm" fw={500} id="theme-label" mb={4}>
              {t('appearance.theme')}
            </Text>
            <SegmentedControl
              aria-labelledby="theme-label"
              value={p.theme}
              onChange={(theme) => set.mutate({ theme: theme })}
              data={THEMES.map((value) => ({ value, label: t(`appearance.themes.${value}`) }))}
            />
          </div>
          <NumberInput
            label={t('appearance.ordersReload')}
            description={t('appearance.ordersReloadHint')}
            value={p.ordersReloadMinutes}
            min={1}
            max={240}
            allowDecimal={false}
            w={320}
            onChange={(value) => {
              if (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 240) set.mutate({ ordersReloadMinutes: value });
            }}
          />
        </Stack>
      )}
    </QueryState>
  );
}

function Audit() {
  const { t } = useTranslation('settings');
  const entries = useDeskQuery('audit.list', { limit: 500 });
  const verdict = useDeskQuery('audit.verify', undefined);
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      const result = await invoke('audit.export', undefined);
      if (result.saved) notifySaved(t, t('audit.exported', { count: result.entries, path: result.path }));
    } catch (error) {
      notifyError(error, t);
    } finally {
      setExporting(false);
    }
  };
  return (
    <Stack>
      <Group justify="flex-end">
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={() => void exportCsv()} loading={exporting}>
          {t('audit.export')}
        </Button>
        <AuditExportJson />
      </Group>
      <QueryState query={verdict}>{(v) => <AuditCheck verdict={v} />}</QueryState>
      <QueryState query={entries} isEmpty={(list) => list.length === 0} empty={t('audit.empty')}>
        {(list) => <AuditTable entries={list} />}
      </QueryState>
      <AuditPrune />
    </Stack>
  );
}

export function SettingsScreen() {
  const { t } = useTranslation('settings');
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <Tabs defaultValue="connections" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="connections">{t('tabs.connections')}</Tabs.Tab>
          <Tabs.Tab value="appearance">{t('tabs.appearance')}</Tabs.Tab>
          <Tabs.Tab value="lists">{t('lists.title', { ns: 'screening' })}</Tabs.Tab>
          <Tabs.Tab value="audit">{t('tabs.audit')}</Tabs.Tab>
          <Tabs.Tab value="localData">{t('tabs.localData')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="connections" pt="md">
          <Connections />
        </Tabs.Panel>
        <Tabs.Panel value="appearance" pt="md">
          <Appearance />
        </Tabs.Panel>
        <Tabs.Panel value="lists" pt="md">
          <SanctionsLists />
        </Tabs.Panel>
        <Tabs.Panel value="audit" pt="md">
          <Audit />
        </Tabs.Panel>
        <Tabs.Panel value="localData" pt="md">
          <Retention />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
