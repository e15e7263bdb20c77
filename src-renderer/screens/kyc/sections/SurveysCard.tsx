// The surveys the investor took: per name the current answers (the last taken) as a table,
// and how often it was taken before.
import { Badge, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Survey } from '../../../../src-main/wire/surveys';
import { QueryState } from '../../../components/QueryState';
import { formatDateTime } from '../../../format';
import { useDeskQuery } from '../../../ipc';
import { humanize } from '../checklist';

/** The current survey of each name (the list is oldest first), with how many came before. */
export function currentSurveys(surveys: Survey[]): Array<{ survey: Survey; earlier: number }> {
  const byName = new Map<string, { survey: Survey; earlier: number }>();
  for (const survey of surveys) {
    const seen = byName.get(survey.name);
    byName.set(survey.name, { survey, earlier: seen ? seen.earlier + 1 : 0 });
  }
  return [...byName.values()];
}

function Answer({ value }: { value: unknown }) {
  const { t, i18n } = useTranslation('kyc');
  if (typeof value === 'boolean') return <>{t(value ? 'answers.yes' : 'answers.no')}</>;
  if (typeof value === 'number') return <>{new Intl.NumberFormat(i18n.language).format(value)}</>;
  return <>{typeof value === 'string' ? value : JSON.stringify(value)}</>;
}

export function SurveysCard({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('kyc');
  const surveys = useDeskQuery('kyc.surveys.list', { userId });
  return (
    <Card withBorder>
      <Stack>
        <Title order={3} size="h4">
          {t('surveys.title')}
        </Title>
        <QueryState query={surveys} isEmpty={(list) => list.length === 0} empty={t('surveys.none')}>
          {(list) => (
            <Stack>
              {currentSurveys(list).map(({ survey, earlier }) => {
                const name = t(`surveys.names.${survey.name}`, { defaultValue: humanize(survey.name) });
                return (
                  <Stack key={survey.id} gap="xs">
                    <Group gap="xs">
                      <Title order={4} size="h5">
                        {name}
                      </Title>
                      <Text size="xs" c="dimmed">
                        {t('surveys.taken', { at: formatDateTime(survey.created_at, i18n.language) })}
                      </Text>
                      {earlier > 0 && (
                        <Badge variant="light" color="gray">
                          {t('surveys.earlier', { count: earlier })}
                        </Badge>
                      )}
                    </Group>
                    <Table aria-label={name} withTableBorder>
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>{t('surveys.question')}</Table.Th>
                          <Table.Th>{t('surveys.answer')}</Table.Th>
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {Object.entries(survey.data).map(([key, value]) => (
                          <Table.Tr key={key}>
                            <Table.Td>
                              {t(`surveys.questions.${key}`, { defaultValue: humanize(key) })}
                              <Text span size="xs" c="dimmed" ff="monospace" ml="xs">
                                {key}
                              </Text>
                            </Table.Td>
                            <Table.Td>
                              <Answer value={value} />
                            </Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </Stack>
                );
              })}
            </Stack>
          )}
        </QueryState>
      </Stack>
    </Card>
  );
}
