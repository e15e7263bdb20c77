// The files of an identity or of the business: the list with the document's details, a drop
// zone to add one, a preview and "save to disk" for each.
import { ActionIcon, Badge, Card, Stack, Table, Text, Title, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconDownload, IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { type Attachment, type AttachmentHolder, localDay } from '@contract';
import { QueryState } from '../../../components/QueryState';
import { notifyError, notifySaved } from '../../../components/errors';
import { formatDate, formatDateTime } from '../../../format';
import { useTranslation } from '../../../i18n';
import { useDeskMutation, useDeskQuery } from '../../../ipc';
import { formatSize } from '../files';
import { countryName } from '../words';
import { DropZone, type ReadFile } from './DropZone';
import { PreviewModal, type PreviewTarget, previewable } from './PreviewModal';
import { UploadModal } from './UploadModal';
import { ActionsTable, RowActions } from '../../../components/ActionsTable';

export function AttachmentsCard({ holder, title }: { holder: AttachmentHolder; title: string }) {
  const { t, i18n } = useTranslation('kyc');
  const language = i18n.language;
  const none = t('states.none', { ns: 'common' });
  const list = useDeskQuery('kyc.attachments.list', holder);
  const save = useDeskMutation('kyc.attachments.save');
  const [dropped, setDropped] = useState<ReadFile>();
  const [preview, setPreview] = useState<PreviewTarget>();
  const identity = holder.holder === 'identity';

  const validity = (issued: string | null | undefined, expires: string | null | undefined) => {
    const date = (iso: string) => formatDate(iso, language);
    if (issued && expires) return `${date(issued)} – ${date(expires)}`;
    if (expires) return t('attachments.until', { date: date(expires) });
    if (issued) return t('attachments.since', { date: date(issued) });
    return none;
  };

  const onSave = async (attachment: Attachment) => {
    try {
      const result = await save.mutateAsync({ ...holder, id: attachment.id });
      if (result.saved) notifySaved(t, t('preview.savedTo', { path: result.path }));
    } catch (error) {
      notifyError(error, t);
    }
  };

  return (
    <Card withBorder>
      <Stack>
        <Title order={3} size="h4">
          {title}
        </Title>
        <QueryState query={list} isEmpty={(files) => files.length === 0} empty={t('attachments.empty')}>
          {(files) => (
            <ActionsTable minWidth={640} aria-label={title} verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('attachments.file')}</Table.Th>
                  <Table.Th>{t('fields.document_type')}</Table.Th>
                  {identity && <Table.Th>{t('fields.document_number')}</Table.Th>}
                  {identity && <Table.Th>{t('attachments.validity')}</Table.Th>}
                  {identity && <Table.Th>{t('attachments.issuedBy')}</Table.Th>}
                  <Table.Th>{t('attachments.uploaded')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('attachments.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {files.map((file) => {
                  const expired = 'expires' in file && file.expires != null && file.expires < localDay(new Date());
                  return (
                    <Table.Tr key={file.id}>
                      <Table.Td>
                        <Text size="sm" fw={600} style={{ wordBreak: 'break-all' }}>
                          {file.file_name ?? none}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {file.content_type ? t(`contentTypes.${file.content_type}`, { defaultValue: file.content_type }) : none} · {file.size === undefined ? none : formatSize(file.size, language)}
                        </Text>
                      </Table.Td>
                      <Table.Td>{file.type ? t(`documentTypes.${file.type}`, { defaultValue: file.type }) : none}</Table.Td>
                      {'number' in file && <Table.Td ff="monospace">{file.number ?? none}</Table.Td>}
                      {'expires' in file && (
                        <Table.Td>
                          {validity(file.issued, file.expires)}
                          {expired && (
                            <Badge ml="xs" color="red" variant="light">
                              {t('attachments.expired')}
                            </Badge>
                          )}
                        </Table.Td>
                      )}
                      {'issuing_country' in file && (
                        <Table.Td>
                          {[file.issuing_authority, file.issuing_country && countryName(file.issuing_country, language)]
                            .filter(Boolean)
                            .join(', ') || none}
                        </Table.Td>
                      )}
                      <Table.Td>{formatDateTime(file.created_at, language)}</Table.Td>
                      <RowActions gap={4} justify="flex-end">
                        {previewable(file.content_type) && (
                          <Tooltip label={t('attachments.preview')}>
                            <ActionIcon
                              variant="subtle"
                              aria-label={`${t('attachments.preview')}: ${file.file_name}`}
                              onClick={() => setPreview({ ref: { ...holder, id: file.id }, attachment: file })}
                            >
                              <IconEye size={18} aria-hidden />
                            </ActionIcon>
                          </Tooltip>
                        )}
                        <Tooltip label={t('attachments.save')}>
                          <ActionIcon
                            variant="subtle"
                            aria-label={`${t('attachments.save')}: ${file.file_name}`}
                            onClick={() => void onSave(file)}
                          >
                            <IconDownload size={18} aria-hidden />
                          </ActionIcon>
                        </Tooltip>
                      </RowActions>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </ActionsTable>
          )}
        </QueryState>
        <DropZone label={t('upload.dropHere')} name={t('upload.dropName', { what: title })} onFile={setDropped} />
      </Stack>
      <UploadModal file={dropped} holder={holder} onClose={() => setDropped(undefined)} />
      <PreviewModal target={preview} onClose={() => setPreview(undefined)} />
    </Card>
  );
}
