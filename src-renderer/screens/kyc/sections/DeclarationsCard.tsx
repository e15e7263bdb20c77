// What a person declared: the PEP status (kept apart from the identity's own "not a PEP"),
// and the identity terms, which the video identification needs.
import { Badge, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconCheck, IconPencil } from '@tabler/icons-react';
import type { Identity } from '@wire/kyc';
import { Field } from '../../../components/Field';
import { QueryState } from '../../../components/QueryState';
import { notifyError, notifySaved } from '../../../components/errors';
import { formatDateTime } from '../../../format';
import { useTranslation } from '../../../i18n';
import { useDeskMutation, useDeskQuery } from '../../../ipc';
import { PepFormModal } from '../forms/PepFormModal';
import { fullName } from '../words';
import { useWritable } from '../../../components/writes';

function PepStatusCard({ userId, identity }: { userId: string; identity: Identity }) {
  const { t } = useTranslation('kyc');
  const [editing, { open, close }] = useDisclosure(false);
  const pep = useDeskQuery('kyc.pepStatus.get', { userId, identityId: identity.id });
  const pepSettable = useWritable('kyc.pepStatus.set');
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4">
            {t('pep.title')}
          </Title>
          {pep.isSuccess && (
            <Button variant={pep.data ? 'default' : 'filled'} size="xs" leftSection={<IconPencil size={14} aria-hidden />} onClick={open} {...pepSettable}>
              {pep.data ? t('actions.edit', { ns: 'common' }) : t('pep.record')}
            </Button>
          )}
        </Group>
        <QueryState query={pep}>
          {(status) =>
            status ? (
              <SimpleGrid cols={2}>
                <Field label={t('fields.pep')}>
                  <Badge color={status.pep ? 'orange' : 'teal'} variant="light">
                    {status.pep ? t('pep.isPep') : t('pep.notPep')}
                  </Badge>
                </Field>
                {status.details && <Field label={t('fields.details')}>{status.details}</Field>}
              </SimpleGrid>
            ) : (
              <Text c="dimmed">{t('pep.none')}</Text>
            )
          }
        </QueryState>
      </Stack>
      {pep.isSuccess && (
        <PepFormModal opened={editing} onClose={close} userId={userId} identityId={identity.id} pep={pep.data} />
      )}
    </Card>
  );
}

function TermsCard({ userId, identity }: { userId: string; identity: Identity }) {
  const { t, i18n } = useTranslation('kyc');
  const terms = useDeskQuery('kyc.identityTerms.list', { userId, identityId: identity.id });
  const accept = useDeskMutation('kyc.identityTerms.accept');
  const acceptable = useWritable('kyc.identityTerms.accept');
  const onAccept = () =>
    modals.openConfirmModal({
      title: t('terms.confirmTitle'),
      children: <Text size="sm">{t('terms.confirm', { name: fullName(identity) })}</Text>,
      labels: { confirm: t('terms.record'), cancel: t('actions.cancel', { ns: 'common' }) },
      onConfirm: () =>
        accept.mutate(
          { userId, identityId: identity.id },
          { onSuccess: () => notifySaved(t), onError: (error) => notifyError(error, t) },
        ),
    });
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4">
            {t('terms.title')}
          </Title>
          <Button size="xs" variant="default" leftSection={<IconCheck size={14} aria-hidden />} loading={accept.isPending} onClick={onAccept} {...acceptable}>
            {t('terms.record')}
          </Button>
        </Group>
        <QueryState query={terms} isEmpty={(list) => list.length === 0} empty={t('terms.none')}>
          {(list) => (
            <List size="sm">
              {list.map((term) => (
                <List.Item key={term.id}>{t('terms.acceptedAt', { at: formatDateTime(term.accepted_at, i18n.language) })}</List.Item>
              ))}
            </List>
          )}
        </QueryState>
      </Stack>
    </Card>
  );
}

export function DeclarationsCards({ userId, identity }: { userId: string; identity: Identity }) {
  return (
    <>
      <PepStatusCard userId={userId} identity={identity} />
      <TermsCard userId={userId} identity={identity} />
    </>
  );
}
