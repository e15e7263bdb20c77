// "All fields from the host": a resource as the host sent it, unknown fields included, so staff
// and integrators see what their host sends. Read-only and copyable; amounts show as the exact
// decimals the desk read them as.
import { Accordion, Button, Code, CopyButton } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from '../i18n';

export function HostFields({ resource }: { resource: unknown }) {
  const { t } = useTranslation('common');
  const json = JSON.stringify(resource, null, 2);
  return (
    <Accordion variant="contained" chevronPosition="left">
      <Accordion.Item value="host-fields">
        <Accordion.Control>{t('hostFields.title')}</Accordion.Control>
        <Accordion.Panel>
          <CopyButton value={json}>
            {({ copied, copy }) => (
              <Button
                size="xs"
                variant="default"
                mb="xs"
                leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
                onClick={copy}
              >
                {copied ? t('hostFields.copied') : t('hostFields.copy')}
              </Button>
            )}
          </CopyButton>
          <Code block aria-label={t('hostFields.title')} data-testid="host-fields">
            {json}
          </Code>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
