import { Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Project } from '@wire/projects';
import { ProjectLink } from '../../components/ProjectLink';
import { ProjectStats } from '../../components/ProjectStats';
import { invoke, useDeskQuery } from '../../ipc';
import { useNavigation } from '../../stores/navigation';
import { ExportCard } from './ExportCard';
import { History } from './History';
import { PreparationCard } from './PreparationCard';
import { pickerState } from './project-state';

/** Each project with its state ("ROOF-24 · Roof · ended, not prepared"), so finance sees which one waits. */
function usePickerData(projects: Project[]) {
  const { t } = useTranslation('distribution');
  const statuses = useQueries({
    queries: projects.map((p) => ({
      queryKey: ['distribution.status', { projectId: p.id }],
      queryFn: () => invoke('distribution.status', { projectId: p.id }),
    })),
  });
  return projects.map((p, i) => {
    const state = pickerState(p, statuses[i]?.data?.status);
    return { value: p.id, label: [p.code, p.name, state && t(`states.${state}`)].filter(Boolean).join(' · ') };
  });
}

export function DistributionScreen() {
  const { t } = useTranslation('distribution');
  const projectId = useNavigation((s) => s.distributionProjectId);
  const go = useNavigation((s) => s.go);
  const projects = useDeskQuery('projects.list', undefined);
  const chosen = projects.data?.find((p) => p.id === projectId);
  const data = usePickerData(projects.data ?? []);

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
        data={data}
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
