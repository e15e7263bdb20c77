// When the connection in use cannot reach its host, every read fails alike: one message above
// every screen says so — the connection, its address and the cause — with "Check connection"
// and a switch to another connection; the screens' own places then only say they wait for it.
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { type QueryCache, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from '../i18n';
import { useDeskMutation, useDeskQuery, ipcErrorOf } from '../ipc';
import { useNavigation } from '../stores/navigation';
import { TechnicalDetails, cannotReachHost, describeError, notifyError } from './errors';

/**
 * The newest failure of a read on screen that says the host cannot be reached, while one
 * stands failed so (the error as the query keeps it). Reads no screen shows any more keep
 * their last failure until they are read again: they say nothing of the host now.
 */
function newestUnreachable(cache: QueryCache): unknown {
  let newest: unknown;
  let at = -1;
  for (const query of cache.getAll()) {
    const { status, error, errorUpdatedAt } = query.state;
    if (status === 'error' && query.getObserversCount() > 0 && cannotReachHost(error) && errorUpdatedAt > at) {
      newest = error;
      at = errorUpdatedAt;
    }
  }
  return newest;
}

function useHostProblem(): unknown {
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  return useSyncExternalStore(subscribe, () => newestUnreachable(cache));
}

export function HostProblem() {
  const { t } = useTranslation();
  const problem = useHostProblem();
  const client = useQueryClient();
  const active = useDeskQuery('profiles.active', undefined);
  const profiles = useDeskQuery('profiles.list', undefined);
  const activate = useDeskMutation('profiles.activate');
  const go = useNavigation((s) => s.go);
  if (problem === undefined || !active.data) return null;
  const error = ipcErrorOf(problem);
  const others = (profiles.data ?? []).filter((p) => !p.active).slice(0, 2);
  return (
    <Alert role="alert" color="red" variant="light" icon={<IconPlugConnectedX size={18} aria-hidden />} mb="md" title={t('hostProblem.title', { name: active.data.name })}>
      <Text size="sm">{t('hostProblem.where', { server: new URL(active.data.baseUrl).host })}</Text>
      <Text size="sm">{describeError(error, t)}</Text>
      {error.message && <TechnicalDetails text={error.message} fromServer={error.fromServer === true} />}
      <Group mt="sm" gap="xs">
        <Button size="xs" variant="default" onClick={() => void client.refetchQueries({ type: 'active' })}>
          {t('actions.retry')}
        </Button>
        <Button size="xs" variant="default" onClick={() => go('settings')}>
          {t('hostProblem.check')}
        </Button>
        {others.map((p) => (
          <Button key={p.id} size="xs" variant="default" onClick={() => activate.mutate({ id: p.id }, { onError: (e) => notifyError(e, t) })}>
            {t('hostProblem.switchTo', { name: p.name })}
          </Button>
        ))}
      </Group>
    </Alert>
  );
}
