// The project's payouts, each one click from its place in Distribution.
import { Card, List, Title } from '@mantine/core';
import { PayoutLink } from '../../components/PayoutLink';
import { QueryState } from '../../components/QueryState';
import { formatDateTime, formatMoney } from '../../format';
import { useTranslation } from '../../i18n';
import { useDeskQuery } from '../../ipc';

export function ProjectPayouts({ projectId }: { projectId: string }) {
  const { t, i18n } = useTranslation('projects');
  const payouts = useDeskQuery('distribution.payouts', { projectId });
  return (
    <Card withBorder component="section" aria-label={t('payouts.title')}>
      <Title order={2} size="h4" mb="sm">
        {t('payouts.title')}
      </Title>
      <QueryState query={payouts} isEmpty={(list) => list.length === 0} empty={t('payouts.empty')}>
        {(list) => (
          <List>
            {list.map((p) => (
              <List.Item key={p.id}>
                <PayoutLink projectId={projectId} payoutId={p.id}>
                  {t('payouts.item', { date: formatDateTime(p.created_at, i18n.language), total: formatMoney(p.total_amount, i18n.language) })}
                </PayoutLink>
              </List.Item>
            ))}
          </List>
        )}
      </QueryState>
    </Card>
  );
}
