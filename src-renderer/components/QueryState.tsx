// Loading, error and empty states for a query, the same on every screen.
import { Center, Group, Loader, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { ErrorAlert } from './errors';

interface Props<T> {
  query: UseQueryResult<T, unknown>;
  /** True when the data counts as empty (an empty list). */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/** "Loading…" (or `label`) on one line, where a part of a screen (a section, a table cell) waits for its data. */
export function InlineLoading({ size = 'sm', label }: { size?: 'xs' | 'sm'; label?: string }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" role="status">
      <Loader size="xs" aria-hidden />
      <Text size={size} c="dimmed">
        {label ?? t('states.loading')}
      </Text>
    </Group>
  );
}

export function QueryState<T>({ query, isEmpty, empty, children }: Props<T>) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <Center p="xl" role="status" aria-live="polite">
        <Stack align="center" gap="xs">
          <Loader size="sm" aria-hidden />
          <Text size="sm" c="dimmed">
            {t('states.loading')}
          </Text>
        </Stack>
      </Center>
    );
  }
  if (query.isError) return <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />;
  if (isEmpty?.(query.data)) {
    return (
      <Text c="dimmed" p="md">
        {empty ?? t('states.empty')}
      </Text>
    );
  }
  return <>{children(query.data)}</>;
}
