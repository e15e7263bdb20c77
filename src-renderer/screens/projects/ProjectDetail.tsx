import { Badge, Button, Card, Group, SegmentedControl, SimpleGrid, Stack, Table, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderStatusFilter } from '../../../src-main/wire/orders';
import type { Project } from '../../../src-main/wire/projects';
import { BackLink } from '../../components/BackLink';
import { Field } from '../../components/Field';
import { QueryState } from '../../components/QueryState';
import { confirmDelete } from '../../components/confirm';
import { notifyError, notifySaved } from '../../components/errors';
import { formatDate, formatMoney } from '../../format';
import { useDeskMutation, useDeskQuery } from '../../ipc';
import { ProjectFormModal } from './ProjectFormModal';
import { PHASE_COLORS, phaseOf } from './phase';

const FILTERS = ['all', 'open', 'paid', 'settled', 'cancelled'] as const;

function Stats({ project }: { project: Project }) {
  const { t, i18n } = useTranslation('projects');
  const [filter, setFilter] = useState<(typeof FILTERS)[number]>('all');
  const status = filter === 'all' ? undefined : (filter as OrderStatusFilter);
  const stats = useDeskQuery('projects.stats', { id: project.id, status });
  const money = (amount: string) => formatMoney(amount, i18n.language);
  return (
    <Card withBorder>
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('detail.stats')}
          </Title>
          <SegmentedControl
            aria-label={t('detail.statsFilter')}
            value={filter}
            onChange={(v) => setFilter(v)}
            data={FILTERS.map((f) => ({ value: f, label: f === 'all' ? t('detail.allStatuses') : t(`statuses.${f}`) }))}
          />
        </Group>
        <QueryState query={stats}>
          {(s) => (
            <Stack>
              <SimpleGrid cols={3}>
                <Field label={t('detail.ordersCount')}>{s.orders_count}</Field>
                <Field label={t('detail.ordersAmount')}>{money(s.orders_amount)}</Field>
                <Field label={t('detail.paidAmount')}>{money(s.paid_amount)}</Field>
              </SimpleGrid>
              <Table aria-label={t('detail.stats')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('detail.status')}</Table.Th>
                    <Table.Th ta="right">{t('detail.count')}</Table.Th>
                    <Table.Th ta="right">{t('detail.amount')}</Table.Th>
                    <Table.Th ta="right">{t('detail.paid')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {s.by_status.map((row) => (
                    <Table.Tr key={row.status}>
                      <Table.Td>{t(`statuses.${row.status}`)}</Table.Td>
                      <Table.Td ta="right">{row.count}</Table.Td>
                      <Table.Td ta="right">{money(row.amount)}</Table.Td>
                      <Table.Td ta="right">{money(row.paid_amount)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Card>
  );
}

export function ProjectDetail({ id, onBack }: { id: string; onBack: () => void }) {
  const { t, i18n } = useTranslation('projects');
  const project = useDeskQuery('projects.get', { id });
  const remove = useDeskMutation('projects.delete', ['projects.list']);
  const [editing, { open: edit, close: closeEdit }] = useDisclosure(false);

  const onDelete = async (p: Project) => {
    if (!(await confirmDelete(t, t('deleteWhat', { code: p.code })))) return;
    try {
      await remove.mutateAsync({ id: p.id });
      notifySaved(t, t('deleted', { ns: 'common' }));
      onBack();
    } catch (error) {
      notifyError(error, t);
    }
  };

  return (
    <Stack>
      <BackLink onClick={onBack}>{t('detail.back')}</BackLink>
      <QueryState query={project}>
        {(p) => {
          const phase = phaseOf(p);
          return (
            <Stack>
              <Group justify="space-between">
                <Group>
                  <Title order={1} size="h2">
                    {p.code} · {p.name}
                  </Title>
                  <Badge color={PHASE_COLORS[phase]} variant="light">
                    {t(`phase.${phase}`)}
                  </Badge>
                </Group>
                <Group>
                  <Button variant="default" leftSection={<IconPencil size={16} aria-hidden />} onClick={edit}>
                    {t('actions.edit', { ns: 'common' })}
                  </Button>
                  <Button
                    color="red"
                    variant="light"
                    leftSection={<IconTrash size={16} aria-hidden />}
                    loading={remove.isPending}
                    onClick={() => void onDelete(p)}
                  >
                    {t('actions.delete', { ns: 'common' })}
                  </Button>
                </Group>
              </Group>
              <Card withBorder>
                <SimpleGrid cols={{ base: 2, md: 4 }}>
                  <Field label={t('fields.start_date')}>{formatDate(p.start_date, i18n.language)}</Field>
                  <Field label={t('fields.end_date')}>{formatDate(p.end_date, i18n.language)}</Field>
                  <Field label={t('fields.min_investment_amount')}>{formatMoney(p.min_investment_amount, i18n.language)}</Field>
                  <Field label={t('fields.volume')}>{formatMoney(p.volume, i18n.language)}</Field>
                  <Field label={t('fields.has_investment_survey')}>
                    {p.has_investment_survey ? t('states.yes', { ns: 'common' }) : t('states.no', { ns: 'common' })}
                  </Field>
                  <Field label={t('fields.partner_customer_id')}>{p.partner_customer_id ?? t('states.none', { ns: 'common' })}</Field>
                  <Field label={t('fields.partner_iban')}>{p.partner_iban ?? t('states.none', { ns: 'common' })}</Field>
                  <Field label={t('fields.partner_bic')}>{p.partner_bic ?? t('states.none', { ns: 'common' })}</Field>
                </SimpleGrid>
              </Card>
              <Stats project={p} />
              <ProjectFormModal opened={editing} onClose={closeEdit} project={p} />
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
