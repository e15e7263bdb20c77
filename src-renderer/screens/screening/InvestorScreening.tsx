// The investor page's screening section: screened when the page opens, "Screening…" meanwhile
// (the rest of the page does not wait), then the standing, the hits (each opens the queue),
// a confirmed match's money stop, and the screening report as PDF.
import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconFileTypePdf } from '@tabler/icons-react';
import type { ScreeningHit, ScreeningStanding } from '@contract';
import { ErrorAlert, notifyError, notifySaved } from '../../components/errors';
import { InlineLoading } from '../../components/QueryState';
import { formatDateTime } from '../../format';
import { useTranslation } from '../../i18n';
import { useDeskMutation, useDeskQuery } from '../../ipc';
import { useNavigation } from '../../stores/navigation';
import { percent } from './explain';
import { DecisionLine } from './HitView';

const STANDING_COLORS: Record<ScreeningStanding, string> = {
  clear: 'teal',
  open: 'orange',
  escalated: 'orange',
  confirmed: 'red',
  not_screened: 'gray',
};

/** A confirmed match's money stop, in words: on the investor page and wherever the stop is told. */
function MoneyStopAlert({ hit }: { hit: Pick<ScreeningHit, 'entry' | 'list'> }) {
  const { t } = useTranslation('screening');
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('moneyStop.title')} data-testid="money-stop">
      {t('moneyStop.text', { entry: hit.entry.id, list: hit.list.name })}
    </Alert>
  );
}

/** A confirmed match stops money, and still does while it is open again after a change (as the main process refuses). */
function stopsMoney(hit: ScreeningHit): boolean {
  return hit.state === 'confirmed' || (hit.state === 'open' && hit.earlierDecision?.verdict === 'confirmed');
}

function HitLine({ hit }: { hit: ScreeningHit }) {
  const { t } = useTranslation('screening');
  const go = useNavigation((s) => s.go);
  const queued = hit.state === 'open' || hit.state === 'escalated';
  return (
    <Stack gap={2} data-hit={hit.key}>
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Text size="sm" fw={600} truncate>
          {hit.subject.name} · {hit.list.name} {hit.entry.id}
        </Text>
        <Badge size="sm" variant="light" color={hit.state === 'not_same' ? 'gray' : hit.state === 'confirmed' ? 'red' : 'orange'} style={{ flexShrink: 0 }}>
          {t(`states.${hit.state}`)} · {percent(t, hit.score)}
        </Badge>
      </Group>
      <Text size="xs" c="dimmed">
        {t(`roles.${hit.subject.role}`)} · {hit.matchedName}
      </Text>
      {hit.decision && <DecisionLine decision={hit.decision} />}
      {queued && (
        <Anchor component="button" type="button" size="sm" ta="left" onClick={() => go('screening', { hitKey: hit.key })}>
          {t('investor.open')}
        </Anchor>
      )}
    </Stack>
  );
}

/** A failed screening is shown at once, not asked again. */
export const INVESTOR_SCREENING_QUERY = { retry: false } as const;

export function InvestorScreening({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('screening');
  const screening = useDeskQuery('screening.investor', { userId }, INVESTOR_SCREENING_QUERY);
  const report = useDeskMutation('screening.report');
  const saveReport = () =>
    report.mutate(
      { userId },
      {
        onSuccess: (result) => result.saved && notifySaved(t, t('investor.reportSaved', { count: result.pages, path: result.path })),
        onError: (error) => notifyError(error, t),
      },
    );
  const stopping = screening.data?.hits.find(stopsMoney);
  return (
    <Card withBorder component="section" aria-labelledby="investor-screening-title" data-testid="investor-screening">
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} size="h4" id="investor-screening-title">
          {t('investor.title')}
        </Title>
        {screening.data && (
          <Badge color={STANDING_COLORS[screening.data.standing]} variant="light" data-testid="screening-standing" style={{ flexShrink: 0 }}>
            {t(`standing.${screening.data.standing}`)}
          </Badge>
        )}
      </Group>
      {screening.isPending ? (
        <InlineLoading label={t('investor.screening')} />
      ) : screening.isError ? (
        <ErrorAlert error={screening.error} onRetry={() => void screening.refetch()} />
      ) : (
        <Stack gap="sm">
          {stopping && <MoneyStopAlert hit={stopping} />}
          {screening.data.listsStale && (
            <Text size="sm" fw={600} c="var(--mantine-color-orange-light-color)">
              <IconAlertTriangle size={16} aria-hidden style={{ verticalAlign: 'text-bottom', marginInlineEnd: 4 }} />
              {t('investor.stale')}
            </Text>
          )}
          {screening.data.hits.length === 0 ? (
            <Text size="sm">{t('investor.clear')}</Text>
          ) : (
            screening.data.hits.map((hit) => <HitLine key={hit.key} hit={hit} />)
          )}
          <Text size="xs" c="dimmed">
            {t('investor.screenedAt', { time: formatDateTime(screening.data.screenedAt, i18n.language), people: screening.data.subjects.length })}
          </Text>
          <Group>
            <Button size="xs" variant="default" leftSection={<IconFileTypePdf size={14} aria-hidden />} loading={report.isPending} onClick={saveReport}>
              {t('investor.report')}
            </Button>
          </Group>
        </Stack>
      )}
    </Card>
  );
}
