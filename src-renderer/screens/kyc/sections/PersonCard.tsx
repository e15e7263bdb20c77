// A personal identity or a legal representative: every field, the declarations, the tax
// residence, what the KYC still needs of it; edit, delete, or create it when there is none.
import { Alert, Button, Card, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { type Identity, missingData } from '@wire/kyc';
import { Field } from '../../../components/Field';
import { HostFields } from '../../../components/HostFields';
import { deleteConfirmed } from '../../../components/confirm';
import { formatDate } from '../../../format';
import { useTranslation } from '../../../i18n';
import { useDeskMutation } from '../../../ipc';
import { type PersonKind, PersonFormModal, personChannel } from '../forms/PersonFormModal';
import { answerKey, countryName, declaredKey, fullName } from '../words';
import { TaxResidence } from './TaxResidence';
import { useFieldToEdit } from './context';
import { useWritable } from '../../../components/writes';

const DELETE_CHANNEL = { personal: 'kyc.identities.delete', legal_representative: 'kyc.legalRepresentatives.delete' } as const;

export function PersonCard({ userId, kind, identity }: { userId: string; kind: PersonKind; identity: Identity | undefined }) {
  const { t, i18n } = useTranslation('kyc');
  const language = i18n.language;
  const [editing, { open, close }] = useDisclosure(false);
  const [focus, setFocus] = useState<string>();
  const edit = (field?: string) => {
    setFocus(field);
    open();
  };
  useFieldToEdit(kind === 'personal' ? 'identity' : 'representative', edit);
  const remove = useDeskMutation(DELETE_CHANNEL[kind]);
  const creatable = useWritable(personChannel(kind, undefined));
  const editable = useWritable(personChannel(kind, identity));
  const deletable = useWritable(DELETE_CHANNEL[kind]);
  const none = t('states.none', { ns: 'common' });
  const title = kind === 'personal' ? t('person.identity') : t('person.representative');

  if (!identity) {
    return (
      <Card withBorder>
        <Stack align="flex-start">
          <Title order={3} size="h4">
            {title}
          </Title>
          <Text c="dimmed">{kind === 'personal' ? t('person.noIdentity') : t('person.noRepresentative')}</Text>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => edit()} {...creatable}>
            {t('person.create', { what: title })}
          </Button>
        </Stack>
        <PersonFormModal opened={editing} onClose={close} userId={userId} kind={kind} />
      </Card>
    );
  }

  const onDelete = async () => {
    await deleteConfirmed(t, t('person.deleteWhat', { what: title, name: fullName(identity) }), () => remove.mutateAsync({ userId, id: identity.id }));
  };
  const country = (code: string | null | undefined) => (code ? countryName(code, language) : none);
  const missing = missingData(identity);

  return (
    <Card withBorder>
      <Stack>
        <Group justify="space-between">
          <Title order={3} size="h4">
            {title}
          </Title>
          <Group gap="xs">
            <Button variant="default" size="xs" leftSection={<IconPencil size={14} aria-hidden />} onClick={() => edit()} {...editable}>
              {t('actions.edit', { ns: 'common' })}
            </Button>
            <Button
              color="red"
              variant="light"
              size="xs"
              leftSection={<IconTrash size={14} aria-hidden />}
              loading={remove.isPending}
              onClick={() => void onDelete()}
              {...deletable}
            >
              {t('actions.delete', { ns: 'common' })}
            </Button>
          </Group>
        </Group>
        {missing.length > 0 && (
          <Alert color="orange" variant="light" title={t('person.missingTitle')}>
            {missing.map((field) => t(`fields.${field}`)).join(', ')}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 2, md: 3 }}>
          <Field label={t('fields.first_name')}>{identity.first_name}</Field>
          <Field label={t('fields.last_name')}>{identity.last_name}</Field>
          <Field label={t('fields.date_of_birth')}>{identity.date_of_birth ? formatDate(identity.date_of_birth, language) : none}</Field>
          <Field label={t('fields.place_of_birth')}>{identity.place_of_birth ?? none}</Field>
          <Field label={t('fields.country_of_birth')}>{country(identity.country_of_birth)}</Field>
          <Field label={t('fields.citizenship')}>{country(identity.citizenship)}</Field>
          <Field label={t('fields.family_status')}>{identity.family_status ? t(`familyStatus.${identity.family_status}`) : none}</Field>
          <Field label={t('fields.gender')}>{identity.gender ? t(`gender.${identity.gender}`) : none}</Field>
        </SimpleGrid>
        <Divider label={t('person.declarations')} labelPosition="left" />
        <SimpleGrid cols={{ base: 2, md: 3 }}>
          <Field label={t('declared.pep')}>{t(declaredKey(identity.not_pep))}</Field>
          <Field label={t('declared.usIncomeTax')}>{t(declaredKey(identity.not_us_income_tax))}</Field>
          {kind === 'legal_representative' && (
            <Field label={t('fields.sole_right_of_representation')}>{t(answerKey(identity.sole_right_of_representation))}</Field>
          )}
        </SimpleGrid>
        <Divider label={t('tax.title')} labelPosition="left" />
        <TaxResidence of={identity} />
        <HostFields resource={identity} />
      </Stack>
      <PersonFormModal opened={editing} onClose={close} userId={userId} kind={kind} identity={identity} focus={focus} />
    </Card>
  );
}
