// The business investor's business: its names and its tax residence.
import { Divider, SimpleGrid, TextInput, Title } from '@mantine/core';
import { type Business, BusinessForm } from '@wire/kyc';
import { useTranslation } from '../../../i18n';
import { useKycWrite } from '../queries';
import { BUSINESS_FIELDS_FOR_COMPLETE } from './complete';
import { FormDialog, useSaveForm } from './FormDialog';
import { TaxFields } from './inputs';
import { type BusinessValues, businessForm, businessValues } from './values';

export function BusinessFormModal({
  opened,
  onClose,
  userId,
  business,
  focus,
}: {
  opened: boolean;
  onClose: () => void;
  userId: string;
  business?: Business | null;
  /** The field to open on (the checklist's missing one). */
  focus?: string;
}) {
  const { t } = useTranslation('kyc');
  const write = useKycWrite();
  const { form, field, submit, saving, problem } = useSaveForm<BusinessValues, typeof BusinessForm>({
    opened,
    required: BUSINESS_FIELDS_FOR_COMPLETE,
    part: { userId, check: 'business', businessInvestor: true },
    focus: focus ?? 'legal_name',
    initialValues: () => businessValues(business),
    toForm: businessForm,
    schema: BusinessForm,
    save: (value) =>
      business
        ? write('kyc.business.update', { userId, id: business.id, business: value })
        : write('kyc.business.create', { userId, business: value }),
    onSaved: onClose,
  });
  const title = business ? t('business.editTitle', { name: business.legal_name }) : t('business.createTitle');
  return (
    <FormDialog opened={opened} onClose={onClose} title={title} channel={business ? 'kyc.business.update' : 'kyc.business.create'} saving={saving} problem={problem} onSubmit={submit}>
      <TextInput label={t('fields.legal_name')} {...field('legal_name')} />
      <SimpleGrid cols={2}>
        <TextInput label={t('fields.legal_form')} {...field('legal_form')} />
        <TextInput label={t('fields.register_number')} {...field('register_number')} />
      </SimpleGrid>
      <Divider />
      <Title order={3} size="h5">
        {t('tax.title')}
      </Title>
      <TaxFields form={form} field={field} />
    </FormDialog>
  );
}
