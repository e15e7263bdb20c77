// How the identity was verified (the KYC verification), and the document the verification saw
// (the identity document, which needs a verification). The API keeps one of each: saving
// replaces it.
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { DateTimePicker } from '@mantine/dates';
import {
  IDENTITY_DOCUMENT_TYPES,
  type IdentityDocument,
  IdentityDocumentForm,
  KYC_VERIFICATION_METHODS,
  type KycVerification,
  KycVerificationForm,
} from '@wire/kyc';
import { DateField } from '../../../components/DateField';
import { useTranslation } from '../../../i18n';
import { useKycWrite } from '../queries';
import { FormDialog, useSaveForm } from './FormDialog';
import { CountrySelect } from './inputs';
import {
  type DocumentValues,
  type VerificationValues,
  documentValues,
  identityDocumentForm,
  kycVerificationForm,
  verificationValues,
} from './values';

interface Props {
  opened: boolean;
  onClose: () => void;
  userId: string;
  identityId: string;
}

export function VerificationFormModal({ opened, onClose, userId, identityId, verification }: Props & { verification: KycVerification | null }) {
  const { t, i18n } = useTranslation('kyc');
  const write = useKycWrite();
  const { form, submit, saving, problem } = useSaveForm<VerificationValues, typeof KycVerificationForm>({
    opened,
    initialValues: () => verificationValues(verification),
    toForm: kycVerificationForm,
    schema: KycVerificationForm,
    save: (kyc_verification) => write('kyc.verification.set', { userId, identityId, kyc_verification }),
    onSaved: onClose,
  });
  return (
    <FormDialog opened={opened} onClose={onClose} title={t('verification.formTitle')} channel="kyc.verification.set" saving={saving} problem={problem} onSubmit={submit}>
      <Select
        label={t('fields.method')}
        required
        data-autofocus
        data={KYC_VERIFICATION_METHODS.map((value) => ({ value, label: t(`methods.${value}`) }))}
        {...form.getInputProps('method')}
      />
      <SimpleGrid cols={2}>
        <TextInput label={t('fields.provider')} {...form.getInputProps('provider')} />
        <TextInput label={t('fields.reference')} {...form.getInputProps('reference')} />
      </SimpleGrid>
      <DateTimePicker
        label={t('fields.verified_at')}
        clearable
        valueFormat={i18n.language === 'de' ? 'DD.MM.YYYY HH:mm' : 'YYYY-MM-DD HH:mm'}
        {...form.getInputProps('verified_at')}
      />
    </FormDialog>
  );
}

export function DocumentFormModal({ opened, onClose, userId, identityId, document }: Props & { document: IdentityDocument | null }) {
  const { t } = useTranslation('kyc');
  const write = useKycWrite();
  const { form, submit, saving, problem } = useSaveForm<DocumentValues, typeof IdentityDocumentForm>({
    opened,
    initialValues: () => documentValues(document),
    toForm: identityDocumentForm,
    schema: IdentityDocumentForm,
    save: (identity_document) => write('kyc.identityDocument.set', { userId, identityId, identity_document }),
    onSaved: onClose,
  });
  return (
    <FormDialog opened={opened} onClose={onClose} title={t('document.formTitle')} channel="kyc.identityDocument.set" saving={saving} problem={problem} onSubmit={submit}>
      <DocumentFields form={form} />
    </FormDialog>
  );
}

/** Type, number and the document's dates, authority and country: the identity document and an uploaded scan share them. */
export function DocumentFields({
  form,
  detailsRequired = true,
}: {
  form: UseFormReturnType<DocumentValues>;
  /** The identity document needs its expiry and country; an uploaded scan may leave them out. */
  detailsRequired?: boolean;
}) {
  const { t } = useTranslation('kyc');
  return (
    <SimpleGrid cols={2}>
      <Select
        label={t('fields.document_type')}
        required
        data-autofocus
        data={IDENTITY_DOCUMENT_TYPES.map((value) => ({ value, label: t(`documentTypes.${value}`) }))}
        {...form.getInputProps('type')}
      />
      <TextInput label={t('fields.document_number')} required {...form.getInputProps('number')} />
      <DateField label={t('fields.issued')} {...form.getInputProps('issued')} />
      <DateField label={t('fields.expires')} required={detailsRequired} {...form.getInputProps('expires')} />
      <TextInput label={t('fields.issuing_authority')} {...form.getInputProps('issuing_authority')} />
      <CountrySelect label={t('fields.issuing_country')} required={detailsRequired} {...form.getInputProps('issuing_country')} />
    </SimpleGrid>
  );
}
