// The surveys the investor took: per name the current answers (the last taken) as a table,
// and how often it was taken before.
import { Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { QueryState } from '../../../components/QueryState';
import { formatDateTime } from '../../../format';
import { useTranslation } from '../../../i18n';
import { useDeskQuery } from '../../../ipc';
import { humanize } from '../checklist';
import { SurveyFormModal } from '../forms/SurveyFormModal';
import { currentSurveys } from '../summaries';
import { useWritable } from '../../../components/writes';

function Answer({ value }: { value: unknown }) {
  const { t, i18n } = useTranslation('kyc');
  if (typeof value === 'boolean') return <>{t(value ? 'answers.yes' : 'answers.no')}</>;
  if (typeof value === 'number') return <>{new Intl.NumberFormat(i18n.language).format(value)}</>;
  return <>{typeof value === 'string' ? value : JSON.stringify(value)}</>;
}

export function SurveysCard({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('kyc');
  const [recording, { open, close }] = useDisclosure(false);
  const surveys = useDeskQuery('kyc.surveys.list', { userId });
  const writable = useWritable('kyc.surveys.create');
  return (
    <Card withBorder>
      <Stack>
        <Group justify="space-between">
          <Title order={3} size="h4">
            {t('surveys.title')}
          </Title>
          <Button size="xs" variant="default" leftSection={<IconPlus size={14} aria-hidden />} onClick={open} {...writable}>
            {t('surveys.record')}
          </Button>
        </Group>
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
              {list.every((survey) => survey.created_at === undefined) && (
                <Text size="xs" c="dimmed">
                  {t('surveys.untimed')}
                </Text>
              )}
            </Stack>
          )}
        </QueryState>
      </Stack>
      <SurveyFormModal opened={recording} onClose={close} userId={userId} />
    </Card>
  );
}
