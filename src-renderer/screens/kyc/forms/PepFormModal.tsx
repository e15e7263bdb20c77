// The PEP status: whether the person is politically exposed, and which office if so. The API
// keeps one per identity: saving replaces it.
import { Textarea } from '@mantine/core';
import { type PepStatus, PepStatusForm } from '@wire/kyc';
import { useTranslation } from '../../../i18n';
import { useKycWrite } from '../queries';
import { FormDialog, useSaveForm } from './FormDialog';
import { YesNoField } from './inputs';
import { type PepValues, pepStatusForm, pepValues } from './values';

export function PepFormModal({
  opened,
  onClose,
  userId,
  identityId,
  pep,
}: {
  opened: boolean;
  onClose: () => void;
  userId: string;
  identityId: string;
  pep: PepStatus | null;
}) {
  const { t } = useTranslation('kyc');
  const write = useKycWrite();
  const { form, submit, saving, problem } = useSaveForm<PepValues, typeof PepStatusForm>({
    opened,
    initialValues: () => pepValues(pep),
    toForm: pepStatusForm,
    schema: PepStatusForm,
    save: (pep_status) => write('kyc.pepStatus.set', { userId, identityId, pep_status }),
    onSaved: onClose,
  });
  return (
    <FormDialog opened={opened} onClose={onClose} title={t('pep.formTitle')} channel="kyc.pepStatus.set" saving={saving} problem={problem} onSubmit={submit}>
      <YesNoField label={t('fields.pep')} {...form.getInputProps('pep')} />
      <Textarea
        label={t('fields.details')}
        description={t('pep.detailsHint')}
        required={form.getValues().pep === 'yes'}
        autosize
        minRows={2}
        {...form.getInputProps('details')}
      />
    </FormDialog>
  );
}
