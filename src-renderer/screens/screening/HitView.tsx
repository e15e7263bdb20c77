// One hit: the person and the list entry side by side (names with the matching words marked,
// birth dates, nationalities, list and programmes), the engine's explanation in words, the
// decision that holds or held, and the investor's orders and payments: the money at stake.
import { Alert, Badge, Card, Group, Mark, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Decision, HitEntry, HitPart, ScreeningHit } from '@contract';
import { Field } from '../../components/Field';
import { InvestorLink } from '../../components/InvestorLink';
import { QueryState } from '../../components/QueryState';
import { formatDate, formatDateTime } from '../../format';
import { useTranslation } from '../../i18n';
import { useDeskQuery } from '../../ipc';
import { ProjectCard, TotalsGrid } from '../ledgers/InvestorLedgerView';
import { DecisionForm } from './DecisionForm';
import { explainHit, markedWords, percent } from './explain';

/** A name with the words that matched marked, each saying how it matched. */
function MarkedName({ name, parts, side }: { name: string; parts: readonly HitPart[]; side: 'person' | 'entry' }) {
  const { t } = useTranslation('screening');
  return (
    <Text fw={600} data-testid={`marked-${side}`}>
      {markedWords(name, parts, side).map((word, i) =>
        word.how ? (
          <Mark key={i} color="yellow" title={t(`how.${word.how}`)}>
            {word.text}
          </Mark>
        ) : (
          <span key={i}>{word.text}</span>
        ),
      )}
    </Text>
  );
}

function birthDates(t: ReturnType<typeof useTranslation<'screening'>>['t'], entry: HitEntry): string {
  if (entry.birthDates.length === 0) return t('hit.none');
  return entry.birthDates.map((d) => t(`birthDates.${d.kind}`, { from: d.from, to: d.to })).join(', ');
}

export function DecisionLine({ decision, earlier }: { decision: Decision; earlier?: boolean }) {
  const { t, i18n } = useTranslation('screening');
  const words = { state: t(`states.${decision.verdict}`), by: decision.by, at: formatDateTime(decision.at, i18n.language) };
  return (
    <Text size="sm">
      {t(earlier ? 'hit.earlier' : 'hit.decision', words)}
      {decision.reason && ` · ${t(`decide.reasons.${decision.reason}`)}`}
      {decision.note && ` · ${decision.note}`}
    </Text>
  );
}

/** The investor's orders with their payments, per project, and the totals. */
function MoneyAtStake({ userId }: { userId: string }) {
  const { t } = useTranslation('screening');
  const ledger = useDeskQuery('ledgers.investor', { userId });
  return (
    <Card withBorder component="section" aria-labelledby="hit-money-title">
      <Title order={3} size="h5" mb="sm" id="hit-money-title">
        {t('hit.money')}
      </Title>
      <QueryState query={ledger}>
        {(l) => (
          <Stack>
            <TotalsGrid totals={l.totals} label={t('hit.money')} />
            {l.projects.map((p) => (
              <ProjectCard key={p.project.id} ledger={p} />
            ))}
          </Stack>
        )}
      </QueryState>
    </Card>
  );
}

export function HitView({ hit }: { hit: ScreeningHit }) {
  const { t, i18n } = useTranslation('screening');
  const { subject, entry } = hit;
  const otherNames = entry.names.filter((n) => n.full !== hit.matchedName);
  return (
    <Stack data-testid="hit-view" data-hit={hit.key}>
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h4">
          {subject.name}
        </Title>
        <Group gap="xs" wrap="nowrap">
          <Badge variant="light" color={hit.state === 'escalated' ? 'orange' : 'red'}>
            {t(`states.${hit.state}`)}
          </Badge>
          <Badge variant="outline">{t('score', { score: percent(t, hit.score) })}</Badge>
        </Group>
      </Group>
      <SimpleGrid cols={2} spacing="md">
        <Card withBorder component="section" aria-labelledby="hit-person-title">
          <Title order={3} size="h5" mb="xs" id="hit-person-title">
            {t('hit.person')}
          </Title>
          <Stack gap="xs">
            <Field label={t('hit.name')}>
              <MarkedName name={subject.name} parts={hit.parts} side="person" />
            </Field>
            <Field label={t('hit.investor')}>
              <InvestorLink userId={subject.userId} name={hit.investorName} />
            </Field>
            <Field label={t('hit.role')}>{t(`roles.${subject.role}`)}</Field>
            <Field label={t('hit.birthDate')}>{subject.birthDate ?? t('hit.none')}</Field>
            <Field label={subject.kind === 'entity' ? t('hit.country') : t('hit.nationality')}>{subject.country ?? t('hit.none')}</Field>
          </Stack>
        </Card>
        <Card withBorder component="section" aria-labelledby="hit-entry-title">
          <Title order={3} size="h5" mb="xs" id="hit-entry-title">
            {t('hit.entry')}
          </Title>
          <Stack gap="xs">
            <Field label={t('hit.name')}>
              <MarkedName name={hit.matchedName} parts={hit.parts} side="entry" />
            </Field>
            {otherNames.length > 0 && <Field label={t('hit.otherNames')}>{otherNames.map((n) => n.full).join('; ')}</Field>}
            <Field label={t('hit.list')}>
              {hit.list.name} ·{' '}
              {hit.list.published ? t('hit.published', { date: formatDate(hit.list.published, i18n.language) }) : t('hit.unpublished')} · {t('hit.entryId')}{' '}
              {entry.id}
            </Field>
            <Field label={t('hit.birthDate')}>{birthDates(t, entry)}</Field>
            <Field label={entry.kind === 'entity' ? t('hit.country') : t('hit.nationality')}>
              {entry.countries.length > 0 ? entry.countries.join(', ') : t('hit.none')}
            </Field>
            <Field label={t('hit.programmes')}>{entry.programmes.length > 0 ? entry.programmes.join(', ') : t('hit.none')}</Field>
            {entry.note && <Field label={t('hit.note')}>{entry.note}</Field>}
          </Stack>
        </Card>
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('hit.marked')}
      </Text>
      <Card withBorder component="section" aria-labelledby="hit-explanation-title">
        <Title order={3} size="h5" mb="xs" id="hit-explanation-title">
          {t('hit.explanation')}
        </Title>
        <Stack gap={4} data-testid="hit-explanation">
          {explainHit(t, hit).map((sentence) => (
            <Text key={sentence} size="sm">
              {sentence}
            </Text>
          ))}
        </Stack>
      </Card>
      {hit.decision && <DecisionLine decision={hit.decision} />}
      {hit.earlierDecision && (
        <Alert color="orange" variant="light">
          <DecisionLine decision={hit.earlierDecision} earlier />
        </Alert>
      )}
      <DecisionForm hit={hit} />
      <MoneyAtStake userId={subject.userId} />
    </Stack>
  );
}
