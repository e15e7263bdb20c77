// The business investor's business: names, register, tax residence, and its address.
import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { Business } from '@wire/kyc';
import { Field } from '../../../components/Field';
import { QueryState } from '../../../components/QueryState';
import { useTranslation } from '../../../i18n';
import { useDeskQuery } from '../../../ipc';
import { BusinessFormModal } from '../forms/BusinessFormModal';
import { AddressCard } from './AddressCard';
import { TaxResidence } from './TaxResidence';
import { useFieldToEdit } from './context';
import { useWritable } from '../../../components/writes';

function BusinessData({ userId, business }: { userId: string; business: Business | null }) {
  const { t } = useTranslation('kyc');
  const [editing, { open, close }] = useDisclosure(false);
  const [focus, setFocus] = useState<string>();
  const edit = (field?: string) => {
    setFocus(field);
    open();
  };
  useFieldToEdit('business', edit);
  const writable = useWritable(business ? 'kyc.business.update' : 'kyc.business.create');
  const none = t('states.none', { ns: 'common' });
  return (
    <Card withBorder>
      <Stack>
        <Group justify="space-between">
          <Title order={3} size="h4">
            {t('business.title')}
          </Title>
          <Button
            size="xs"
            variant={business ? 'default' : 'filled'}
            leftSection={business ? <IconPencil size={14} aria-hidden /> : <IconPlus size={14} aria-hidden />}
            onClick={() => edit()}
            {...writable}
          >
            {business ? t('actions.edit', { ns: 'common' }) : t('business.create')}
          </Button>
        </Group>
        {business ? (
          <>
            <SimpleGrid cols={{ base: 2, md: 3 }}>
              <Field label={t('fields.legal_name')}>{business.legal_name}</Field>
              <Field label={t('fields.legal_form')}>{business.legal_form ?? none}</Field>
              <Field label={t('fields.register_number')}>{business.register_number ?? none}</Field>
            </SimpleGrid>
            <Field label={t('tax.title')}>
              <TaxResidence of={business} />
            </Field>
          </>
        ) : (
          <Text c="dimmed">{t('business.none')}</Text>
        )}
      </Stack>
      <BusinessFormModal opened={editing} onClose={close} userId={userId} business={business} focus={focus} />
    </Card>
  );
}

export function BusinessSection({ userId }: { userId: string }) {
  const { t } = useTranslation('kyc');
  const business = useDeskQuery('kyc.business.get', { userId });
  return (
    <QueryState query={business}>
      {(b) => (
        <Stack>
          <BusinessData userId={userId} business={b} />
          {b && (
            <AddressCard
              userId={userId}
              owner={{ businessId: b.id }}
              address={b.address ?? null}
              whose={b.legal_name}
              title={t('address.ofBusiness')}
            />
          )}
        </Stack>
      )}
    </QueryState>
  );
}
