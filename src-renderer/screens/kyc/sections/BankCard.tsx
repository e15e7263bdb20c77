// The investor's bank account: IBAN and BIC as people read them, and what the IBAN's check
// digits say.
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { isValidBIC } from 'ibantools';
import { Field } from '../../../components/Field';
import { QueryState } from '../../../components/QueryState';
import { formatDateTime } from '../../../format';
import { useTranslation } from '../../../i18n';
import { useDeskQuery } from '../../../ipc';
import { formatBic, formatIban, ibanState } from '../bank';
import { BankAccountFormModal } from '../forms/BankAccountFormModal';
import { useWritable } from '../../../components/writes';

export function BankCard({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('kyc');
  const [editing, { open, close }] = useDisclosure(false);
  const account = useDeskQuery('kyc.bankAccount.get', { userId });
  const writable = useWritable(account.data ? 'kyc.bankAccount.update' : 'kyc.bankAccount.create');
  return (
    <Card withBorder>
      <Stack>
        <Group justify="space-between">
          <Title order={3} size="h4">
            {t('bank.title')}
          </Title>
          {account.isSuccess && (
            <Button
              size="xs"
              variant={account.data ? 'default' : 'filled'}
              leftSection={account.data ? <IconPencil size={14} aria-hidden /> : <IconPlus size={14} aria-hidden />}
              onClick={open}
              {...writable}
            >
              {account.data ? t('actions.edit', { ns: 'common' }) : t('bank.add')}
            </Button>
          )}
        </Group>
        <QueryState query={account}>
          {(a) => {
            if (!a) return <Text c="dimmed">{t('bank.none')}</Text>;
            const none = t('states.none', { ns: 'common' });
            const state = ibanState(a.iban ?? '');
            return (
              <SimpleGrid cols={{ base: 1, md: 2 }}>
                <Field label={t('fields.iban')}>
                  <Group gap="xs">
                    <Text ff="monospace" size="sm" data-testid="iban">
                      {a.iban === undefined ? none : formatIban(a.iban)}
                    </Text>
                    <Badge color={state === 'valid' ? 'teal' : 'red'} variant="light">
                      {t(`bank.checksum.${state}`)}
                    </Badge>
                  </Group>
                </Field>
                <Field label={t('fields.bic')}>
                  <Group gap="xs">
                    <Text ff="monospace" size="sm" data-testid="bic">
                      {a.bic === undefined ? none : formatBic(a.bic)}
                    </Text>
                    {a.bic !== undefined && !isValidBIC(a.bic) && (
                      <Badge color="red" variant="light">
                        {t('bank.bicInvalid')}
                      </Badge>
                    )}
                  </Group>
                </Field>
                <Field label={t('fields.owner')}>{a.owner ?? none}</Field>
                <Field label={t('bank.updated')}>{formatDateTime(a.updated_at, i18n.language)}</Field>
              </SimpleGrid>
            );
          }}
        </QueryState>
      </Stack>
      {account.isSuccess && <BankAccountFormModal opened={editing} onClose={close} userId={userId} account={account.data} />}
    </Card>
  );
}
