// The details of a dropped file before it is sent: for an identity, the document's type,
// number, dates, authority and country; for the business, the kind of document. Checked with
// the schema the IPC router applies (the API's own attachment forms).
import { Group, Paper, Select, Text } from '@mantine/core';
import { IconFile } from '@tabler/icons-react';
import { type AttachmentHolder as Holder, AttachmentUpload } from '@contract';
import { BUSINESS_DOCUMENT_TYPES } from '@wire/kyc';
import { useTranslation } from '../../../i18n';
import { formatSize } from '../files';
import { FormDialog, useSaveForm } from '../forms/FormDialog';
import { DocumentFields } from '../forms/VerificationFormModal';
import { type DocumentValues, documentDetails, documentValues } from '../forms/values';
import { useKycWrite } from '../queries';
import type { ReadFile } from './DropZone';

// The router names a field without the top-level key, the local check with it.
const FIELD_NAMES: Record<string, keyof DocumentValues> = Object.fromEntries(
  (['issued', 'expires', 'issuing_authority', 'issuing_country'] as const).map((f) => [`attachment.${f}`, f]),
);

export function UploadModal({ file, holder, onClose }: { file: ReadFile | undefined; holder: Holder; onClose: () => void }) {
  const { t, i18n } = useTranslation('kyc');
  const write = useKycWrite();
  const opened = file !== undefined;
  const { form, submit, saving, problem } = useSaveForm<DocumentValues, typeof AttachmentUpload>({
    opened,
    initialValues: () => ({ ...documentValues(), type: holder.holder === 'business' ? 'commercial_register_extract' : '' }),
    toForm: (values) => {
      const attachment = { file_name: file?.name, content_type: file?.contentType, content_base64: file?.base64 };
      return holder.holder === 'identity'
        ? { ...holder, type: values.type, number: values.number, attachment: { ...attachment, ...documentDetails(values) } }
        : { ...holder, type: values.type, attachment };
    },
    schema: AttachmentUpload,
    save: (upload) => write('kyc.attachments.upload', upload),
    onSaved: onClose,
    fieldNames: FIELD_NAMES,
  });
  return (
    <FormDialog
      opened={opened}
      onClose={onClose}
      title={t('upload.title')}
      channel="kyc.attachments.upload"
      submitLabel={t('upload.send')}
      saving={saving}
      problem={problem}
      onSubmit={submit}
    >
      {file && (
        <Paper withBorder p="sm">
          <Group wrap="nowrap">
            <IconFile size={24} aria-hidden />
            <div>
              <Text size="sm" fw={600} style={{ wordBreak: 'break-all' }}>
                {file.name}
              </Text>
              <Text size="xs" c="dimmed">
                {t(`contentTypes.${file.contentType}`)} · {formatSize(file.size, i18n.language)}
              </Text>
            </div>
          </Group>
        </Paper>
      )}
      {holder.holder === 'identity' ? (
        <DocumentFields form={form} detailsRequired={false} />
      ) : (
        <Select
          label={t('fields.document_type')}
          required
          data-autofocus
          allowDeselect={false}
          data={BUSINESS_DOCUMENT_TYPES.map((value) => ({ value, label: t(`documentTypes.${value}`) }))}
          {...form.getInputProps('type')}
        />
      )}
    </FormDialog>
  );
}
