import { Badge, Button, Group, Select, Stack, Table, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useMemo } from 'react';
import type { Project } from '@wire/projects';
import { QueryState } from '../../components/QueryState';
import { ABSENT, formatDate, formatMoney } from '../../format';
import { useTranslation } from '../../i18n';
import { useDeskQuery } from '../../ipc';
import { useNavigation, useRemembered } from '../../stores/navigation';
import { ProjectDetail } from './ProjectDetail';
import { ProjectFormModal } from './ProjectFormModal';
import { PHASE_COLORS, phaseOf } from './phase';
import { useWritable } from '../../components/writes';

type Sort = 'start' | 'code' | 'name';

const COMPARE: Record<Sort, (a: Project, b: Project) => number> = {
  start: (a, b) => Date.parse(b.start_date) - Date.parse(a.start_date),
  code: (a, b) => a.code.localeCompare(b.code),
  name: (a, b) => (a.name ?? '').localeCompare(b.name ?? ''),
};

export function ProjectsScreen() {
  const writable = useWritable('projects.create');
  const { t, i18n } = useTranslation('projects');
  const projectId = useNavigation((s) => s.projectId);
  const go = useNavigation((s) => s.go);
  const [query, setQuery] = useRemembered('projects.search', '');
  const [sort, setSort] = useRemembered<Sort>('projects.sort', 'start');
  const [creating, { open: create, close: closeCreate }] = useDisclosure(false);
  // Arriving here reads the list again: projects made elsewhere since (another desk, the server's admin) show.
  const list = useDeskQuery('projects.list', undefined, { refetchOnMount: 'always' });

  const shown = useMemo(() => {
    const needle = query.trim().toLowerCase();
    const all = list.data ?? [];
    const matching = needle ? all.filter((p) => `${p.code} ${p.name ?? ''}`.toLowerCase().includes(needle)) : all;
    return [...matching].sort(COMPARE[sort]);
  }, [list.data, query, sort]);

  if (projectId) return <ProjectDetail id={projectId} onBack={() => go('projects', { projectId: undefined })} />;

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={create} {...writable}>
          {t('new')}
        </Button>
      </Group>
      <Group align="end">
        <TextInput
          label={t('searchLabel')}
          placeholder={t('searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          data-autofocus
          w={320}
        />
        <Select
          label={t('sortLabel')}
          value={sort}
          onChange={(v) => setSort((v) ?? 'start')}
          data={(['start', 'code', 'name'] as const).map((value) => ({ value, label: t(`sort.${value}`) }))}
          allowDeselect={false}
          w={220}
        />
      </Group>
      <QueryState query={list} isEmpty={(all) => all.length === 0} empty={t('empty')}>
        {() =>
          shown.length === 0 ? (
            <Text c="dimmed">{t('noMatch', { query })}</Text>
          ) : (
            <Table striped highlightOnHover aria-label={t('title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('fields.code')}</Table.Th>
                  <Table.Th>{t('fields.name')}</Table.Th>
                  <Table.Th>{t('fields.phase')}</Table.Th>
                  <Table.Th>{t('fields.start_date')}</Table.Th>
                  <Table.Th>{t('fields.end_date')}</Table.Th>
                  <Table.Th ta="right">{t('fields.min_investment_amount')}</Table.Th>
                  <Table.Th ta="right">{t('fields.volume')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((p) => {
                  const phase = phaseOf(p);
                  return (
                    <Table.Tr key={p.id}>
                      <Table.Td>
                        <UnstyledButton onClick={() => go('projects', { projectId: p.id })} fw={600} td="underline">
                          {p.code}
                        </UnstyledButton>
                      </Table.Td>
                      <Table.Td>{p.name ?? ABSENT}</Table.Td>
                      <Table.Td>
                        <Badge color={PHASE_COLORS[phase]} variant="light">
                          {t(`phase.${phase}`)}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{formatDate(p.start_date, i18n.language)}</Table.Td>
                      <Table.Td>{formatDate(p.end_date, i18n.language)}</Table.Td>
                      <Table.Td ta="right">{formatMoney(p.min_investment_amount, i18n.language)}</Table.Td>
                      <Table.Td ta="right">{formatMoney(p.volume, i18n.language)}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          )
        }
      </QueryState>
      <Text size="xs" c="dimmed">
        {list.data ? t('count', { count: shown.length }) : null}
      </Text>
      <ProjectFormModal opened={creating} onClose={closeCreate} onSaved={(p) => go('projects', { projectId: p.id })} />
    </Stack>
  );
}
