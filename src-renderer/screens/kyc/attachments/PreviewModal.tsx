// A file shown in the app: images as an <img>, PDFs in Chromium's viewer in an <iframe>, both
// from a `blob:` URL made here (the CSP allows blob: for img-src and frame-src, nothing else).
// Only the three types the API accepts are shown; anything else can only be saved.
import { Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { Attachment, AttachmentRef } from '@contract';
import { ATTACHMENT_CONTENT_TYPES, contentMatchesType } from '@wire/kyc';
import type { AttachmentContentType } from '@wire/kyc';
import { Dialog } from '../../../components/Dialog';
import { ErrorAlert, notifyError, notifySaved } from '../../../components/errors';
import { useTranslation } from '../../../i18n';
import { useDeskMutation, useDeskQuery } from '../../../ipc';
import { base64ToBytes } from '../files';

export interface PreviewTarget {
  ref: AttachmentRef;
  attachment: Attachment;
}

export const previewable = (contentType: string | undefined): contentType is AttachmentContentType =>
  contentType !== undefined && (ATTACHMENT_CONTENT_TYPES as readonly string[]).includes(contentType);

/** A `blob:` URL of the content while the component lives; undefined for what must not be shown. */
function useBlobUrl(base64: string | undefined, contentType: string | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    // The type the host claims must match the bytes, or the file is not shown at all.
    if (base64 === undefined || !previewable(contentType) || !contentMatchesType(base64, contentType)) return;
    const created = URL.createObjectURL(new Blob([base64ToBytes(base64)], { type: contentType }));
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(undefined);
    };
  }, [base64, contentType]);
  return url;
}

function PreviewBody({ target }: { target: PreviewTarget }) {
  const { t } = useTranslation('kyc');
  const content = useDeskQuery('kyc.attachments.content', target.ref, { staleTime: Infinity, gcTime: 30_000 });
  const { content_type: type, file_name: name } = target.attachment;
  const url = useBlobUrl(content.data?.content_base64, type);
  if (content.isError) return <ErrorAlert error={content.error} onRetry={() => void content.refetch()} />;
  if (content.isPending) {
    return (
      <Center h={200} role="status">
        <Loader size="sm" aria-hidden />
        <Text size="sm" c="dimmed" ml="xs">
          {t('preview.loading')}
        </Text>
      </Center>
    );
  }
  if (!url) return <Text c="dimmed">{t('preview.notShown')}</Text>;
  return type === 'application/pdf' ? (
    <iframe src={url} title={name} data-content-type={type} style={{ width: '100%', height: '70vh', border: 0 }} />
  ) : (
    <Center>
      <img src={url} alt={t('preview.alt', { name: name ?? '' })} data-content-type={type} style={{ maxWidth: '100%', maxHeight: '70vh' }} />
    </Center>
  );
}

export function PreviewModal({ target, onClose }: { target: PreviewTarget | undefined; onClose: () => void }) {
  const { t } = useTranslation('kyc');
  const save = useDeskMutation('kyc.attachments.save');
  const onSave = async () => {
    if (!target) return;
    try {
      const result = await save.mutateAsync(target.ref);
      if (result.saved) notifySaved(t, t('preview.savedTo', { path: result.path }));
    } catch (error) {
      notifyError(error, t);
    }
  };
  return (
    <Dialog opened={target !== undefined} onClose={onClose} title={target?.attachment.file_name ?? ''} size="80%">
      {target && (
        <Stack>
          <PreviewBody target={target} />
          <Group justify="flex-end">
            <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} loading={save.isPending} onClick={() => void onSave()}>
              {t('attachments.save')}
            </Button>
            <Button onClick={onClose}>{t('actions.close', { ns: 'common' })}</Button>
          </Group>
        </Stack>
      )}
    </Dialog>
  );
}
