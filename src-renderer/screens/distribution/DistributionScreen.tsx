import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function DistributionScreen() {
  const { t } = useTranslation('distribution');
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <Text c="dimmed">{t('notYet')}</Text>
    </Stack>
  );
}
