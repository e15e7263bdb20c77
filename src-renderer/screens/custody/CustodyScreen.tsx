import { Alert, Button, Card, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { CustodyAccount, CustodyAccountHolder } from '@wire/custody';
import type { User } from '@wire/users';
import { InvestorFinder } from '../../components/InvestorFinder';
import { InvestorLink } from '../../components/InvestorLink';
import { MoreMenu } from '../../components/MoreMenu';
import { QueryState } from '../../components/QueryState';
import { RecentInvestors } from '../../components/RecentInvestors';
import { notifyError } from '../../components/errors';
import { ABSENT, formatDateTime, formatMoney } from '../../format';
import { useTranslation } from '../../i18n';
import { ipcErrorOf, useDeskMutation, useDeskQuery } from '../../ipc';
import { useNavigation } from '../../stores/navigation';
import { Transactions } from './Transactions';
import { type AccountRef, WithdrawDialog } from './WithdrawDialog';
import { useWritable } from '../../components/writes';
import { ActionsTable, RowActions } from '../../components/ActionsTable';

/** What one withdrawal from the account may take and what it costs. */
function Withdrawable({ account }: { account: AccountRef }) {
  const { i18n } = useTranslation('custody');
  const limits = useDeskQuery('custody.withdrawal', account);
  if (!limits.data) return <>…</>;
  return (
    <>
      {formatMoney(limits.data.withdrawableBalance, i18n.language)} / {formatMoney(limits.data.estimatedFee, i18n.language)}
    </>
  );
}

function OpenAccount({ user, holder, accounts }: { user: User; holder: CustodyAccountHolder; accounts: CustodyAccount[] }) {
  const { t } = useTranslation('custody');
  const assets = useDeskQuery('custody.assets', undefined);
  const create = useDeskMutation('custody.createAccount');
  const writable = useWritable('custody.createAccount');
  const [assetId, setAssetId] = useState<string | null>(null);
  // By the asset's id, or by its symbol where the host does not say the account's asset.
  const has = (asset: { id: string; symbol?: string }) =>
    accounts.some((a) => (a.custody_asset_id === undefined ? a.symbol !== undefined && a.symbol === asset.symbol : a.custody_asset_id === asset.id));
  const options = (assets.data ?? []).map((a) => ({
    value: a.id,
    label: has(a) ? t('accounts.hasAccount', { symbol: a.symbol ?? ABSENT }) : `${a.symbol ?? ABSENT} · ${a.name ?? ABSENT}`,
    disabled: has(a),
  }));
  const free = options.filter((o) => !o.disabled);
  return (
    <Stack gap="xs">
      <Text size="xs" c="dimmed">
        {free.length === 0 && assets.data ? t('accounts.allTaken') : t('accounts.onePerAsset')}
      </Text>
      {free.length > 0 && (
        <Group align="end">
          <Select label={t('accounts.createFor')} placeholder={t('accounts.chooseAsset')} data={options} value={assetId} onChange={setAssetId} w={280} />
          <Button
            disabled={!assetId}
            loading={create.isPending}
            {...writable}
            onClick={() =>
              assetId &&
              create.mutate(
                { userId: user.id, holderId: holder.id, assetId },
                { onSuccess: () => setAssetId(null), onError: (e) => notifyError(e, t) },
              )
            }
          >
            {t('accounts.create')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

function Holder({ user, holder }: { user: User; holder: CustodyAccountHolder }) {
  const withdrawable = useWritable('custody.withdraw');
  const { t, i18n } = useTranslation('custody');
  const ref = { userId: user.id, holderId: holder.id };
  const accounts = useDeskQuery('custody.accounts', ref);
  const balances = useDeskQuery('custody.balances', ref);
  const [shown, setShown] = useState<{ account: AccountRef; symbol: string; resource: CustodyAccount }>();
  const [withdrawing, setWithdrawing] = useState<{ account: AccountRef; symbol: string }>();
  // By the account's id, or by its symbol where the host does not say a balance's account.
  const balanceOf = (account: CustodyAccount) =>
    balances.data?.find((b) =>
      b.custody_account_id === undefined ? b.symbol !== undefined && b.symbol === account.symbol : b.custody_account_id === account.id,
    );
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {holder.created_at ? t('holder.since', { date: formatDateTime(holder.created_at, i18n.language) }) : null}
      </Text>
      <Card withBorder component="section" aria-label={t('accounts.title')}>
        <Stack>
          <Title order={2} size="h4">
            {t('accounts.title')}
          </Title>
          <QueryState query={accounts} isEmpty={(list) => list.length === 0} empty={t('accounts.none')}>
            {(list) => (
              <ActionsTable aria-label={t('accounts.title')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('accounts.asset')}</Table.Th>
                    <Table.Th ta="right">{t('accounts.balance')}</Table.Th>
                    <Table.Th ta="right">
                      {t('accounts.withdrawable')} / {t('accounts.fee')}
                    </Table.Th>
                    <Table.Th>{t('accounts.address')}</Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.map((a) => {
                    const account = { ...ref, accountId: a.id };
                    const balance = balanceOf(a);
                    const symbol = a.symbol ?? ABSENT;
                    return (
                      <Table.Tr key={a.id}>
                        <Table.Td fw={600}>{symbol}</Table.Td>
                        <Table.Td ta="right">{balance ? formatMoney(balance.balance, i18n.language) : '…'}</Table.Td>
                        <Table.Td ta="right">
                          <Withdrawable account={account} />
                        </Table.Td>
                        <Table.Td ff="monospace" fz="xs">
                          {a.address ?? ABSENT}
                        </Table.Td>
                        <RowActions>
                          <Button size="compact-sm" variant="default" onClick={() => setShown({ account, symbol, resource: a })} aria-label={`${t('accounts.transactions')} ${symbol}`}>
                            {t('accounts.transactions')}
                          </Button>
                          {/* Money leaving an account is a rare step: in the row's menu, not a blue button on every row. */}
                          <MoreMenu
                            label={t('accounts.more', { symbol })}
                            actions={[
                              {
                                label: t('accounts.withdraw'),
                                onClick: () => setWithdrawing({ account, symbol }),
                                disabled: withdrawable.disabled,
                                reason: withdrawable.title,
                              },
                            ]}
                          />
                        </RowActions>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </ActionsTable>
            )}
          </QueryState>
          {accounts.data && <OpenAccount user={user} holder={holder} accounts={accounts.data} />}
        </Stack>
      </Card>
      {shown && <Transactions key={shown.account.accountId} {...shown} />}
      {withdrawing && <WithdrawDialog {...withdrawing} onClose={() => setWithdrawing(undefined)} />}
    </Stack>
  );
}

/** The investor's account holder and accounts: the Custody area's and the investor page's Custody tab. */
export function InvestorCustody({ user }: { user: User }) {
  const { t } = useTranslation('custody');
  const holders = useDeskQuery('custody.holders', { userId: user.id });
  const create = useDeskMutation('custody.createHolder');
  const writable = useWritable('custody.createHolder');
  return (
      <QueryState query={holders}>
        {(list) => {
          const [holder] = list;
          if (holder) return <Holder user={user} holder={holder} />;
          return (
            <Card withBorder>
              <Stack gap="xs">
                <Text size="sm">{t('holder.none')}</Text>
                {!user.approved && <Text size="sm" c="dimmed">{t('holder.notApproved')}</Text>}
                <Group>
                  <Button
                    disabled={!user.approved}
                    loading={create.isPending}
                    {...writable}
                    onClick={() => create.mutate({ userId: user.id }, { onError: (e) => notifyError(e, t) })}
                  >
                    {t('holder.create')}
                  </Button>
                </Group>
              </Stack>
            </Card>
          );
        }}
      </QueryState>
  );
}

function Investor({ user }: { user: User }) {
  return (
    <Stack>
      <Title order={2} size="h3">
        <InvestorLink email={user.email} tab="custody">
          {user.name}
        </InvestorLink>{' '}
        <Text span c="dimmed" size="sm">
          ({user.email})
        </Text>
      </Title>
      <InvestorCustody user={user} />
    </Stack>
  );
}

export function CustodyScreen() {
  const { t } = useTranslation('custody');
  const email = useNavigation((s) => s.custodyEmail);
  const go = useNavigation((s) => s.go);
  const user = useDeskQuery('users.findByEmail', { email: email ?? '' }, { enabled: Boolean(email), retry: false });
  const notFound = user.isError && ipcErrorOf(user.error).kind === 'not_found';
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <InvestorFinder
        label={t('lookup.label')}
        placeholder={t('lookup.placeholder')}
        description={t('lookup.hint')}
        button={t('lookup.find')}
        value={email}
        onLookup={(value) => go('custody', { custodyEmail: value })}
      />
      {!email && <RecentInvestors onPick={(value) => go('custody', { custodyEmail: value })} />}
      {email &&
        (notFound ? (
          <Alert color="orange" variant="light" title={t('lookup.notFound', { email })} />
        ) : (
          <QueryState query={user}>{(found) => <Investor user={found} />}</QueryState>
        ))}
    </Stack>
  );
}
