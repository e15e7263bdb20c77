// The Screening area: the hits waiting for a decision, highest score first, beside the one
// chosen (the person and the list entry side by side, the explanation, the decision, the money
// at stake); above them screening everyone the desk knows and the auditor's CSV.
import { Alert, Badge, Grid, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ScreeningHit } from '@contract';
import { QueryState } from '../../components/QueryState';
import { useTranslation } from '../../i18n';
import { useDeskQuery } from '../../ipc';
import { useNavigation } from '../../stores/navigation';
import { percent } from './explain';
import { HitView } from './HitView';
import { RunCard } from './RunCard';

function QueueLine({ hit, chosen, onChoose }: { hit: ScreeningHit; chosen: boolean; onChoose: () => void }) {
  const { t } = useTranslation('screening');
  return (
    <li>
      <UnstyledButton
        onClick={onChoose}
        className="today-line"
        w="100%"
        px="xs"
        py={6}
        aria-current={chosen ? 'true' : undefined}
        data-hit={hit.key}
        style={chosen ? { background: 'var(--mantine-color-default-hover)' } : undefined}
      >
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Stack gap={0} miw={0}>
            <Text size="sm" fw={600} truncate>
              {hit.subject.name}
            </Text>
            <Text size="xs" c="dimmed" truncate>
              {hit.investorName} · {hit.list.name} {hit.entry.id}
            </Text>
          </Stack>
          <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
            <Text size="sm" fw={600}>
              {percent(t, hit.score)}
            </Text>
            {hit.state === 'escalated' && (
              <Badge size="xs" color="orange" variant="light">
                {t('states.escalated')}
              </Badge>
            )}
          </Stack>
        </Group>
      </UnstyledButton>
    </li>
  );
}

export function ScreeningScreen() {
  const { t } = useTranslation('screening');
  const queue = useDeskQuery('screening.queue', undefined);
  const hitKey = useNavigation((s) => s.hitKey);
  const go = useNavigation((s) => s.go);
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('intro')}
      </Text>
      <RunCard />
      <QueryState query={queue}>
        {(q) => {
          // A hit decided (or gone with changed data) gives way to the first one left, saying so.
          const named = q.hits.find((h) => h.key === hitKey);
          const chosen = named ?? q.hits[0];
          return (
            <Stack>
              {q.listsStale && (
                <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} data-testid="screening-stale">
                  {t('stale')}
                </Alert>
              )}
              <Text size="sm" c="dimmed" data-testid="screening-counts">
                {t('counts', { ...q.counts, screened: q.screened, known: q.known })}
              </Text>
              {q.hits.length === 0 ? (
                <Text c="dimmed" p="md">
                  {t('queue.empty')}
                </Text>
              ) : (
                <Grid gap="md">
                  <Grid.Col span={{ base: 12, lg: 4 }}>
                    <Stack component="ul" gap={2} p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('queue.label')} data-testid="screening-queue">
                      {q.hits.map((hit) => (
                        <QueueLine key={hit.key} hit={hit} chosen={hit.key === chosen?.key} onChoose={() => go('screening', { hitKey: hit.key })} />
                      ))}
                    </Stack>
                  </Grid.Col>
                  <Grid.Col span={{ base: 12, lg: 8 }}>
                    {hitKey && !named && (
                      <Text size="sm" c="dimmed" mb="sm" role="status">
                        {t('queue.gone')}
                      </Text>
                    )}
                    {chosen && <HitView key={chosen.key} hit={chosen} />}
                  </Grid.Col>
                </Grid>
              )}
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
