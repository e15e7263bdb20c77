// The projects in which the investor has orders or payments.
import { Button, Card, List, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/QueryState';
import { useDeskQuery } from '../../../ipc';
import { useNavigation } from '../../../stores/navigation';

export function ProjectsCard({ userId }: { userId: string }) {
  const { t } = useTranslation('kyc');
  const go = useNavigation((s) => s.go);
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
                <Button variant="subtle" size="compact-sm" onClick={() => go('projects', { projectId: p.id })}>
                  {p.code} · {p.name}
                </Button>
              </List.Item>
            ))}
          </List>
        )}
      </QueryState>
    </Card>
  );
}
