// The business investor's business: its names and its tax residence.
import { Divider, SimpleGrid, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type Business, BusinessForm } from '@wire/kyc';
import { useKycWrite } from '../queries';
import { FormDialog, useSaveForm } from './FormDialog';
import { TaxFields } from './inputs';
import { type BusinessValues, businessForm, businessValues } from './values';

export function BusinessFormModal({
  opened,
  onClose,
  userId,
  business,
}: {
  opened: boolean;
  onClose: () => void;
  userId: string;
  business?: Business | null;
}) {
  const { t } = useTranslation('kyc');
  const write = useKycWrite();
  const { form, submit, saving, problem } = useSaveForm<BusinessValues, typeof BusinessForm>({
    opened,
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
      <TextInput label={t('fields.legal_name')} required data-autofocus {...form.getInputProps('legal_name')} />
      <SimpleGrid cols={2}>
        <TextInput label={t('fields.legal_form')} {...form.getInputProps('legal_form')} />
        <TextInput label={t('fields.register_number')} {...form.getInputProps('register_number')} />
      </SimpleGrid>
      <Divider />
      <Title order={3} size="h5">
        {t('tax.title')}
      </Title>
      <TaxFields form={form} />
    </FormDialog>
  );
}
