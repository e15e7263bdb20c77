// What an area for one investor (KYC, Custody) shows before one is chosen: the investors
// opened lately on this connection, each a click away, rather than a lone search field.
import { Anchor, Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { useDeskQuery } from '../ipc';
import { QueryState } from './QueryState';

/** As many as fit a screen beside the search field. */
const SHOWN = 10;

/** The recent investors (the investor index's, newest first); only those with an email can be opened. */
export function RecentInvestors({ onPick, children }: { onPick: (email: string) => void; children?: ReactNode }) {
  const { t } = useTranslation();
  // Opening an investor elsewhere changes this list without a write to invalidate it; it is
  // the main process's own memory, cheap to read each time it shows.
  const recent = useDeskQuery('investors.search', { text: '', limit: SHOWN }, { retry: false, refetchOnMount: 'always' });
  const title = t('investorLookup.recentTitle');
  return (
    <Card withBorder component="section" aria-label={title}>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        <QueryState
          query={recent}
          isEmpty={(found) => !found.matches.some((m) => m.email !== undefined)}
          empty={<Text size="sm" c="dimmed">{t('investorLookup.noRecent')}</Text>}
        >
          {(found) => (
            <List listStyleType="none" spacing={6}>
              {found.matches.map(
                ({ id, name, email, approved }) =>
                  email !== undefined && (
                    <List.Item key={id}>
                      <Group gap="xs" wrap="nowrap">
                        <Anchor component="button" type="button" fw={600} size="sm" onClick={() => onPick(email)}>
                          {name}
                        </Anchor>
                        <Text size="xs" c="dimmed" truncate>
                          {email}
                        </Text>
                        {approved === false && (
                          <Badge size="xs" variant="light" color="orange">
                            {t('investorLookup.notApproved')}
                          </Badge>
                        )}
                      </Group>
                    </List.Item>
                  ),
              )}
            </List>
          )}
        </QueryState>
        {children}
      </Stack>
    </Card>
  );
}
