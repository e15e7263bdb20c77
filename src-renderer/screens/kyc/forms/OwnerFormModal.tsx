// A business owner: the spec's short list of fields and the share. The shares of all owners
// total at most 100: checked here against the owners on screen, and by the host.
import { SimpleGrid, TextInput } from '@mantine/core';
import { BusinessOwnerForm, type Identity, shareProblem } from '@wire/kyc';
import { DateField } from '../../../components/DateField';
import { useTranslation } from '../../../i18n';
import { useKycWrite } from '../queries';
import { fullName } from '../words';
import { personFieldsForComplete } from './complete';
import { FormDialog, useSaveForm } from './FormDialog';
import { CountrySelect, YesNoField } from './inputs';
import { type OwnerValues, businessOwnerForm, ownerValues } from './values';

export function OwnerFormModal({
  opened,
  onClose,
  userId,
  owner,
  others,
  focus,
}: {
  opened: boolean;
  onClose: () => void;
  userId: string;
  owner?: Identity;
  /** The other owners, whose shares leave room for this one's. */
  others: Identity[];
  /** The field to open on (the checklist's missing one). */
  focus?: string;
}) {
  const { t, i18n } = useTranslation('kyc');
  const language = i18n.language;
  const write = useKycWrite();
  const schema = BusinessOwnerForm.superRefine((form, ctx) => {
    const problem = shareProblem(form.share, others.map((o) => o.share ?? '0'));
    if (problem) ctx.addIssue({ code: 'custom', path: ['share'], message: problem.code, params: problem.args });
  });
  const { field, submit, saving, problem } = useSaveForm<OwnerValues, typeof schema>({
    opened,
    required: personFieldsForComplete('business_owner'),
    part: { userId, check: 'business', businessInvestor: true },
    focus: focus ?? 'first_name',
    initialValues: () => ownerValues(owner, language),
    toForm: (values) => businessOwnerForm(values, language),
    schema,
    save: (business_owner) =>
      owner
        ? write('kyc.businessOwners.update', { userId, id: owner.id, business_owner })
        : write('kyc.businessOwners.create', { userId, business_owner }),
    onSaved: onClose,
  });
  const title = owner ? t('owners.editTitle', { name: fullName(owner) }) : t('owners.createTitle');
  return (
    <FormDialog opened={opened} onClose={onClose} title={title} channel={owner ? 'kyc.businessOwners.update' : 'kyc.businessOwners.create'} saving={saving} problem={problem} onSubmit={submit}>
      <SimpleGrid cols={2}>
        <TextInput label={t('fields.first_name')} {...field('first_name')} />
        <TextInput label={t('fields.last_name')} {...field('last_name')} />
        <DateField label={t('fields.date_of_birth')} {...field('date_of_birth')} />
        <CountrySelect label={t('fields.citizenship')} {...field('citizenship')} />
        <CountrySelect label={t('fields.country_of_taxation')} {...field('country_of_taxation')} />
        <TextInput
          label={t('fields.share')}
          description={t('owners.shareHint', { example: language === 'de' ? '12,5' : '12.5' })}
          inputMode="decimal"
          rightSection="%"
          {...field('share')}
        />
      </SimpleGrid>
      <YesNoField label={t('fields.not_pep')} negated {...field('not_pep')} />
    </FormDialog>
  );
}
