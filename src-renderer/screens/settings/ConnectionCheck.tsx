// Settings → a connection → Check connection: the report, the signature trial after a 401
// (only when the user says yes), and the report as text to copy into a support ticket.
import { Alert, Button, Group, List, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { type ConnectionReport, type ProfileInfo, SIGNATURE_TRIAL_LIMIT, type SignatureTrial } from '@contract';
import { notifyError } from '../../components/errors';
import { useTranslation } from '../../i18n';
import { invoke } from '../../ipc';
import { reportSections, reportText } from './connection-report';

/** The clipboard API first; Electron refuses it as a permission, so then the selected text is copied. */
async function copyText(text: string, field: HTMLTextAreaElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!field) return false;
    field.select();
    return document.execCommand('copy');
  }
}

function TrialOffer({ profile, onRecheck }: { profile: ProfileInfo; onRecheck: () => void }) {
  const { t } = useTranslation('settings');
  const [prefix, setPrefix] = useState('');
  const [trying, setTrying] = useState(false);
  const [trial, setTrial] = useState<SignatureTrial>();
  const run = async () => {
    setTrying(true);
    try {
      const result = await invoke('profiles.trySignatures', { id: profile.id, consent: true, prefix: prefix.trim() || undefined });
      setTrial(result);
    } catch (error) {
      notifyError(error, t);
    } finally {
      setTrying(false);
    }
  };
  const keys = (k: 'raw' | 'hex') => t(`check.keys.${k}`);
  if (trial) {
    return (
      <Alert color={trial.found ? 'teal' : 'red'} variant="light" role={trial.found ? 'status' : 'alert'}>
        <Text size="sm">
          {trial.found
            ? t('check.trial.found', { prefix: trial.found.prefix, keys: keys(trial.found.keys) })
            : t('check.trial.none', { count: trial.tries.length })}
        </Text>
        <List size="xs" mt={4}>
          {trial.tries.map((x) => (
            <List.Item key={`${x.prefix}-${x.keys}`}>
              {t('check.trial.tried', { prefix: x.prefix, keys: keys(x.keys), status: x.status ?? t('check.trial.noAnswer') })}
            </List.Item>
          ))}
        </List>
        {trial.found && (
          <Button size="xs" mt="xs" onClick={onRecheck}>
            {t('check.run')}
          </Button>
        )}
      </Alert>
    );
  }
  return (
    <Alert color="yellow" variant="light" title={t('check.trial.offer')}>
      <Stack gap="xs">
        <Text size="sm">{t('check.trial.explain', { limit: SIGNATURE_TRIAL_LIMIT })}</Text>
        <TextInput size="xs" maw={360} label={t('check.trial.prefix')} value={prefix} onChange={(e) => setPrefix(e.currentTarget.value)} />
        <Group>
          <Button size="xs" onClick={() => void run()} loading={trying}>
            {t('check.trial.start')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

export function ConnectionCheckReport({ profile, report, onRecheck }: { profile: ProfileInfo; report: ConnectionReport; onRecheck: () => void }) {
  const { t } = useTranslation('settings');
  const field = useRef<HTMLTextAreaElement>(null);
  const [copied, setCopied] = useState(false);
  const text = reportText(t, report);
  const copy = async () => setCopied(await copyText(text, field.current));
  return (
    <Stack gap="xs" aria-label={t('check.title')} component="section">
      <Title order={3} size="h5">
        {t('check.title')}
      </Title>
      {reportSections(t, report)
        .slice(1)
        .map((section) => (
          <Alert key={section.title} color={section.warn ? 'orange' : 'gray'} variant="light" title={section.title}>
            {section.lines.length > 0 && (
              <List size="sm" spacing={2}>
                {section.lines.map((line) => (
                  <List.Item key={line}>{line}</List.Item>
                ))}
              </List>
            )}
          </Alert>
        ))}
      {report.signature === 'rejected' && !profile.builtIn && <TrialOffer profile={profile} onRecheck={onRecheck} />}
      <Textarea ref={field} label={t('check.text')} value={text} readOnly autosize minRows={4} maxRows={12} styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }} />
      <Group>
        <Button size="xs" variant="default" onClick={() => void copy()}>
          {t('check.copy')}
        </Button>
        {copied && (
          <Text size="sm" c="teal" role="status">
            {t('check.copied')}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
