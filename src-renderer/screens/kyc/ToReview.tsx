// The investors to review, from the desk's investor index: those it knows (from orders and
// lookups) that are not approved yet, with what their KYC still lacks. The server finds
// investors only by their exact email, so the ones never seen here cannot be listed: the
// list says so, and checks a pasted list of emails at once.
import { Alert, Anchor, Badge, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { ReviewEntry } from '@contract';
import { QueryState } from '../../components/QueryState';
import { useTranslation } from '../../i18n';
import { useDeskQuery } from '../../ipc';
import { useNavigation } from '../../stores/navigation';
import { CHECKS } from './checklist';
import { EmailCheck } from './EmailCheck';

type Kind = 'all' | 'incomplete' | 'videoPending';

const fits = (kind: Kind, e: ReviewEntry) => kind === 'all' || (kind === 'incomplete' ? (e.open?.length ?? 0) > 0 : e.videoPending);
const isCheck = (name: string): name is (typeof CHECKS)[number] => (CHECKS as readonly string[]).includes(name);

function OpenChecks({ entry }: { entry: ReviewEntry }) {
  const { t } = useTranslation('kyc');
  if (entry.open === undefined) return <Text size="sm">{t('queue.kycUnavailable')}</Text>;
  if (entry.open.length === 0) return <Text size="sm">{t('queue.kycComplete')}</Text>;
  return <Text size="sm">{entry.open.map((name) => (isCheck(name) ? t(`checks.${name}`) : name)).join(', ')}</Text>;
}

export function ToReview() {
  const { t } = useTranslation('kyc');
  const go = useNavigation((s) => s.go);
  const [kind, setKind] = useState<Kind>('all');
  // Someone looked up or checked since is listed at once.
  const queue = useDeskQuery('investors.reviewQueue', undefined, { refetchOnMount: 'always' });
  return (
    <Stack>
      <Title order={2} size="h3">
        {t('toReview.title')}
      </Title>
      <QueryState query={queue}>
        {({ entries, known, counts }) => {
          const shown = entries.filter((e) => fits(kind, e));
          return (
            <Stack gap="xs">
              <Text size="sm" c="dimmed">
                {t('toReview.intro', { count: known })}
              </Text>
              <SegmentedControl
                aria-label={t('toReview.kinds.label')}
                value={kind}
                onChange={setKind}
                data={[
                  { value: 'all', label: t('toReview.kinds.all', { count: entries.length }) },
                  { value: 'incomplete', label: t('toReview.kinds.incomplete', { count: counts.incomplete }) },
                  { value: 'videoPending', label: t('toReview.kinds.videoPending', { count: counts.videoPending }) },
                ]}
                w="fit-content"
              />
              {shown.length === 0 ? (
                <Text c="dimmed">{t('toReview.empty')}</Text>
              ) : (
                <Table striped highlightOnHover aria-label={t('toReview.title')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('fields.name')}</Table.Th>
                      <Table.Th>{t('fields.email')}</Table.Th>
                      <Table.Th>{t('toReview.open')}</Table.Th>
                      <Table.Th>{t('checks.video_identification')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {shown.map((entry) => (
                      <Table.Tr key={entry.id}>
                        <Table.Td>
                          <Anchor component="button" type="button" fw={600} onClick={() => go('kyc', { investorEmail: entry.email })}>
                            {entry.name}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>{entry.email}</Table.Td>
                        <Table.Td>
                          <OpenChecks entry={entry} />
                        </Table.Td>
                        <Table.Td>
                          {entry.videoPending && (
                            <Badge color="indigo" variant="light">
                              {t('toReview.videoPending')}
                            </Badge>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
            </Stack>
          );
        }}
      </QueryState>
      <Alert variant="light" color="blue" title={t('toReview.unseenTitle')}>
        <Text size="sm">{t('toReview.unseen')}</Text>
      </Alert>
      <EmailCheck />
    </Stack>
  );
}
