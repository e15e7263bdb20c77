// What the investor received from distributions: their user payouts in every payout of the
// projects they ordered in, each payout one click from its place in Distribution.
import { Card, Table, Text, Title } from '@mantine/core';
import { PayoutLink } from '../../../components/PayoutLink';
import { ProjectLink } from '../../../components/ProjectLink';
import { QueryState } from '../../../components/QueryState';
import { formatDateTime, formatMoney } from '../../../format';
import { useTranslation } from '../../../i18n';
import { useDeskQuery } from '../../../ipc';

export function PayoutsCard({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('kyc');
  const payouts = useDeskQuery('distribution.investorPayouts', { userId });
  return (
    <Card withBorder component="section" aria-label={t('payouts.title')}>
      <Title order={2} size="h4" mb="sm">
        {t('payouts.title')}
      </Title>
      <QueryState query={payouts} isEmpty={(p) => p.received.length === 0 && p.unattributed === 0} empty={t('payouts.empty')}>
        {({ received, unattributed }) => (
          <>
            {received.length > 0 && (
              <Table aria-label={t('payouts.title')}>
                <Table.Tbody>
                  {received.map(({ project, payout, userPayout }) => (
                    <Table.Tr key={userPayout.id}>
                      <Table.Td>
                        <ProjectLink projectId={project.id} code={project.code} />
                      </Table.Td>
                      <Table.Td>
                        <PayoutLink projectId={project.id} payoutId={payout.id}>
                          {formatDateTime(payout.created_at, i18n.language)}
                        </PayoutLink>
                      </Table.Td>
                      <Table.Td ta="right">{formatMoney(userPayout.amount, i18n.language)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
            {unattributed > 0 && (
              <Text size="sm" c="dimmed" mt="xs">
                {t('payouts.unattributed', { count: unattributed })}
              </Text>
            )}
          </>
        )}
      </QueryState>
    </Card>
  );
}
