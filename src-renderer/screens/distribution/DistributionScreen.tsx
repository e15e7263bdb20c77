import { Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ProjectLink } from '../../components/ProjectLink';
import { ProjectStats } from '../../components/ProjectStats';
import { useTranslation } from '../../i18n';
import { useDeskQuery } from '../../ipc';
import { useNavigation } from '../../stores/navigation';
import { ExportCard } from './ExportCard';
import { History } from './History';
import { PreparationCard } from './PreparationCard';
import { useProjectOptions } from './project-options';

export function DistributionScreen() {
  const { t } = useTranslation('distribution');
  const projectId = useNavigation((s) => s.distributionProjectId);
  const go = useNavigation((s) => s.go);
  const projects = useDeskQuery('projects.list', undefined);
  const chosen = projects.data?.find((p) => p.id === projectId);
  const data = useProjectOptions(projects.data);

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
