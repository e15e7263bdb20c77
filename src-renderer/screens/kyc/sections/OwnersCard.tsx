// The business owners, each with the share it holds, and the total (at most 100 %).
import { ActionIcon, Alert, Badge, Button, Card, Group, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import Big from 'big.js';
import { useState } from 'react';
import { type Identity, missingData } from '@wire/kyc';
import { QueryState } from '../../../components/QueryState';
import { deleteConfirmed } from '../../../components/confirm';
import { formatDate, formatMoney } from '../../../format';
import { useTranslation } from '../../../i18n';
import { useDeskMutation, useDeskQuery } from '../../../ipc';
import { OwnerFormModal } from '../forms/OwnerFormModal';
import { useFieldToEdit } from './context';
import { totalShare } from '../summaries';
import { countryName, declaredKey, fullName } from '../words';
import { useWritable } from '../../../components/writes';
import { ActionsTable } from '../../../components/ActionsTable';

export function OwnersCard({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('kyc');
  const language = i18n.language;
  const none = t('states.none', { ns: 'common' });
  const owners = useDeskQuery('kyc.businessOwners.list', { userId });
  const remove = useDeskMutation('kyc.businessOwners.delete');
  const creatable = useWritable('kyc.businessOwners.create');
  const editable = useWritable('kyc.businessOwners.update');
  const deletable = useWritable('kyc.businessOwners.delete');
  const [editing, { open, close }] = useDisclosure(false);
  const [current, setCurrent] = useState<Identity>();
  const percent = (share: string) => `${formatMoney(share, language)} %`;

  const [focus, setFocus] = useState<string>();
  const edit = (owner?: Identity, field?: string) => {
    setCurrent(owner);
    setFocus(field);
    open();
  };
  useFieldToEdit('owners', (field, ownerId) => {
    const owner = owners.data?.find((o) => o.id === ownerId);
    if (owner) edit(owner, field);
  }, owners.isSuccess);
  const onDelete = async (owner: Identity) => {
    await deleteConfirmed(t, t('owners.deleteWhat', { name: fullName(owner) }), () => remove.mutateAsync({ userId, id: owner.id }));
  };

  return (
    <Card withBorder>
      <Stack>
        <Group justify="space-between">
          <Title order={3} size="h4">
            {t('owners.title')}
          </Title>
          <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => edit(undefined)} {...creatable}>
            {t('owners.add')}
          </Button>
        </Group>
        <QueryState query={owners} isEmpty={(list) => list.length === 0} empty={t('owners.none')}>
          {(list) => {
            const total = totalShare(list);
            return (
              <Stack>
                <ActionsTable minWidth={720} aria-label={t('owners.title')}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('fields.name')}</Table.Th>
                      <Table.Th>{t('fields.date_of_birth')}</Table.Th>
                      <Table.Th>{t('fields.citizenship')}</Table.Th>
                      <Table.Th>{t('fields.country_of_taxation')}</Table.Th>
                      <Table.Th>{t('declared.pep')}</Table.Th>
                      <Table.Th ta="right">{t('fields.share')}</Table.Th>
                      <Table.Th>{t('attachments.actions')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {list.map((owner) => {
                      const missing = missingData(owner);
                      return (
                        <Table.Tr key={owner.id}>
                          <Table.Td>
                            <Text size="sm" fw={600}>
                              {fullName(owner)}
                            </Text>
                            {missing.length > 0 && (
                              <Text size="xs" c="var(--mantine-color-orange-light-color)">
                                {t('owners.missing', { fields: missing.map((f) => t(`fields.${f}`)).join(', ') })}
                              </Text>
                            )}
                          </Table.Td>
                          <Table.Td>{owner.date_of_birth ? formatDate(owner.date_of_birth, language) : none}</Table.Td>
                          <Table.Td>{owner.citizenship ? countryName(owner.citizenship, language) : none}</Table.Td>
                          <Table.Td>{owner.country_of_taxation ? countryName(owner.country_of_taxation, language) : none}</Table.Td>
                          <Table.Td>{t(declaredKey(owner.not_pep))}</Table.Td>
                          <Table.Td ta="right">{owner.share ? percent(owner.share) : none}</Table.Td>
                          <Table.Td>
                            <Group gap={4} wrap="nowrap">
                              <Tooltip label={t('actions.edit', { ns: 'common' })}>
                                <ActionIcon
                                  variant="subtle"
                                  aria-label={`${t('actions.edit', { ns: 'common' })}: ${fullName(owner)}`}
                                  onClick={() => edit(owner)}
                                  {...editable}
                                >
                                  <IconPencil size={16} aria-hidden />
                                </ActionIcon>
                              </Tooltip>
                              <Tooltip label={t('actions.delete', { ns: 'common' })}>
                                <ActionIcon
                                  variant="subtle"
                                  color="red"
                                  aria-label={`${t('actions.delete', { ns: 'common' })}: ${fullName(owner)}`}
                                  onClick={() => void onDelete(owner)}
                                  {...deletable}
                                >
                                  <IconTrash size={16} aria-hidden />
                                </ActionIcon>
                              </Tooltip>
                            </Group>
                          </Table.Td>
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                  <Table.Tfoot>
                    <Table.Tr>
                      <Table.Th colSpan={5}>{t('owners.total')}</Table.Th>
                      <Table.Th ta="right" data-testid="owners-total">
                        {percent(total)}
                      </Table.Th>
                      <Table.Th />
                    </Table.Tr>
                  </Table.Tfoot>
                </ActionsTable>
                {new Big(total).lt(100) && (
                  <Alert color="blue" variant="light">
                    <Group gap="xs">
                      <Badge variant="light">{percent(new Big(100).minus(total).toFixed(2))}</Badge>
                      {t('owners.unassigned')}
                    </Group>
                  </Alert>
                )}
              </Stack>
            );
          }}
        </QueryState>
      </Stack>
      <OwnerFormModal
        opened={editing}
        onClose={close}
        userId={userId}
        owner={current}
        focus={focus}
        others={(owners.data ?? []).filter((o) => o.id !== current?.id)}
      />
    </Card>
  );
}
