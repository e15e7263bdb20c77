// A personal investor's identity, or a business investor's legal representative: the person,
// the declarations, the tax residence. The API saves one with the names alone; the form asks
// for every field the KYC needs (marked required) and checks the tax IDs by their country's rule.
import { Divider, Select, SimpleGrid, TextInput, Title } from '@mantine/core';
import type { Channel } from '@contract';
import {
  FAMILY_STATUSES,
  GENDERS,
  type Identity,
  IdentityForm,
  LegalRepresentativeForm,
} from '@wire/kyc';
import { DateField } from '../../../components/DateField';
import { useTranslation } from '../../../i18n';
import { useKycWrite } from '../queries';
import { fullName } from '../words';
import { personFieldsForComplete, taxIdProblems } from './complete';
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
  focus,
}: {
  opened: boolean;
  onClose: () => void;
  userId: string;
  kind: PersonKind;
  /** Absent: a new one. */
  identity?: Identity;
  /** The field to open on (the checklist's missing one). */
  focus?: string;
}) {
  const { t } = useTranslation('kyc');
  const write = useKycWrite();
  const representative = kind === 'legal_representative';
  const { form, field, submit, saving, problem } = useSaveForm<PersonValues, typeof IdentityForm | typeof LegalRepresentativeForm>({
    opened,
    required: personFieldsForComplete(kind),
    rules: taxIdProblems,
    part: representative ? { userId, check: 'legal_reps', businessInvestor: true } : { userId, check: 'identity', businessInvestor: false },
    focus: focus ?? 'first_name',
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
        <TextInput label={t('fields.first_name')} {...field('first_name')} />
        <TextInput label={t('fields.last_name')} {...field('last_name')} />
        <DateField label={t('fields.date_of_birth')} {...field('date_of_birth')} />
        <TextInput label={t('fields.place_of_birth')} {...field('place_of_birth')} />
        <CountrySelect label={t('fields.country_of_birth')} {...field('country_of_birth')} />
        <CountrySelect label={t('fields.citizenship')} {...field('citizenship')} />
        <Select
          label={t('fields.family_status')}
          clearable
          data={FAMILY_STATUSES.map((value) => ({ value, label: t(`familyStatus.${value}`) }))}
          {...field('family_status')}
        />
        <Select
          label={t('fields.gender')}
          clearable
          data={GENDERS.map((value) => ({ value, label: t(`gender.${value}`) }))}
          {...field('gender')}
        />
      </SimpleGrid>
      <Divider />
      <Title order={3} size="h5">
        {t('person.declarations')}
      </Title>
      <SimpleGrid cols={2}>
        <YesNoField label={t('fields.not_pep')} negated {...field('not_pep')} />
        <YesNoField label={t('fields.not_us_income_tax')} negated {...field('not_us_income_tax')} />
        {representative && (
          <YesNoField label={t('fields.sole_right_of_representation')} {...field('sole_right_of_representation')} />
        )}
      </SimpleGrid>
      <Divider />
      <Title order={3} size="h5">
        {t('tax.title')}
      </Title>
      <TaxFields form={form} field={field} personal />
    </FormDialog>
  );
}
