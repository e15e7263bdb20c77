// The video identification: start it (or see why it cannot start yet), wait for the
// provider's page, open it in the browser or copy its link for the person (the API cannot
// send it again), follow the status until the session ends, saying who acts next and since when. A
// success approves the investor, which the header and the checklist show at once.
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Badge, Button, Card, CopyButton, Group, List, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { IconCopy, IconExternalLink, IconRefresh, IconVideo } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import type { Identity, VideoIdentificationStatus } from '@wire/kyc';
import { ErrorAlert, ErrorMessage, notifyError } from '../../../components/errors';
import { fieldErrors } from '../../../components/field-errors';
import { formatDateTime } from '../../../format';
import { useTranslation } from '../../../i18n';
import { invoke, ipcErrorOf, useDeskMutation, useDeskQuery, loadContract, readAgain } from '../../../ipc';
import { latestSession, nextStep, pollInterval, startGaps, videoPhase } from '../video';
import { fullName } from '../words';
import { useWritable } from '../../../components/writes';

export const STATUS_COLORS: Record<VideoIdentificationStatus, string> = {
  pending: 'blue',
  success: 'teal',
  failure: 'red',
  aborted: 'gray',
};

function Waiting({ children }: { children: React.ReactNode }) {
  return (
    <Group gap="xs" role="status" aria-live="polite">
      <Loader size="xs" aria-hidden />
      <Text size="sm">{children}</Text>
    </Group>
  );
}

export function VideoCard({ userId, identity }: { userId: string; identity: Identity }) {
  const { t, i18n } = useTranslation('kyc');
  const language = i18n.language;
  const queryClient = useQueryClient();
  const terms = useDeskQuery('kyc.identityTerms.list', { userId, identityId: identity.id });
  const bank = useDeskQuery('kyc.bankAccount.get', { userId });
  const profile = useDeskQuery('profiles.active', undefined);
  const staging = profile.data?.environment === 'staging';
  const start = useDeskMutation('kyc.videoIdentifications.start');
  const startable = useWritable('kyc.videoIdentifications.start');

  // The session just started is shown from the start's answer (no provider page yet) until
  // the next read: the identity read again after the start may already carry the page, and the
  // person would never see the waiting step in between.
  const latest = latestSession(identity) ?? start.data;
  const poll = useDeskQuery(
    'kyc.videoIdentifications.get',
    { userId, identityId: identity.id, id: latest?.id ?? '' },
    {
      enabled: latest !== undefined,
      initialData: start.data?.id === latest?.id ? start.data : latest,
      refetchInterval: (query) => pollInterval(query.state.data, staging),
    },
  );
  const live = latest && poll.data?.id === latest.id ? poll.data : latest;
  const phase = videoPhase(live);
  const next = nextStep(live);

  // When the session ends, the investor, the checklist and the identity change: read them
  // again, as after the start.
  const previous = useRef(live?.status);
  useEffect(() => {
    if (previous.current === 'pending' && live?.status !== 'pending') {
      void loadContract().then(({ invalidatedBy }) => readAgain(queryClient, invalidatedBy('kyc.videoIdentifications.start')));
    }
    previous.current = live?.status;
  }, [live?.status, queryClient]);

  const gaps = terms.isSuccess && bank.isSuccess ? startGaps(identity, terms.data.length > 0, bank.data !== null) : undefined;
  const canStart = gaps !== undefined && gaps.length === 0 && (phase === 'none' || phase === 'failure' || phase === 'aborted');
  const refused = start.isError ? ipcErrorOf(start.error) : undefined;

  // The main process checks the address and asks the user before the browser opens it.
  const openSession = (url: string) => invoke('shell.openExternal', { url }).catch((error: unknown) => notifyError(error, t));

  return (
    <Card withBorder>
      <Stack>
        <Group justify="space-between">
          <Title order={3} size="h4">
            {t('video.title')}
          </Title>
          {live && (
            <Badge color={STATUS_COLORS[live.status]} variant="light" size="lg" data-testid="video-status">
              {t(`video.status.${live.status}`)}
            </Badge>
          )}
        </Group>

        {staging && (
          <Alert color="orange" variant="light" title={t('video.stagingTitle')}>
            {t('video.staging')}
          </Alert>
        )}

        {next && (
          <Text size="sm" fw={500} data-testid="video-next">
            {t(`video.next.${next.who}`, { name: fullName(identity) })}
            {next.since && ` ${t('video.since', { at: formatDateTime(next.since, language) })}`}
          </Text>
        )}
        {phase === 'waiting' && <Waiting>{t('video.waitingForProvider')}</Waiting>}
        {phase === 'ready' && live?.redirect_url && (
          <Stack gap="xs">
            <Text size="sm">{t('video.ready', { provider: live.provider_id ?? '' })}</Text>
            <Group>
              <Button leftSection={<IconExternalLink size={16} aria-hidden />} onClick={() => void openSession(live.redirect_url as string)}>
                {t('video.open')}
              </Button>
              <CopyButton value={live.redirect_url}>
                {({ copied, copy }) => (
                  <Button variant="default" leftSection={<IconCopy size={16} aria-hidden />} onClick={copy}>
                    {copied ? t('video.copied') : t('video.copyLink')}
                  </Button>
                )}
              </CopyButton>
              {staging && (
                <Button variant="default" leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => void poll.refetch()}>
                  {t('video.checkAgain')}
                </Button>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              {t('video.noResend', { name: fullName(identity) })}
            </Text>
            {!staging && <Waiting>{t('video.waitingForResult')}</Waiting>}
          </Stack>
        )}
        {phase === 'success' && (
          <Alert color="teal" variant="light" title={t('video.successTitle')}>
            {t('video.successText')}
          </Alert>
        )}

        {phase !== 'waiting' && phase !== 'ready' && phase !== 'success' && (
          <Stack gap="xs" align="flex-start">
            {gaps && gaps.length > 0 && (
              <Alert color="orange" variant="light" title={t('video.gapsTitle')} w="100%" data-testid="video-gaps">
                <List size="sm">
                  {gaps.map((gap) => (
                    <List.Item key={gap.what}>
                      {t(`video.gaps.${gap.what}`)}
                      {gap.fields.length > 0 && `: ${gap.fields.map((f) => t(`fields.${f}`)).join(', ')}`}
                    </List.Item>
                  ))}
                </List>
              </Alert>
            )}
            <Button
              leftSection={<IconVideo size={16} aria-hidden />}
              disabled={!canStart}
              loading={start.isPending}
              onClick={() => start.mutate({ userId, identityId: identity.id })}
              {...startable}
            >
              {phase === 'none' ? t('video.start') : t('video.startAgain')}
            </Button>
          </Stack>
        )}
        {refused && (
          <Alert color="red" variant="light" role="alert" title={t('video.refused')}>
            <ErrorMessage error={refused} />
            <List size="sm">
              {Object.entries(fieldErrors(refused.fields, language)).map(([field, message]) => (
                <List.Item key={field}>
                  {t(`video.gaps.${field}`, { defaultValue: field })}: {message}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        {poll.isError && <ErrorAlert error={poll.error} onRetry={() => void poll.refetch()} />}

        {identity.video_identifications.length > 0 && (
          <Table aria-label={t('video.sessions')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('video.started')}</Table.Th>
                <Table.Th>{t('video.providerId')}</Table.Th>
                <Table.Th>{t('video.statusLabel')}</Table.Th>
                <Table.Th>{t('video.completed')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {[...identity.video_identifications].reverse().map((session) => {
                const shown = session.id === live?.id ? live : session;
                return (
                  <Table.Tr key={session.id}>
                    <Table.Td>{formatDateTime(shown.created_at, language)}</Table.Td>
                    <Table.Td ff="monospace">{shown.provider_id ?? t('states.none', { ns: 'common' })}</Table.Td>
                    <Table.Td>{t(`video.status.${shown.status}`)}</Table.Td>
                    <Table.Td>{shown.completed_at ? formatDateTime(shown.completed_at, language) : t('states.none', { ns: 'common' })}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Card>
  );
}
