// Drop a file here, or choose one: the file is checked (type, size) before anything else
// happens, and read here in the window — the user handed it over, nothing is fetched.
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { type DragEvent, useRef, useState } from 'react';
import type { AttachmentContentType } from '@wire/kyc';
import { useTranslation } from '../../../i18n';
import { MAX_MIB, contentProblem, contentTypeOf, fileProblem, formatSize, readBase64 } from '../files';
import { useWritable } from '../../../components/writes';

/** A dropped file that passed the checks, read as base64. */
export interface ReadFile {
  name: string;
  size: number;
  contentType: AttachmentContentType;
  base64: string;
}

/** `label` is shown; `name` is what assistive technology calls the zone. */
export function DropZone({ label, name, onFile }: { label: string; name: string; onFile: (file: ReadFile) => void }) {
  const { t, i18n } = useTranslation('kyc');
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [reading, setReading] = useState(false);
  const [problem, setProblem] = useState<string>();
  const writable = useWritable('kyc.attachments.upload');

  const take = async (file: File | undefined) => {
    setProblem(undefined);
    if (!file) return;
    const before = fileProblem(file);
    if (before) {
      const size = before.kind === 'too_large' ? formatSize(before.size, i18n.language) : '';
      return setProblem(t(`upload.problems.${before.kind}`, { name: file.name, size, max: MAX_MIB, type: 'type' in before ? before.type : '' }));
    }
    const contentType = contentTypeOf(file) as AttachmentContentType;
    setReading(true);
    try {
      const base64 = await readBase64(file);
      const after = contentProblem(base64, contentType);
      if (after) return setProblem(t('upload.problems.content', { name: file.name, type: t(`contentTypes.${contentType}`) }));
      onFile({ name: file.name, size: file.size, contentType, base64 });
    } catch {
      setProblem(t('upload.problems.unreadable', { name: file.name }));
    } finally {
      setReading(false);
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    void take(event.dataTransfer.files[0]);
  };

  return (
    <Stack gap="xs">
      <Paper
        withBorder
        p="md"
        role="group"
        aria-label={name}
        data-dragging={over || undefined}
        style={{
          borderStyle: 'dashed',
          borderWidth: 2,
          borderColor: over ? 'var(--mantine-primary-color-filled)' : undefined,
          background: over ? 'var(--mantine-primary-color-light)' : undefined,
        }}
        onDragEnter={(event: DragEvent) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragOver={(event: DragEvent) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <Group justify="space-between" wrap="nowrap">
          <Group wrap="nowrap">
            <IconUpload size={28} aria-hidden />
            <div>
              <Text size="sm" fw={600}>
                {label}
              </Text>
              <Text size="xs" c="dimmed">
                {t('upload.limits', { max: MAX_MIB })}
              </Text>
            </div>
          </Group>
          <Button variant="default" loading={reading} onClick={() => input.current?.click()} {...writable}>
            {t('upload.choose')}
          </Button>
        </Group>
        <input
          ref={input}
          type="file"
          hidden
          accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
          onChange={(event) => {
            void take(event.currentTarget.files?.[0]);
            event.currentTarget.value = '';
          }}
        />
      </Paper>
      {problem && (
        <Alert color="red" variant="light" role="alert" title={t('upload.problems.title')}>
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
