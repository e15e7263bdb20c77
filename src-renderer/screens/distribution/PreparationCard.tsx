import { Alert, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import Big from 'big.js';
import type { Payout } from '@wire/distribution';
import type { Project } from '@wire/projects';
import { QueryState } from '../../components/QueryState';
import { notifyError } from '../../components/errors';
import { ServerTimezone } from '../../components/server-config';
import { useWritable } from '../../components/writes';
import { ABSENT, formatDate, formatDateTime, formatMoney } from '../../format';
import { useTranslation } from '../../i18n';
import { useDeskMutation, useDeskQuery } from '../../ipc';
import { phaseOf } from '../projects/phase';

/** The preparation's state, polled while it runs; the snapshot it took once it is done. */
export function usePreparation(projectId: string) {
  const status = useDeskQuery('distribution.status', { projectId }, {
    refetchInterval: (query) => (query.state.data?.status === 'running' ? 500 : false),
  });
  const snapshots = useDeskQuery('distribution.snapshots', { projectId }, { enabled: status.data?.status === 'done' });
  const snapshot = snapshots.data?.find((s) => s.id === status.data?.snapshot_id);
  return { status, snapshot };
}

/** Prepares the project (again): the first step's main button, or a quiet one beside "Export" once prepared. */
export function PrepareButton({ projectId, again, primary }: { projectId: string; again: boolean; primary: boolean }) {
  const { t } = useTranslation('distribution');
  const prepare = useDeskMutation('distribution.prepare');
  const writable = useWritable('distribution.prepare');
  return (
    <Button
      variant={primary ? 'filled' : 'default'}
      onClick={() => prepare.mutate({ projectId }, { onError: (e) => notifyError(e, t) })}
      loading={prepare.isPending}
      {...writable}
    >
      {again ? t('preparation.again') : t('preparation.start')}
    </Button>
  );
}

/** "Distributed on … — … paid out": the last payout's date, and what all payouts paid out. */
function Distributed({ payouts }: { payouts: Payout[] }) {
  const { t, i18n } = useTranslation('distribution');
  const last = payouts.reduce((a, b) => ((b.created_at ?? '') > (a.created_at ?? '') ? b : a));
  const date = last.created_at ? formatDate(last.created_at, i18n.language) : ABSENT;
  const totals = payouts.map((p) => p.total_amount);
  const words = totals.every((amount) => amount !== undefined)
    ? t('preparation.distributed', {
        count: payouts.length,
        date,
        total: formatMoney(totals.reduce((sum, amount) => sum.plus(amount), new Big(0)).toFixed(2), i18n.language),
      })
    : t('preparation.distributedOn', { date });
  return (
    <Alert color="teal" variant="light" role="status" data-testid="distributed">
      {words}
    </Alert>
  );
}

/**
 * The main action follows the project's state: an upcoming project has nothing to prepare yet
 * (and says when it will), an ended one is prepared, a distributed one says when and how much
 * went out. Once prepared, exporting is the next step: preparing again stays beside "Export", quiet.
 */
export function PreparationCard({ projectId }: { projectId: string }) {
  const { t, i18n } = useTranslation('distribution');
  const { status, snapshot } = usePreparation(projectId);
  const project = useDeskQuery('projects.get', { id: projectId });
  const payouts = useDeskQuery('distribution.payouts', { projectId });
  const phase = project.data && phaseOf(project.data);
  const distributed = (payouts.data ?? []).length > 0;
  const date = (field: keyof Pick<Project, 'start_date' | 'end_date'>) => (project.data ? formatDate(project.data[field], i18n.language) : '');
  return (
    <Card withBorder component="section" aria-label={t('preparation.title')}>
      <Stack>
        <Title order={2} size="h4">
          {t('preparation.title')}
        </Title>
        {distributed && <Distributed payouts={payouts.data ?? []} />}
        {phase === 'upcoming' && !distributed && (
          <Text size="sm" role="status" data-testid="upcoming">
            {t('preparation.upcoming', { start: date('start_date'), end: date('end_date') })}
          </Text>
        )}
        {phase === 'live' && <Text size="sm">{t('preparation.onSale', { end: date('end_date') })}</Text>}
        {phase !== 'upcoming' && (
          <QueryState query={status}>
            {(s) => (
              <Stack gap="xs">
                {s.status === 'none' && <Text size="sm">{t('preparation.none')}</Text>}
                {(s.status === 'running' || s.status === 'done') && (
                  <Progress value={s.percentage} size="lg" animated={s.status === 'running'} aria-label={t('preparation.progress')} />
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
                {s.status === 'done' && !s.snapshot_id && (
                  <Text size="sm" role="status">
                    {t('preparation.doneUnknown')}
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
                {s.status !== 'done' && s.status !== 'running' && (
                  <Group>
                    <PrepareButton projectId={projectId} again={s.status !== 'none'} primary={!distributed} />
                  </Group>
                )}
              </Stack>
            )}
          </QueryState>
        )}
      </Stack>
    </Card>
  );
}
