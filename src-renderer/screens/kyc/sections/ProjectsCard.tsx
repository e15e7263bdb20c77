// The projects in which the investor has orders or payments.
import { Card, List, Title } from '@mantine/core';
import { QueryState } from '../../../components/QueryState';
import { useTranslation } from '../../../i18n';
import { useDeskQuery } from '../../../ipc';
import { ProjectLink } from '../../../components/ProjectLink';

export function ProjectsCard({ userId }: { userId: string }) {
  const { t } = useTranslation('kyc');
  const projects = useDeskQuery('users.projects', { id: userId });
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="sm">
        {t('projects.title')}
      </Title>
      <QueryState query={projects} isEmpty={(list) => list.length === 0} empty={t('projects.empty')}>
        {(list) => (
          <List>
            {list.map((p) => (
              <List.Item key={p.id}>
                <ProjectLink projectId={p.id} code={p.code} name={p.name} />
              </List.Item>
            ))}
          </List>
        )}
      </QueryState>
    </Card>
  );
}
