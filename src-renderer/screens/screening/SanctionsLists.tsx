// Settings' sanctions lists: the lists in use (publication date, entries, when loaded, the
// file's SHA-256 short), out-of-date ones marked; a list file loaded, the official lists
// updated, a list removed; and what the last load or update changed.
import { Alert, Badge, Button, Group, NumberInput, Stack, Table, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle, IconDownload, IconFileUpload, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import type { ListChange, ListInUse } from '@contract';
import { QueryState } from '../../components/QueryState';
import { deleteConfirmed } from '../../components/confirm';
import { TechnicalDetails, notifyError, notifySaved } from '../../components/errors';
import { fieldErrors } from '../../components/field-errors';
import { formatDate, formatDateTime, formatNumber } from '../../format';
import { useTranslation } from '../../i18n';
import { invoke, ipcErrorOf, useDeskMutation, useDeskQuery, readsUnderWay } from '../../ipc';

/** What a load or an update changed, until the next one. */
type Outcome = { changes: ListChange[]; unchanged: number; failed: Array<{ url: string; message: string }> };

function OutcomeAlert({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation('screening');
  return (
    <Alert color={outcome.failed.length > 0 ? 'orange' : 'teal'} variant="light" role="status" data-testid="lists-outcome">
      {outcome.changes.map((c) => (
        <Text key={c.list.sha256} size="sm">
          {t('lists.changed', { name: c.list.name, changed: c.changedEntries, removed: c.removedEntries })}
        </Text>
      ))}
      {outcome.unchanged > 0 && <Text size="sm">{t('lists.unchanged', { count: outcome.unchanged })}</Text>}
      {outcome.failed.map((failure) => (
        <Text key={failure.url} component="div" size="sm" c="red.9">
          {t('lists.failed', { url: failure.url })}
          <TechnicalDetails text={failure.message} fromServer />
        </Text>
      ))}
    </Alert>
  );
}

function RemoveButton({ list }: { list: ListInUse }) {
  const { t } = useTranslation('screening');
  const remove = useDeskMutation('screening.removeList');
  return (
    <Button
      size="compact-xs"
      variant="subtle"
      color="red"
      leftSection={<IconTrash size={12} aria-hidden />}
      aria-label={`${t('lists.remove')}: ${list.name}`}
      onClick={() => void deleteConfirmed(t, t('lists.removeWhat', { name: list.name }), () => remove.mutateAsync({ sha256: list.sha256 }))}
    >
      {t('lists.remove')}
    </Button>
  );
}

/** How old a list may be, and where "Update now" downloads from: preferences, saved as they are left. */
function ListSettings() {
  const { t, i18n } = useTranslation('screening');
  const preferences = useDeskQuery('preferences.get', undefined);
  const set = useDeskMutation('preferences.set');
  // An address refused stays in the field, with what is wrong with it below.
  const [urlError, setUrlError] = useState<ReactNode>();
  if (!preferences.data) return null;
  const { screeningListAgeDays: days, screeningListUrls: urls } = preferences.data;
  const save = (change: { screeningListAgeDays?: number; screeningListUrls?: string[] }) =>
    set.mutate(change, {
      onSuccess: () => {
        setUrlError(undefined);
        notifySaved(t);
      },
      onError: (error) => {
        const refused = Object.values(fieldErrors(ipcErrorOf(error).fields, i18n.language));
        if (change.screeningListUrls && refused.length > 0) setUrlError(refused[0]);
        else notifyError(error, t);
      },
    });
  return (
    <Stack maw={720} gap="sm">
      <NumberInput
        maw={480}
        label={t('lists.ageDays')}
        description={t('lists.ageDaysHint')}
        min={1}
        max={365}
        allowDecimal={false}
        defaultValue={days}
        onBlur={(event) => {
          const next = Number(event.currentTarget.value);
          if (Number.isInteger(next) && next >= 1 && next <= 365 && next !== days) save({ screeningListAgeDays: next });
        }}
      />
      <Textarea
        label={t('lists.urls')}
        description={t('lists.urlsHint')}
        defaultValue={urls.join('\n')}
        autosize
        minRows={2}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        error={urlError}
        onBlur={(event) => {
          const next = event.currentTarget.value.split('\n').map((line) => line.trim()).filter(Boolean);
          if (next.join('\n') !== urls.join('\n')) save({ screeningListUrls: next });
        }}
      />
    </Stack>
  );
}

export function SanctionsLists() {
  const { t, i18n } = useTranslation('screening');
  const language = i18n.language;
  const lists = useDeskQuery('screening.lists', undefined);
  const [outcome, setOutcome] = useState<Outcome>();
  const [busy, setBusy] = useState<'load' | 'update'>();
  const run = async (which: 'load' | 'update') => {
    setBusy(which);
    try {
      if (which === 'load') {
        const result = await invoke('screening.loadList', undefined);
        if (result.loaded) setOutcome({ changes: [result.change], unchanged: 0, failed: [] });
      } else {
        setOutcome(await invoke('screening.updateLists', undefined));
      }
      await readsUnderWay();
    } catch (error) {
      notifyError(error, t);
    } finally {
      setBusy(undefined);
    }
  };
  return (
    <QueryState query={lists}>
      {({ lists: inUse, staleAfterDays, updateUrls }) => (
        <Stack>
          <Text size="sm" c="dimmed">
            {t('lists.intro', { days: staleAfterDays })}
          </Text>
          <Group>
            <Button leftSection={<IconFileUpload size={16} aria-hidden />} loading={busy === 'load'} disabled={busy !== undefined} onClick={() => void run('load')}>
              {t('lists.load')}
            </Button>
            <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} loading={busy === 'update'} disabled={busy !== undefined} onClick={() => void run('update')} title={t('lists.updateFrom', { urls: updateUrls.join(', ') })}>
              {t('lists.update')}
            </Button>
          </Group>
          {outcome && <OutcomeAlert outcome={outcome} />}
          {inUse.some((list) => list.stale) && (
            <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />}>
              {t('lists.staleBanner', { names: inUse.filter((list) => list.stale).map((list) => list.name).join(', ') })}
            </Alert>
          )}
          {inUse.length === 0 ? (
            <Text c="dimmed">{t('lists.empty')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={640}>
              <Table aria-label={t('lists.title')} data-testid="sanctions-lists">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('lists.name')}</Table.Th>
                    <Table.Th>{t('lists.published')}</Table.Th>
                    <Table.Th ta="right">{t('lists.entries')}</Table.Th>
                    <Table.Th>{t('lists.loadedAt')}</Table.Th>
                    <Table.Th>{t('lists.sha')}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {inUse.map((list) => (
                    <Table.Tr key={list.sha256} data-list={list.name}>
                      <Table.Td>
                        <Group gap={6} wrap="nowrap">
                          <Text size="sm" fw={600}>
                            {list.name}
                          </Text>
                          {list.sample && (
                            <Badge size="xs" variant="outline">
                              {t('lists.sample')}
                            </Badge>
                          )}
                          {list.stale && (
                            <Badge size="xs" color="orange" variant="light">
                              {t('lists.stale')}
                            </Badge>
                          )}
                        </Group>
                      </Table.Td>
                      <Table.Td>{list.published ? formatDate(list.published, language) : t('hit.none')}</Table.Td>
                      <Table.Td ta="right">{formatNumber(list.entries, language)}</Table.Td>
                      <Table.Td>{formatDateTime(list.loadedAt, language)}</Table.Td>
                      <Table.Td ff="monospace" title={list.sha256}>
                        {list.sha256.slice(0, 12)}…
                      </Table.Td>
                      <Table.Td>{list.source === 'custom' && <RemoveButton list={list} />}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <ListSettings />
        </Stack>
      )}
    </QueryState>
  );
}
