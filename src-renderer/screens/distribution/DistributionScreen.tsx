import { Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ProjectLink } from '../../components/ProjectLink';
import { ProjectStats } from '../../components/ProjectStats';
import { notify } from '../../components/errors';
import { readAgainAfter, useDeskQuery } from '../../ipc';
import { useNavigation } from '../../stores/navigation';
import { ExportCard } from './ExportCard';
import { History } from './History';
import { PreparationCard } from './PreparationCard';

/** Says how a preparation ended, wherever the user is by then. Mounted once, by the app frame. */
export function usePreparationNotices(): void {
  const { t } = useTranslation('distribution');
  const queryClient = useQueryClient();
  useEffect(
    () =>
      window.desk.on('distribution.preparationFinished', (finished) => {
        const code = finished.code ?? '';
        // What starting the preparation made stale is stale again now that it ended.
        void readAgainAfter(queryClient, 'distribution.prepare');
        notify(
          t,
          finished.status === 'done'
            ? { color: 'teal', title: t('preparation.finishedTitle'), message: t('preparation.finished', { code }) }
            : { color: 'red', title: t('preparation.failedTitle'), message: t('preparation.failedNotice', { code, error: finished.error ?? '' }) },
        );
      }),
    [t, queryClient],
  );
}

export function DistributionScreen() {
  const { t } = useTranslation('distribution');
  const projectId = useNavigation((s) => s.distributionProjectId);
  const go = useNavigation((s) => s.go);
  const projects = useDeskQuery('projects.list', undefined);
  const chosen = projects.data?.find((p) => p.id === projectId);

  return (
    <Stack>
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <Select
        label={t('project')}
        placeholder={t('projectPlaceholder')}
        searchable
        w={420}
        value={projectId ?? null}
        onChange={(id) => go('distribution', { distributionProjectId: id ?? undefined })}
        data={(projects.data ?? []).map((p) => ({ value: p.id, label: `${p.code} · ${p.name}` }))}
        data-autofocus
      />
      {!projectId && <Text c="dimmed">{t('chooseProject')}</Text>}
      {chosen && <ProjectLink projectId={chosen.id} code={chosen.code} name={chosen.name} />}
      {projectId && (
        <>
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            <PreparationCard projectId={projectId} />
            <ProjectStats projectId={projectId} />
          </SimpleGrid>
          <ExportCard projectId={projectId} />
          <History projectId={projectId} />
        </>
      )}
    </Stack>
  );
}
