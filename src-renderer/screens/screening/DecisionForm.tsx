// The decision on a hit: not the same person (with a reason; "other" wants a note), possible
// match (escalated), or confirmed match, which asks first because it stops the investor's
// money. Radio groups and a form: arrows choose, Enter records.
import { Button, Card, Group, Radio, Stack, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { NOT_SAME_REASONS, type NotSameReason, type ScreeningHit, VERDICTS, type Verdict } from '@contract';
import { confirmAction } from '../../components/confirm';
import { notifyError, notifySaved } from '../../components/errors';
import { useTranslation } from '../../i18n';
import { useDeskMutation } from '../../ipc';

export function DecisionForm({ hit }: { hit: ScreeningHit }) {
  const { t } = useTranslation('screening');
  const decide = useDeskMutation('screening.decide');
  const [verdict, setVerdict] = useState<Verdict | undefined>();
  const [reason, setReason] = useState<NotSameReason | undefined>();
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const reasonMissing = verdict === 'not_same' && !reason;
  const noteMissing = reason === 'other' && note.trim() === '';

  const submit = async () => {
    setTried(true);
    if (!verdict || reasonMissing || noteMissing) return;
    if (verdict === 'confirmed') {
      const confirmed = await confirmAction(t, {
        message: t('decide.confirmMessage', { name: hit.subject.name, entry: `${hit.list.name} ${hit.entry.id}`, investor: hit.investorName }),
        confirmLabel: t('decide.confirmButton'),
      });
      if (!confirmed) return;
    }
    try {
      const decided = await decide.mutateAsync({
        hitKey: hit.key,
        verdict,
        ...(verdict === 'not_same' ? { reason } : {}),
        ...(note.trim() ? { note: note.trim() } : {}),
      });
      notifySaved(t, t('decide.saved', { state: t(`states.${decided.state}`) }));
    } catch (error) {
      notifyError(error, t);
    }
  };

  return (
    <Card withBorder component="section" aria-labelledby="decision-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <Title order={3} size="h5" id="decision-title">
            {t('decide.title')}
          </Title>
          <Radio.Group
            label={t('decide.verdict')}
            value={verdict ?? null}
            onChange={(value) => setVerdict(value)}
            error={tried && !verdict ? t('decide.verdictRequired') : undefined}
            required
          >
            <Group mt={4} gap="lg">
              {VERDICTS.map((v) => (
                <Radio key={v} value={v} label={t(`decide.${v}`)} color={v === 'confirmed' ? 'red' : undefined} />
              ))}
            </Group>
          </Radio.Group>
          {verdict === 'not_same' && (
            <Radio.Group
              label={t('decide.reason')}
              value={reason ?? null}
              onChange={(value) => setReason(value)}
              error={tried && reasonMissing ? t('decide.reasonRequired') : undefined}
              required
            >
              <Stack mt={4} gap={6}>
                {NOT_SAME_REASONS.map((r) => (
                  <Radio key={r} value={r} label={t(`decide.reasons.${r}`)} />
                ))}
              </Stack>
            </Radio.Group>
          )}
          <Textarea
            label={t('decide.note')}
            description={t('decide.noteHint')}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            maxLength={2000}
            autosize
            minRows={2}
            required={reason === 'other'}
            error={tried && noteMissing ? t('decide.noteRequired') : undefined}
          />
          <Group>
            <Button type="submit" loading={decide.isPending} color={verdict === 'confirmed' ? 'red' : undefined}>
              {t('decide.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
