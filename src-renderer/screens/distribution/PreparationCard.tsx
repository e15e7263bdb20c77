import { Alert, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../components/QueryState';
import { notifyError } from '../../components/errors';
import { formatDateTime, formatMoney } from '../../format';
import { ServerTimezone } from '../../components/server-config';
import { useDeskMutation, useDeskQuery } from '../../ipc';
import { useWritable } from '../../components/writes';

/** The preparation's state, polled while it runs; the snapshot it took once it is done. */
export function usePreparation(projectId: string) {
  const status = useDeskQuery('distribution.status', { projectId }, {
    refetchInterval: (query) => (query.state.data?.status === 'running' ? 500 : false),
  });
  const snapshots = useDeskQuery('distribution.snapshots', { projectId }, { enabled: status.data?.status === 'done' });
  const snapshot = snapshots.data?.find((s) => s.id === status.data?.snapshot_id);
  return { status, snapshot };
}

export function PreparationCard({ projectId }: { projectId: string }) {
  const { t, i18n } = useTranslation('distribution');
  const { status, snapshot } = usePreparation(projectId);
  const prepare = useDeskMutation('distribution.prepare');
  const writable = useWritable('distribution.prepare');
  return (
    <Card withBorder component="section" aria-label={t('preparation.title')}>
      <Stack>
        <Title order={2} size="h4">
          {t('preparation.title')}
        </Title>
        <QueryState query={status}>
          {(s) => (
            <Stack gap="xs">
              {s.status === 'none' && <Text size="sm">{t('preparation.none')}</Text>}
              {(s.status === 'running' || s.status === 'done') && (
                <Progress
                  value={s.percentage}
                  size="lg"
                  animated={s.status === 'running'}
                  aria-label={t('preparation.progress')}
                />
              )}
              {s.status === 'running' && (
                <Text size="sm" role="status">
                  {t('preparation.running', { percentage: s.percentage })}
                </Text>
              )}
              {s.status === 'done' && snapshot && (
                <Text size="sm" role="status">
                  {t('preparation.done', { count: snapshot.orders_count, total: formatMoney(snapshot.total_amount, i18n.language) })}
                </Text>
              )}
              {s.started_at && (
                <Text size="sm" c="dimmed">
                  {t('preparation.times', {
                    started: formatDateTime(s.started_at, i18n.language),
                    finished: s.finished_at ? formatDateTime(s.finished_at, i18n.language) : '—',
                  })}
                </Text>
              )}
              <ServerTimezone />
              {s.status === 'failed' && (
                <Alert color="red" variant="light" role="alert" title={t('preparation.failed')}>
                  {s.error}
                </Alert>
              )}
              <Group>
                <Button
                  onClick={() => prepare.mutate({ projectId }, { onError: (e) => notifyError(e, t) })}
                  loading={prepare.isPending}
                  disabled={s.status === 'running'}
                  {...writable}
                >
                  {s.status === 'none' ? t('preparation.start') : t('preparation.again')}
                </Button>
              </Group>
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Card>
  );
}
