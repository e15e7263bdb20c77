// One transaction of the account by its id, as a `transaction_created` notice names it.
import { SimpleGrid, Stack } from '@mantine/core';
import { useState } from 'react';
import { Field } from '../../components/Field';
import { HostFields } from '../../components/HostFields';
import { LookupForm } from '../../components/LookupForm';
import { QueryState } from '../../components/QueryState';
import { ABSENT, formatDateTime, formatMoney } from '../../format';
import { useTranslation } from '../../i18n';
import { useDeskQuery } from '../../ipc';
import type { AccountRef } from './WithdrawDialog';

function Transaction({ account, id }: { account: AccountRef; id: string }) {
  const { t, i18n } = useTranslation('custody');
  const transaction = useDeskQuery('custody.transaction', { ...account, id }, { retry: false });
  return (
    <QueryState query={transaction}>
      {(tx) => (
        <Stack gap="xs" data-testid="transaction-by-id">
          <SimpleGrid cols={{ base: 2, md: 4 }}>
            <Field label={t('transactions.time')}>{formatDateTime(tx.created_at, i18n.language)}</Field>
            <Field label={t('transactions.type')}>{tx.type ? t(`transactions.types.${tx.type}`) : ABSENT}</Field>
            <Field label={t('transactions.amount')}>{formatMoney(tx.amount, i18n.language)}</Field>
            <Field label={t('transactions.status')}>{tx.status ? t(`transactions.statuses.${tx.status}`, { defaultValue: tx.status }) : ABSENT}</Field>
          </SimpleGrid>
          <HostFields resource={tx} />
        </Stack>
      )}
    </QueryState>
  );
}

export function TransactionById({ account }: { account: AccountRef }) {
  const { t } = useTranslation('custody');
  const [id, setId] = useState<string>();
  return (
    <Stack gap="xs">
      <LookupForm label={t('transactions.byId')} placeholder={t('transactions.byIdPlaceholder')} button={t('transactions.open')} value={id} onLookup={(typed) => setId(typed.trim())} />
      {id && <Transaction account={account} id={id} />}
    </Stack>
  );
}
