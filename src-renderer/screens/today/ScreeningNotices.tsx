// Today's screening notices: the sanctions lists out of date, named, with the way to Settings;
// and the investors whose money a confirmed match stops, each a click from their page.
import { Alert, Anchor, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { InvestorLink } from '../../components/InvestorLink';
import { useTranslation } from '../../i18n';
import { useDeskQuery } from '../../ipc';
import { useNavigation } from '../../stores/navigation';

export function ScreeningNotices() {
  const { t } = useTranslation('today');
  const go = useNavigation((s) => s.go);
  const lists = useDeskQuery('screening.lists', undefined, { retry: false });
  const stops = useDeskQuery('screening.moneyStops', undefined, { retry: false });
  const stale = (lists.data?.lists ?? []).filter((list) => list.stale);
  const stopped = Object.entries(stops.data ?? {});
  return (
    <>
      {stale.length > 0 && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} title={t('screening.staleTitle')} data-testid="today-lists-stale">
          <Text size="sm">{t('screening.stale', { names: stale.map((list) => list.name).join(', ') })}</Text>
          <Anchor component="button" type="button" size="sm" fw={600} onClick={() => go('settings')}>
            {t('screening.openSettings')}
          </Anchor>
        </Alert>
      )}
      {stopped.length > 0 && (
        <Alert color="red" variant="light" icon={<IconLock aria-hidden />} title={t('screening.stopsTitle')} data-testid="today-money-stops">
          <Text size="sm" mb={4}>
            {t('screening.stops')}
          </Text>
          <Group gap="lg" component="ul" p={0} m={0} style={{ listStyle: 'none', rowGap: 4 }}>
            {stopped.map(([userId, stop]) => (
              <li key={userId}>
                <InvestorLink userId={userId} name={stop.name} />
                <Text span size="sm">{` (${stop.entry}, ${stop.list})`}</Text>
              </li>
            ))}
          </Group>
        </Alert>
      )}
    </>
  );
}
