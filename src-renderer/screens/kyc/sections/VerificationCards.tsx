// The KYC verification (how the identity was verified) and the identity document it saw.
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPencil } from '@tabler/icons-react';
import type { Identity, IdentityDocument } from '@wire/kyc';
import { Field } from '../../../components/Field';
import { QueryState } from '../../../components/QueryState';
import { formatDate, formatDateTime } from '../../../format';
import { useTranslation } from '../../../i18n';
import { useDeskQuery } from '../../../ipc';
import { DocumentFormModal, VerificationFormModal } from '../forms/VerificationFormModal';
import { countryName } from '../words';
import { useWritable } from '../../../components/writes';

function DocumentCard({ userId, identity }: { userId: string; identity: Identity }) {
  const { t, i18n } = useTranslation('kyc');
  const [editing, { open, close }] = useDisclosure(false);
  const document = useDeskQuery('kyc.identityDocument.get', { userId, identityId: identity.id });
  const writable = useWritable('kyc.identityDocument.set');
  const none = t('states.none', { ns: 'common' });
  const show = (d: IdentityDocument) => (
    <SimpleGrid cols={{ base: 2, md: 3 }}>
      <Field label={t('fields.document_type')}>{d.type ? t(`documentTypes.${d.type}`, { defaultValue: d.type }) : none}</Field>
      <Field label={t('fields.document_number')}>{d.number ?? none}</Field>
      <Field label={t('fields.issued')}>{d.issued ? formatDate(d.issued, i18n.language) : none}</Field>
      <Field label={t('fields.expires')}>{formatDate(d.expires, i18n.language)}</Field>
      <Field label={t('fields.issuing_authority')}>{d.issuing_authority ?? none}</Field>
      <Field label={t('fields.issuing_country')}>{d.issuing_country ? countryName(d.issuing_country, i18n.language) : none}</Field>
    </SimpleGrid>
  );
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={4} size="h5">
          {t('document.title')}
        </Title>
        {document.isSuccess && (
          <Button size="xs" variant={document.data ? 'default' : 'filled'} leftSection={<IconPencil size={14} aria-hidden />} onClick={open} {...writable}>
            {document.data ? t('actions.edit', { ns: 'common' }) : t('document.record')}
          </Button>
        )}
      </Group>
      <QueryState query={document}>{(d) => (d ? show(d) : <Text c="dimmed">{t('document.none')}</Text>)}</QueryState>
      {document.isSuccess && (
        <DocumentFormModal opened={editing} onClose={close} userId={userId} identityId={identity.id} document={document.data} />
      )}
    </Stack>
  );
}

export function VerificationCard({ userId, identity }: { userId: string; identity: Identity }) {
  const { t, i18n } = useTranslation('kyc');
  const [editing, { open, close }] = useDisclosure(false);
  const verification = useDeskQuery('kyc.verification.get', { userId, identityId: identity.id });
  const writable = useWritable('kyc.verification.set');
  const none = t('states.none', { ns: 'common' });
  return (
    <Card withBorder>
      <Stack>
        <Group justify="space-between">
          <Title order={3} size="h4">
            {t('verification.title')}
          </Title>
          {verification.isSuccess && (
            <Button
              size="xs"
              variant={verification.data ? 'default' : 'filled'}
              leftSection={<IconPencil size={14} aria-hidden />}
              onClick={open}
              {...writable}
            >
              {verification.data ? t('actions.edit', { ns: 'common' }) : t('verification.record')}
            </Button>
          )}
        </Group>
        <QueryState query={verification}>
          {(v) =>
            v ? (
              <Stack>
                <SimpleGrid cols={{ base: 2, md: 4 }}>
                  <Field label={t('fields.method')}>{v.method ? t(`methods.${v.method}`, { defaultValue: v.method }) : none}</Field>
                  <Field label={t('fields.provider')}>{v.provider ?? none}</Field>
                  <Field label={t('fields.reference')}>{v.reference ?? none}</Field>
                  <Field label={t('fields.verified_at')}>{v.verified_at ? formatDateTime(v.verified_at, i18n.language) : none}</Field>
                </SimpleGrid>
                <DocumentCard userId={userId} identity={identity} />
              </Stack>
            ) : (
              <Text c="dimmed">{t('verification.none')}</Text>
            )
          }
        </QueryState>
      </Stack>
      {verification.isSuccess && (
        <VerificationFormModal
          opened={editing}
          onClose={close}
          userId={userId}
          identityId={identity.id}
          verification={verification.data}
        />
      )}
    </Card>
  );
}
