// "Screen everyone the desk knows" with its progress (the `screening.run` events, kept in the
// cache by events.ts), pause, resume and stop; and the auditor's CSV of a period.
import { Button, Card, Group, Progress, Stack, Text } from '@mantine/core';
import { IconDownload, IconPlayerPause, IconPlayerPlay, IconPlayerStop, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { type ScreeningRun, localDay } from '@contract';
import { DateField } from '../../components/DateField';
import { useOneCall } from '../../components/one-call';
import { notifySaved } from '../../components/errors';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n';
import { invoke, useDeskQuery, readsUnderWay } from '../../ipc';


function RunProgress({ run }: { run: ScreeningRun }) {
  const { t } = useTranslation('screening');
  const control = useOneCall();
  const live = run.state === 'running' || run.state === 'paused';
  const value = run.total === 0 ? 0 : (run.done / run.total) * 100;
  return (
    <Stack gap={4} data-testid="screening-run" data-state={run.state}>
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" fw={600}>
          {t(`run.kinds.${run.kind}`)}: {t(`run.states.${run.state}`)}
        </Text>
        {live && (
          <Group gap="xs" wrap="nowrap">
            {run.state === 'running' ? (
              <Button size="compact-sm" variant="default" leftSection={<IconPlayerPause size={14} aria-hidden />} loading={control.busy} onClick={() => void control.run(async () => void (await invoke('screening.pause', undefined)))}>
                {t('run.pause')}
              </Button>
            ) : (
              <Button size="compact-sm" variant="default" leftSection={<IconPlayerPlay size={14} aria-hidden />} loading={control.busy} onClick={() => void control.run(async () => void (await invoke('screening.resume', undefined)))}>
                {t('run.resume')}
              </Button>
            )}
            <Button size="compact-sm" variant="light" color="red" leftSection={<IconPlayerStop size={14} aria-hidden />} loading={control.busy} onClick={() => void control.run(async () => void (await invoke('screening.cancel', undefined)))}>
              {t('run.cancel')}
            </Button>
          </Group>
        )}
      </Group>
      <Progress value={value} animated={run.state === 'running'} aria-label={t(`run.kinds.${run.kind}`)} />
      <Text size="xs" c="dimmed" aria-live="polite">
        {t('run.progress', { done: run.done, total: run.total })} · {t('run.newHits', { count: run.newHits })}
        {run.message && ` · ${run.message}`}
      </Text>
    </Stack>
  );
}

function CsvExport() {
  const { t } = useTranslation('screening');
  const [from, setFrom] = useState<string | null>(() => `${localDay(new Date()).slice(0, 4)}-01-01`);
  // Until one is picked, the period ends on the day the export is asked for, also when the
  // screen stayed open overnight.
  const [picked, setTo] = useState<string | null>();
  const until = () => (picked === undefined ? localDay(new Date()) : picked);
  const to = until();
  const { busy, run } = useOneCall();
  const exportCsv = () =>
    run(async () => {
      const end = until();
      if (!from || !end) return;
      const result = await invoke('screening.exportCsv', { from, to: end });
      if (result.saved) notifySaved(t, t('csv.saved', { count: result.rows, path: result.path }));
    });
  return (
    <Group align="flex-end" gap="sm">
      <DateField label={t('csv.from')} value={from} onChange={setFrom} w={150} />
      <DateField label={t('csv.to')} value={to} onChange={setTo} w={150} />
      <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={() => void exportCsv()} loading={busy} disabled={!from || !to || from > to} title={t('csv.hint')}>
        {t('csv.title')}
      </Button>
    </Group>
  );
}

export function RunCard() {
  const { t } = useTranslation('screening');
  const run = useDeskQuery('screening.run', undefined);
  const start = useOneCall();
  const queryClient = useQueryClient();
  const screenEveryone = async () => {
    const done = await invoke('screening.everyone', undefined);
    queryClient.setQueryData(['screening.run', undefined], done);
    await readsUnderWay();
  };
  const live = run.data?.state === 'running' || run.data?.state === 'paused';
  return (
    <Card withBorder padding="sm">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <Button
            leftSection={<IconUsers size={16} aria-hidden />}
            loading={start.busy && !live}
            disabled={live}
            onClick={() => void start.run(screenEveryone)}
          >
            {t('run.everyone')}
          </Button>
          <CsvExport />
        </Group>
        {run.data && <RunProgress run={run.data} />}
      </Stack>
    </Card>
  );
}
