// What the desk keeps on this machine: the retention of done drafts, a connection deleted with
// its local data, the audit log exported as JSON and pruned before a day.
import { Button, Checkbox, Group, NumberInput, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { ProfileInfo } from '@contract';
import { DateField } from '../../components/DateField';
import { useOneCall } from '../../components/one-call';
import { notifyError, notifySaved } from '../../components/errors';
import { type Translate, useTranslation } from '../../i18n';
import { invoke, useDeskMutation, useDeskQuery, readsUnderWay } from '../../ipc';

/**
 * Asks before deleting a connection, offering to delete its data on this machine too;
 * resolves with the choice, or undefined when the user cancels.
 */
function askDeleteConnection(t: Translate, profile: ProfileInfo): Promise<{ deleteLocalData: boolean } | undefined> {
  let deleteLocalData = true;
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: t('confirm.title', { ns: 'common' }),
      children: (
        <Stack gap="sm">
          <Text size="sm">{t('confirm.delete', { ns: 'common', what: t('connections.deleteWhat', { name: profile.name }) })}</Text>
          <Checkbox
            defaultChecked
            label={t('localData.deleteToo')}
            description={t('localData.deleteTooHint')}
            onChange={(event) => (deleteLocalData = event.currentTarget.checked)}
          />
        </Stack>
      ),
      labels: { confirm: t('actions.delete', { ns: 'common' }), cancel: t('actions.cancel', { ns: 'common' }) },
      confirmProps: { color: 'red' },
      closeButtonProps: { 'aria-label': t('actions.close', { ns: 'common' }) },
      onConfirm: () => resolve({ deleteLocalData }),
      onCancel: () => resolve(undefined),
      onClose: () => resolve(undefined),
    });
  });
}

/** The delete button of a connection: asks, then deletes it (and its local data if chosen). */
export function DeleteConnectionButton({ profile }: { profile: ProfileInfo }) {
  const { t } = useTranslation('settings');
  const remove = useDeskMutation('profiles.delete');
  const onDelete = async () => {
    const choice = await askDeleteConnection(t, profile);
    if (!choice) return;
    try {
      await remove.mutateAsync({ id: profile.id, ...choice });
      notifySaved(t, t('deleted', { ns: 'common' }));
    } catch (error) {
      notifyError(error, t);
    }
  };
  return (
    <Button size="xs" color="red" variant="light" onClick={() => void onDelete()} loading={remove.isPending}>
      {t('actions.delete', { ns: 'common' })}
    </Button>
  );
}

/** How long entered payment drafts stay on this machine; shown once the preferences are read. */
export function Retention() {
  const { t } = useTranslation('settings');
  const days = useDeskQuery('preferences.get', undefined).data?.retentionDays;
  const set = useDeskMutation('preferences.set');
  if (days === undefined) return null;
  const save = (text: string) => {
    const next = Number(text);
    if (!Number.isInteger(next) || next < 1 || next > 3650 || next === days) return;
    set.mutate({ retentionDays: next }, { onSuccess: () => notifySaved(t, t('saved', { ns: 'common' })), onError: (e) => notifyError(e, t) });
  };
  return (
    <NumberInput
      maw={480}
      label={t('localData.retention')}
      description={t('localData.retentionHint')}
      min={1}
      max={3650}
      allowDecimal={false}
      defaultValue={days}
      onBlur={(event) => save(event.currentTarget.value)}
    />
  );
}

/** The audit log as JSON, and deleting its entries before a day (asked natively, recorded in the log). */
export function AuditExportJson() {
  const { t } = useTranslation('settings');
  const { busy, run } = useOneCall();
  const exportJson = () =>
    run(async () => {
      const result = await invoke('audit.export', { format: 'json' });
      if (result.saved) notifySaved(t, t('audit.exported', { count: result.entries, path: result.path }));
    });
  return (
    <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} onClick={() => void exportJson()} loading={busy}>
      {t('localData.exportJson')}
    </Button>
  );
}

/** Deleting old entries: below the log, away from its exports, so nobody deletes when meaning to save. */
export function AuditPrune() {
  const { t } = useTranslation('settings');
  const [before, setBefore] = useState<string | null>(null);
  const { busy, run } = useOneCall();
  const prune = () =>
    run(async () => {
      if (!before) return;
      const { pruned } = await invoke('audit.prune', { before });
      await readsUnderWay();
      notifySaved(t, t('localData.pruned', { count: pruned, before }));
    });
  return (
    <Group align="flex-end">
      <DateField label={t('localData.pruneBefore')} value={before} onChange={setBefore} clearable />
      <Button color="red" variant="light" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => void prune()} disabled={!before} loading={busy}>
        {t('localData.prune')}
      </Button>
    </Group>
  );
}
