import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Project } from '@wire/projects';
import { BackLink } from '../../components/BackLink';
import { Field } from '../../components/Field';
import { HostFields } from '../../components/HostFields';
import { ProjectStats } from '../../components/ProjectStats';
import { QueryState } from '../../components/QueryState';
import { deleteConfirmed } from '../../components/confirm';
import { MoreMenu } from '../../components/MoreMenu';
import { formatDate, formatMoney } from '../../format';
import { useDeskMutation, useDeskQuery } from '../../ipc';
import { ProjectLedgerView } from '../ledgers/ProjectLedgerView';
import { ProjectFormModal } from './ProjectFormModal';
import { ProjectPayouts } from './ProjectPayouts';
import { PHASE_COLORS, phaseOf } from './phase';
import { useWritable } from '../../components/writes';

export function ProjectDetail({ id, onBack }: { id: string; onBack: () => void }) {
  const { t, i18n } = useTranslation('projects');
  const project = useDeskQuery('projects.get', { id });
  const remove = useDeskMutation('projects.delete');
  const editable = useWritable('projects.update');
  const deletable = useWritable('projects.delete');
  // The server refuses to delete a project with orders: say so before anyone tries.
  const stats = useDeskQuery('projects.stats', { id });
  const orders = stats.data?.orders_count ?? 0;
  const [editing, { open: edit, close: closeEdit }] = useDisclosure(false);

  const onDelete = async (p: Project) => {
    if (await deleteConfirmed(t, t('deleteWhat', { code: p.code }), () => remove.mutateAsync({ id: p.id }))) onBack();
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
                    {p.name === undefined ? p.code : `${p.code} · ${p.name}`}
                  </Title>
                  <Badge color={PHASE_COLORS[phase]} variant="light">
                    {t(`phase.${phase}`)}
                  </Badge>
                </Group>
                <Group>
                  <Button variant="default" leftSection={<IconPencil size={16} aria-hidden />} onClick={edit} {...editable}>
                    {t('actions.edit', { ns: 'common' })}
                  </Button>
                  <MoreMenu
                    actions={[
                      {
                        label: t('actions.delete', { ns: 'common' }),
                        icon: <IconTrash size={16} aria-hidden />,
                        destructive: true,
                        disabled: deletable.disabled ?? (orders > 0 || remove.isPending),
                        reason: deletable.title ?? (orders > 0 ? t('detail.hasOrders', { count: orders }) : undefined),
                        onClick: () => void onDelete(p),
                      },
                    ]}
                  />
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
                {p.min_investment_amount === undefined && (
                  <Text size="sm" c="dimmed" mt="sm">
                    {t('detail.noMinimum')}
                  </Text>
                )}
                {p.volume === undefined && (
                  <Text size="sm" c="dimmed" mt="sm">
                    {t('detail.noVolume')}
                  </Text>
                )}
              </Card>
              <ProjectLedgerView project={p} stats={<ProjectStats projectId={p.id} />} />
              <ProjectPayouts projectId={p.id} />
              <HostFields resource={p} />
              <ProjectFormModal opened={editing} onClose={closeEdit} project={p} />
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
