// The investor's own data on top of the screen: name, approval, kind, email, language, when
// approved; edit and delete (the API refuses to delete an investor with orders: disabled ahead
// when the page knows of any).
import { Badge, Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { User } from '@wire/users';
import { CustodyLink } from '../../components/CustodyLink';
import { DetailHeader } from '../../components/DetailHeader';
import { Field } from '../../components/Field';
import { HostFields } from '../../components/HostFields';
import { deleteConfirmed } from '../../components/confirm';
import { formatDateTime } from '../../format';
import { useTranslation } from '../../i18n';
import { useDeskMutation, useDeskQuery } from '../../ipc';
import { useNavigation } from '../../stores/navigation';
import { UserFormModal } from './UserFormModal';

/** `ACCOUNT_ID`: the checklist's "email" item brings the officer here. */
export const ACCOUNT_ID = 'kyc-account';

/**
 * Why the server will refuse to delete the investor, from what the page's tabs have read
 * already (never read for this alone): the ledger's orders (Orders tab), else the projects
 * with orders or payments (KYC tab). Undefined while neither says: the delete stays offered.
 */
function useDeleteRefusal(userId: string): string | undefined {
  const { t } = useTranslation('kyc');
  const cachedOnly = { enabled: false } as const;
  const ledger = useDeskQuery('ledgers.investor', { userId }, cachedOnly).data;
  const projects = useDeskQuery('users.projects', { id: userId }, cachedOnly).data;
  if (ledger) {
    const orders = ledger.projects.reduce((sum, p) => sum + p.orders.length, 0);
    return orders > 0 ? t('hasOrders', { count: orders }) : undefined;
  }
  return projects && projects.length > 0 ? t('hasOrdersInProjects', { count: projects.length }) : undefined;
}

export function UserHeader({ user, onDeleted }: { user: User; onDeleted: () => void }) {
  const { t, i18n } = useTranslation('kyc');
  const [editing, { open: edit, close: closeEdit }] = useDisclosure(false);
  const go = useNavigation((s) => s.go);
  const remove = useDeskMutation('users.delete');
  const refusal = useDeleteRefusal(user.id);
  const none = t('states.none', { ns: 'common' });
  const yes = t('states.yes', { ns: 'common' });
  const no = t('states.no', { ns: 'common' });

  const onDelete = async () => {
    if (await deleteConfirmed(t, t('deleteWhat', { email: user.email }), () => remove.mutateAsync({ id: user.id }))) onDeleted();
  };

  return (
    <Stack tabIndex={-1} id={ACCOUNT_ID} style={{ outlineOffset: 4 }}>
      <DetailHeader
        title={user.name}
        order={2}
        badges={
          <>
            <Badge color={user.approved ? 'teal' : 'orange'} variant="light">
              {user.approved ? t('approval.approved') : t('approval.pending')}
            </Badge>
            <Badge variant="outline">{user.business_investor ? t('kind.business') : t('kind.personal')}</Badge>
          </>
        }
        edit={{ channel: 'users.update', onClick: edit }}
        remove={{ channel: 'users.delete', refusal, pending: remove.isPending, onClick: () => void onDelete() }}
      />
      <Card withBorder>
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          <Field label={t('fields.email')}>{user.email}</Field>
          <Field label={t('fields.locale')}>{t(`locales.${user.locale}`)}</Field>
          <Field label={t('fields.business_investor')}>{user.business_investor ? yes : no}</Field>
          <Field label={t('fields.approved_at')}>
            <span data-testid="approved-at">{user.approved_at ? formatDateTime(user.approved_at, i18n.language) : none}</span>
          </Field>
          <Field label={t('fields.referral_channel')}>{user.referral_channel ?? none}</Field>
          <Field label={t('fields.wallet_address')}>
            <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
              {user.wallet_address ?? none}
            </Text>
          </Field>
          <Field label={t('fields.created_at')}>{user.created_at ? formatDateTime(user.created_at, i18n.language) : none}</Field>
          <Field label={t('fields.custody')}>
            <CustodyLink email={user.email}>{t('custodyAccounts')}</CustodyLink>
          </Field>
        </SimpleGrid>
        <HostFields resource={user} />
      </Card>
      <UserFormModal opened={editing} onClose={closeEdit} user={user} onSaved={(saved) => go('kyc', { investorEmail: saved.email })} />
    </Stack>
  );
}
