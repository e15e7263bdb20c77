import { Badge, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { Project } from '@wire/projects';
import { BackLink } from '../../components/BackLink';
import { DetailHeader } from '../../components/DetailHeader';
import { Field } from '../../components/Field';
import { HostFields } from '../../components/HostFields';
import { ProjectStats } from '../../components/ProjectStats';
import { QueryState } from '../../components/QueryState';
import { deleteConfirmed } from '../../components/confirm';
import { formatDate, formatMoney } from '../../format';
import { useTranslation } from '../../i18n';
import { useDeskMutation, useDeskQuery } from '../../ipc';
import { ProjectLedgerView } from '../ledgers/ProjectLedgerView';
import { ProjectFormModal } from './ProjectFormModal';
import { ProjectPayouts } from './ProjectPayouts';
import { PHASE_COLORS, phaseOf } from './phase';

export function ProjectDetail({ id, onBack }: { id: string; onBack: () => void }) {
  const { t, i18n } = useTranslation('projects');
  const project = useDeskQuery('projects.get', { id });
  const remove = useDeskMutation('projects.delete');
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
              <DetailHeader
                title={p.name === undefined ? p.code : `${p.code} · ${p.name}`}
                order={1}
                badges={
                  <Badge color={PHASE_COLORS[phase]} variant="light">
                    {t(`phase.${phase}`)}
                  </Badge>
                }
                edit={{ channel: 'projects.update', onClick: edit }}
                remove={{
                  channel: 'projects.delete',
                  refusal: orders > 0 ? t('detail.hasOrders', { count: orders }) : undefined,
                  pending: remove.isPending,
                  onClick: () => void onDelete(p),
                }}
              />
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
