import { Alert, Badge, Button, Card, Group, List, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPencil, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '../../../src-main/wire/users';
import { Field } from '../../components/Field';
import { QueryState } from '../../components/QueryState';
import { confirmDelete } from '../../components/confirm';
import { notifyError, notifySaved } from '../../components/errors';
import { formatDateTime } from '../../format';
import { ipcErrorOf, useDeskMutation, useDeskQuery } from '../../ipc';
import { useNavigation } from '../../stores/navigation';
import { UserFormModal } from './UserFormModal';

function UserProjects({ user }: { user: User }) {
  const { t } = useTranslation('kyc');
  const go = useNavigation((s) => s.go);
  const projects = useDeskQuery('users.projects', { id: user.id });
  return (
    <Card withBorder>
      <Title order={2} size="h4" mb="sm">
        {t('projects.title')}
      </Title>
      <QueryState query={projects} isEmpty={(list) => list.length === 0} empty={t('projects.empty')}>
        {(list) => (
          <List>
            {list.map((p) => (
              <List.Item key={p.id}>
                <Button variant="subtle" size="compact-sm" onClick={() => go('projects', { projectId: p.id })}>
                  {p.code} · {p.name}
                </Button>
              </List.Item>
            ))}
          </List>
        )}
      </QueryState>
    </Card>
  );
}

function UserDetail({ user, onDeleted }: { user: User; onDeleted: () => void }) {
  const { t, i18n } = useTranslation('kyc');
  const [editing, { open: edit, close: closeEdit }] = useDisclosure(false);
  const go = useNavigation((s) => s.go);
  const remove = useDeskMutation('users.delete', ['users.findByEmail']);
  const none = t('states.none', { ns: 'common' });

  const onDelete = async () => {
    if (!(await confirmDelete(t, t('deleteWhat', { email: user.email })))) return;
    try {
      await remove.mutateAsync({ id: user.id });
      notifySaved(t, t('deleted', { ns: 'common' }));
      onDeleted();
    } catch (error) {
      notifyError(error, t);
    }
  };

  return (
    <Stack>
      <Group justify="space-between">
        <Group>
          <Title order={2} size="h3">
            {user.name}
          </Title>
          <Badge color={user.approved ? 'teal' : 'orange'} variant="light">
            {user.approved ? t('approval.approved') : t('approval.pending')}
          </Badge>
          <Badge variant="outline">{user.business_investor ? t('kind.business') : t('kind.personal')}</Badge>
        </Group>
        <Group>
          <Button variant="default" leftSection={<IconPencil size={16} aria-hidden />} onClick={edit}>
            {t('actions.edit', { ns: 'common' })}
          </Button>
          <Button color="red" variant="light" leftSection={<IconTrash size={16} aria-hidden />} loading={remove.isPending} onClick={() => void onDelete()}>
            {t('actions.delete', { ns: 'common' })}
          </Button>
        </Group>
      </Group>
      <Card withBorder>
        <SimpleGrid cols={{ base: 2, md: 3 }}>
          <Field label={t('fields.email')}>{user.email}</Field>
          <Field label={t('fields.locale')}>{t(`locales.${user.locale}`)}</Field>
          <Field label={t('fields.business_investor')}>
            {user.business_investor ? t('states.yes', { ns: 'common' }) : t('states.no', { ns: 'common' })}
          </Field>
          <Field label={t('fields.approved_at')}>{user.approved_at ? formatDateTime(user.approved_at, i18n.language) : none}</Field>
          <Field label={t('fields.referral_channel')}>{user.referral_channel ?? none}</Field>
          <Field label={t('fields.wallet_address')}>
            <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
              {user.wallet_address ?? none}
            </Text>
          </Field>
          <Field label={t('fields.created_at')}>{formatDateTime(user.created_at, i18n.language)}</Field>
        </SimpleGrid>
      </Card>
      <UserProjects user={user} />
      <UserFormModal
        opened={editing}
        onClose={closeEdit}
        user={user}
        onSaved={(saved) => go('kyc', { investorEmail: saved.email })}
      />
    </Stack>
  );
}

export function KycScreen() {
  const { t } = useTranslation('kyc');
  const email = useNavigation((s) => s.investorEmail);
  const go = useNavigation((s) => s.go);
  const [draft, setDraft] = useState(email ?? '');
  const [creating, { open: create, close: closeCreate }] = useDisclosure(false);
  const found = useDeskQuery('users.findByEmail', { email: email ?? '' }, { enabled: Boolean(email), retry: false });

  useEffect(() => setDraft(email ?? ''), [email]);
  const notFound = found.isError && ipcErrorOf(found.error).kind === 'not_found';

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={create}>
          {t('new')}
        </Button>
      </Group>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          if (draft.trim()) go('kyc', { investorEmail: draft.trim() });
        }}
      >
        <Group align="end">
          <TextInput
            label={t('lookup.label')}
            placeholder={t('lookup.placeholder')}
            description={t('lookup.hint')}
            type="email"
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            leftSection={<IconSearch size={16} aria-hidden />}
            w={360}
            data-autofocus
          />
          <Button type="submit" variant="default">
            {t('lookup.find')}
          </Button>
        </Group>
      </form>
      {email &&
        (notFound ? (
          <Alert color="orange" variant="light" title={t('lookup.notFound', { email })}>
            <Button mt="xs" size="xs" variant="default" onClick={create}>
              {t('lookup.createWith')}
            </Button>
          </Alert>
        ) : (
          <QueryState query={found}>
            {(user) => <UserDetail user={user} onDeleted={() => go('kyc', { investorEmail: undefined })} />}
          </QueryState>
        ))}
      <UserFormModal
        opened={creating}
        onClose={closeCreate}
        email={notFound ? email : ''}
        onSaved={(user) => go('kyc', { investorEmail: user.email })}
      />
    </Stack>
  );
}
