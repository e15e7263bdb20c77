// The review queue: the investors to review from the desk's investor index (ToReview), then
// the investors of a project with an order of a given status, each with its KYC state (read
// per row), so the officer can work down the list.
import { Anchor, Badge, Divider, Group, Select, Stack, Table, Text } from '@mantine/core';
import { ORDER_STATUS_FILTERS } from '@wire/orders';
import { isLive } from '@wire/projects';
import type { User } from '@wire/users';
import { InlineLoading, QueryState } from '../../components/QueryState';
import { orderStatusFilterLabel } from '../../components/orderStatus';
import { useTranslation } from '../../i18n';
import { useDeskQuery } from '../../ipc';
import { useNavigation } from '../../stores/navigation';
import { useProjectOptions } from '../distribution/project-options';
import { readiness } from './checklist';
import { ToReview } from './ToReview';

function KycState({ user }: { user: User }) {
  const { t } = useTranslation('kyc');
  const status = useDeskQuery('kyc.status', { userId: user.id });
  if (status.isPending) return <InlineLoading size="xs" />;
  if (status.isError) return <Text size="sm" c="red.9">{t('queue.kycUnavailable')}</Text>;
  const ready = readiness(status.data, user.approved);
  if (ready.open.length === 0) {
    return (
      <Badge color="teal" variant="light">
        {t('queue.kycComplete')}
      </Badge>
    );
  }
  return (
    <Stack gap={2}>
      <Badge color="orange" variant="light">
        {t('queue.kycOpen', { open: ready.open.length, total: ready.applicable })}
      </Badge>
      <Text size="xs" c="dimmed">
        {ready.open.map((check) => t(`checks.${check}`)).join(', ')}
      </Text>
    </Stack>
  );
}

export function ReviewQueue() {
  const { t } = useTranslation('kyc');
  const go = useNavigation((s) => s.go);
  const filter = useNavigation((s) => s.reviewQueue);
  const setFilter = useNavigation((s) => s.setReviewQueue);
  const projects = useDeskQuery('projects.list', undefined);
  const projectOptions = useProjectOptions(projects.data);
  // It opens on the project on sale now.
  const projectId = filter.projectId ?? projects.data?.find((p) => isLive(p, new Date()))?.id ?? projects.data?.[0]?.id ?? null;
  const queue = useDeskQuery('kyc.reviewQueue', { projectId: projectId ?? '', status: filter.status }, { enabled: projectId !== null });

  return (
    <Stack>
      <ToReview />
      <Divider />
      <Text size="sm" c="dimmed">
        {t('queue.intro')}
      </Text>
      <Group align="end">
        <Select
          label={t('queue.project')}
          w={320}
          searchable
          allowDeselect={false}
          value={projectId}
          onChange={(value) => setFilter({ ...filter, projectId: value })}
          data={projectOptions}
          disabled={!projects.data}
        />
        <Select
          label={t('queue.status')}
          w={240}
          allowDeselect={false}
          value={filter.status}
          onChange={(value) => value && setFilter({ ...filter, projectId, status: value })}
          data={ORDER_STATUS_FILTERS.map((value) => ({ value, label: orderStatusFilterLabel(t, value) }))}
        />
      </Group>
      {projectId === null ? (
        projects.isSuccess ? (
          <Text c="dimmed">{t('queue.noProjects')}</Text>
        ) : (
          <QueryState query={projects}>{() => null}</QueryState>
        )
      ) : (
        <QueryState query={queue} isEmpty={(list) => list.length === 0} empty={t('queue.empty')}>
          {(list) => (
            <Stack gap="xs">
              <Table striped highlightOnHover aria-label={t('queue.title')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('fields.name')}</Table.Th>
                    <Table.Th>{t('fields.email')}</Table.Th>
                    <Table.Th>{t('queue.kind')}</Table.Th>
                    <Table.Th>{t('fields.approved')}</Table.Th>
                    <Table.Th>{t('queue.kyc')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.map((user) => (
                    <Table.Tr key={user.id}>
                      <Table.Td>
                        <Anchor component="button" type="button" fw={600} onClick={() => go('kyc', { investorEmail: user.email })}>
                          {user.name}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{user.email}</Table.Td>
                      <Table.Td>{user.business_investor ? t('kind.business') : t('kind.personal')}</Table.Td>
                      <Table.Td>
                        <Badge color={user.approved ? 'teal' : 'orange'} variant="light">
                          {user.approved ? t('approval.approved') : t('approval.pending')}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <KycState user={user} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              <Text size="xs" c="dimmed">
                {t('queue.count', { count: list.length })}
              </Text>
            </Stack>
          )}
        </QueryState>
      )}
    </Stack>
  );
}
