// The one address of an identity or of the business (the API has no delete for it).
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure, useId } from '@mantine/hooks';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import type { Address } from '@wire/kyc';
import { useTranslation } from '../../../i18n';
import { type AddressOwner, AddressFormModal, addressChannel } from '../forms/AddressFormModal';
import { countryName } from '../words';
import { ABSENT } from '../../../format';
import { useWritable } from '../../../components/writes';

export function AddressCard({
  userId,
  owner,
  address,
  whose,
  title,
}: {
  userId: string;
  owner: AddressOwner;
  address: Address | null;
  whose: string;
  title: string;
}) {
  const { t, i18n } = useTranslation('kyc');
  const [editing, { open, close }] = useDisclosure(false);
  const writable = useWritable(addressChannel(owner, address));
  const titleId = useId();
  return (
    <Card withBorder component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4" id={titleId}>
            {title}
          </Title>
          <Button
            variant={address ? 'default' : 'filled'}
            size="xs"
            leftSection={address ? <IconPencil size={14} aria-hidden /> : <IconPlus size={14} aria-hidden />}
            onClick={open}
            {...writable}
          >
            {address ? t('actions.edit', { ns: 'common' }) : t('address.add')}
          </Button>
        </Group>
        {address ? (
          <address style={{ fontStyle: 'normal' }}>
            <Text size="sm">
              {address.street ?? ABSENT} {address.number}
            </Text>
            <Text size="sm">
              {address.zip ?? ABSENT} {address.city ?? ABSENT}
            </Text>
            <Text size="sm">{address.country ? countryName(address.country, i18n.language) : ABSENT}</Text>
            {[address.street, address.zip, address.city, address.country].every((field) => field === undefined) && (
              <Text size="xs" c="dimmed">
                {t('address.numberOnly')}
              </Text>
            )}
          </address>
        ) : (
          <Text c="dimmed">{t('address.none')}</Text>
        )}
      </Stack>
      <AddressFormModal opened={editing} onClose={close} userId={userId} owner={owner} address={address} whose={whose} />
    </Card>
  );
}
