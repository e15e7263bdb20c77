// A personal investor's identity, or a business investor's legal representative: the person,
// the declarations, the tax residence. Only the names are needed to save; the checklist says
// what the KYC still lacks.
import { Divider, Select, SimpleGrid, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Channel } from '@contract';
import {
  FAMILY_STATUSES,
  GENDERS,
  type Identity,
  IdentityForm,
  LegalRepresentativeForm,
} from '@wire/kyc';
import { DateField } from '../../../components/DateField';
import { useKycWrite } from '../queries';
import { fullName } from '../words';
import { FormDialog, useSaveForm } from './FormDialog';
import { CountrySelect, TaxFields, YesNoField } from './inputs';
import { type PersonValues, identityForm, legalRepresentativeForm, personValues } from './values';

export type PersonKind = 'personal' | 'legal_representative';

/** The channel that saves the person: creates it, or changes the one there is. */
export function personChannel(kind: PersonKind, identity: Identity | undefined): Channel {
  if (kind === 'legal_representative') return identity ? 'kyc.legalRepresentatives.update' : 'kyc.legalRepresentatives.create';
  return identity ? 'kyc.identities.update' : 'kyc.identities.create';
}

export function PersonFormModal({
  opened,
  onClose,
  userId,
  kind,
  identity,
}: {
  opened: boolean;
  onClose: () => void;
  userId: string;
  kind: PersonKind;
  /** Absent: a new one. */
  identity?: Identity;
}) {
  const { t } = useTranslation('kyc');
  const write = useKycWrite();
  const representative = kind === 'legal_representative';
  const { form, submit, saving, problem } = useSaveForm<PersonValues, typeof IdentityForm | typeof LegalRepresentativeForm>({
    opened,
    initialValues: () => personValues(identity),
    toForm: representative ? legalRepresentativeForm : identityForm,
    schema: representative ? LegalRepresentativeForm : IdentityForm,
    save: (value) => {
      if (representative) {
        const legal_representative = value as LegalRepresentativeForm;
        return identity
          ? write('kyc.legalRepresentatives.update', { userId, id: identity.id, legal_representative })
          : write('kyc.legalRepresentatives.create', { userId, legal_representative });
      }
      return identity
        ? write('kyc.identities.update', { userId, id: identity.id, identity: value })
        : write('kyc.identities.create', { userId, identity: value });
    },
    onSaved: onClose,
  });

  const what = representative ? t('person.representative') : t('person.identity');
  const title = identity ? t('person.editTitle', { name: fullName(identity) }) : t('person.createTitle', { what });
  return (
    <FormDialog opened={opened} onClose={onClose} title={title} channel={personChannel(kind, identity)} saving={saving} problem={problem} onSubmit={submit} size="xl">
      <SimpleGrid cols={2}>
        <TextInput label={t('fields.first_name')} required data-autofocus {...form.getInputProps('first_name')} />
        <TextInput label={t('fields.last_name')} required {...form.getInputProps('last_name')} />
        <DateField label={t('fields.date_of_birth')} {...form.getInputProps('date_of_birth')} />
        <TextInput label={t('fields.place_of_birth')} {...form.getInputProps('place_of_birth')} />
        <CountrySelect label={t('fields.country_of_birth')} {...form.getInputProps('country_of_birth')} />
        <CountrySelect label={t('fields.citizenship')} {...form.getInputProps('citizenship')} />
        <Select
          label={t('fields.family_status')}
          clearable
          data={FAMILY_STATUSES.map((value) => ({ value, label: t(`familyStatus.${value}`) }))}
          {...form.getInputProps('family_status')}
        />
        <Select
          label={t('fields.gender')}
          clearable
          data={GENDERS.map((value) => ({ value, label: t(`gender.${value}`) }))}
          {...form.getInputProps('gender')}
        />
      </SimpleGrid>
      <Divider />
      <Title order={3} size="h5">
        {t('person.declarations')}
      </Title>
      <SimpleGrid cols={2}>
        <YesNoField label={t('fields.not_pep')} {...form.getInputProps('not_pep')} />
        <YesNoField label={t('fields.not_us_income_tax')} {...form.getInputProps('not_us_income_tax')} />
        {representative && (
          <YesNoField label={t('fields.sole_right_of_representation')} {...form.getInputProps('sole_right_of_representation')} />
        )}
      </SimpleGrid>
      <Divider />
      <Title order={3} size="h5">
        {t('tax.title')}
      </Title>
      <TaxFields form={form} />
    </FormDialog>
  );
}
